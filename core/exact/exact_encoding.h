#pragma once
// The whole problem as CNF: one kind per cell (CellVars), one number token per token-bearing cell
// (TokenVars), the pool of kinds and of tokens as at-most counts, every lock,
// player home and pool count and requirement switched by its own assumption literal (ExactItem), and the
// objective as weighted literals: an objective literal is forced when its requirement is switched
// on and its violation happens, with weight (requirement weight) x (violations).
//
// Covered: the enabled requirements with an encoder (requirement_encoders.h) and a whole weight.
// The objective then counts exactly the covered part of the score; a requirement not covered
// counts >= 0 on top, so a lower bound of the objective is a lower bound of the score.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/exact/cardinality.h"
#include "core/exact/cell_vars.h"
#include "core/exact/cnf.h"
#include "core/exact/exact_item.h"
#include "core/exact/token_vars.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

struct RequirementEncoder;
struct EncodeContext;

// A requirement the encoding leaves out, and why: `reason` in English (the CLI's words),
// `reasonText` the same for the editor to translate.
struct NotCovered {
    NotCovered(std::string requirement, text::CoreText why) : id(std::move(requirement)), reason(why.english()), reasonText(std::move(why)) {}
    std::string id;
    std::string reason;
    text::CoreText reasonText;
};

class ExactEncoding {
public:
    // Throws CapReached when the formula would pass `caps`, text::TextError when the pool cannot
    // fill the board (fewer tiles than hexes).
    // `stop` (may be empty) is asked while the formula grows (Cnf::setStop). `countsHold` false:
    // no requirement's encoding relies on a pool count (EncodeContext::countsHold), so the formula
    // stays exact with any count dropped; larger where an encoder relied on one.
    ExactEncoding(const model::Board& board, const rules::RuleSet& rules, const model::Map& map, CnfCaps caps = {},
                  std::function<const char*()> stop = {}, bool countsHold = true);

    Cnf& cnf() { return cnf_; }
    const Cnf& cnf() const { return cnf_; }
    const CellVars& cells() const { return *cells_; }
    // The number tokens (empty when the rule set places none).
    const TokenVars& tokens() const { return *tokens_; }
    const std::vector<ExactItem>& items() const { return items_; }
    const std::vector<WeightedLit>& objective() const { return objective_; }
    // The most the objective can be (sum of its weights).
    int objectiveMaximum() const;
    const std::vector<std::string>& covered() const { return covered_; }
    const std::vector<NotCovered>& notCovered() const { return notCovered_; }
    bool coversEverything() const { return notCovered_.empty(); }
    // Every item's selector (all items held).
    std::vector<Lit> allSelectors() const;
    // The items whose clauses item i's encoding is exact only under (indices into items(); empty
    // for all but some requirements), and why: a core holding i holds them too.
    const std::vector<size_t>& reliesOn(size_t i) const { return reliance_[i].on; }
    const text::CoreText& relianceReason(size_t i) const { return reliance_[i].why; }

    // A totalizer over the objective counting up to `cap`, made once per cap asked and kept.
    const Totalizer& objectiveCounter(int cap);

private:
    struct Reliance {
        std::vector<size_t> on; // indices into items_
        text::CoreText why;
    };

    void addPool(const std::vector<int>& pool);
    void addTokenPool(const std::vector<int>& pool);
    void addHomes(const model::Board& board, const rules::RuleSet& rules);
    void addLocks(const model::Map& map);
    void addRequirements(const model::Board& board, const rules::RuleSet& rules);
    Reliance relianceOf(const RequirementEncoder& encoder, const rules::RequirementSpec& spec, const EncodeContext& context) const;

    Cnf cnf_;
    bool countsHold_;
    std::unique_ptr<CellVars> cells_;
    std::unique_ptr<TokenVars> tokens_;
    std::vector<ExactItem> items_;
    std::vector<Reliance> reliance_; // per item
    std::vector<model::TerrainId> homeCell_; // per cell: the home tile it must hold, or kNoTerrain
    std::vector<Lit> homeSelector_;          // per cell: the selector of the home it belongs to, or 0
    std::vector<WeightedLit> objective_;
    std::vector<std::string> covered_;
    std::vector<NotCovered> notCovered_;
    std::vector<std::unique_ptr<Totalizer>> counters_;
};

} // namespace hexloom::core::exact
