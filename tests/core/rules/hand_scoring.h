#pragma once
// Scores a tiny hand-written board under one requirement, and checks on the way that the swap
// delta of every pair of cells (both layers) equals full re-scoring: the hand-derived counts in
// the tests are the oracle for count() and cells(), brute force is the oracle for swapDelta().
#include <gtest/gtest.h>

#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {

struct HandResult {
    int count = 0;
    std::vector<core::model::OffsetCoord> cells;
};

inline core::rules::RequirementSpec spec(const std::string& type, std::map<std::string, core::rules::ParamValue> params = {})
{
    core::rules::RequirementSpec s;
    s.id = "R";
    s.type = type;
    s.name = type;
    s.params = std::move(params);
    return s;
}

inline void expectExactDeltas(core::rules::Evaluator& eval, core::model::Map map)
{
    const int n = eval.board().size();
    for (core::model::CellIndex a = 0; a < n; ++a)
        for (core::model::CellIndex b = 0; b < n; ++b)
            for (auto layer : {core::model::Layer::Both, core::model::Layer::Terrain, core::model::Layer::Token}) {
                const core::model::Swap s{a, b, layer};
                const double before = eval.score(map);
                const double delta = eval.swapDelta(map, s);
                map.apply(s);
                ASSERT_EQ(delta, eval.score(map) - before) << "swap " << a << "," << b;
                map.apply(s);
            }
}

inline HandResult scoreByHand(const std::string& rulesName, const std::string& letters, const core::rules::RequirementSpec& req)
{
    auto rules = std::make_shared<core::rules::RuleSet>(*builtinRules(rulesName));
    rules->requirements = {req};
    const auto m = lettersMap(letters, *rules);
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(m.board), rules);
    const auto report = eval.report(m.map, true);
    HandResult r{report.requirements[0].violations, {}};
    for (auto c : report.requirements[0].cells)
        r.cells.push_back(m.board.offset(c));
    expectExactDeltas(eval, m.map);
    return r;
}

using Cells = std::vector<core::model::OffsetCoord>;

} // namespace hexloom::test
