#pragma once
// Draws an algorithm's internal state on the canvas for the teaching view: tabu search's last
// perturbation and the hexes of recent tabu moves, ant colony pheromone or particle-swarm
// agreement as a heat map (the pheromone of one chosen tile kind, or of the kind the best map has
// in each hex). Hill-climbing restarts go on the chart, not here.
#include <QColor>
#include <memory>

#include "core/search/snapshot.h"

namespace hexloom::ui::scene {

class MapScene;

class TeachingOverlay {
public:
    explicit TeachingOverlay(scene::MapScene* scene) : scene_(scene) {}

    void show(const core::search::Snapshot& s);
    void clear();
    // Ant colony heat map: the pheromone of this tile kind (an index into TeachingState::kinds),
    // or -1 for the kind the best map has in each hex. Redraws the last state at once.
    void setPheromoneKind(int kind);
    int pheromoneKind() const { return pheromoneKind_; }

    // The overlay's colours (the Progress dock's heat legend draws the same ones). Heat marks use
    // the colour with an alpha of up to kHeatAlpha for the strongest hex.
    static QColor lastMoveColour() { return {255, 140, 0}; }
    static QColor tabuColour() { return {140, 40, 200}; }
    static QColor pheromoneColour() { return {255, 40, 0}; }
    static QColor agreementColour() { return {0, 200, 80}; }
    static constexpr int kHeatAlpha = 190;

private:
    void drawHeat();

    scene::MapScene* scene_;
    std::shared_ptr<const core::search::TeachingState> last_;
    bool agreement_ = false; // particle swarm: perCell is agreement, not pheromone
    int cells_ = 0;
    int pheromoneKind_ = -1;
};

} // namespace hexloom::ui::scene
