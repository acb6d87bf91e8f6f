#pragma once
// Asked on File → Open of a Tiled map whose tiles carry no "kind" property (a game developer's
// map): one row per such tile, with its image when the tileset gives one and the number of cells
// showing it, and a combo of the rule set's kinds. OK is enabled once every tile has a kind;
// Cancel leaves the open document as it was (docs/user-guide.md, "Opening a Tiled map").
#include <QDialog>
#include <vector>

#include "core/io/tiled_kind_map.h"

class QComboBox;
class QDialogButtonBox;

namespace hexloom::ui::dialogs {

class TiledKindMapDialog : public QDialog {
    Q_OBJECT
public:
    // `mapFolder` resolves the tiles' image paths, which are relative to the map.
    TiledKindMapDialog(const core::io::TiledKindQuestion& question, const QString& mapFile, QWidget* parent = nullptr);

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
