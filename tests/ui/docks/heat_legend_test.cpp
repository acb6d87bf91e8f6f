// The Progress dock's key to the teaching marks: what it says follows the algorithm, the chosen
// pheromone kind and the marks present; its colour scale ends in the canvas's own colour; the
// convergence chart gives the best line its own scale so it is not flattened by the current line.
#include <QChart>
#include <QImage>
#include <QValueAxis>
#include <gtest/gtest.h>

#include "ui/docks/convergence_chart.h"
#include "ui/docks/heat_legend.h"
#include "ui/scene/teaching_overlay.h"

namespace hexloom::test {
namespace {

using core::search::Snapshot;
using core::search::TeachingState;

Snapshot snapshotOf(const std::string& algorithm, TeachingState t)
{
    Snapshot s;
    s.algorithm = algorithm;
    s.teaching = std::make_shared<TeachingState>(std::move(t));
    return s;
}

TEST(HeatLegend, SaysWhatTheCanvasShowsForEachAlgorithm)
{
    ui::docks::HeatLegend legend;
    legend.resize(320, 80);
    EXPECT_TRUE(legend.isHidden()) << "nothing on the canvas: no legend";

    TeachingState aco;
    aco.kinds = {"Forest", "Desert"};
    aco.perCell = {0.2f, 0.9f};
    aco.pheromone = {0.2f, 0.8f, 0.9f, 0.1f};
    aco.lastMove = {0, 1};
    legend.showState(snapshotOf("aco", aco));
    ASSERT_EQ(legend.entries().size(), 2);
    EXPECT_EQ(legend.entries()[0].toStdString(), "pheromone of the best map's tile: none … most");
    EXPECT_EQ(legend.entries()[1].toStdString(), "last move");
    legend.setPheromoneKind(1);
    EXPECT_EQ(legend.entries()[0].toStdString(), "pheromone of Desert: none … most");
    legend.setPheromoneKind(7); // a kind the state does not have: the canvas falls back too
    EXPECT_EQ(legend.entries()[0].toStdString(), "pheromone of the best map's tile: none … most");

    TeachingState pso;
    pso.perCellMeaning = TeachingState::PerCell::Agreement; // as the swarm declares its state
    pso.perCell = {0.5f};
    legend.showState(snapshotOf("pso", pso));
    EXPECT_EQ(legend.entries(), QStringList{QStringLiteral("swarm agreement on the best map's tile: 0 % … 100 %")});

    TeachingState tabu;
    tabu.lastMoveIsPerturbation = true; // as tabu search declares its moves
    tabu.lastMove = {1, 2, 3};
    tabu.tabuCells = {4, 5};
    legend.showState(snapshotOf("tabu", tabu));
    EXPECT_EQ(legend.entries(), (QStringList{QStringLiteral("last perturbation"), QStringLiteral("tabu: hexes of recent moves")}));
    EXPECT_FALSE(legend.isHidden());

    legend.clear();
    EXPECT_TRUE(legend.isHidden());
    EXPECT_TRUE(legend.entries().isEmpty());
}

TEST(HeatLegend, InAPortfolioRaceFollowsTheMemberThatSentTheState)
{
    ui::docks::HeatLegend legend;
    TeachingState pso;
    pso.perCellMeaning = TeachingState::PerCell::Agreement;
    pso.perCell = {0.5f};
    Snapshot s = snapshotOf("portfolio", pso);
    s.foundBy = "pso";
    legend.showState(s);
    EXPECT_EQ(legend.entries(), QStringList{QStringLiteral("swarm agreement on the best map's tile: 0 % … 100 %")});

    TeachingState tabu;
    tabu.lastMoveIsPerturbation = true;
    tabu.lastMove = {1, 2, 3};
    s = snapshotOf("portfolio", tabu);
    s.foundBy = "tabu";
    legend.showState(s);
    EXPECT_EQ(legend.entries(), QStringList{QStringLiteral("last perturbation")});
}

TEST(HeatLegend, TheScaleEndsInTheCanvasColour)
{
    ui::docks::HeatLegend legend;
    legend.resize(360, 30);
    TeachingState pso;
    pso.perCellMeaning = TeachingState::PerCell::Agreement;
    pso.perCell = {1.f};
    legend.showState(snapshotOf("pso", pso));
    QImage image = legend.grab().toImage();
    // The strongest end of the bar: the overlay's colour at its full heat alpha over white.
    QColor expected = ui::scene::TeachingOverlay::agreementColour();
    const double a = ui::scene::TeachingOverlay::kHeatAlpha / 255.0;
    auto over = [a](int c) { return static_cast<int>(c * a + 255 * (1 - a)); };
    bool found = false;
    for (int x = 0; x < image.width() && !found; ++x) {
        const QColor c = image.pixelColor(x, image.height() / 2);
        found = std::abs(c.red() - over(expected.red())) <= 12 && std::abs(c.green() - over(expected.green())) <= 12 &&
                std::abs(c.blue() - over(expected.blue())) <= 12;
    }
    EXPECT_TRUE(found) << "no pixel of the full agreement colour in the legend";
}

TEST(ConvergenceChart, TheBestLineHasItsOwnScale)
{
    ui::docks::ConvergenceChart chart;
    chart.reset({QStringLiteral("REQ1"), QStringLiteral("REQ2")});
    std::vector<core::search::ProgressPoint> points;
    for (int i = 0; i <= 50; ++i) {
        core::search::ProgressPoint p;
        p.elapsedSeconds = i * 0.01;
        p.iteration = i;
        p.current = 100 - i;      // a search wandering far above its best
        p.best = std::max(0, 9 - i / 5);
        p.bestCounts = {static_cast<int>(p.best) - 3 > 0 ? static_cast<int>(p.best) - 3 : 0, 3};
        points.push_back(p);
    }
    chart.addPoints(points);
    EXPECT_GE(chart.currentRange().second, 100);
    EXPECT_GE(chart.bestRange().second, 9);
    EXPECT_LE(chart.bestRange().second, 12) << "the best line (9 .. 0) fills its own scale";
    chart.setShowRequirements(true);
    EXPECT_GE(chart.bestRange().second, 9);
    EXPECT_LE(chart.bestRange().second, 12);
}

// A live run adds one point per poll (30 a second) with a later time each: every point stays on
// the time axis, which is refitted a handful of times, and the score axes, whose points stay inside
// them, are left alone (every range change lays out every series again, milliseconds of the GUI
// thread in a frame that may also apply a big snapshot).
TEST(ConvergenceChart, OnlyAnAxisAPointLeftIsRefitted)
{
    ui::docks::ConvergenceChart chart;
    chart.reset({QStringLiteral("REQ1")});
    auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
    const auto vertical = chart.chart()->axes(Qt::Vertical);
    ASSERT_NE(x, nullptr);
    ASSERT_EQ(vertical.size(), 2);
    int xChanges = 0, yChanges = 0;
    QObject::connect(x, &QValueAxis::rangeChanged, [&] { ++xChanges; });
    for (auto* y : vertical)
        QObject::connect(qobject_cast<QValueAxis*>(y), &QValueAxis::rangeChanged, [&] { ++yChanges; });
    for (int i = 1; i <= 600; ++i) { // 20 s of polls
        core::search::ProgressPoint p;
        p.elapsedSeconds = i / 30.0;
        p.iteration = i;
        p.current = 50;
        p.best = 40;
        p.bestCounts = {40};
        chart.addPoints({p});
        if (i == 1)
            yChanges = 0; // the first point sets the score scales
        ASSERT_GE(x->max(), p.elapsedSeconds) << "poll " << i;
    }
    EXPECT_LE(xChanges, 30) << "600 polls";
    EXPECT_EQ(yChanges, 0) << "the scores never left their axes";
    EXPECT_GE(chart.currentRange().second, 50);
    EXPECT_GE(chart.bestRange().second, 40);
    EXPECT_LE(x->max(), 2 * 20.0) << "the axis keeps the run readable";
}

} // namespace
} // namespace hexloom::test
