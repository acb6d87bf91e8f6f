#include "core/search/run/portfolio.h"

#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "core/search/config_reader.h"
#include "core/text/core_text.h"

namespace hexloom::core::search {

namespace {

constexpr const char* kId = "portfolio";
// The members the registered portfolio may race: the registry's single algorithms, in its order.
const std::vector<std::string>& memberIds()
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> list;
        for (const auto& a : singleAlgorithms())
            list.push_back(a.id);
        return list;
    }();
    return ids;
}

// The portfolio's own snapshot of a member's: the run is the portfolio's, the credit the member's.
std::shared_ptr<Snapshot> credited(const Snapshot& s)
{
    auto copy = std::make_shared<Snapshot>(s);
    copy->foundBy = s.algorithm;
    copy->algorithm = kId;
    return copy;
}

// Forwards what improves the portfolio's best. A member's own final snapshot is forwarded as an
// ordinary improvement when it improves the best (a member's last new best may reach the sink only
// in its final snapshot, the rate limit having held it back). A newer revision (a posted edit)
// resets the best: the old one was of another map.
class MergingSink : public ProgressSink {
public:
    explicit MergingSink(ProgressSink& out) : out_(out) {}

    void snapshot(std::shared_ptr<const Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        if (s->revision < revision_)
            return;
        if (s->revision > revision_) {
            revision_ = s->revision;
            best_ = progressBest_ = std::numeric_limits<double>::infinity();
            lead_.reset();
        }
        if (s->best >= best_)
            return;
        best_ = s->best;
        auto c = credited(*s);
        c->final = false;
        lead_ = c;
        out_.snapshot(std::move(c));
    }

    // The race's best so far: the first snapshot to reach it, credited to its finder.
    std::shared_ptr<const Snapshot> lead()
    {
        std::lock_guard lock(mutex_);
        return lead_;
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
    uint64_t revision_ = 0;
    std::shared_ptr<const Snapshot> lead_;
};

// Copies the caller's cancel, pause, step requests, delay and edits to every member.
void mirror(run::RunControl& from, std::vector<std::unique_ptr<run::RunControl>>& to, uint64_t& steps)
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
        const AlgorithmInfo* info = m.algorithm == kId ? nullptr : findAlgorithm(m.algorithm);
        if (!info)
            throw std::invalid_argument("portfolio: unknown algorithm \"" + m.algorithm + "\"");
        solvers_.push_back(info->make(m.values));
    }
}

std::shared_ptr<const Snapshot> Portfolio::run(const Problem& problem, const RunSettings& settings, run::RunControl& control, ProgressSink& sink)
{
    MergingSink merged(sink);
    std::vector<std::unique_ptr<run::RunControl>> controls;
    std::vector<std::shared_ptr<const Snapshot>> finals(solvers_.size());
    std::vector<std::exception_ptr> errors(solvers_.size());
    std::atomic<size_t> running{solvers_.size()};
    std::atomic<bool> targetReached{false};
    uint64_t steps = control.stepRequests();
    for (size_t i = 0; i < solvers_.size(); ++i) {
        controls.push_back(std::make_unique<run::RunControl>());
        controls.back()->scheduleEdits(control.scheduledEdits()); // a replay's edits, each member at the same iterations
    }
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
    size_t winner = 0;
    for (size_t i = 0; i < finals.size(); ++i)
        if (!best || finals[i]->revision > best->revision || (finals[i]->revision == best->revision && finals[i]->best < best->best)) {
            best = finals[i];
            winner = i;
        }
    // The edits of the run that made the result, for its recipe.
    for (const auto& adopted : controls[winner]->adoptedEdits())
        control.noteAdopted(adopted.revision, adopted.iteration);
    auto result = credited(*best);
    // A tie goes to the member that reached the score first, as the improvements credited it.
    if (const auto lead = merged.lead(); lead && lead->revision == best->revision && lead->best <= best->best)
        result->foundBy = lead->foundBy;
    sink.snapshot(result);
    return result;
}

const AlgorithmInfo& Portfolio::info()
{
    using T = run::ParameterDescriptor::Type;
    static const AlgorithmInfo i = [] {
        AlgorithmInfo a{kId, QT_TRANSLATE_NOOP("hexloom::core", "Every algorithm (portfolio race)"),
                        QT_TRANSLATE_NOOP("hexloom::core", "The algorithms race on one map, each on its own thread; each improvement is credited to its finder"),
                        "Hexloom (docs/algorithms.md, \"Portfolio race\")", {}, {}};
        for (const auto& id : memberIds())
            a.parameters.push_back({id, T::Boolean, 0, 1, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "race this algorithm (with its default settings)")});
        a.make = [](const run::ParameterValues& v) {
            std::vector<PortfolioMember> on = members(v);
            if (on.empty())
                throw std::invalid_argument("portfolio: switch on at least one algorithm");
            return std::make_unique<Portfolio>(std::move(on));
        };
        return a;
    }();
    return i;
}

std::vector<PortfolioMember> Portfolio::members(const run::ParameterValues& values)
{
    const ConfigReader r(info(), values);
    std::vector<PortfolioMember> on;
    for (const auto& id : memberIds())
        if (r.integer(id) != 0)
            on.push_back({id, {}});
    return on;
}

const AlgorithmInfo* Portfolio::winner(const run::ParameterValues& values, uint64_t raceSeed, uint64_t resultSeed)
{
    const std::vector<PortfolioMember> on = members(values);
    if (resultSeed < raceSeed || resultSeed - raceSeed >= on.size())
        return nullptr;
    return findAlgorithm(on[static_cast<size_t>(resultSeed - raceSeed)].algorithm);
}

} // namespace hexloom::core::search
