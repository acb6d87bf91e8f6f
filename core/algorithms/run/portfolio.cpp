#include "core/algorithms/run/portfolio.h"

#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace hexloom::core::algorithms {

namespace {

// Forwards what improves the portfolio's best; members' own final snapshots are held back.
class MergingSink : public ProgressSink {
public:
    explicit MergingSink(ProgressSink& out) : out_(out) {}

    void snapshot(std::shared_ptr<const Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        if (s->final || s->best >= best_)
            return;
        best_ = s->best;
        out_.snapshot(std::move(s));
    }

    void progress(const ProgressPoint& p) override
    {
        std::lock_guard lock(mutex_);
        if (p.best >= progressBest_)
            return;
        progressBest_ = p.best;
        out_.progress(p);
    }

private:
    ProgressSink& out_;
    std::mutex mutex_;
    double best_ = std::numeric_limits<double>::infinity();
    double progressBest_ = std::numeric_limits<double>::infinity();
};

// Copies the caller's cancel, pause, step requests, delay and edits to every member.
void mirror(RunControl& from, std::vector<std::unique_ptr<RunControl>>& to, uint64_t& steps)
{
    const bool paused = from.isPaused();
    const uint64_t requests = from.stepRequests();
    auto edit = from.hasEdit() ? from.takeEdit() : std::nullopt;
    for (auto& c : to) {
        if (from.isCancelled())
            c->cancel();
        if (c->isPaused() != paused)
            c->setPaused(paused);
        for (uint64_t i = steps; i < requests; ++i)
            c->step();
        c->setStepDelay(from.stepDelay());
        if (edit)
            c->postEdit(edit->first, edit->second);
    }
    steps = requests;
}

} // namespace

Portfolio::Portfolio(std::vector<PortfolioMember> members) : members_(std::move(members))
{
    if (members_.empty())
        throw std::invalid_argument("a portfolio needs at least one algorithm");
    for (const auto& m : members_) {
        const AlgorithmInfo* info = findAlgorithm(m.algorithm);
        if (!info)
            throw std::invalid_argument("portfolio: unknown algorithm \"" + m.algorithm + "\"");
        solvers_.push_back(info->make(m.values));
    }
}

std::shared_ptr<const Snapshot> Portfolio::run(const Problem& problem, const RunSettings& settings, RunControl& control, ProgressSink& sink)
{
    MergingSink merged(sink);
    std::vector<std::unique_ptr<RunControl>> controls;
    std::vector<std::shared_ptr<const Snapshot>> finals(solvers_.size());
    std::vector<std::exception_ptr> errors(solvers_.size());
    std::atomic<size_t> running{solvers_.size()};
    std::atomic<bool> targetReached{false};
    uint64_t steps = control.stepRequests();
    for (size_t i = 0; i < solvers_.size(); ++i)
        controls.push_back(std::make_unique<RunControl>());
    mirror(control, controls, steps);
    std::vector<std::thread> threads;
    for (size_t i = 0; i < solvers_.size(); ++i)
        threads.emplace_back([&, i] {
            RunSettings own = settings;
            own.seed = settings.seed + i;
            try {
                finals[i] = solvers_[i]->run(problem, own, *controls[i], merged);
                if (finals[i]->stopReason == "target")
                    targetReached = true;
            } catch (...) {
                errors[i] = std::current_exception();
            }
            --running;
        });
    while (running.load() > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        mirror(control, controls, steps);
        if (targetReached.load()) // one member reached the target: the others stop too
            for (auto& c : controls)
                c->cancel();
    }
    for (auto& t : threads)
        t.join();
    for (const auto& e : errors)
        if (e)
            std::rethrow_exception(e);
    std::shared_ptr<const Snapshot> best;
    for (const auto& f : finals)
        if (!best || f->best < best->best)
            best = f;
    sink.snapshot(best);
    return best;
}

} // namespace hexloom::core::algorithms
