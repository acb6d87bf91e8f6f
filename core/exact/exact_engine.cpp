#include "core/exact/exact_engine.h"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "core/run/run_control.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

const char* statusName(ProofStatus s)
{
    switch (s) {
    case ProofStatus::Infeasible:
        return "infeasible";
    case ProofStatus::Optimal:
        return "optimal";
    case ProofStatus::Bound:
        return "bound";
    case ProofStatus::Unknown:
        break;
    }
    return "unknown";
}

ExactEngine::ExactEngine(std::shared_ptr<const model::Board> board, std::shared_ptr<const rules::RuleSet> rules, model::Map map, ExactLimits limits,
                         const run::RunControl* control)
    : board_(std::move(board)), rules_(std::move(rules)), map_(std::move(map)), started_(limits.started.value_or(Clock::now())),
      evaluator_(board_, rules_), limits_(limits), control_(control)
{
    const auto deadline = started_ + limits.timeLimit;
    try {
        encoding_ = std::make_unique<ExactEncoding>(*board_, *rules_, map_, limits.caps, stopper());
        session_ = std::make_unique<SatSession>(encoding_->cnf(), control, deadline);
    } catch (const CapReached& e) {
        capReason_ = e.text();
        encoding_.reset();
    }
}

ExactEngine::~ExactEngine() = default;

std::function<const char*()> ExactEngine::stopper() const
{
    return [control = control_, deadline = started_ + limits_.timeLimit]() -> const char* {
        if (control != nullptr && control->isCancelled())
            return QT_TRANSLATE_NOOP("hexloom::core", "cancelled");
        return Clock::now() >= deadline ? QT_TRANSLATE_NOOP("hexloom::core", "time limit") : nullptr;
    };
}

int ExactEngine::coveredScore(const model::Map& map)
{
    std::vector<int> counts(static_cast<size_t>(evaluator_.requirementCount()));
    evaluator_.counts(map, counts);
    int sum = 0;
    for (int i = 0; i < evaluator_.requirementCount(); ++i) {
        const auto& id = evaluator_.requirement(i).spec().id;
        const auto& covered = encoding_->covered();
        if (evaluator_.enabled(i) && std::find(covered.begin(), covered.end(), id) != covered.end())
            sum += static_cast<int>(evaluator_.weight(i)) * counts[static_cast<size_t>(i)];
    }
    return sum;
}

bool ExactEngine::ready(ProofAnswer& answer) const
{
    if (encoding_ == nullptr) {
        answer.status = ProofStatus::Unknown;
        answer.setReason(capReason_);
        answer.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
        return false;
    }
    answer.covered = encoding_->covered();
    answer.notCovered = encoding_->notCovered();
    return true;
}

model::Map ExactEngine::decode() const
{
    const auto value = [&](Lit x) { return session_->value(x); };
    model::Map m = encoding_->cells().decode(map_, value);
    encoding_->tokens().decode(m, value);
    return m;
}

void ExactEngine::offer(ProofAnswer& answer, const model::Map& map)
{
    const double s = evaluator_.score(map);
    if (!answer.best || s < answer.bestScore) {
        answer.best = map;
        answer.bestScore = s;
    }
}

std::vector<size_t> ExactEngine::failedItems() const
{
    std::vector<size_t> out;
    const auto& items = encoding_->items();
    for (size_t i = 0; i < items.size(); ++i)
        if (session_->failed(items[i].selector))
            out.push_back(i);
    return out;
}

ProofAnswer ExactEngine::prove(std::optional<int> target, const Progress& progress, bool thenBound)
{
    ProofAnswer answer;
    answer.target = target;
    if (ready(answer)) {
        try {
            decide(answer, progress, thenBound);
        } catch (const CapReached& e) { // a counter the formula had no room (or time) for
            answer.setReason(e.text());
            if (answer.status != ProofStatus::Infeasible && answer.status != ProofStatus::Optimal)
                answer.status = answer.lowerBound > 0 ? ProofStatus::Bound : ProofStatus::Unknown;
        }
        answer.solverCalls = session_->calls();
        answer.encoding = encoding_->cnf().parts();
        answer.variables = encoding_->cnf().varCount();
        answer.clauses = encoding_->cnf().clauseCount();
    }
    answer.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
    return answer;
}

void ExactEngine::decide(ProofAnswer& answer, const Progress& progress, bool thenBound)
{
    const auto target = answer.target;
    int from = 0;
    auto result = SatSession::Result::Sat;
    if (target) {
        std::vector<Lit> assumptions = encoding_->allSelectors();
        const Lit bound = encoding_->objectiveCounter(*target + 1).atMostAssumption(*target);
        assumptions.push_back(bound);
        result = session_->solve(assumptions);
        if (result == SatSession::Result::Unsat) {
            answer.status = ProofStatus::Infeasible;
            answer.lowerBound = *target + 1;
            answer.core = shrink(failedItems(), {bound}, *target, answer.coreMinimal);
            from = *target + 1;
            if (progress)
                progress(answer);
        } else if (result == SatSession::Result::Sat) {
            offer(answer, decode());
        } else {
            answer.setReason({session_->stopReason()}); // a marked text
        }
    }
    if (!thenBound && target && result == SatSession::Result::Sat)
        answer.status = answer.bestScore == 0 ? ProofStatus::Optimal : ProofStatus::Bound;
    else if (result != SatSession::Result::Stopped && (thenBound || !target))
        search(answer, from, progress);
}

// Linear search up from the bound: "objective <= k?" for k = from, from + 1, ...; each Unsat
// proves the bound k + 1, the first Sat is the covered optimum, and so is a bound the best map
// held reaches (docs/algorithms.md says why this and not Z3's MaxRes).
void ExactEngine::search(ProofAnswer& answer, int from, const Progress& progress)
{
    std::vector<Lit> assumptions = encoding_->allSelectors();
    if (!answer.best) {
        // Any map at all? Its score caps the counter; none means the locks and pool conflict.
        const auto result = session_->solve(assumptions);
        if (result == SatSession::Result::Stopped) {
            answer.setReason({session_->stopReason()}); // a marked text
            return;
        }
        if (result == SatSession::Result::Unsat) {
            answer.setReason({QT_TRANSLATE_NOOP("hexloom::core", "no map holds every lock and pool count, whatever its score")});
            if (answer.status != ProofStatus::Infeasible) { // else keep the core of the target
                answer.status = ProofStatus::Infeasible;
                answer.core = shrink(failedItems(), {}, std::numeric_limits<int>::max(), answer.coreMinimal);
            }
            return;
        }
        offer(answer, decode());
    }
    const bool infeasible = answer.status == ProofStatus::Infeasible;
    const int cap = std::min(encoding_->objectiveMaximum(), coveredScore(*answer.best)) + 1;
    const auto& counter = encoding_->objectiveCounter(std::max(cap, from + 1));
    assumptions.push_back(0);
    for (int k = from;; ++k) {
        assumptions.back() = counter.atMostAssumption(k);
        const auto result = session_->solve(assumptions);
        if (result == SatSession::Result::Stopped) {
            answer.setReason({session_->stopReason()}); // a marked text
            if (!infeasible)
                answer.status = answer.lowerBound > 0 ? ProofStatus::Bound : ProofStatus::Unknown;
            return;
        }
        if (result == SatSession::Result::Unsat) {
            answer.lowerBound = k + 1;
            // The best map held reaching the bound is the optimum: no call for k + 1 needed.
            const bool reached = answer.bestScore <= answer.lowerBound;
            if (!infeasible)
                answer.status = reached ? ProofStatus::Optimal : ProofStatus::Bound;
            if (progress)
                progress(answer);
            if (reached)
                return;
            continue;
        }
        offer(answer, decode());
        answer.lowerBound = k;
        if (!infeasible) {
            answer.status = answer.bestScore <= k ? ProofStatus::Optimal : ProofStatus::Bound;
            if (answer.status == ProofStatus::Bound)
                answer.setReason({QT_TRANSLATE_NOOP("hexloom::core", "the best map breaks a requirement the encoding does not cover")});
        }
        if (progress)
            progress(answer);
        return;
    }
}

// Whether an item of `core` other than core[at] relies on core[at] (ExactEncoding::reliesOn).
bool ExactEngine::pinned(const std::vector<size_t>& core, size_t at) const
{
    for (size_t j = 0; j < core.size(); ++j) {
        const auto& on = encoding_->reliesOn(core[j]);
        if (j != at && std::find(on.begin(), on.end(), core[at]) != on.end())
            return true;
    }
    return false;
}

// The failed items with every item one of them relies on, those last: a requirement whose
// encoding is exact only under a pool count is refuted soundly only with that count held, and
// the count is offered for deletion only after every item relying on it was.
std::vector<size_t> ExactEngine::withReliance(std::vector<size_t> core) const
{
    for (size_t j = 0; j < core.size(); ++j)
        for (size_t on : encoding_->reliesOn(core[j]))
            if (std::find(core.begin(), core.end(), on) == core.end())
                core.push_back(on);
    std::vector<size_t> relied;
    for (size_t j = 0; j < core.size(); ++j)
        if (pinned(core, j))
            relied.push_back(core[j]);
    std::stable_partition(core.begin(), core.end(), [&](size_t i) { return std::find(relied.begin(), relied.end(), i) == relied.end(); });
    return core;
}

// Whether a map holds every item of `core` but core[at] and scores at most `target` on the core's
// requirements: the solver's model without core[at], whose encodings may be inexact without it,
// read back as a map and scored by the Evaluator. When there is one, core[at] is needed.
bool ExactEngine::witnessWithout(const std::vector<size_t>& core, size_t at, const std::vector<Lit>& hard, int target)
{
    const auto& items = encoding_->items();
    std::vector<Lit> assumptions = hard;
    for (size_t j = 0; j < core.size(); ++j)
        if (j != at)
            assumptions.push_back(items[core[j]].selector);
    if (session_->solve(assumptions) != SatSession::Result::Sat)
        return false;
    const model::Map map = decode(); // its locks, homes and pool counts are exact clauses
    std::vector<int> counts(static_cast<size_t>(evaluator_.requirementCount()));
    evaluator_.counts(map, counts);
    int64_t score = 0;
    for (size_t j = 0; j < core.size(); ++j)
        for (int r = 0; r < evaluator_.requirementCount(); ++r)
            if (j != at && items[core[j]].kind == ExactItem::Kind::Requirement && evaluator_.requirement(r).spec().id == items[core[j]].id)
                score += static_cast<int64_t>(evaluator_.weight(r)) * counts[static_cast<size_t>(r)];
    return score <= target;
}

// Whether the items of `core` but core[at] (a pool count that others rely on) admit a map scoring
// at most `target` on the core's requirements, decided on the encoding that relies on no count
// (made on first use): true, core[at] is needed; false, the rest is a conflict already; nullopt,
// undecided, with the reason in `why` (time, a cap, or a requirement not covered there).
std::optional<bool> ExactEngine::mapWithout(const std::vector<size_t>& core, size_t at, int target, text::CoreText& why)
{
    try {
        if (free_ == nullptr) {
            free_ = std::make_unique<ExactEncoding>(*board_, *rules_, map_, limits_.caps, stopper(), false);
            freeSession_ = std::make_unique<SatSession>(free_->cnf(), control_, started_ + limits_.timeLimit);
        }
        std::vector<Lit> assumptions;
        for (size_t j = 0; j < core.size(); ++j) {
            if (j == at)
                continue;
            const ExactItem& item = encoding_->items()[core[j]];
            const auto& there = free_->items();
            const auto same = std::find_if(there.begin(), there.end(), [&](const ExactItem& o) {
                return o.kind == item.kind && o.cell == item.cell && o.terrain == item.terrain && o.token == item.token && o.id == item.id;
            });
            if (same == there.end()) {
                why = {QT_TRANSLATE_NOOP("hexloom::core", "%1 is not covered without the pool's counts"), {{item.id}}};
                return std::nullopt;
            }
            assumptions.push_back(same->selector);
        }
        if (target < std::numeric_limits<int>::max())
            if (const Lit bound = free_->objectiveCounter(target + 1).atMostAssumption(target); bound != 0)
                assumptions.push_back(bound);
        const auto result = freeSession_->solve(assumptions);
        if (result != SatSession::Result::Stopped)
            return result == SatSession::Result::Sat;
        why = {freeSession_->stopReason()}; // a marked text
    } catch (const CapReached& e) {
        why = e.text();
    }
    return std::nullopt;
}

// Deletion-based shrinking: drop one item at a time; Unsat without it keeps only the items the
// new refutation used (and what they rely on), Sat proves the item needed (in every subset too).
// What stays was each proven needed, except an item another in the core relies on: never offered
// for deletion, it is needed only if a map read back without it proves so (witnessWithout), and
// else says why it stayed in `kept`.
std::vector<ExactItem> ExactEngine::shrink(std::vector<size_t> core, const std::vector<Lit>& hard, int target, bool& minimal)
{
    const auto& items = encoding_->items();
    minimal = true;
    core = withReliance(std::move(core));
    std::vector<size_t> needed;
    std::vector<Lit> assumptions;
    for (;;) {
        size_t i = 0;
        while (i < core.size() && (pinned(core, i) || std::find(needed.begin(), needed.end(), core[i]) != needed.end()))
            ++i;
        if (i == core.size())
            break;
        assumptions = hard;
        for (size_t j = 0; j < core.size(); ++j)
            if (j != i)
                assumptions.push_back(items[core[j]].selector);
        const auto result = session_->solve(assumptions);
        if (result == SatSession::Result::Stopped) {
            minimal = false;
            break;
        }
        if (result == SatSession::Result::Sat) {
            needed.push_back(core[i]);
            continue;
        }
        std::vector<size_t> failed;
        for (size_t j = 0; j < core.size(); ++j)
            if (j != i && session_->failed(items[core[j]].selector))
                failed.push_back(core[j]);
        core = withReliance(std::move(failed));
    }
    // A relied count is needed when a map read back without it reaches the target; else the
    // encoding relying on no count decides: needed, or dropped (the rest is a conflict already,
    // and each other item stays needed, its map without it holding fewer items still).
    std::vector<ExactItem> out;
    std::vector<text::CoreText> undecided(core.size());
    for (size_t j = core.size(); j-- > 0;) {
        if (!minimal || !pinned(core, j) || witnessWithout(core, j, hard, target))
            continue;
        const auto needed = mapWithout(core, j, target, undecided[j]);
        if (needed == std::optional<bool>(false)) {
            core.erase(core.begin() + static_cast<std::ptrdiff_t>(j));
            undecided.erase(undecided.begin() + static_cast<std::ptrdiff_t>(j));
        }
    }
    for (size_t j = 0; j < core.size(); ++j) {
        out.push_back(items[core[j]]);
        if (!pinned(core, j) || (minimal && undecided[j].pattern.empty()))
            continue;
        text::CoreText& kept = out.back().keptText;
        for (size_t r : core)
            if (const auto& on = encoding_->reliesOn(r); r != core[j] && std::find(on.begin(), on.end(), core[j]) != on.end())
                kept = kept.pattern.empty() ? encoding_->relianceReason(r) : text::CoreText{"%1; %2", {text::nested(kept), text::nested(encoding_->relianceReason(r))}};
        if (!undecided[j].pattern.empty())
            kept = {QT_TRANSLATE_NOOP("hexloom::core", "%1 (undecided without it: %2)"), {text::nested(kept), text::nested(undecided[j])}};
        out.back().kept = kept.english();
    }
    return out;
}

} // namespace hexloom::core::exact
