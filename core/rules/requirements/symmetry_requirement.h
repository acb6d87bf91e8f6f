#pragma once
// Symmetry as a soft requirement (issue 30): the cells that differ from their image under a
// symmetry mode (core/symmetry), weighted like any requirement, for pools that cannot be
// symmetric exactly and for generators that do not move whole orbits.
#include <array>
#include <vector>

#include "core/rules/requirement.h"
#include "core/rules/requirement_registry.h"
#include "core/symmetry/board_symmetry.h"

namespace hexloom::core::rules {

// The unit of "symmetry": id, parameters, checks, factory (symmetry_requirement.cpp).
const RequirementType& symmetryType();

// A cell violates when its terrain (or, with tokens=1, its number token) differs from that of its
// image under one of the mode's generators (the mirror, the turn; both mirrors for mirror-2): a
// symmetric map counts 0, and one cell painted over in an orbit of k counts 2 (it and the cell
// whose image it is) for a turn, 1-2 for a mirror.
class SymmetryRequirement final : public Requirement {
public:
    // Throws std::invalid_argument "field \"params.mode\": ..." when the board's shape is not
    // invariant under the mode, naming the cells without an image.
    SymmetryRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    // Recounts only the two cells and the cells whose image they are: at most six.
    int swapDelta(Map& map, const Swap& s) override;
    text::CoreTexts explain(const Map& map, CellIndex cell) const override;
    uint8_t reads() const override { return tokens_ ? kReadsTerrain | kReadsToken : kReadsTerrain; }

    const symmetry::BoardSymmetry& symmetry() const { return symmetry_; }

private:
    bool differs(const Map& map, CellIndex c) const;
    // s.a, s.b and their preimages under every generator, each once; returns how many.
    int touched(const Swap& s, std::array<CellIndex, 6>& out) const;

    symmetry::BoardSymmetry symmetry_;
    bool tokens_ = true;
    std::vector<std::vector<CellIndex>> preimage_; // per generator: the cell whose image is c
};

} // namespace hexloom::core::rules
