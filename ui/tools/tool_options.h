#pragma once
// The options tools share (brush terrain and token, brush size, lock or unlock, add or remove
// cells), remembered between sessions in QSettings.
#include <QObject>

#include "core/model/map.h"

namespace hexloom::ui::tools {

class ToolOptions : public QObject {
    Q_OBJECT
public:
    enum class PaintLayer { Terrain, Token };

    explicit ToolOptions(QObject* parent = nullptr);

    core::model::TerrainId terrain() const { return terrain_; }
    int token() const { return token_; }
    PaintLayer layer() const { return layer_; }
    // Brush radius in hexes: 0, 1, 2 (1, 7, 19 hexes).
    int brushRadius() const { return brushRadius_; }

    void setTerrain(core::model::TerrainId t);
    void setToken(int token);
    void setLayer(PaintLayer layer);
    void setBrushRadius(int radius);

    void load();
    void save() const;

signals:
    void changed();

private:
    core::model::TerrainId terrain_ = 0;
    int token_ = 0;
    PaintLayer layer_ = PaintLayer::Terrain;
    int brushRadius_ = 0;
};

} // namespace hexloom::ui::tools
