#include "ui/scene/map_scene.h"

#include <utility>

#include "ui/document/map_document.h"
#include "ui/scene/board_item.h"
#include "ui/scene/regions_item.h"
#include "ui/scene/seat_draft_item.h"
#include "ui/scene/selection_item.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;

namespace {
constexpr int kFlashMs = 800;

CellMarksItem::Style styleOf(MarkLayer layer)
{
    switch (layer) {
    case MarkLayer::Violations:
    case MarkLayer::Preview:
    case MarkLayer::LastMove:
    case MarkLayer::Conflict:
        return CellMarksItem::Style::Outline;
    case MarkLayer::Tabu:
        return CellMarksItem::Style::Dot;
    case MarkLayer::Difference:
        return CellMarksItem::Style::InnerHex;
    default:
        return CellMarksItem::Style::Fill;
    }
}

// Between the violation outlines (z 3) and the brush preview (z 4).
constexpr qreal kSelectionZ = 3.5;

qreal zOf(MarkLayer layer)
{
    switch (layer) {
    case MarkLayer::Heat:
        return 1; // under the outlines
    case MarkLayer::Flash:
        return 2;
    default:
        return 3 + static_cast<int>(layer);
    }
}
} // namespace

SceneParts SceneParts::build(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules)
{
    SceneParts parts;
    parts.geometry = std::make_unique<BoardGeometry>(board);
    parts.overview.emplace();
    parts.overview->reset(board, map, rules);
    return parts;
}

MapScene::MapScene(document::MapDocument* doc, QObject* parent) : MapScene(doc, SceneParts{}, parent) {}

MapScene::MapScene(document::MapDocument* doc, SceneParts parts, QObject* parent)
    : QGraphicsScene(parent), doc_(doc), geometry_(parts.geometry ? std::move(parts.geometry) : std::make_unique<BoardGeometry>(doc->board()))
{
    setItemIndexMethod(QGraphicsScene::NoIndex); // a handful of items, each covering the board
    board_ = new BoardItem(doc_, geometry_.get(), std::move(parts.overview));
    addItem(board_);
    regions_ = new RegionsItem(geometry_.get(), 0.5); // over the terrain, under heat and outlines
    addItem(regions_);
    for (int i = 0; i < static_cast<int>(MarkLayer::Count); ++i) {
        const auto layer = static_cast<MarkLayer>(i);
        layers_[static_cast<size_t>(i)] = new CellMarksItem(geometry_.get(), styleOf(layer), zOf(layer));
        // The flash fades by opacity every 40 ms: from a cached picture of the view, not by
        // repainting thousands of marks each step.
        if (layer == MarkLayer::Flash)
            layers_[static_cast<size_t>(i)]->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        addItem(layers_[static_cast<size_t>(i)]);
    }
    selection_ = CellSelection(doc_->board().size());
    selectionItem_ = new SelectionItem(geometry_.get(), &selection_, kSelectionZ);
    addItem(selectionItem_);
    seatDraft_ = new SeatDraftItem(geometry_.get(), kSelectionZ + 0.2);
    addItem(seatDraft_);
    setSceneRect(geometry_->sceneRect());
    connect(doc_, &document::MapDocument::cellsChanged, this, [this](const std::vector<CellIndex>& cells) { board_->cellsChanged(cells); });
    connect(doc_, &document::MapDocument::contentReset, this, &MapScene::rebuild);
    fadeTimer_.setInterval(40);
    connect(&fadeTimer_, &QTimer::timeout, this, &MapScene::fadeStep);
}

MapScene::~MapScene() = default;

void MapScene::setShowCoordinates(bool on) { board_->setShowCoordinates(on); }

void MapScene::setPalette(render::Palette palette) { board_->setPalette(palette); }

void MapScene::rebuild()
{
    *geometry_ = BoardGeometry(doc_->board());
    board_->geometryReset();
    regions_->geometryReset();
    seatDraft_->geometryReset();
    for (CellMarksItem* l : layers_)
        l->geometryReset();
    selection_ = CellSelection(doc_->board().size());
    selectionItem_->geometryReset();
    setSceneRect(geometry_->sceneRect());
    emit selectionChanged();
}

void MapScene::setSelection(CellSelection cells)
{
    if (cells.boardSize() != doc_->board().size())
        return;
    const CellSelection before = std::exchange(selection_, std::move(cells));
    selectionItem_->changed(before);
    emit selectionChanged();
}

void MapScene::selectCells(const std::vector<CellIndex>& cells) { setSelection(CellSelection::of(doc_->board().size(), cells)); }

void MapScene::selectAll() { setSelection(CellSelection::all(doc_->board().size())); }

void MapScene::clearSelection() { setSelection(CellSelection(doc_->board().size())); }

void MapScene::invertSelection()
{
    CellSelection inverted = selection_;
    inverted.invert();
    setSelection(std::move(inverted));
}

void MapScene::flash(const std::vector<CellIndex>& cells)
{
    if (cells.empty())
        return;
    marks(MarkLayer::Flash)->setCells(cells, QColor(255, 255, 255, 170));
    marks(MarkLayer::Flash)->setOpacity(1.0);
    flashAge_.start();
    fadeTimer_.start();
}

void MapScene::fadeStep()
{
    const double t = static_cast<double>(flashAge_.elapsed()) / kFlashMs;
    if (t >= 1.0) {
        fadeTimer_.stop();
        marks(MarkLayer::Flash)->clear();
        return;
    }
    marks(MarkLayer::Flash)->setOpacity(1.0 - t);
}

} // namespace hexloom::ui::scene
