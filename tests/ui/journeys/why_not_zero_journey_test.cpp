// Why Not Zero? through the real MainWindow, as a designer meets it: on the Original board with
// the strict rules, a desert hex and its six neighbours are locked so that the desert has no
// neighbour one spade away (REQ4). Search → Why Not Zero? proves that no map reaches 0, outlines
// exactly the core's locked hexes and names them; unlocking the named desert hex lets a run reach 0
// (the run's own check before it starts finds nothing to stop it for).
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QAbstractButton>
#include <QMessageBox>
#include <algorithm>
#include <cstdio>
#include <gtest/gtest.h>

#include "core/rules/evaluator.h"
#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/proven_bound.h"
#include "ui/main_window/why_not_zero.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::exact::ExactItem;
using core::exact::ProofStatus;
using core::model::CellIndex;

// Moves a tile of kind `t` into `cell` by a swap (the pool stays the map's own) and locks it.
void lockAs(document::MapDocument* doc, CellIndex cell, core::model::TerrainId t, const std::vector<CellIndex>& keep)
{
    if (doc->map().terrain(cell) != t) {
        CellIndex from = core::model::kNoCell;
        for (CellIndex c = 0; c < doc->map().size() && from == core::model::kNoCell; ++c)
            if (doc->map().terrain(c) == t && !doc->map().locked(c) && std::ranges::find(keep, c) == keep.end())
                from = c;
        ASSERT_NE(from, core::model::kNoCell);
        doc->swapCells(cell, from);
    }
    auto state = document::CellState::of(doc->map(), cell);
    state.locked = true;
    doc->changeCells({{cell, state}}, QStringLiteral("Lock"));
}

// A hex in the middle with six neighbours: desert; its ring alternates lakes and forest (two and
// three spades from desert, never one), so REQ4 cannot hold for it while REQ1 still can. Returns
// the desert hex; `all` gets it and its ring.
CellIndex lockImpossibleDesert(document::MapDocument* doc, std::vector<CellIndex>& all)
{
    const auto& board = doc->board();
    const auto& rules = doc->rules();
    CellIndex centre = core::model::kNoCell;
    for (CellIndex c = board.size() / 2; c < board.size() && centre == core::model::kNoCell; ++c)
        if (board.degree(c) == 6)
            centre = c;
    if (centre == core::model::kNoCell)
        return centre;
    all.clear();
    for (int d = 0; d < 6; ++d)
        all.push_back(board.neighbourAt(centre, d));
    all.push_back(centre);
    lockAs(doc, centre, rules.byId("desert"), all);
    for (int d = 0; d < 6; ++d)
        lockAs(doc, all[static_cast<size_t>(d)], rules.byId(d % 2 == 0 ? "lakes" : "forest"), all);
    return centre;
}

// Shows the window with the Original board and the strict rules; returns its document.
document::MapDocument* showOriginal(main_window::MainWindow& w)
{
    w.show();
    w.installDocument(document::builtinDocument(QStringLiteral("terra-mystica-strict"), QStringLiteral("terra-mystica-original")), QString());
    return w.session()->document();
}

TEST(WhyNotZeroJourney, LockedDesertWithoutASpadeNeighbourIsProvenImpossibleThenUnlockedAndRunToZero)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.resize(1280, 800);
    auto* doc = showOriginal(w);
    const auto& board = doc->board();

    std::vector<CellIndex> all;
    const CellIndex centre = lockImpossibleDesert(doc, all);
    ASSERT_NE(centre, core::model::kNoCell);
    const std::vector<CellIndex> ring(all.begin(), all.begin() + 6);
    QAction* why = menuAction(w, main_window::WhyNotZero::tr("&Why Not Zero?"));
    ASSERT_NE(why, nullptr) << "no Search → Why Not Zero?";
    EXPECT_FALSE(why->shortcut().isEmpty());
    EXPECT_FALSE(why->toolTip().isEmpty());
    auto* proof = w.whyNotZero();
    int answers = 0;
    QObject::connect(proof, &main_window::WhyNotZero::finished, [&] { ++answers; });
    why->trigger();
    EXPECT_TRUE(proof->isRunning()) << "the proof must run off the GUI thread";
    ASSERT_TRUE(spinUntil([&] { return answers == 1; }, 60000));

    const auto& answer = *proof->answer();
    ASSERT_EQ(answer.status, ProofStatus::Infeasible) << proof->answerText().toStdString();
    EXPECT_TRUE(answer.coreMinimal);
    std::vector<CellIndex> coreLocks;
    bool req4 = false;
    for (const auto& item : answer.core) {
        if (item.kind == ExactItem::Kind::Lock)
            coreLocks.push_back(item.cell);
        req4 = req4 || (item.kind == ExactItem::Kind::Requirement && item.id == "REQ4");
    }
    EXPECT_TRUE(req4) << proof->answerText().toStdString();
    std::ranges::sort(coreLocks);
    std::ranges::sort(all);
    EXPECT_EQ(coreLocks, all) << "the desert and its six locked neighbours are the conflict";

    // The canvas outlines exactly the core's locked hexes.
    std::vector<CellIndex> outlined;
    for (const auto& m : w.session()->scene()->marks(scene::MarkLayer::Conflict)->marks())
        outlined.push_back(m.cell);
    std::ranges::sort(outlined);
    EXPECT_EQ(outlined, coreLocks);

    // The words name the desert hex by its file row and column.
    const auto at = board.offset(centre);
    const QString named = QStringLiteral("hex %1,%2 (Desert)").arg(at.row).arg(at.col);
    EXPECT_TRUE(proof->answerText().contains(named)) << proof->answerText().toStdString();
    ASSERT_NE(proof->answerBox(), nullptr);
    EXPECT_TRUE(proof->answerBox()->isVisible());
    EXPECT_EQ(proof->answerBox()->text(), proof->answerText());
    if (qEnvironmentVariableIsSet("HEXLOOM_JOURNEY_PAUSE_MS")) // for the user guide's screenshot
        spinFor(qEnvironmentVariableIntValue("HEXLOOM_JOURNEY_PAUSE_MS"));

    // Unlock the named hex: the outlines go with the edit.
    auto state = document::CellState::of(doc->map(), centre);
    state.locked = false;
    doc->changeCells({{centre, state}}, QStringLiteral("Unlock"));
    EXPECT_TRUE(w.session()->scene()->marks(scene::MarkLayer::Conflict)->marks().empty());

    // A run (the default fast solver, live) reaches 0 and keeps the six locks.
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(10.0);
    const auto before = doc->map();
    w.searchDock()->runAction()->trigger();
    auto* runs = w.session()->runs();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 60000));
    EXPECT_EQ(doc->report().total, 0);
    core::rules::Evaluator evaluator(doc->content().board, doc->content().rules);
    EXPECT_EQ(evaluator.scoredReport(doc->map(), false).total, 0) << "the document's score must be the map's own";
    for (CellIndex c : ring) {
        EXPECT_TRUE(doc->map().locked(c));
        EXPECT_EQ(doc->map().terrain(c), before.terrain(c)) << "a run moved a locked hex";
    }
}

TEST(WhyNotZeroJourney, ARunWithAnImpossibleTargetIsStoppedAndCanRunAnyway)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    auto* doc = showOriginal(w);
    std::vector<CellIndex> all;
    ASSERT_NE(lockImpossibleDesert(doc, all), core::model::kNoCell);
    std::ranges::sort(all);

    const double limit = 20.0;
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(limit);
    auto* proof = w.whyNotZero();
    auto* runs = w.session()->runs();
    QElapsedTimer clock;
    clock.start();
    w.searchDock()->runAction()->trigger(); // target 0 is the default
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 60000));
    EXPECT_LT(clock.elapsed(), limit * 1000 / 2) << "the run went on towards its time limit";
    ASSERT_NE(proof->answer(), nullptr);
    EXPECT_TRUE(proof->beforeRun());
    EXPECT_TRUE(proof->stoppedRun());
    EXPECT_EQ(proof->answer()->status, ProofStatus::Infeasible);
    std::vector<CellIndex> outlined;
    for (const auto& m : w.session()->scene()->marks(scene::MarkLayer::Conflict)->marks())
        outlined.push_back(m.cell);
    std::ranges::sort(outlined);
    EXPECT_EQ(outlined, all);
    ASSERT_NE(proof->runAnywayButton(), nullptr);
    EXPECT_TRUE(proof->answerBox()->isVisible());
    EXPECT_TRUE(proof->answerText().contains(QStringLiteral("REQ4")));

    // Run Anyway: the run starts without the check and searches to its limit (1 s here).
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(1.0);
    proof->runAnywayButton()->click();
    EXPECT_TRUE(runs->isRunning());
    EXPECT_FALSE(proof->isRunning()) << "Run Anyway must skip the check";
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    EXPECT_GT(doc->report().total, 0) << "the locks allow no map of 0";
    for (CellIndex c : all)
        EXPECT_TRUE(doc->map().locked(c));

    // Beside the score: what the engine proves about it after the run (a bound of at least 1, as
    // the conflict above needs, and never above the score the run reached).
    auto* bound = w.findChild<main_window::ProvenBound*>();
    ASSERT_NE(bound, nullptr);
    ASSERT_TRUE(spinUntil([&] { return !bound->text().isEmpty(); }, 30000)) << "no bound after the run";
    const QString best = QStringLiteral("best %1 · ").arg(doc->report().total);
    ASSERT_TRUE(bound->text().startsWith(best)) << bound->text().toStdString();
    const QString rest = bound->text().mid(best.size());
    if (rest != QStringLiteral("proven optimal")) {
        ASSERT_TRUE(rest.startsWith(QStringLiteral("no map below "))) << rest.toStdString();
        const int below = rest.mid(13).toInt();
        EXPECT_GE(below, 1);
        EXPECT_LT(below, doc->report().total);
    }
    EXPECT_TRUE(w.findChild<QLabel*>(QStringLiteral("ProvenBound"))->isVisible());
}

// The bound is proven beside the run, not after it: with the impossible desert locked (no map
// below 1), Run Anyway starts a 20 s run and the proof starts with it; "no map below" (or "proven
// optimal") appears, its "best" following the run's score (while the run still runs, unless the
// run stagnated and stopped first). Stopping the run keeps it; an edit hides it and gives the
// proof up.
TEST(WhyNotZeroJourney, TheBoundIsProvenWhileTheRunGoesOn)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    auto* doc = showOriginal(w);
    std::vector<CellIndex> all;
    const CellIndex centre = lockImpossibleDesert(doc, all);
    ASSERT_NE(centre, core::model::kNoCell);
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(20.0);
    auto* proof = w.whyNotZero();
    auto* runs = w.session()->runs();
    w.searchDock()->runAction()->trigger(); // the check before the run stops it: no map reaches 0
    ASSERT_TRUE(spinUntil([&] { return proof->runAnywayButton() != nullptr && proof->stoppedRun(); }, 60000));
    // A search that stagnates later than the fast solver, so that the bound mostly has a run to
    // arrive during.
    auto* algorithm = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    const int swarm = algorithm->findText(QStringLiteral("Particle swarm"), Qt::MatchContains);
    ASSERT_GE(swarm, 0);
    algorithm->setCurrentIndex(swarm);
    proof->runAnywayButton()->click();
    ASSERT_TRUE(runs->isRunning());

    auto* bound = w.findChild<main_window::ProvenBound*>();
    ASSERT_NE(bound, nullptr);
    EXPECT_TRUE(bound->isRunning()) << "the proof must start with the run, not after it";
    ASSERT_TRUE(spinUntil([&] { return !bound->text().isEmpty(); }, 60000));
    // Where the run lasts longer than the proof (most runs: it stops on its own when it stagnates),
    // the bound came while it ran.
    const bool during = runs->isRunning();
    std::printf("[ figure ] the bound %d arrived %s the run\n", bound->lowerBound(), during ? "during" : "after");
    EXPECT_GE(bound->lowerBound(), 1);
    auto expectFollowsScore = [&] {
        const QString best = QStringLiteral("best %1 · ").arg(doc->report().total);
        ASSERT_TRUE(bound->text().startsWith(best)) << bound->text().toStdString();
        const QString rest = bound->text().mid(best.size());
        if (doc->report().total > bound->lowerBound()) {
            EXPECT_EQ(rest, QStringLiteral("no map below %1").arg(bound->lowerBound()));
        } else {
            EXPECT_EQ(rest, QStringLiteral("proven optimal"));
        }
    };
    expectFollowsScore();
    EXPECT_TRUE(w.findChild<QLabel*>(QStringLiteral("ProvenBound"))->isVisible());
    if (qEnvironmentVariableIsSet("HEXLOOM_JOURNEY_PAUSE_MS")) // for the user guide's screenshot
        spinFor(qEnvironmentVariableIntValue("HEXLOOM_JOURNEY_PAUSE_MS"));

    if (during)
        runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    spinFor(200);
    expectFollowsScore();
    EXPECT_GE(doc->report().total, bound->lowerBound()) << "a bound above a score the run reached";

    // A designer's edit hides the text and gives the proof up.
    auto state = document::CellState::of(doc->map(), centre);
    state.locked = false;
    doc->changeCells({{centre, state}}, QStringLiteral("Unlock"));
    EXPECT_TRUE(bound->text().isEmpty());
    ASSERT_TRUE(spinUntil([&] { return !bound->isRunning(); }, 30000)) << "the proof was not given up";
    EXPECT_TRUE(bound->text().isEmpty());
}

} // namespace
} // namespace hexloom::test
