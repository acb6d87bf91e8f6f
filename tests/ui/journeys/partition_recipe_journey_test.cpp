// A map the Regions panel partitioned in the editor carries its recipe, and `hexloom-cli replay`
// makes it again: in the real MainWindow a Terra Mystica map is opened, three hexes locked, the
// built-in chain-8 graph loaded, the seed set and the partition run and applied from the panel;
// Save As, then File → Open of the saved file. The saved recipe names partition, the seed and the
// scope; the real CLI replays it from the reopened file and finds every hex the same (and, as an
// independent check, the map it writes has the saved terrains and the locked hexes their own), and
// File → Open Recipe opens the saved map as the replay makes it. A hex painted afterwards is saved
// with the recipe marked edited, which replay reports without failing. Regions of a selection
// carry their recipe too.
#include <QSpinBox>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/recipe_replay.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/partition_options_form.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/partition_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

// The Regions panel partitions the open map into the built-in chain-8 with `seed`, and Apply
// writes the regions into it.
void partitionAndApply(main_window::MainWindow& w, docks::PartitionOptionsForm::ScopeKind scope, int seed)
{
    auto* regions = w.regionsDock();
    regions->loadBuiltin(QStringLiteral("chain-8"));
    regions->options()->setScope(scope);
    auto* seedBox = regions->findChild<QSpinBox*>(QStringLiteral("partitionSeed"));
    ASSERT_NE(seedBox, nullptr);
    seedBox->setValue(seed);
    regions->runAction()->trigger();
    auto* partitions = w.session()->partitions();
    ASSERT_TRUE(spinUntil([&] { return !partitions->isRunning() && partitions->latest(); }, 60'000));
    ASSERT_NE(partitions->result(), nullptr) << regions->statusText().toStdString();
    ASSERT_TRUE(regions->applyAction()->isEnabled());
    regions->applyAction()->trigger();
}

TEST(PartitionRecipeJourney, RegionsAppliedInTheEditorAreMadeAgainByReplay)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"))));
    auto* doc = w.session()->document();
    // Three hexes locked before the run: the regions leave them as they are, and so does replay.
    const std::vector<CellIndex> locked{0, 40, 90};
    std::vector<document::CellChange> locks;
    for (CellIndex c : locked)
        locks.push_back({c, {doc->map().terrain(c), doc->map().token(c), true}});
    doc->changeCells(locks, QStringLiteral("Lock"));
    const core::model::Map before = doc->map();

    partitionAndApply(w, docks::PartitionOptionsForm::ScopeKind::All, 7);
    ASSERT_NE(doc->recipe(), nullptr) << "applied regions carry their recipe";
    for (CellIndex c : locked)
        EXPECT_EQ(doc->map().terrain(c), before.terrain(c)) << "locked hex " << c;

    const QString made = dir.filePath(QStringLiteral("regions.json"));
    saveAs(w, made);
    ASSERT_TRUE(w.files()->openPath(made)) << "reopened";
    ASSERT_NE(w.session()->document()->recipe(), nullptr) << "the reopened map has its recipe";
    const auto file = core::io::loadMap(made);
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/3 partition exact "))) << recipe.left(80).toStdString();
    for (const char* word : {" --map-data json:", " --graph-data json:", " --scope all ", " --seed 7 ", " --rules-sha256 "})
        EXPECT_TRUE(recipe.contains(QLatin1String(word))) << word;
    EXPECT_FALSE(file.metadata.recipeEdited);
    EXPECT_EQ(file.metadata.algorithm, "partition");

    // The real CLI makes the same map again.
    const auto again = replayExactly(made, dir.filePath(QStringLiteral("replayed.json")));
    for (CellIndex c : locked) {
        EXPECT_TRUE(again.map.locked(c)) << "hex " << c;
        EXPECT_EQ(again.map.terrain(c), before.terrain(c)) << "the replay kept locked hex " << c;
    }
    // File → Open Recipe takes the saved map too: it opens as the cells the partition made.
    expectOpenRecipeMakes(w, made, again);

    // A hex painted after the run: saved with the recipe marked edited; replay says so and exits 0.
    expectPaintedMapReplaysAsEdited(w, dir.filePath(QStringLiteral("edited.json")), file.metadata.recipe);
}

// Regions of the Select tool's selection: the recipe lists the selected hexes (--scope cells:...),
// and replay partitions those and leaves every other hex as it was.
TEST(PartitionRecipeJourney, RegionsOfASelectionAreMadeAgainByReplay)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"))));
    auto* doc = w.session()->document();
    const core::model::Map before = doc->map();
    std::vector<CellIndex> selected;
    for (CellIndex c = 0; c < doc->board().size(); ++c)
        if (doc->board().offset(c).row <= 3)
            selected.push_back(c);
    w.session()->scene()->selectCells(selected);
    partitionAndApply(w, docks::PartitionOptionsForm::ScopeKind::Selected, 3);
    const QString made = dir.filePath(QStringLiteral("selected.json"));
    saveAs(w, made);
    const auto file = core::io::loadMap(made);
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --scope cells:0,0/0,1/"))) << recipe.toStdString().substr(0, 200);
    EXPECT_FALSE(file.metadata.recipeEdited);
    const auto again = replayExactly(made, dir.filePath(QStringLiteral("replayed.json")));
    int changed = 0;
    for (CellIndex c = 0; c < again.board.size(); ++c) {
        if (again.board.offset(c).row > 3) {
            EXPECT_EQ(again.map.terrain(c), before.terrain(c)) << "hex " << c << " outside the selection";
        }
        changed += again.map.terrain(c) != before.terrain(c);
    }
    EXPECT_GT(changed, 0);
}

} // namespace
} // namespace hexloom::test
