#pragma once
// The tiles of a tile set as a list of thumbnails (terrain, outline, line codes, edge codes), each
// with its role (fixed, required min–max, optional up to max, "line" when it carries a line
// code) and how many the current assembly has placed.
#include <QListWidget>
#include <memory>

#include "core/assembly/assembly_result.h"
#include "core/assembly/tile_set.h"

namespace hexloom::ui::docks {

class TileList : public QListWidget {
    Q_OBJECT
public:
    explicit TileList(QWidget* parent = nullptr);

    void setTileSet(std::shared_ptr<const core::assembly::TileSet> set);
    // Placed counts from the current assembly (empty: none placed).
    void setPlaced(const std::vector<core::assembly::PlacedTile>& placed);
    // "fixed ×1", "required 2–3", "optional 0–10", with ", line" for line tiles.
    static QString role(const core::assembly::TileSet& set, int kind);

private:
    QString text(int kind, int placed) const;

    std::shared_ptr<const core::assembly::TileSet> set_;
    std::vector<int> placed_;
};

} // namespace hexloom::ui::docks
