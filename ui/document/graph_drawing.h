#pragma once
// A constraint graph as the designer draws it: the graph itself and where each node sits on the
// drawing (scene units). The file format keeps no positions, so a loaded graph is laid out.
#include <QPointF>
#include <vector>

#include "core/partition/constraint_graph.h"

namespace hexloom::ui::document {

struct GraphDrawing {
    core::partition::ConstraintGraph graph;
    std::vector<QPointF> positions; // one per node

    // `graph` with its nodes placed by a spectral drawing (chains as arcs, cycles as rings),
    // spread so that no two nodes overlap.
    static GraphDrawing laidOut(core::partition::ConstraintGraph graph);
};

} // namespace hexloom::ui::document
