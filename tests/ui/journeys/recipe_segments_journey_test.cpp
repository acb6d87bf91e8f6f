// A hex the designer paints (and locks) while a search runs becomes a segment of the map's recipe, and
// `hexloom-cli replay` makes the saved map again, every hex: in the real MainWindow, a run in
// Suggestion Mode (tabu, a fixed seed, an evaluation stop) takes a painted hex in the middle of its
// run; its suggestion is accepted, the map saved, reopened and saved again. The file's recipe is a
// hexloom-recipe/2 line whose second segment starts from a map with the painted hex, the map is
// not marked recipe_edited, and the real CLI reproduces it exactly (the map it writes has the saved
// cells). The same holds for a live run, whose result is the map itself, and for a portfolio race
// that took the painted hex and was then stopped: its recipe is the run of the member whose map
// the race kept (each member took the edit, and the Stop, at an iteration of its own).
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QSettings>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/recipe/recipe.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/save_reopen.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/seed_edit.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

// Tabu, seed 77, an evaluation stop far enough off that a hex painted at the run's first snapshots
// is taken in its middle (the time limit only bounds it).
void setUpSearch(main_window::MainWindow& w, const QString& mode, const QString& algorithmId = QStringLiteral("tabu"))
{
    auto* search = w.findChild<docks::SearchDock*>();
    ASSERT_NE(search, nullptr);
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    ASSERT_GE(algorithm->findData(algorithmId), 0);
    algorithm->setCurrentIndex(algorithm->findData(algorithmId));
    search->findChild<docks::SeedEdit*>(QStringLiteral("SearchSeed"))->setValue(77);
    search->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(400000);
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(600);
    QAction* modeAction = menuAction(w, mode);
    ASSERT_NE(modeAction, nullptr) << mode.toStdString();
    modeAction->trigger();
}

// Runs the search and paints one unlocked hex with another terrain, and locks it, as soon as the
// run has made a few iterations; returns the hex and its new terrain. `stopAfterMs` > 0: the
// designer presses Stop that long after painting.
// The hex the designer paints: the first unlocked one from hex 7, with the next terrain.
std::pair<CellIndex, core::model::TerrainId> hexToPaint(const document::MapDocument& doc)
{
    CellIndex painted = 7;
    while (doc.map().locked(painted))
        ++painted;
    return {painted, static_cast<core::model::TerrainId>((doc.map().terrain(painted) + 1) % doc.rules().terrainCount())};
}

std::pair<CellIndex, core::model::TerrainId> runAndPaint(main_window::MainWindow& w, int stopAfterMs = 0)
{
    auto* doc = w.session()->document();
    auto* runs = w.session()->runs();
    const auto target = hexToPaint(*doc); // plain variables: a lambda below captures them
    const CellIndex painted = target.first;
    const core::model::TerrainId terrain = target.second;
    bool done = false;
    const auto paint = QObject::connect(runs, &run::RunController::snapshotTaken, doc, [&](int, auto snapshot) {
        if (done || snapshot->iteration < 3)
            return;
        done = true;
        doc->changeCells({{painted, {terrain, doc->map().token(painted), true}}}, QStringLiteral("Paint and lock"));
        if (stopAfterMs > 0)
            QTimer::singleShot(stopAfterMs, &w, [&w] { w.findChild<docks::SearchDock*>()->stopAction()->trigger(); });
    });
    runs->setStepDelay(20); // a few seconds for the whole run: the paint lands in its middle
    w.findChild<docks::SearchDock*>()->runAction()->trigger();
    EXPECT_TRUE(runs->isRunning());
    EXPECT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 180'000));
    spinFor(50); // the last snapshot reaches the document
    QObject::disconnect(paint);
    runs->setStepDelay(0);
    EXPECT_TRUE(done) << "the run ended before a snapshot to paint at";
    return {painted, terrain};
}

// The saved map's recipe: segmented, its second segment from a map with the painted hex, and
// replayed by the real CLI to the very cells of the file.
void expectReplayedExactly(const QString& path, std::pair<CellIndex, core::model::TerrainId> paint, const QString& dir)
{
    QFile raw(path);
    ASSERT_TRUE(raw.open(QIODevice::ReadOnly));
    EXPECT_TRUE(raw.readAll().contains("\"version\": 4")) << "a recipe in segments is format version 4";
    const auto file = core::io::loadMap(path);
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/2 exact "))) << recipe.left(80).toStdString();
    EXPECT_FALSE(file.metadata.recipeEdited) << "the recipe holds the edit: it makes this map";

    QTemporaryDir unpacked;
    const auto args = core::recipe::recipeArguments(recipe, unpacked);
    ASSERT_FALSE(args.segments.empty()) << "the painted hex started no segment";
    const auto start = core::io::loadMap(args.args[args.args.indexOf(QStringLiteral("--map")) + 1]);
    const auto segments = core::recipe::unpackSegments(args.segments, file.board, file.rules->terrainCount(), start.map);
    EXPECT_EQ(segments.front().map.terrain(paint.first), paint.second) << "segment 2 starts from the painted map";
    EXPECT_TRUE(segments.front().map.locked(paint.first));
    EXPECT_EQ(file.map.terrain(paint.first), paint.second) << "the run kept the painted, locked hex";

    const QString replayed = dir + QStringLiteral("/replayed.json");
    const CliResult replay = runCli({QStringLiteral("replay"), path, QStringLiteral("--out"), replayed});
    ASSERT_EQ(replay.exitCode, 0) << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("reproduced exactly")) << replay.out.toStdString();
    EXPECT_TRUE(replay.out.contains("segments: the designer's edits during the run")) << replay.out.toStdString();
    EXPECT_TRUE(core::io::loadMap(replayed).map.sameContents(file.map));
}

// The real window on the default map, and a scratch folder.
class RecipeSegmentsJourney : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(kScratchSettings);
        w.openDefault();
    }
    // The search set up in `mode`, run, and a hex painted during it.
    std::pair<CellIndex, core::model::TerrainId> paintDuringRun(const QString& mode)
    {
        setUpSearch(w, mode);
        return runAndPaint(w);
    }

    QTemporaryDir dir;
    main_window::MainWindow w;
};

TEST_F(RecipeSegmentsJourney, AHexPaintedDuringASuggestionRunIsReplayedFromTheAcceptedMap)
{
    const auto paint = paintDuringRun(QStringLiteral("S&uggestion Mode"));

    // Accept the first suggestion: the map becomes the run's result, the painted hex with it.
    auto* gallery = w.gallery();
    ASSERT_GT(gallery->count(), 0);
    gallery->select(0);
    const auto suggested = gallery->current()->snapshot->map;
    gallery->acceptAction()->trigger();
    auto* doc = w.session()->document();
    EXPECT_TRUE(doc->map().sameContents(suggested));

    // Saved, reopened in the window, saved again: the recipe travels and still makes the map.
    const QString again = dir.filePath(QStringLiteral("again.json"));
    saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("made.json")), again);
    expectReplayedExactly(again, paint, dir.path());
}

TEST_F(RecipeSegmentsJourney, AHexPaintedDuringALiveRunIsReplayedFromTheLiveResult)
{
    const auto paint = paintDuringRun(QStringLiteral("&Live Mode"));
    const QString made = dir.filePath(QStringLiteral("live.json"));
    saveAs(w, made);
    expectReplayedExactly(made, paint, dir.path());
}

// A live run that takes the painted hex and goes on until the designer presses Stop: the map it
// left on the canvas is recorded as that run stopped at its last iteration, the paint a segment;
// saved, reopened and saved again, the real CLI makes it again exactly.
TEST_F(RecipeSegmentsJourney, AHexPaintedDuringALiveRunThenStoppedIsReplayedFromTheLiveResult)
{
    setUpSearch(w, QStringLiteral("&Live Mode"));
    auto* search = w.findChild<docks::SearchDock*>();
    search->findChild<QCheckBox*>(QStringLiteral("SearchStopAtScore"))->setChecked(false); // the run goes on until Stop
    search->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(999'999'999);
    const auto paint = runAndPaint(w, 600);
    search->findChild<QCheckBox*>(QStringLiteral("SearchStopAtScore"))->setChecked(true);
    const QString again = dir.filePath(QStringLiteral("stopped-again.json"));
    const std::string recipe = saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("stopped.json")), again);
    EXPECT_NE(recipe.find("--iterations "), std::string::npos) << "stopped: an iteration stop";
    EXPECT_NE(recipe.find("--target none"), std::string::npos) << "Stop at Target was off: a replay must not stop at 0";
    expectReplayedExactly(again, paint, dir.path());
}

// The designer pauses a live run, paints and locks a hex while it is paused, and lets it go on:
// the paint is a segment of the recipe from the iteration the run took it at, and the real CLI
// makes the finished map again exactly.
TEST_F(RecipeSegmentsJourney, AHexPaintedWhileALiveRunIsPausedIsReplayedAfterItGoesOn)
{
    setUpSearch(w, QStringLiteral("&Live Mode"));
    auto* doc = w.session()->document();
    auto* runs = w.session()->runs();
    auto* search = w.findChild<docks::SearchDock*>();
    const auto target = hexToPaint(*doc); // plain variables: a lambda below captures them
    const CellIndex painted = target.first;
    const core::model::TerrainId terrain = target.second;
    bool paused = false;
    const auto pause = QObject::connect(runs, &run::RunController::snapshotTaken, doc, [&](int, auto snapshot) {
        if (!paused && snapshot->iteration >= 3) {
            paused = true;
            runs->setPaused(true);
        }
    });
    runs->setStepDelay(20);
    search->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return paused || !runs->isRunning(); }, 60'000));
    ASSERT_TRUE(paused && runs->isRunning()) << "the run ended before it could be paused";
    QObject::disconnect(pause);
    spinFor(100);
    doc->changeCells({{painted, {terrain, doc->map().token(painted), true}}}, QStringLiteral("Paint and lock"));
    spinFor(100);
    runs->setStepDelay(0);
    runs->resume();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 180'000));
    spinFor(50);
    const QString again = dir.filePath(QStringLiteral("paused-again.json"));
    saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("paused.json")), again);
    expectReplayedExactly(again, {painted, terrain}, dir.path());
}

// A portfolio race (every algorithm) in Suggestion Mode takes the painted hex, each member at an
// iteration of its own, and the designer stops it: the accepted map's recipe is the run of the
// member whose map the race kept (that algorithm with its defaults and its own seed, the paint a
// segment at the iteration it took it, its Stop an iteration stop), saved, reopened, saved again,
// and the real CLI makes the map again exactly.
TEST(RecipeSegmentsPortfolioJourney, APortfolioRaceEditedAndStoppedIsReplayedFromTheAcceptedMap)
{
    ASSERT_TRUE(kScratchSettings);
    QSettings().setValue(QStringLiteral("search/stopAtTarget"), false); // the race runs until Stop
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();
    setUpSearch(w, QStringLiteral("S&uggestion Mode"), QStringLiteral("portfolio"));
    // No member may finish before the designer's Stop, however fast the machine.
    w.findChild<docks::SearchDock*>()->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(999'999'999);
    const auto paint = runAndPaint(w, 1500);

    auto* gallery = w.gallery();
    ASSERT_GT(gallery->count(), 0);
    gallery->select(0);
    const auto suggestion = gallery->current()->snapshot;
    EXPECT_EQ(suggestion->algorithm, "portfolio");
    EXPECT_EQ(suggestion->stopReason, "cancelled");
    gallery->acceptAction()->trigger();

    const QString again = dir.filePath(QStringLiteral("race-again.json"));
    const std::string recipe = saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("race.json")), again);
    EXPECT_EQ(recipe.find("--algorithm portfolio"), std::string::npos) << "the winner's run, not the race";
    EXPECT_NE(recipe.find("--iterations " + std::to_string(suggestion->iteration)), std::string::npos) << "stopped: an iteration stop";
    EXPECT_NE(recipe.find("--seed " + std::to_string(suggestion->seed)), std::string::npos) << "the member's own seed";
    EXPECT_NE(recipe.find("--target none"), std::string::npos) << "Stop at Target was off: a replay must not stop at 0";
    expectReplayedExactly(again, paint, dir.path());
}

} // namespace
} // namespace hexloom::test
