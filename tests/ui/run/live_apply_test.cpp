// How a live run's snapshot reaches the document when only the hexes that may differ are compared
// (RunController with the mailbox's worker-side comparison): a scripted solver posts exactly the
// maps a test gives it, fresh or stale, so each way a hex could be missed is tried: changes of a
// dropped stale snapshot, a designer's edit the solver moved again, a locked hex the run could not
// write (the score must then be the document's own), the whole map replaced on the same board.
// After every applied snapshot the document shows the snapshot on every unlocked hex. And the
// run ends on the poll after the one that took its last snapshot.
#include <gtest/gtest.h>

#include <atomic>
#include <deque>
#include <mutex>
#include <QThread>
#include <thread>

#include "core/rules/evaluator.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

using core::search::Snapshot;
using core::model::CellIndex;
using core::model::Map;
using ui::document::MapDocument;
using ui::run::RunController;

// The maps a test wants posted, in order; `stale` ones carry the revision the run started from.
struct Script {
    struct Item {
        Map map;
        bool stale = false;
    };
    std::mutex mutex;
    std::deque<Item> items;
    std::atomic<int> posted{0};
};

class ScriptedSolver : public core::search::Solver {
public:
    explicit ScriptedSolver(std::shared_ptr<Script> script) : script_(std::move(script)) {}
    std::shared_ptr<const Snapshot> run(const core::search::Problem& problem, const core::search::RunSettings&,
                                        core::run::RunControl& control, core::search::ProgressSink& sink) override
    {
        core::rules::Evaluator ev(problem.board, problem.rules);
        uint64_t newest = problem.revision;
        while (control.checkpoint()) {
            std::optional<Script::Item> item;
            {
                std::lock_guard lock(script_->mutex);
                if (!script_->items.empty()) {
                    item = std::move(script_->items.front());
                    script_->items.pop_front();
                }
            }
            if (auto edit = control.takeEdit()) // after the pop: an edit made before the push is seen
                newest = edit->second;
            if (!item) {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
                continue;
            }
            auto s = std::make_shared<Snapshot>();
            s->map = item->map;
            s->report = ev.report(item->map, true);
            s->best = s->report.total;
            s->revision = item->stale ? problem.revision : newest;
            s->iteration = ++iteration_;
            sink.snapshot(s);
            ++script_->posted;
        }
        return nullptr;
    }

private:
    std::shared_ptr<Script> script_;
    int64_t iteration_ = 0;
};

struct LiveRun {
    std::unique_ptr<MapDocument> doc = tmDocument();
    RunController runs{doc.get()};
    std::shared_ptr<Script> script = std::make_shared<Script>();

    LiveRun()
    {
        ui::run::RunRequest r;
        r.algorithmName = QStringLiteral("Scripted");
        r.make = [s = script] { return std::make_unique<ScriptedSolver>(s); };
        runs.start(RunController::Mode::Live, {r});
    }
    ~LiveRun()
    {
        runs.stop();
        spinUntil([&] { return !runs.isRunning(); });
    }
    // Posts `map` through the worker and lets the controller take it.
    void post(const Map& map, bool stale = false)
    {
        const int before = script->posted;
        {
            std::lock_guard lock(script->mutex);
            script->items.push_back({map, stale});
        }
        ASSERT_TRUE(spinUntil([&] { return script->posted > before; }));
        runs.poll();
    }
    void paint(CellIndex c, core::model::TerrainId t)
    {
        auto s = ui::document::CellState::of(doc->map(), c);
        s.terrain = t;
        doc->changeCells({{c, s}}, QStringLiteral("paint"));
    }
    // The document shows `map` on every hex it does not lock.
    void expectShows(const Map& map, const char* when) const
    {
        for (CellIndex c = 0; c < map.size(); ++c)
            if (!doc->map().locked(c)) {
                ASSERT_EQ(doc->map().terrain(c), map.terrain(c)) << when << ": hex " << c;
                ASSERT_EQ(doc->map().token(c), map.token(c)) << when << ": hex " << c;
            }
    }
    double ownScore() const { return core::rules::Evaluator(doc->content().board, doc->content().rules).score(doc->map()); }
};

// Two unlocked hexes of different terrains and a third terrain: changes that always show.
core::model::TerrainId otherTerrain(const Map& m, CellIndex c) { return static_cast<core::model::TerrainId>((m.terrain(c) + 1) % 7); }

CellIndex unlockedFrom(const Map& m, CellIndex from)
{
    while (m.locked(from))
        ++from;
    return from;
}

TEST(LiveApply, ChangesOfADroppedStaleSnapshotAreAppliedWithTheNextOne)
{
    LiveRun run;
    const Map start = run.doc->map();
    const CellIndex edited = unlockedFrom(start, 5), h1 = unlockedFrom(start, 40), h2 = unlockedFrom(start, 80);
    run.paint(edited, otherTerrain(start, edited)); // the worker now reports a newer revision
    Map a = run.doc->map();
    a.setTerrain(h1, otherTerrain(a, h1));
    run.post(a, true); // computed before the edit: dropped
    EXPECT_EQ(run.runs.staleDropped(), 1);
    EXPECT_EQ(run.doc->map().terrain(h1), start.terrain(h1));
    Map b = a; // differs from the dropped snapshot only at h2
    b.setTerrain(h2, otherTerrain(b, h2));
    run.post(b);
    run.expectShows(b, "after the fresh snapshot");
    EXPECT_EQ(run.doc->map().terrain(edited), otherTerrain(start, edited)) << "the designer's edit stays";
}

TEST(LiveApply, AnEditedHexTheSolverMovedAgainFollowsTheSnapshot)
{
    LiveRun run;
    const Map start = run.doc->map();
    const CellIndex h1 = unlockedFrom(start, 40), edited = unlockedFrom(start, 60);
    Map p = start;
    p.setTerrain(h1, otherTerrain(p, h1));
    run.post(p);
    run.expectShows(p, "first snapshot");
    run.paint(edited, otherTerrain(start, edited));
    run.post(p); // the solver took the edit and swapped the hex back: equal to the snapshot before
    run.expectShows(p, "after the designer's hex moved again");
}

TEST(LiveApply, ALockedHexTheRunCouldNotWriteKeepsTheScoreTheDocumentsOwn)
{
    LiveRun run;
    const Map start = run.doc->map();
    const CellIndex h1 = unlockedFrom(start, 40), h2 = unlockedFrom(start, 80);
    const CellIndex locked = unlockedFrom(start, 20);
    auto lock = ui::document::CellState::of(start, locked);
    lock.locked = true;
    run.doc->changeCells({{locked, lock}}, QStringLiteral("lock"));
    // A rogue change of the locked hex that changes the score, so a report of the snapshot's map
    // would show.
    Map a = run.doc->map();
    a.setTerrain(h1, otherTerrain(a, h1));
    const double without = core::rules::Evaluator(run.doc->content().board, run.doc->content().rules).score(a);
    bool found = false;
    for (int t = 0; t < 7 && !found; ++t) {
        Map rogue = a;
        rogue.setTerrain(locked, static_cast<core::model::TerrainId>(t));
        if (rogue.terrain(locked) != start.terrain(locked) &&
            core::rules::Evaluator(run.doc->content().board, run.doc->content().rules).score(rogue) != without) {
            a = rogue;
            found = true;
        }
    }
    ASSERT_TRUE(found);
    run.post(a);
    run.expectShows(a, "first snapshot");
    EXPECT_EQ(run.doc->map().terrain(locked), start.terrain(locked));
    EXPECT_EQ(run.doc->report().total, run.ownScore());
    Map b = a; // the locked hex still differs, but not from the snapshot before
    b.setTerrain(h2, otherTerrain(b, h2));
    run.post(b);
    run.expectShows(b, "second snapshot");
    EXPECT_EQ(run.doc->map().terrain(locked), start.terrain(locked));
    EXPECT_EQ(run.doc->report().total, run.ownScore()) << "a snapshot's report counts a hex the document does not hold";
}

TEST(LiveApply, TheWholeMapReplacedOnTheSameBoardIsComparedHexByHex)
{
    LiveRun run;
    const Map start = run.doc->map();
    const CellIndex h1 = unlockedFrom(start, 40), h2 = unlockedFrom(start, 80), r = unlockedFrom(start, 100);
    Map p = start;
    p.setTerrain(h1, otherTerrain(p, h1));
    run.post(p);
    auto content = run.doc->content();
    content.map.setTerrain(r, otherTerrain(content.map, r));
    run.doc->replaceContent(content, QStringLiteral("replace the map")); // same board and rules
    Map q = p; // the solver put hex r back, and moved h2
    q.setTerrain(h2, otherTerrain(q, h2));
    run.post(q);
    run.expectShows(q, "after the replaced map");
}

} // namespace
} // namespace hexloom::test

namespace hexloom::test {
namespace {

// The poll that takes a live run's last snapshot (its apply and repaint) does not also end the
// run (its undo step, the docks' end of run): the end comes with the next poll, in a frame of
// its own, and the run is still one undo step.
TEST(LiveApply, TheRunEndsOnThePollAfterItsLastSnapshot)
{
    auto doc = tmDocument();
    const Map original = doc->map();
    RunController runs(doc.get());
    bool finalTaken = false, finishedWithIt = false, finished = false;
    QObject::connect(&runs, &RunController::snapshotTaken, [&](int, const auto& s) { finalTaken = finalTaken || s->final; });
    QObject::connect(&runs, &RunController::finished, [&] {
        finished = true;
        finishedWithIt = finalTaken && !finishedWithIt;
    });
    runs.start(RunController::Mode::Live, {request({}, 0.2)});
    for (int i = 0; i < 2000 && !finished; ++i) {
        const bool before = finalTaken;
        runs.poll();
        if (!before && finalTaken) {
            EXPECT_FALSE(finished) << "the last snapshot and the end of the run in one poll";
        }
        QThread::msleep(2);
    }
    ASSERT_TRUE(finished);
    EXPECT_TRUE(finishedWithIt);
    EXPECT_FALSE(runs.isRunning());
    EXPECT_EQ(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), original);
}

} // namespace
} // namespace hexloom::test
