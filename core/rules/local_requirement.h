#pragma once
// Base for requirements that are a sum of per-cell values, where a cell's value depends only on
// the cell and its neighbours. A swap of a and b can then change only the values of a, b and
// their neighbours, which gives an exact, allocation-free swap delta over at most 14 cells.
// Derived implements `int value(const Map&, CellIndex) const`; the count is the sum of values
// divided by Divisor (2 when every violating pair is seen from both of its cells).
#include "core/rules/affected_cells.h"
#include "core/rules/requirement.h"

namespace hexloom::core::rules {

template <class Derived, int Divisor = 1>
class LocalRequirement : public Requirement {
public:
    using Requirement::Requirement;

    int count(const Map& map) override
    {
        int sum = 0;
        for (CellIndex c = 0; c < board_.size(); ++c)
            sum += self().value(map, c);
        return sum / Divisor;
    }

    void cells(const Map& map, std::vector<CellIndex>& out) override
    {
        out.clear();
        for (CellIndex c = 0; c < board_.size(); ++c)
            if (self().value(map, c) > 0)
                out.push_back(c);
    }

    int swapDelta(Map& map, const Swap& s) override
    {
        AffectedCells affected;
        const auto cells = affected.of(board_, s);
        const int before = valueSum(map, cells);
        map.apply(s);
        const int after = valueSum(map, cells);
        map.apply(s);
        return (after - before) / Divisor;
    }

    int localDivisor() const override { return Divisor; }
    int valueSum(const Map& map, std::span<const CellIndex> cells) const override
    {
        int sum = 0;
        for (CellIndex c : cells)
            sum += self().value(map, c);
        return sum;
    }

protected:
    // For requirements whose value(c) counts the neighbours n with a symmetric relation
    // related(c, n) (adjacent pairs): only pairs touching a or b change, so their neighbourhoods
    // give the delta exactly. Sum of values = 2 x pairs, so the count is 2 x pairs / Divisor.
    int pairSwapDelta(Map& map, const Swap& s)
    {
        auto touching = [&] {
            int pairs = self().value(map, s.a) + self().value(map, s.b);
            if (s.a != s.b && self().related(map, s.a, s.b))
                for (CellIndex n : board_.neighbours(s.a))
                    pairs -= n == s.b ? 1 : 0; // the pair a-b was seen from both ends
            return pairs;
        };
        const int before = touching();
        map.apply(s);
        const int after = touching();
        map.apply(s);
        return (after - before) * 2 / Divisor;
    }

private:
    const Derived& self() const { return static_cast<const Derived&>(*this); }
};

} // namespace hexloom::core::rules
