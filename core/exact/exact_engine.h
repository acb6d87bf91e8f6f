#pragma once
// The exact engine over a rule set (docs/algorithms.md, "Exact answers"): whether any map reaches
// a target score and, when none does, a minimal set of the designer's items to blame; a proven
// lower bound of the weighted score, "optimal" when a map reaches it; the fewest-changes repair.
// Built once per (board, rule set, map with locks); every call honours the RunControl and the
// time limit, and an encoding past its caps answers Unknown with the cap in `reason`.
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/exact/cnf.h"
#include "core/exact/exact_encoding.h"
#include "core/exact/proof_answer.h"
#include "core/exact/sat_session.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/evaluator.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::run {
class RunControl;
}

namespace hexloom::core::exact {

struct ExactLimits {
    std::chrono::milliseconds timeLimit{10'000};
    // When the time limit's clock started, if before the engine's construction (hexloom-cli: the
    // process start, so reading the map and building the formula count against the limit).
    std::optional<Clock::time_point> started{};
    CnfCaps caps{};
};

class ExactEngine {
public:
    // Each improvement of the bound or of the best map, as the answer so far (on the caller's thread).
    using Progress = std::function<void(const ProofAnswer&)>;

    ExactEngine(std::shared_ptr<const model::Board> board, std::shared_ptr<const rules::RuleSet> rules, model::Map map, ExactLimits limits = {},
                const run::RunControl* control = nullptr);
    ~ExactEngine();

    // With a target: is any map at most `target`? Infeasible with a minimal core when not. Then
    // (and without a target at once) the lower bound of the score and the best map: Optimal,
    // Bound or Unknown, as far as the time allows (after Infeasible the status stays).
    // `thenBound` false: only the target's question (what the editor asks before a run): a map
    // reaching it answers Optimal when it scores 0, else Bound with the trivial lower bound 0.
    ProofAnswer prove(std::optional<int> target = std::nullopt, const Progress& progress = {}, bool thenBound = true);
    // The map of the best reachable score (proven optimal, else the best found) that changes the
    // fewest hexes of the start map.
    RepairAnswer repair(const Progress& progress = {});

    // The weighted score of `map` over the requirements the encoding covers.
    int coveredScore(const model::Map& map);
    double score(const model::Map& map) { return evaluator_.score(map); }

private:
    // Asked while a formula grows: "cancelled", "time limit" or null.
    std::function<const char*()> stopper() const;
    bool ready(ProofAnswer& answer) const;
    void decide(ProofAnswer& answer, const Progress& progress, bool thenBound);
    void search(ProofAnswer& answer, int from, const Progress& progress);
    void offer(ProofAnswer& answer, const model::Map& map);
    std::vector<ExactItem> shrink(std::vector<size_t> core, const std::vector<Lit>& hard, int target, bool& minimal);
    bool witnessWithout(const std::vector<size_t>& core, size_t at, const std::vector<Lit>& hard, int target);
    std::optional<bool> mapWithout(const std::vector<size_t>& core, size_t at, int target, text::CoreText& why);
    bool pinned(const std::vector<size_t>& core, size_t at) const;
    std::vector<size_t> withReliance(std::vector<size_t> core) const;
    std::vector<size_t> failedItems() const;
    model::Map decode() const;
    void minimiseChanges(RepairAnswer& answer, int objectiveBound);

    std::shared_ptr<const model::Board> board_;
    std::shared_ptr<const rules::RuleSet> rules_;
    model::Map map_;
    Clock::time_point started_;
    rules::Evaluator evaluator_;
    std::unique_ptr<ExactEncoding> encoding_;
    std::unique_ptr<SatSession> session_;
    // The same problem encoded relying on no pool count (ExactEncoding's countsHold false), made
    // when a core's relied count is first tested for deletion (mapWithout).
    ExactLimits limits_;
    const run::RunControl* control_;
    std::unique_ptr<ExactEncoding> free_;
    std::unique_ptr<SatSession> freeSession_;
    text::CoreText capReason_; // the cap the encoding passed, when it did
};

} // namespace hexloom::core::exact
