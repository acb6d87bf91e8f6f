// The Regions panel: drawing with the mouse builds the constraint graph; Run partitions a small
// board and the canvas shows exactly that partition (one colour per region, borders between
// them), which an independent verifier accepts; Apply is one undo step and undo restores the map;
// Stop ends a search that would never finish; Step expands the requested number of states.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>
#include <map>
#include <set>

#include "core/partition/apply_partition.h"
#include "tests/core/partition/partition_verifier.h"
#include "tests/support/fixtures.h"
#include "tests/support/event_loop.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/constraint_graph_view.h"
#include "ui/docks/partition_options_form.h"
#include "ui/document/document_files.h"
#include "ui/document/graph_document.h"
#include "ui/run/partition_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/regions_item.h"

namespace hexloom::test {
namespace {

using namespace ui;
namespace partition = core::partition;
using core::model::Board;
using core::model::CellIndex;

// A blank board of plains with the published Terra Mystica rules, its scene, a partition
// controller and the panel, wired as the main window wires them.
struct Panel {
    explicit Panel(Board board)
        : doc(document::blankDocument(rules(), QStringLiteral("terra-mystica-published"), std::move(board), rules()->byLetter('U')).content),
          scene(&doc), controller(&doc)
    {
        dock.setSession(&doc, &scene, &controller);
        dock.resize(420, 1000);
        dock.show();
    }
    static std::shared_ptr<const core::rules::RuleSet> rules()
    {
        static const auto r = builtinRules("terra-mystica-published");
        return r;
    }
    // Draws `graph` through the graph document (the mouse is tested separately).
    void draw(const partition::ConstraintGraph& graph)
    {
        auto* g = dock.graph();
        for (int n = 0; n < graph.size(); ++n) {
            g->addNode(QPointF(80.0 * n, 40.0 * (n % 2)));
            auto node = g->graph().nodes.back();
            node.terrain = graph.nodes[static_cast<size_t>(n)].terrain;
            ASSERT_TRUE(g->setNode(n, node).isEmpty());
        }
        for (const auto& [a, b] : graph.edges)
            ASSERT_TRUE(g->addEdge(a, b));
        g->setMaxRemoved(graph.maxRemoved);
    }
    bool runToTheEnd()
    {
        dock.runAction()->trigger();
        return spinUntil([this] { return !controller.isRunning() && controller.latest(); }, 20000);
    }
    std::vector<CellIndex> allCells() const
    {
        std::vector<CellIndex> s;
        for (CellIndex c = 0; c < doc.board().size(); ++c)
            s.push_back(c);
        return s;
    }

    document::MapDocument doc;
    scene::MapScene scene;
    run::PartitionController controller;
    docks::ConstraintGraphDock dock;
};

partition::ConstraintGraph graphOf(int k, const std::vector<std::pair<int, int>>& edges, const std::string& terrains)
{
    partition::ConstraintGraph g;
    for (int i = 0; i < k; ++i)
        g.nodes.push_back({"n" + std::to_string(i), terrains[static_cast<size_t>(i)], 1, {}, {}, nullptr});
    g.edges = edges;
    return g;
}

// Border sides of a partition counted by brute force: each side between two different values
// (a board edge counts as outside the scope), except between two hexes outside the scope.
int borderSides(const Board& board, const std::vector<int>& regionOfCell)
{
    int twice = 0;
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const CellIndex n = board.neighbourAt(c, d);
            const int a = regionOfCell[static_cast<size_t>(c)];
            const int b = n == core::model::kNoCell ? partition::kOutOfScope : regionOfCell[static_cast<size_t>(n)];
            if (a != b)
                twice += n == core::model::kNoCell || a == partition::kOutOfScope || b == partition::kOutOfScope ? 2 : 1;
        }
    return twice / 2;
}

TEST(ConstraintGraphDock, DrawingWithTheMouseBuildsTheGraph)
{
    Panel p(Board::hexagon(2));
    auto* view = p.dock.view();
    auto* viewport = view->viewport();
    const QPointF at[] = {{-120, 0}, {0, -60}, {120, 0}};
    for (const QPointF& s : at)
        QTest::mouseClick(viewport, Qt::LeftButton, {}, view->mapFromScene(s));
    const auto& g = p.dock.graph()->graph();
    ASSERT_EQ(g.size(), 3);
    EXPECT_EQ(g.nodes[0].id, "r0");
    EXPECT_EQ(g.nodes[2].id, "r2");
    for (int i = 0; i < 3; ++i) // each node where it was clicked, to a pixel
        EXPECT_LT(QLineF(p.dock.graph()->drawing().positions[static_cast<size_t>(i)], at[i]).length(), 3.0 / view->transform().m11());

    auto drag = [&](QPointF from, QPointF to) {
        QTest::mousePress(viewport, Qt::LeftButton, {}, view->mapFromScene(from));
        QTest::mouseMove(viewport, view->mapFromScene((from + to) / 2));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, view->mapFromScene(to));
    };
    drag(at[0], at[1]);
    drag(at[2], at[1]);
    drag(at[0], QPointF(-120, 120)); // ends on empty space: no edge, no node
    EXPECT_EQ(g.size(), 3);
    EXPECT_EQ(g.edges, (std::vector<std::pair<int, int>>{{0, 1}, {2, 1}}));
    EXPECT_EQ(partition::ConstraintGraph(g).componentCount(), 1);

    // Shift+drag moves a region: one undo step however many moves the drag makes.
    const int before = p.dock.graph()->undoStack()->count();
    QTest::mousePress(viewport, Qt::LeftButton, Qt::ShiftModifier, view->mapFromScene(at[2]));
    QTest::mouseMove(viewport, view->mapFromScene(at[2] + QPointF(10, 20)));
    QTest::mouseMove(viewport, view->mapFromScene(at[2] + QPointF(20, 40)));
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ShiftModifier, view->mapFromScene(at[2] + QPointF(30, 60)));
    EXPECT_LT(QLineF(p.dock.graph()->drawing().positions[2], at[2] + QPointF(30, 60)).length(), 3.0 / view->transform().m11());
    EXPECT_EQ(p.dock.graph()->undoStack()->count(), before + 1);
    EXPECT_EQ(g.edges.size(), 2u) << "moving adds no adjacency";
    p.dock.graph()->undoStack()->undo();
    EXPECT_LT(QLineF(p.dock.graph()->drawing().positions[2], at[2]).length(), 1e-9);

    // Labels through the region form: select node 1 and rename it.
    view->selectNode(1);
    auto* id = p.dock.findChild<QLineEdit*>(QStringLiteral("regionId"));
    ASSERT_NE(id, nullptr);
    id->setText(QStringLiteral("lake"));
    emit id->editingFinished();
    EXPECT_EQ(g.nodes[1].id, "lake");
    id->setText(QStringLiteral("r0")); // taken: refused, the id stays
    emit id->editingFinished();
    EXPECT_EQ(g.nodes[1].id, "lake");

    // Graph edits undo inside the panel: Ctrl+Z in the drawing, then the Delete key.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(g.nodes[1].id, "r1");
    view->selectNode(0);
    QTest::keyClick(view, Qt::Key_Delete);
    ASSERT_EQ(g.size(), 2);
    EXPECT_EQ(g.edges, (std::vector<std::pair<int, int>>{{1, 0}})) << "edges follow the renumbered nodes";
    p.dock.graph()->undoStack()->undo();
    EXPECT_EQ(g.size(), 3);
    EXPECT_EQ(g.edges.size(), 2u);
}

TEST(ConstraintGraphDock, RunShowsAPartitionThatPassesTheIndependentCheck)
{
    Panel p(Board::hexagon(3));
    const auto graph = graphOf(4, {{0, 1}, {1, 2}, {2, 3}, {1, 3}}, "GYBR");
    p.draw(graph);
    ASSERT_TRUE(p.runToTheEnd());
    const auto result = p.controller.result();
    ASSERT_NE(result, nullptr) << p.dock.statusText().toStdString();
    EXPECT_EQ(verifyPartition(p.doc.board(), p.allCells(), graph, *result, false), "");

    // The overlay shows exactly this partition: every hex covered, one colour per region.
    const auto& shown = p.scene.regions()->regionOfCell();
    ASSERT_EQ(shown, result->regionOfCell);
    std::map<int, QRgb> colourOfRegion;
    std::set<QRgb> colours;
    for (const int r : shown) {
        ASSERT_GE(r, 0) << "an in-scope hex left out";
        colourOfRegion[r] = scene::RegionsItem::colourOf(r).rgb();
    }
    for (const auto& [r, c] : colourOfRegion)
        colours.insert(c);
    EXPECT_EQ(colourOfRegion.size(), 4u);
    EXPECT_EQ(colours.size(), 4u) << "two regions share a colour";
    EXPECT_EQ(static_cast<int>(p.scene.regions()->borders().size()), borderSides(p.doc.board(), shown));
    EXPECT_NE(p.dock.findChild<QLabel*>(QStringLiteral("expanded"))->text(), QStringLiteral("–"));
}

TEST(ConstraintGraphDock, ApplyIsOneUndoStepAndUndoRestores)
{
    // A ring of four needs a hole: removed hexes take the rule set's water by default.
    Panel p(Board::hexagon(2));
    auto ring = graphOf(4, {{0, 1}, {1, 2}, {2, 3}, {3, 0}}, "GYBR");
    ring.maxRemoved = 3;
    p.draw(ring);
    const auto& rules = p.doc.rules();
    const auto water = p.dock.options()->blocking(rules);
    ASSERT_TRUE(rules.isWater(water)) << "the default blocking terrain is water";
    auto config = p.dock.options()->config();
    ASSERT_FALSE(config.allowRemoval);
    for (auto* box : p.dock.findChildren<QCheckBox*>())
        if (box->text().startsWith(QStringLiteral("Allow removing")))
            box->setChecked(true);
    ASSERT_TRUE(p.runToTheEnd());
    const auto result = p.controller.result();
    ASSERT_NE(result, nullptr) << p.dock.statusText().toStdString();
    EXPECT_EQ(verifyPartition(p.doc.board(), p.allCells(), ring, *result, true), "");

    const auto before = p.doc.map();
    const int steps = p.doc.undoStack()->count();
    ASSERT_TRUE(p.dock.applyAction()->isEnabled());
    p.dock.applyAction()->trigger();
    EXPECT_EQ(p.doc.undoStack()->count(), steps + 1);
    for (CellIndex c = 0; c < p.doc.board().size(); ++c) {
        const int r = result->regionOfCell[static_cast<size_t>(c)];
        const auto want = r >= 0 ? rules.byLetter(ring.nodes[static_cast<size_t>(r)].terrain) : water;
        EXPECT_EQ(p.doc.map().terrain(c), want) << "cell " << c << " region " << r;
    }
    p.doc.undoStack()->undo();
    EXPECT_TRUE(p.doc.map().sameContents(before));
}

// K4 on a one-row strip: regions of a path always touch in a path, so the search never ends.
TEST(ConstraintGraphDock, StopEndsASearchThatWouldNeverFinish)
{
    Panel p(Board::rectangle(30, 1));
    p.draw(graphOf(4, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, "GYBR"));
    p.dock.runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return p.controller.latest() && p.controller.latest()->stats.expanded > 200; }, 20000));
    EXPECT_TRUE(p.controller.isRunning());
    p.dock.stopAction()->trigger();
    EXPECT_TRUE(spinUntil([&] { return !p.controller.isRunning(); }, 5000));
    EXPECT_EQ(p.dock.statusText(), QStringLiteral("Stopped."));
    EXPECT_EQ(p.controller.result(), nullptr);
}

TEST(ConstraintGraphDock, StepExpandsTheChosenNumberOfStates)
{
    Panel p(Board::rectangle(30, 1));
    p.draw(graphOf(4, {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, "GYBR"));
    auto* stepSize = p.dock.findChild<QSpinBox*>(QStringLiteral("stepExpansions"));
    ASSERT_NE(stepSize, nullptr);
    stepSize->setValue(3);
    auto expanded = [&] { return p.controller.latest() ? p.controller.latest()->stats.expanded : -1; };
    p.dock.stepAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return expanded() == 3; }, 20000));
    EXPECT_TRUE(p.controller.isPaused());
    p.dock.stepAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return expanded() == 6; }, 20000));
    EXPECT_EQ(p.dock.findChild<QLabel*>(QStringLiteral("expanded"))->text(), QStringLiteral("6"));
    EXPECT_GT(p.controller.latest()->stats.frontier, 0);
    EXPECT_GT(p.controller.latest()->stats.heuristic, 0.0);
    EXPECT_EQ(checkContiguous(p.doc.board(), p.scene.regions()->regionOfCell(), 4), "");
    ASSERT_TRUE(p.dock.runAction()->isEnabled()) << "Run continues a stepped search";
    p.dock.runAction()->trigger();
    EXPECT_TRUE(spinUntil([&] { return expanded() > 200; }, 20000));
    EXPECT_FALSE(p.controller.isPaused());
    p.dock.stopAction()->trigger();
    EXPECT_TRUE(spinUntil([&] { return !p.controller.isRunning(); }, 5000));
}

// A built-in graph with nested graphs: the top level runs step-wise in the worker, then each
// region with a nested graph is partitioned inside; the canvas shows the leaves.
TEST(ConstraintGraphDock, NestedGraphsArePartitionedInsideTheirRegions)
{
    Panel p(Board::hexagon(4));
    p.dock.loadBuiltin(QStringLiteral("continents"));
    const auto top = p.dock.graph()->graph();
    ASSERT_EQ(top.depth(), 2);
    ASSERT_TRUE(p.runToTheEnd());
    const auto result = p.controller.result();
    ASSERT_NE(result, nullptr) << p.dock.statusText().toStdString();
    int leaves = 0;
    for (const auto& node : top.nodes)
        leaves += node.subgraph ? node.subgraph->size() : 1;
    ASSERT_EQ(result->regionCount(), leaves);
    EXPECT_EQ(p.scene.regions()->regionOfCell(), result->regionOfCell);
    EXPECT_EQ(checkContiguous(p.doc.board(), result->regionOfCell, leaves), "");
    // Grouped by their top-level node, the leaves realise the top graph.
    partition::PartitionResult grouped = *result;
    for (auto& r : grouped.regionOfCell)
        r = result->nodeOfRegion[static_cast<size_t>(r)];
    EXPECT_EQ(verifyPartition(p.doc.board(), p.allCells(), top, grouped, false), "");
}

TEST(ConstraintGraphDock, ScopeIsTheWholeBoardTheSelectionOrTheLand)
{
    Panel p(Board::hexagon(3));
    p.draw(graphOf(2, {{0, 1}}, "GY"));
    // Make a river across the middle row, so land and board differ.
    const auto river = p.doc.rules().byLetter('I');
    std::vector<document::CellChange> changes;
    std::set<CellIndex> water;
    for (CellIndex c = 0; c < p.doc.board().size(); ++c)
        if (p.doc.board().offset(c).row == 3 && p.doc.board().offset(c).col > 1) {
            changes.push_back({c, {river, core::model::kNoToken, false}});
            water.insert(c);
        }
    p.doc.changeCells(changes, QStringLiteral("river"));
    auto* options = p.dock.options();
    EXPECT_EQ(p.dock.request().problem.scope, p.allCells());

    options->setScope(docks::PartitionOptionsForm::ScopeKind::Land);
    const auto land = p.dock.request().problem.scope;
    EXPECT_EQ(land.size(), p.allCells().size() - water.size());
    for (const CellIndex c : land)
        EXPECT_EQ(water.count(c), 0u) << "water hex " << c << " in the land scope";

    options->setScope(docks::PartitionOptionsForm::ScopeKind::Selected);
    try {
        p.dock.request();
        ADD_FAILURE() << "an empty selection must be refused";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("Select tool"), std::string::npos) << e.what();
    }
    p.scene.selectCells({0, 1, 2, 3});
    EXPECT_EQ(p.dock.request().problem.scope, (std::vector<CellIndex>{0, 1, 2, 3}));
    p.scene.selectCells({0, 36}); // two pieces: refused up front with the reason
    p.dock.runAction()->trigger();
    EXPECT_FALSE(p.controller.isRunning());
    EXPECT_NE(p.dock.statusText().indexOf(QStringLiteral("separate pieces")), -1) << p.dock.statusText().toStdString();
}

TEST(ConstraintGraphDock, GraphFilesRoundTripAndBadFilesAreExplained)
{
    Panel p(Board::hexagon(2));
    p.dock.loadBuiltin(QStringLiteral("kingdoms-7"));
    const auto original = p.dock.graph()->graph();
    ASSERT_EQ(original.size(), 7);
    const QString dir = QDir::tempPath() + QStringLiteral("/hexloom-regions-dock-test");
    QDir().mkpath(dir);
    ASSERT_TRUE(p.dock.saveGraph(dir + QStringLiteral("/g.json")));
    p.dock.graph()->replace({}, QStringLiteral("clear"));
    ASSERT_TRUE(p.dock.openGraph(dir + QStringLiteral("/g.json")));
    const auto& again = p.dock.graph()->graph();
    ASSERT_EQ(again.size(), original.size());
    for (int n = 0; n < again.size(); ++n) {
        EXPECT_EQ(again.nodes[static_cast<size_t>(n)].id, original.nodes[static_cast<size_t>(n)].id);
        EXPECT_EQ(again.nodes[static_cast<size_t>(n)].terrain, original.nodes[static_cast<size_t>(n)].terrain);
    }
    EXPECT_EQ(again.edges, original.edges);

    QFile bad(dir + QStringLiteral("/bad.json"));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{\n  \"nodes\": [{\"id\": \"a\"}, {\"id\": \"b\"}],\n  \"edges\": [[\"a\", \"c\"]]\n}\n");
    bad.close();
    QTimer::singleShot(50, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    EXPECT_FALSE(p.dock.openGraph(bad.fileName()));
    const QString why = p.dock.statusText();
    EXPECT_TRUE(why.contains(QStringLiteral("bad.json:3:"))) << why.toStdString(); // the file and the line of the field
    EXPECT_TRUE(why.contains(QStringLiteral("edges"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("\"c\""))) << why.toStdString();
    EXPECT_EQ(p.dock.graph()->graph().size(), 7) << "a bad file leaves the drawing alone";
}

} // namespace
} // namespace hexloom::test
