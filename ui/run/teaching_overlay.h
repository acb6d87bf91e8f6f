#pragma once
// Draws an algorithm's internal state on the canvas for the teaching view: tabu search's last
// perturbation and the hexes of recent tabu moves, ant colony pheromone or particle-swarm
// agreement as a heat map. Hill-climbing restarts go on the chart, not here.
#include <memory>

#include "core/algorithms/snapshot.h"

namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::run {

class TeachingOverlay {
public:
    explicit TeachingOverlay(scene::MapScene* scene) : scene_(scene) {}

    void show(const core::algorithms::Snapshot& s);
    void clear();

private:
    scene::MapScene* scene_;
};

} // namespace hexloom::ui::run
