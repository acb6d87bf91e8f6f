#pragma once
// The options tools share (brush terrain and token, brush size, lock or unlock, add or remove
// cells, the symmetric brush), remembered between sessions in QSettings.
#include <QObject>

#include "core/model/map.h"
#include "core/symmetry/symmetry_mode.h"

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
    // Whether the brushes paint and lock the whole orbit of each hex under symmetry().
    bool symmetricBrush() const { return symmetricBrush_; }
    // The active symmetry (the Search dock's mode, which starts as the rule set's declared one);
    // not saved: it belongs to the open map.
    core::symmetry::SymmetryMode symmetry() const { return symmetry_; }

    void setTerrain(core::model::TerrainId t);
    void setToken(int token);
    void setLayer(PaintLayer layer);
    void setBrushRadius(int radius);
    void setSymmetricBrush(bool on);
    void setSymmetry(core::symmetry::SymmetryMode mode);

    void load();
    void save() const;

signals:
    void changed();

private:
    core::model::TerrainId terrain_ = 0;
    int token_ = 0;
    PaintLayer layer_ = PaintLayer::Terrain;
    int brushRadius_ = 0;
    bool symmetricBrush_ = false;
    core::symmetry::SymmetryMode symmetry_ = core::symmetry::SymmetryMode::None;
};

} // namespace hexloom::ui::tools
