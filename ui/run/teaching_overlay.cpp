#include "ui/run/teaching_overlay.h"

#include <algorithm>

#include "ui/scene/map_scene.h"

namespace hexloom::ui::run {

using scene::CellMark;
using scene::MarkLayer;

void TeachingOverlay::clear()
{
    for (MarkLayer l : {MarkLayer::LastMove, MarkLayer::Tabu, MarkLayer::Heat})
        scene_->marks(l)->clear();
}

void TeachingOverlay::show(const core::algorithms::Snapshot& s)
{
    if (!s.teaching) {
        clear();
        return;
    }
    const auto& t = *s.teaching;
    const int cells = scene_->document() ? s.map.size() : 0;
    auto valid = [cells](core::model::CellIndex c) { return c >= 0 && c < cells; };
    std::vector<core::model::CellIndex> move, tabu;
    std::copy_if(t.lastMove.begin(), t.lastMove.end(), std::back_inserter(move), valid);
    std::copy_if(t.tabuCells.begin(), t.tabuCells.end(), std::back_inserter(tabu), valid);
    scene_->marks(MarkLayer::LastMove)->setCells(move, QColor(255, 140, 0));
    scene_->marks(MarkLayer::Tabu)->setCells(tabu, QColor(140, 40, 200));
    std::vector<CellMark> heat;
    if (static_cast<int>(t.perCell.size()) == cells && cells > 0) {
        const float top = std::max(1e-9f, *std::max_element(t.perCell.begin(), t.perCell.end()));
        // Particle swarm agreement is already 0..1 (green); pheromone is scaled to its maximum (red).
        const bool agreement = s.algorithm == "pso";
        for (int c = 0; c < cells; ++c) {
            const float v = agreement ? t.perCell[static_cast<size_t>(c)] : t.perCell[static_cast<size_t>(c)] / top;
            const int alpha = static_cast<int>(std::clamp(v, 0.0f, 1.0f) * 190);
            heat.push_back({c, agreement ? QColor(0, 200, 80, alpha) : QColor(255, 40, 0, alpha)});
        }
    }
    scene_->marks(MarkLayer::Heat)->setMarks(std::move(heat));
}

} // namespace hexloom::ui::run
