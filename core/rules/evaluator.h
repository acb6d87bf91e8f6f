#pragma once
// Scores maps of one board under one rule set: full reports, per-requirement counts, and exact
// swap deltas for local search. The rule set's compiled form (CompiledRules: requirements built
// from their specs, weights, what each reads) is shared by every evaluator on equal content; an
// evaluator holds it by reference and borrows one set of requirement instances (their scratch
// buffers) for its lifetime, so building one costs a cache look-up, not a compilation. Not shared
// between threads (build one per run).
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/compiled_rules.h"
#include "core/rules/requirement.h"
#include "core/rules/rule_set.h"
#include "core/rules/score_report.h"

namespace hexloom::core::rules {

class Evaluator {
public:
    // The compiled form comes from CompiledRules::of (shared, keyed by content).
    Evaluator(std::shared_ptr<const model::Board> board, std::shared_ptr<const RuleSet> rules);
    // On a given compiled form (board() and rules() are its own).
    explicit Evaluator(std::shared_ptr<const CompiledRules> compiled);
    ~Evaluator();
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    const model::Board& board() const { return *board_; }
    const RuleSet& rules() const { return *rules_; }
    const std::shared_ptr<const model::Board>& boardPtr() const { return board_; }
    const std::shared_ptr<const RuleSet>& rulesPtr() const { return rules_; }
    const std::shared_ptr<const CompiledRules>& compiled() const { return compiled_; }
    int requirementCount() const { return static_cast<int>(requirements_.size()); }
    Requirement& requirement(int i) { return *requirements_[static_cast<size_t>(i)]; }
    bool enabled(int i) const { return compiled_->enabled(static_cast<size_t>(i)); }
    double weight(int i) const { return compiled_->weight(static_cast<size_t>(i)); }

    ScoreReport report(const model::Map& map, bool withCells = true);
    // The same without counting the switched-off requirements (`counted` false, violations 0):
    // what a run reports, since it scores only the enabled ones.
    ScoreReport scoredReport(const model::Map& map, bool withCells = true);
    // scoredReport of a map known to break no enabled requirement (all at 0, no cells): no pass.
    ScoreReport scoredReportOfNoViolations() const;
    // Counts the requirements `report` (of `map`) left uncounted, with their cells when `withCells`.
    void complete(const model::Map& map, ScoreReport& report, bool withCells = true);
    // Violation counts of every requirement (disabled ones included) into `out` (size = count).
    void counts(const model::Map& map, std::span<int> out);
    // The same with the disabled requirements held at 0 (what a search's incremental counts hold):
    // a run's set-up counts only what it scores.
    void enabledCounts(const model::Map& map, std::span<int> out);
    // Weighted sum over enabled requirements.
    double total(std::span<const int> counts) const;
    double score(const model::Map& map);

    // Exact per-requirement change of the counts if `s` were applied (0 for disabled ones);
    // returns the weighted change. `map` is used as scratch and restored.
    double swapDelta(model::Map& map, const model::Swap& s, std::span<int> perRequirement);
    double swapDelta(model::Map& map, const model::Swap& s);

    // Which requirements `cell` breaks and why: pairs of (requirement index, explanation).
    std::vector<std::pair<int, text::CoreTexts>> explain(const model::Map& map, model::CellIndex cell) const;

private:
    ScoreReport report(const model::Map& map, bool withCells, bool switchedOff);

    // The weighted delta of `s`; `record(i, v)` receives every triggered requirement's change.
    template <class Record>
    double delta(model::Map& map, const model::Swap& s, Record record);

    // What the two cells of `s` differ in, as Requirement::Reads bits (0: the swap changes nothing).
    uint8_t differences(const model::Map& map, const model::Swap& s) const
    {
        uint8_t d = 0;
        if (s.layer != model::Layer::Token) {
            const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
            if (ta != tb)
                d = static_cast<uint8_t>(Requirement::kReadsTerrain | (compiled_->terrainClass()[ta] ^ compiled_->terrainClass()[tb]));
        }
        if (s.layer != model::Layer::Terrain && map.token(s.a) != map.token(s.b))
            d |= Requirement::kReadsToken;
        return d;
    }

    std::shared_ptr<const model::Board> board_;
    std::shared_ptr<const RuleSet> rules_;
    std::shared_ptr<const CompiledRules> compiled_;
    std::unique_ptr<EvaluatorWorkspace> work_; // borrowed from compiled_, given back on destruction
    std::vector<std::unique_ptr<Requirement>>& requirements_; // work_'s
};

} // namespace hexloom::core::rules
