#include "ui/document/graph_drawing.h"

#include <QLineF>
#include <cmath>
#include <numbers>

#include "core/partition/spectral_layout.h"

namespace hexloom::ui::document {

namespace {
constexpr double kRadius = 110.0;   // half the drawing's extent
constexpr double kMinSpacing = 60.0; // node centres at least this far apart
} // namespace

GraphDrawing GraphDrawing::laidOut(core::partition::ConstraintGraph graph)
{
    GraphDrawing d;
    const int k = graph.size();
    std::vector<core::model::PointF> layout;
    if (k >= 3 && graph.componentCount() == 1)
        layout = core::partition::spectralLayout(graph.adjacencyRows());
    for (int i = 0; i < k; ++i) {
        if (static_cast<int>(layout.size()) == k) {
            d.positions.emplace_back(layout[static_cast<size_t>(i)].x * kRadius, layout[static_cast<size_t>(i)].y * kRadius);
        } else { // small or disconnected graphs: a ring
            const double a = 2 * std::numbers::pi * i / std::max(1, k);
            d.positions.emplace_back(std::cos(a) * kRadius * (k > 1), std::sin(a) * kRadius * (k > 1));
        }
    }
    // Nodes the drawing puts on top of each other are pushed apart along a spiral.
    for (size_t i = 0; i < d.positions.size(); ++i)
        for (int turn = 1; turn < 64; ++turn) {
            bool clear = true;
            for (size_t j = 0; j < i && clear; ++j)
                clear = QLineF(d.positions[i], d.positions[j]).length() >= kMinSpacing;
            if (clear)
                break;
            d.positions[i] += QPointF(std::cos(turn * 2.4) * kMinSpacing * 0.5, std::sin(turn * 2.4) * kMinSpacing * 0.5);
        }
    d.graph = std::move(graph);
    return d;
}

} // namespace hexloom::ui::document
