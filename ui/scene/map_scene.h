#pragma once
// The canvas scene of one document: the board item and the mark layers drawn over it. It follows
// the document's signals (changed cells, replaced board) and owns the designer's selection.
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>

#include "render/palette.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/board_overview.h"
#include "ui/scene/cell_marks_item.h"
#include "ui/scene/cell_selection.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::scene {

class BoardItem;
class RegionsItem;
class SeatDraftItem;
class SelectionItem;

enum class MarkLayer {
    Violations, // the selected requirement's violating hexes (the selection is a SelectionItem)
    Preview,    // brush footprint, swap source and target
    Flash,      // hexes a run just changed
    Heat,       // teaching: pheromone or agreement per hex
    Tabu,       // teaching: hexes in recent tabu moves
    LastMove,   // teaching: the last perturbation
    Difference, // a suggestion's differences from the map
    Conflict,   // the locks of an infeasibility core (Search → Why Not Zero?)
    Count
};

// What a loader builds on a worker thread for a new scene (both are linear in the board): the
// hexes' centres and the overview picture of the map. Missing parts are built by the scene.
struct SceneParts {
    std::unique_ptr<BoardGeometry> geometry;
    std::optional<BoardOverview> overview;
    // Both, for `board` and `map` (read on the calling thread only).
    static SceneParts build(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules);
};

class MapScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit MapScene(document::MapDocument* doc, QObject* parent = nullptr);
    // `parts` must belong to the document's board and map.
    MapScene(document::MapDocument* doc, SceneParts parts, QObject* parent = nullptr);
    ~MapScene() override;

    document::MapDocument* document() const { return doc_; }
    const BoardGeometry& geometry() const { return *geometry_; }
    BoardItem* board() const { return board_; }
    CellMarksItem* marks(MarkLayer layer) const { return layers_[static_cast<size_t>(layer)]; }
    // The Regions panel's partition overlay (under the mark layers).
    RegionsItem* regions() const { return regions_; }
    // The Fairness dock's seat draft: each seat's corners (over the outlines, under the brush).
    SeatDraftItem* seatDraft() const { return seatDraft_; }
    void setShowCoordinates(bool on);
    // The canvas palette (render/palette.h): rules, colour-blind or greyscale.
    void setPalette(render::Palette palette);

    // The designer's selection, always of the current board's size (cleared when the board changes).
    const CellSelection& selection() const { return selection_; }
    // `cells` must be of the current board's size (else it is ignored).
    void setSelection(CellSelection cells);
    void selectCells(const std::vector<core::model::CellIndex>& cells);
    void selectAll();
    void clearSelection();
    void invertSelection();
    // Highlights `cells` briefly (fades out over about 0.8 s).
    void flash(const std::vector<core::model::CellIndex>& cells);

signals:
    void selectionChanged();

private:
    void rebuild();
    void fadeStep();

    document::MapDocument* doc_;
    std::unique_ptr<BoardGeometry> geometry_;
    BoardItem* board_ = nullptr;
    RegionsItem* regions_ = nullptr;
    SeatDraftItem* seatDraft_ = nullptr;
    std::array<CellMarksItem*, static_cast<size_t>(MarkLayer::Count)> layers_{};
    SelectionItem* selectionItem_ = nullptr;
    CellSelection selection_;
    QTimer fadeTimer_;
    QElapsedTimer flashAge_;
};

} // namespace hexloom::ui::scene
