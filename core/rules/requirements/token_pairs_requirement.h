#pragma once
#include <bitset>

#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "token-pairs": id, parameters, checks, factory (token_pairs_requirement.cpp).
const RequirementType& tokenPairsType();

// Adjacent pairs of hexes whose number tokens are both in a set (Catan's REQ3: 6 and 8).
class TokenPairsRequirement final : public LocalRequirement<TokenPairsRequirement, 2> {
public:
    TokenPairsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    int value(const Map& map, CellIndex c) const
    {
        if (!hot(map.token(c)))
            return 0;
        int pairs = 0;
        for (CellIndex n : board_.neighbours(c))
            pairs += hot(map.token(n)) ? 1 : 0;
        return pairs;
    }

    bool related(const Map& map, CellIndex c, CellIndex n) const { return hot(map.token(c)) && hot(map.token(n)); }
    int swapDelta(Map& map, const Swap& s) override { return pairSwapDelta(map, s); }
    int localDivisor() const override { return 0; } // pairSwapDelta is faster
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsToken; }
    // Whether `t` is one of the listed numbers.
    bool hot(model::Token t) const { return t > 0 && hot_[static_cast<size_t>(t)]; }

private:
    std::bitset<128> hot_;
};

} // namespace hexloom::core::rules
