#include "core/rules/evaluator.h"

#include <algorithm>

#include "core/rules/affected_cells.h"

namespace hexloom::core::rules {

Evaluator::Evaluator(std::shared_ptr<const model::Board> board, std::shared_ptr<const RuleSet> rules)
    : board_(std::move(board)), rules_(std::move(rules)), compiled_(CompiledRules::of(board_, rules_)), work_(compiled_->acquire()),
      requirements_(work_->requirements)
{
}

Evaluator::Evaluator(std::shared_ptr<const CompiledRules> compiled)
    : board_(compiled->boardPtr()), rules_(compiled->rulesPtr()), compiled_(std::move(compiled)), work_(compiled_->acquire()),
      requirements_(work_->requirements)
{
}

Evaluator::~Evaluator() { compiled_->release(std::move(work_)); }

ScoreReport Evaluator::report(const model::Map& map, bool withCells)
{
    return report(map, withCells, true);
}

ScoreReport Evaluator::scoredReport(const model::Map& map, bool withCells)
{
    return report(map, withCells, false);
}

ScoreReport Evaluator::report(const model::Map& map, bool withCells, bool switchedOff)
{
    const CompiledRules& c = *compiled_;
    ScoreReport r;
    r.requirements.reserve(requirements_.size());
    for (size_t i = 0; i < requirements_.size(); ++i) {
        Requirement& req = *requirements_[i];
        RequirementResult res{req.spec().id, req.spec().name, c.weight(i), c.enabled(i), 0, {}};
        if (res.enabled || switchedOff)
            res.violations = withCells ? req.countWithCells(map, res.cells) : req.count(map);
        else
            res.counted = false;
        if (res.enabled)
            r.total += res.weight * res.violations;
        r.requirements.push_back(std::move(res));
    }
    return r;
}

ScoreReport Evaluator::scoredReportOfNoViolations() const
{
    const CompiledRules& c = *compiled_;
    ScoreReport r;
    r.requirements.reserve(requirements_.size());
    for (size_t i = 0; i < requirements_.size(); ++i) {
        const Requirement& req = *requirements_[i];
        r.requirements.push_back(RequirementResult{req.spec().id, req.spec().name, c.weight(i), c.enabled(i), 0, {}});
        r.requirements.back().counted = c.enabled(i);
    }
    return r;
}

void Evaluator::complete(const model::Map& map, ScoreReport& report, bool withCells)
{
    const size_t n = std::min(report.requirements.size(), requirements_.size());
    for (size_t i = 0; i < n; ++i) {
        RequirementResult& res = report.requirements[i];
        if (res.counted)
            continue;
        Requirement& req = *requirements_[i];
        res.cells.clear();
        res.violations = withCells ? req.countWithCells(map, res.cells) : req.count(map);
        res.counted = true;
    }
}

void Evaluator::counts(const model::Map& map, std::span<int> out)
{
    for (size_t i = 0; i < requirements_.size(); ++i)
        out[i] = requirements_[i]->count(map);
}

void Evaluator::enabledCounts(const model::Map& map, std::span<int> out)
{
    const CompiledRules& c = *compiled_;
    for (size_t i = 0; i < requirements_.size(); ++i)
        out[i] = c.enabled(i) ? requirements_[i]->count(map) : 0;
}

double Evaluator::total(std::span<const int> counts) const
{
    const CompiledRules& c = *compiled_;
    double t = 0;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (c.enabled(i))
            t += c.weight(i) * counts[i];
    return t;
}

double Evaluator::score(const model::Map& map)
{
    const CompiledRules& c = *compiled_;
    double t = 0;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (c.enabled(i))
            t += c.weight(i) * requirements_[i]->count(map);
    return t;
}

template <class Record>
double Evaluator::delta(model::Map& map, const model::Swap& s, Record record)
{
    const CompiledRules& c = *compiled_;
    EvaluatorWorkspace& work = *work_;
    const uint8_t differ = differences(map, s);
    if (differ == 0)
        return 0;
    double d = 0;
    size_t locals = 0;
    for (size_t i = 0; i < requirements_.size(); ++i) {
        if (!(c.reads(i) & differ))
            continue;
        if (c.divisor(i) != 0) {
            work.localIndex[locals++] = static_cast<int>(i);
            continue;
        }
        const int v = requirements_[i]->swapDelta(map, s);
        record(i, v);
        d += c.weight(i) * v;
    }
    if (locals == 0)
        return d;
    // Local requirements share one set of affected cells and one apply/restore of the swap.
    AffectedCells affected;
    const auto cells = affected.of(*board_, s);
    for (size_t j = 0; j < locals; ++j)
        work.localBefore[j] = requirements_[static_cast<size_t>(work.localIndex[j])]->valueSum(map, cells);
    map.apply(s);
    for (size_t j = 0; j < locals; ++j) {
        const auto i = static_cast<size_t>(work.localIndex[j]);
        const int v = (requirements_[i]->valueSum(map, cells) - work.localBefore[j]) / c.divisor(i);
        record(i, v);
        d += c.weight(i) * v;
    }
    map.apply(s);
    return d;
}

double Evaluator::swapDelta(model::Map& map, const model::Swap& s, std::span<int> perRequirement)
{
    std::fill(perRequirement.begin(), perRequirement.begin() + static_cast<std::ptrdiff_t>(requirements_.size()), 0);
    return delta(map, s, [&](size_t i, int v) { perRequirement[i] = v; });
}

double Evaluator::swapDelta(model::Map& map, const model::Swap& s)
{
    return delta(map, s, [](size_t, int) {});
}

std::vector<std::pair<int, text::CoreTexts>> Evaluator::explain(const model::Map& map, model::CellIndex cell) const
{
    std::vector<std::pair<int, text::CoreTexts>> out;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (text::CoreTexts why = requirements_[i]->explain(map, cell); !why.empty())
            out.emplace_back(static_cast<int>(i), std::move(why));
    return out;
}

} // namespace hexloom::core::rules
