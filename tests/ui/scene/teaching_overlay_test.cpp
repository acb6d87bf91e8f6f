// The teaching view's ant colony heat map: by default each hex shows the pheromone share of the
// kind the best map holds there; choosing a kind shows that kind's share in every hex, scaled to
// its largest value, and switching back redraws the default without a new snapshot.
#include <gtest/gtest.h>

#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/scene/teaching_overlay.h"
#include "ui/scene/map_scene.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::search::Snapshot;
using core::search::TeachingState;

// Alpha per hex of the heat layer (0 where a hex has no mark).
std::vector<int> heatAlpha(scene::MapScene& scene, int cells)
{
    std::vector<int> alpha(static_cast<size_t>(cells), 0);
    for (const auto& m : scene.marks(scene::MarkLayer::Heat)->marks())
        alpha[static_cast<size_t>(m.cell)] = m.colour.alpha();
    return alpha;
}

TEST(TeachingOverlay, PheromoneHeatFollowsTheChosenKind)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard")).content);
    scene::MapScene scene(&doc);
    scene::TeachingOverlay overlay(&scene);
    const int cells = doc.map().size();

    // Two kinds; kind 1's share rises with the hex index, the best map's share falls.
    auto t = std::make_shared<TeachingState>();
    t->kinds = {"Forest", "Desert"};
    for (int c = 0; c < cells; ++c) {
        const float rising = static_cast<float>(c + 1) / static_cast<float>(cells);
        t->pheromone.push_back(1.f - rising);
        t->pheromone.push_back(rising);
        t->perCell.push_back(1.f - rising);
    }
    Snapshot s;
    s.map = doc.map();
    s.algorithm = "aco";
    s.teaching = t;

    overlay.show(s);
    auto byDefault = heatAlpha(scene, cells);
    EXPECT_GT(byDefault.front(), byDefault.back()) << "the best map's share falls with the index";

    overlay.setPheromoneKind(1);
    auto desert = heatAlpha(scene, cells);
    EXPECT_LT(desert.front(), desert.back());
    EXPECT_EQ(desert.back(), 190) << "the largest share is drawn at full strength";

    overlay.setPheromoneKind(-1);
    EXPECT_EQ(heatAlpha(scene, cells), byDefault);

    // A kind the state does not have falls back to the default heat rather than reading past it.
    overlay.setPheromoneKind(7);
    EXPECT_EQ(heatAlpha(scene, cells), byDefault);

    overlay.clear();
    EXPECT_TRUE(scene.marks(scene::MarkLayer::Heat)->marks().empty());
    overlay.setPheromoneKind(1); // nothing to redraw after clear
    EXPECT_TRUE(scene.marks(scene::MarkLayer::Heat)->marks().empty());
}

// Particle swarm agreement is a share of the swarm (0..1), drawn on that absolute scale, also when
// the snapshot comes from a portfolio race that a swarm member leads.
TEST(TeachingOverlay, SwarmAgreementKeepsItsScaleInAPortfolioRace)
{
    document::MapDocument doc(document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard")).content);
    scene::MapScene scene(&doc);
    scene::TeachingOverlay overlay(&scene);
    const int cells = doc.map().size();
    auto t = std::make_shared<TeachingState>();
    t->perCellMeaning = TeachingState::PerCell::Agreement; // as the swarm declares its state
    t->perCell.assign(static_cast<size_t>(cells), 0.5f);
    Snapshot s;
    s.map = doc.map();
    s.teaching = t;
    for (const char* algorithm : {"pso", "portfolio"}) {
        s.algorithm = algorithm;
        s.foundBy = s.algorithm == "portfolio" ? "pso" : "";
        overlay.show(s);
        for (int alpha : heatAlpha(scene, cells))
            EXPECT_EQ(alpha, 95) << algorithm << ": half the swarm agrees, so half strength (not scaled up to the maximum)";
    }
}

} // namespace
} // namespace hexloom::test
