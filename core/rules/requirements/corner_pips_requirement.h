#pragma once
#include <array>
#include <vector>

#include "core/rules/global_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "corner-pips": id, parameters, checks, factory (corner_pips_requirement.cpp).
const RequirementType& cornerPipsType();

// Catan's fair corners. A corner where three producing hexes meet (each takes a token and has
// one) is one violation when its pip sum lies outside [min, max], and, with `distinct` 1, one
// more when two of its numbers are equal. With `unique_per_resource` 1, every repeat of a number
// on one resource (the second 6 on wheat) is one violation.
//
// A swap's delta reads the corners holding a or b (at most 12) and, for the repeats, only whether
// the (resource, number) pairs a and b leave and join are held by some other hex: the one thing a
// swap's delta cannot know from the cells near it. That look-up stops at the first hex found for
// each pair asked, so it crosses the whole board only when a pair is held nowhere else.
class CornerPipsRequirement final : public GlobalRequirement<CornerPipsRequirement> {
public:
    CornerPipsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map&, const Swap&) const { return true; } // the Evaluator already skips swaps that change nothing
    int count(const Map& map) override;
    int swapDelta(Map& map, const Swap& s) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsTerrain | kReadsToken; }

    // Every three mutually adjacent cells, each once.
    const std::vector<std::array<CellIndex, 3>>& corners() const { return corners_; }
    // The violations of one corner (0 when it is not three producing hexes).
    int cornerViolations(const Map& map, const std::array<CellIndex, 3>& corner) const;

private:
    bool producing(const Map& map, CellIndex c) const { return takesToken_[map.terrain(c)] != 0 && map.token(c) > 0; }
    // What a corner reads of a hex: its number when it produces, else -1.
    int reading(const Map& map, CellIndex c) const { return producing(map, c) ? map.token(c) : -1; }
    // The violations of a corner whose hexes read a, b and c.
    int violations(int a, int b, int c) const;
    // The (resource, number) pair a producing hex holds, as terrain * 128 + number; -1 otherwise.
    int pair(const Map& map, CellIndex c) const { return producing(map, c) ? map.terrain(c) * 128 + map.token(c) : -1; }
    // The violations of the corners holding a or b, each corner once.
    int cornersAt(const Map& map, const Swap& s) const;
    // The change in repeats when a and b go from the pairs `was` to the pairs `now`.
    int repeatDelta(const Map& map, const Swap& s, std::array<int, 2> was, std::array<int, 2> now) const;
    // Per cell: 1 when its terrain already has its number on another hex.
    void repeats(const Map& map, std::vector<uint8_t>& out) const;

    int min_, max_;
    bool distinct_, unique_;
    std::vector<std::array<CellIndex, 3>> corners_;
    std::array<uint8_t, 256> takesToken_{}; // per terrain id (kNoTerrain: 0)
    std::vector<int> seen_; // scratch: [terrain * 128 + number]
};

} // namespace hexloom::core::rules
