#pragma once
// One check of a rule set, bound to a board and a rule set for one evaluation context (a run,
// a document). Instances hold scratch buffers, so one is used by one thread at a time: a compiled
// rule set lends each evaluator its own set (CompiledRules, EvaluatorWorkspace). Scratch must carry
// nothing from one call to the next, so that a lent set scores exactly as a new one.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

using model::Board;
using model::CellIndex;
using model::Map;
using model::Swap;

class Requirement {
public:
    Requirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : spec_(spec), rules_(rules), board_(board)
    {
        for (size_t t = 0; t < rules.terrains.size() && t < model::kNoTerrain; ++t)
            class_[t] = rules.terrains[t].water ? kWaterClass : kLandClass;
    }
    virtual ~Requirement() = default;
    Requirement(const Requirement&) = delete;
    Requirement& operator=(const Requirement&) = delete;

    const RequirementSpec& spec() const { return spec_; }

    // Number of violations of `map`.
    virtual int count(const Map& map) = 0;
    // The violating cells, ascending, each once.
    virtual void cells(const Map& map, std::vector<CellIndex>& out) = 0;
    // count(map), with cells(map, out): one pass for requirements whose count and cells share it
    // (a full report asks both of every requirement).
    virtual int countWithCells(const Map& map, std::vector<CellIndex>& out)
    {
        cells(map, out);
        return count(map);
    }
    // Exactly count(map after s) - count(map). `map` is used as scratch and restored on return.
    virtual int swapDelta(Map& map, const Swap& s) = 0;
    // Why `cell` violates this requirement, for people, in clauses the editor translates
    // (core/text/core_text.h); empty when it does not.
    virtual text::CoreTexts explain(const Map& map, CellIndex cell) const = 0;
    // What of a cell the count depends on. The Evaluator skips a requirement for a swap whose
    // two cells do not differ in anything it reads: exact, and most swaps are skipped by some.
    // A requirement that reads terrain identities need not also say water or land.
    enum Reads : uint8_t {
        kReadsTerrain = 1, // which terrain
        kReadsWater = 2,   // only whether the terrain is water
        kReadsLand = 4,    // only whether the terrain is land
        kReadsToken = 8,   // the number token
    };
    virtual uint8_t reads() const { return kReadsTerrain; }

    // Requirements whose count is (sum of per-cell values) / localDivisor(), where a cell's value
    // depends only on the cell and its neighbours, return that divisor; the Evaluator then finds
    // the cells a swap can change once for all of them and asks valueSum() over those cells before
    // and after. 0 (the default): the Evaluator calls swapDelta() instead.
    virtual int localDivisor() const { return 0; }
    virtual int valueSum(const Map& map, std::span<const CellIndex> cells) const
    {
        (void)map;
        (void)cells;
        return 0;
    }
    bool readsTokens() const { return (reads() & kReadsToken) != 0; }

protected:
    // The same as rules_.isWater / isLand, from a flat table (hot loops read it for every neighbour).
    bool isWater(model::TerrainId t) const { return class_[t] == kWaterClass; }
    bool isLand(model::TerrainId t) const { return class_[t] == kLandClass; }

    const RequirementSpec& spec_;
    const RuleSet& rules_;
    const Board& board_;

private:
    static constexpr uint8_t kWaterClass = 1, kLandClass = 2;
    std::array<uint8_t, 256> class_{}; // kNoTerrain (255) and unknown ids: neither
};

} // namespace hexloom::core::rules
