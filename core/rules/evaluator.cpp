#include "core/rules/evaluator.h"

#include <algorithm>

#include "core/rules/affected_cells.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

Evaluator::Evaluator(std::shared_ptr<const model::Board> board, std::shared_ptr<const RuleSet> rules)
    : board_(std::move(board)), rules_(std::move(rules))
{
    for (const RequirementSpec& spec : rules_->requirements) {
        requirements_.push_back(makeRequirement(spec, *rules_, *board_));
        enabled_.push_back(spec.enabled ? 1 : 0);
        weights_.push_back(spec.weight);
        reads_.push_back(spec.enabled ? requirements_.back()->reads() : 0);
        divisor_.push_back(requirements_.back()->localDivisor());
    }
    localIndex_.resize(requirements_.size());
    localBefore_.resize(requirements_.size());
    for (size_t t = 0; t < rules_->terrains.size() && t < model::kNoTerrain; ++t)
        terrainClass_[t] = rules_->terrains[t].water ? Requirement::kReadsWater : Requirement::kReadsLand;
}

ScoreReport Evaluator::report(const model::Map& map, bool withCells)
{
    ScoreReport r;
    for (size_t i = 0; i < requirements_.size(); ++i) {
        Requirement& req = *requirements_[i];
        RequirementResult res{req.spec().id, req.spec().name, weights_[i], enabled_[i] != 0, req.count(map), {}};
        if (withCells)
            req.cells(map, res.cells);
        if (res.enabled)
            r.total += res.weight * res.violations;
        r.requirements.push_back(std::move(res));
    }
    return r;
}

void Evaluator::counts(const model::Map& map, std::span<int> out)
{
    for (size_t i = 0; i < requirements_.size(); ++i)
        out[i] = requirements_[i]->count(map);
}

void Evaluator::enabledCounts(const model::Map& map, std::span<int> out)
{
    for (size_t i = 0; i < requirements_.size(); ++i)
        out[i] = enabled_[i] ? requirements_[i]->count(map) : 0;
}

double Evaluator::total(std::span<const int> counts) const
{
    double t = 0;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (enabled_[i])
            t += weights_[i] * counts[i];
    return t;
}

double Evaluator::score(const model::Map& map)
{
    double t = 0;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (enabled_[i])
            t += weights_[i] * requirements_[i]->count(map);
    return t;
}

template <class Record>
double Evaluator::delta(model::Map& map, const model::Swap& s, Record record)
{
    const uint8_t differ = differences(map, s);
    if (differ == 0)
        return 0;
    double d = 0;
    size_t locals = 0;
    for (size_t i = 0; i < requirements_.size(); ++i) {
        if (!(reads_[i] & differ))
            continue;
        if (divisor_[i] != 0) {
            localIndex_[locals++] = static_cast<int>(i);
            continue;
        }
        const int v = requirements_[i]->swapDelta(map, s);
        record(i, v);
        d += weights_[i] * v;
    }
    if (locals == 0)
        return d;
    // Local requirements share one set of affected cells and one apply/restore of the swap.
    AffectedCells affected;
    const auto cells = affected.of(*board_, s);
    for (size_t j = 0; j < locals; ++j)
        localBefore_[j] = requirements_[static_cast<size_t>(localIndex_[j])]->valueSum(map, cells);
    map.apply(s);
    for (size_t j = 0; j < locals; ++j) {
        const auto i = static_cast<size_t>(localIndex_[j]);
        const int v = (requirements_[i]->valueSum(map, cells) - localBefore_[j]) / divisor_[i];
        record(i, v);
        d += weights_[i] * v;
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

std::vector<std::pair<int, std::string>> Evaluator::explain(const model::Map& map, model::CellIndex cell) const
{
    std::vector<std::pair<int, std::string>> out;
    for (size_t i = 0; i < requirements_.size(); ++i)
        if (std::string why = requirements_[i]->explain(map, cell); !why.empty())
            out.emplace_back(static_cast<int>(i), std::move(why));
    return out;
}

} // namespace hexloom::core::rules
