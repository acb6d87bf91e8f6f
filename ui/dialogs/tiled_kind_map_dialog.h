#pragma once
// Asked when a Tiled map whose tiles carry no "kind" property (a game developer's map) is opened
// in any way (FileController::load: File → Open, Open Recent, the command line, a dropped file;
// File → Open Recipe on such a map, recipe_opener.h), once a worker has read it: one row per such tile, with its image when the tileset gives one and the number of cells
// showing it, and a combo of the rule set's kinds. OK is enabled once every tile has a kind;
// Cancel leaves the open document as it was (docs/user-guide.md, "Opening a Tiled map").
#include <QDialog>
#include <QImage>
#include <functional>
#include <optional>
#include <vector>

#include "core/io/tiled_kind_map.h"

class QComboBox;
class QDialogButtonBox;

namespace hexloom::ui::dialogs {

class TiledKindMapDialog : public QDialog {
    Q_OBJECT
public:
    // `icons`: tileIcons(question, mapFile), read beforehand (on a worker: a tile's image may be big).
    TiledKindMapDialog(const core::io::TiledKindQuestion& question, const QString& mapFile, const std::vector<QImage>& icons,
                       QWidget* parent = nullptr);

    // The one way every entry point asks: the dialog opens window-modal over `parent` without
    // blocking, calls `answered` once when it closes, with the kinds (Open) or nothing (Cancel),
    // and deletes itself. Disconnecting its finished() signal before closing it skips `answered`.
    using Answered = std::function<void(std::optional<core::io::TiledKindMap>)>;
    static TiledKindMapDialog* ask(QWidget* parent, const core::io::TiledKindQuestion& question, const QString& mapFile,
                                   const std::vector<QImage>& icons, Answered answered);

    // Each tile's own image scaled to an icon, in the question's order (a null image where the tile
    // has none or it cannot be read); the image paths are relative to `mapFile`. Any thread.
    static std::vector<QImage> tileIcons(const core::io::TiledKindQuestion& question, const QString& mapFile);

    // The kinds chosen, one entry per tile (tileset-qualified when the map has several).
    core::io::TiledKindMap kindMap() const;
    // The combo of row `row`, for tests and for keyboard users' tab order.
    QComboBox* kindCombo(int row) const { return combos_.at(static_cast<size_t>(row)); }
    int rows() const { return static_cast<int>(combos_.size()); }

private:
    void updateOk();

    core::io::TiledKindQuestion question_;
    std::vector<QComboBox*> combos_;
    QDialogButtonBox* buttons_;
};

} // namespace hexloom::ui::dialogs
