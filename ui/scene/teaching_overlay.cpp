#include "ui/scene/teaching_overlay.h"

#include <algorithm>

#include "ui/scene/map_scene.h"

namespace hexloom::ui::scene {

using scene::CellMark;
using scene::MarkLayer;

void TeachingOverlay::clear()
{
    last_.reset();
    for (MarkLayer l : {MarkLayer::LastMove, MarkLayer::Tabu, MarkLayer::Heat})
        scene_->marks(l)->clear();
}

void TeachingOverlay::show(const core::search::Snapshot& s)
{
    if (!s.teaching) {
        clear();
        return;
    }
    last_ = s.teaching;
    agreement_ = s.teaching->perCellMeaning == core::search::TeachingState::PerCell::Agreement;
    cells_ = scene_->document() ? s.map.size() : 0;
    const auto& t = *s.teaching;
    auto valid = [this](core::model::CellIndex c) { return c >= 0 && c < cells_; };
    std::vector<core::model::CellIndex> move, tabu;
    std::copy_if(t.lastMove.begin(), t.lastMove.end(), std::back_inserter(move), valid);
    std::copy_if(t.tabuCells.begin(), t.tabuCells.end(), std::back_inserter(tabu), valid);
    scene_->marks(MarkLayer::LastMove)->setCells(move, lastMoveColour());
    scene_->marks(MarkLayer::Tabu)->setCells(tabu, tabuColour());
    drawHeat();
}

void TeachingOverlay::setPheromoneKind(int kind)
{
    pheromoneKind_ = kind;
    if (last_)
        drawHeat();
}

void TeachingOverlay::drawHeat()
{
    const auto& t = *last_;
    const auto kinds = static_cast<int>(t.kinds.size());
    const bool oneKind = pheromoneKind_ >= 0 && pheromoneKind_ < kinds && t.pheromone.size() == static_cast<size_t>(cells_) * t.kinds.size();
    std::vector<float> values;
    if (oneKind) {
        for (int c = 0; c < cells_; ++c)
            values.push_back(t.pheromone[static_cast<size_t>(c * kinds + pheromoneKind_)]);
    } else if (static_cast<int>(t.perCell.size()) == cells_) {
        values = t.perCell;
    }
    std::vector<CellMark> heat;
    if (!values.empty()) {
        // Particle swarm agreement is already 0..1 (green); pheromone is scaled to its maximum (red).
        const float top = agreement_ ? 1.f : std::max(1e-9f, *std::max_element(values.begin(), values.end()));
        for (int c = 0; c < cells_; ++c) {
            QColor colour = agreement_ ? agreementColour() : pheromoneColour();
            colour.setAlpha(static_cast<int>(std::clamp(values[static_cast<size_t>(c)] / top, 0.0f, 1.0f) * kHeatAlpha));
            heat.push_back({c, colour});
        }
    }
    scene_->marks(MarkLayer::Heat)->setMarks(std::move(heat));
}

} // namespace hexloom::ui::scene
