// The one run lifecycle (ui/run/job_pipeline) on a pipeline of counting jobs, so every rule is
// checked without a real search: pause holds, Step lets exactly one step through, Stop ends the
// run through its mailbox, retire() forgets a job at once and destroys it only once its worker has
// returned, each staleness policy reacts to cell, rule and board edits as it says (and staleness
// sticks), and applyAsOneStep writes one undo step that leaves locked hexes alone.
#include <QElapsedTimer>
#include <atomic>
#include <gtest/gtest.h>
#include <thread>

#include "tests/support/event_loop.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/run/job_pipeline.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::run::Job;
using ui::run::JobPipeline;
using ui::run::StalenessPolicy;
using Change = StalenessPolicy::Change;
using Reaction = StalenessPolicy::Reaction;

// Counts steps through RunControl::checkpoint until cancelled. A stubborn job's worker keeps
// going after the cancel until the test releases it (a long step of a real search).
class CountingJob : public Job {
public:
    struct State {
        std::atomic<int64_t> steps{0};
        std::atomic<bool> done{false};
        std::atomic<bool> release{false};
    };
    CountingJob(std::shared_ptr<State> state, bool stubborn) : state_(std::move(state)), stubborn_(stubborn) {}
    void start() override
    {
        launch([control = control_, state = state_, stubborn = stubborn_] {
            while (control->checkpoint()) {
                ++state->steps;
                std::this_thread::sleep_for(std::chrono::microseconds(200));
            }
            // At most 3 s, so a pipeline that waited for it fails the test instead of hanging.
            const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(3);
            while (stubborn && !state->release.load() && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            state->done = true;
        });
    }

private:
    std::shared_ptr<State> state_;
    bool stubborn_;
};

class CountingPipeline : public JobPipeline {
public:
    CountingPipeline(ui::document::MapDocument* doc, StalenessPolicy policy) : JobPipeline(doc, policy, nullptr) {}
    void start(bool paused = false, bool stubborn = false)
    {
        state = std::make_shared<CountingJob::State>();
        std::vector<std::unique_ptr<Job>> jobs;
        jobs.push_back(std::make_unique<CountingJob>(state, stubborn));
        launch(std::move(jobs), paused);
    }
    using JobPipeline::applyAsOneStep;

    std::shared_ptr<CountingJob::State> state;
    int endedCount = 0;
    int relaunches = 0;
    std::vector<quint64> followed;
    std::vector<std::pair<Change, Reaction>> reactions;

protected:
    bool deliver(int, Job&) override { return state->done.load(); }
    void ended() override { ++endedCount; }
    void relaunch() override
    {
        ++relaunches;
        start(isPaused());
    }
    void followEdit(quint64 revision, const std::vector<CellIndex>&) override { followed.push_back(revision); }
    void reacted(Change c, Reaction r) override { reactions.emplace_back(c, r); }
};

void paint(ui::document::MapDocument& doc, CellIndex c)
{
    auto s = ui::document::CellState::of(doc.map(), c);
    s.terrain = s.terrain == 0 ? 1 : 0;
    doc.changeCells({{c, s}}, QStringLiteral("paint"));
}

void newRules(ui::document::MapDocument& doc)
{
    auto content = doc.content();
    content.rules = std::make_shared<const core::rules::RuleSet>(doc.rules()); // same letters, another rule set
    doc.replaceContent(std::move(content), QStringLiteral("rules"));
}

void newBoard(ui::document::MapDocument& doc)
{
    auto content = doc.content();
    content.board = std::make_shared<const core::model::Board>(doc.board());
    doc.replaceContent(std::move(content), QStringLiteral("board"));
}

TEST(JobPipeline, PauseHoldsStepLetsOneStepThroughStopEndsThroughTheMailbox)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::assembly());
    p.start();
    ASSERT_TRUE(spinUntil([&] { return p.state->steps > 20; }));
    p.setPaused(true);
    EXPECT_TRUE(p.isPaused());
    spinFor(50); // a step in flight ends
    const int64_t held = p.state->steps;
    spinFor(150);
    EXPECT_EQ(p.state->steps, held);
    p.step();
    ASSERT_TRUE(spinUntil([&] { return p.state->steps == held + 1; }, 2000));
    spinFor(100);
    EXPECT_EQ(p.state->steps, held + 1);
    p.resume();
    ASSERT_TRUE(spinUntil([&] { return p.state->steps > held + 20; }));
    EXPECT_TRUE(p.isRunning());
    EXPECT_EQ(p.endedCount, 0);
    p.stop();
    ASSERT_TRUE(spinUntil([&] { return !p.isRunning(); }, 2000));
    EXPECT_EQ(p.endedCount, 1);
    EXPECT_FALSE(p.isPaused());
    EXPECT_EQ(p.retiredCount(), 0);
}

TEST(JobPipeline, StartingPausedRunsNothingUntilAStep)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::partition());
    p.start(true);
    spinFor(150);
    EXPECT_EQ(p.state->steps, 0);
    p.step();
    p.step();
    ASSERT_TRUE(spinUntil([&] { return p.state->steps == 2; }, 2000));
    p.stop();
    ASSERT_TRUE(spinUntil([&] { return !p.isRunning(); }, 2000));
}

TEST(JobPipeline, ARetiredJobIsForgottenAtOnceAndDestroyedOnlyAfterItsWorkerReturned)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::search());
    p.start(false, true);
    const auto state = p.state;
    ASSERT_TRUE(spinUntil([&] { return state->steps > 5; }));
    QElapsedTimer clock;
    clock.start();
    p.retire();
    EXPECT_LT(clock.elapsed(), 1000) << "retire() waited for the worker";
    EXPECT_FALSE(p.isRunning());
    EXPECT_EQ(p.retiredCount(), 1);
    spinFor(150); // polled meanwhile: the worker is still in its long step, so the job stays
    EXPECT_EQ(p.retiredCount(), 1);
    EXPECT_FALSE(state->done);
    state->release = true;
    ASSERT_TRUE(spinUntil([&] { return p.retiredCount() == 0; }, 2000));
    EXPECT_EQ(p.endedCount, 0) << "a retired job reports nothing";
}

TEST(JobPipeline, SearchPolicyFollowsCellsRestartsOnRulesStopsOnBoard)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::search());
    p.start();
    paint(*doc, 10);
    ASSERT_EQ(p.followed.size(), 1u);
    EXPECT_EQ(p.followed[0], doc->revision());
    EXPECT_FALSE(p.isStale());
    const auto first = p.state;
    newRules(*doc);
    EXPECT_EQ(p.relaunches, 1);
    EXPECT_NE(p.state, first);
    EXPECT_TRUE(p.isRunning());
    EXPECT_FALSE(p.isStale()) << "the restarted run works on the new rules";
    ASSERT_EQ(p.reactions.size(), 1u);
    EXPECT_EQ(p.reactions[0], std::make_pair(Change::Rules, Reaction::Restart));
    newBoard(*doc);
    ASSERT_EQ(p.reactions.size(), 2u);
    EXPECT_EQ(p.reactions[1], std::make_pair(Change::Board, Reaction::Stop));
    EXPECT_TRUE(p.isStale());
    ASSERT_TRUE(spinUntil([&] { return !p.isRunning(); }, 2000));
    EXPECT_EQ(p.endedCount, 1);
    EXPECT_TRUE(p.isStale());
}

TEST(JobPipeline, AssemblyPolicyKeepsRunningOnPaintButItsResultIsStale)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::assembly());
    p.start();
    EXPECT_FALSE(p.isStale());
    paint(*doc, 3);
    EXPECT_TRUE(p.isRunning());
    EXPECT_TRUE(p.followed.empty());
    EXPECT_TRUE(p.isStale());
    doc->undoStack()->undo(); // the same map again, but not the map the run started from
    EXPECT_TRUE(p.isStale());
    newRules(*doc);
    ASSERT_EQ(p.reactions.size(), 1u);
    EXPECT_EQ(p.reactions[0], std::make_pair(Change::Rules, Reaction::Stop));
    ASSERT_TRUE(spinUntil([&] { return !p.isRunning(); }, 2000));
}

TEST(JobPipeline, PartitionPolicyKeepsItsResultThroughPaintAndRulesNotThroughAnotherBoard)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::partition());
    p.start();
    paint(*doc, 3);
    newRules(*doc);
    EXPECT_TRUE(p.isRunning());
    EXPECT_TRUE(p.reactions.empty());
    EXPECT_FALSE(p.isStale());
    const auto runBoard = doc->content().board;
    newBoard(*doc);
    EXPECT_TRUE(p.isStale());
    ASSERT_EQ(p.reactions.size(), 1u);
    EXPECT_EQ(p.reactions[0], std::make_pair(Change::Board, Reaction::Stop));
    ASSERT_TRUE(spinUntil([&] { return !p.isRunning(); }, 2000));
    doc->undoStack()->undo(); // the run's board is back, but the result stays stale
    EXPECT_EQ(doc->content().board, runBoard);
    EXPECT_TRUE(p.isStale());
}

TEST(JobPipeline, NoRunMeansNothingToApply)
{
    auto doc = tmDocument();
    CountingPipeline p(doc.get(), StalenessPolicy::partition());
    EXPECT_TRUE(p.isStale());
    EXPECT_FALSE(p.isRunning());
}

TEST(JobPipeline, ApplyIsOneUndoStepAndLeavesLockedHexesAlone)
{
    auto doc = tmDocument();
    auto locked = ui::document::CellState::of(doc->map(), 7);
    locked.locked = true;
    doc->changeCells({{7, locked}}, QStringLiteral("lock"));
    const auto before = doc->map();
    const int steps = doc->undoStack()->count();
    CountingPipeline p(doc.get(), StalenessPolicy::partition());
    std::vector<ui::document::CellChange> changes;
    for (CellIndex c : {5, 6, 7, 8}) {
        auto s = ui::document::CellState::of(before, c);
        s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
        s.locked = false;
        changes.push_back({c, s});
    }
    changes.push_back({9, ui::document::CellState::of(before, 9)}); // no change
    const auto applied = p.applyAsOneStep(changes, QStringLiteral("apply"));
    EXPECT_EQ(applied.changed, 3);
    EXPECT_EQ(applied.keptLocked, 1);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_EQ(doc->map().terrain(7), before.terrain(7));
    EXPECT_TRUE(doc->map().locked(7));
    for (CellIndex c : {5, 6, 8})
        EXPECT_NE(doc->map().terrain(c), before.terrain(c)) << c;
    doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), before);
}

} // namespace
} // namespace hexloom::test
