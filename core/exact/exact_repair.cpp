// ExactEngine::repair: the best reachable score first (prove), then the fewest changed hexes among
// the maps of that score, by the same linear search on a second counter: one "this hex changed"
// literal per hex (the soft keep-this-hex clauses of the issue).
#include "core/exact/exact_engine.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

namespace {

int changedHexes(const model::Map& a, const model::Map& b)
{
    int n = 0;
    for (model::CellIndex c = 0; c < a.size(); ++c)
        n += a.terrain(c) != b.terrain(c) ? 1 : 0;
    return n;
}

text::CoreText changesNotProven(text::CoreText why)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "fewest changes not proven: %1"), {text::nested(std::move(why))}};
}

} // namespace

RepairAnswer ExactEngine::repair(const Progress& progress)
{
    RepairAnswer answer;
    answer.proof = prove(std::nullopt, progress);
    answer.map = answer.proof.best;
    if (answer.map) {
        answer.score = answer.proof.bestScore;
        answer.changes = changedHexes(map_, *answer.map);
    }
    if (!answer.map || encoding_ == nullptr)
        return answer; // no map holds the locks and pool, or nothing was decided
    if (answer.proof.status != ProofStatus::Optimal && answer.proof.status != ProofStatus::Infeasible)
        answer.setReason({QT_TRANSLATE_NOOP("hexloom::core", "the best score is not proven: %1"), {text::nested(answer.proof.reasonText)}});
    try {
        minimiseChanges(answer, coveredScore(*answer.map));
    } catch (const CapReached& e) {
        answer.setReason(changesNotProven(e.text()));
        answer.changesProven = false;
    }
    answer.proof.solverCalls = session_->calls();
    answer.proof.seconds = std::chrono::duration<double>(Clock::now() - started_).count();
    return answer;
}

void ExactEngine::minimiseChanges(RepairAnswer& answer, int objectiveBound)
{
    std::vector<WeightedLit> changed;
    for (model::CellIndex c = 0; c < map_.size(); ++c) {
        const model::TerrainId here = map_.terrain(c);
        const Lit keep = here == model::kNoTerrain ? 0 : encoding_->cells().lit(c, here);
        changed.push_back({keep != 0 ? -keep : encoding_->cnf().trueLit(), 1});
    }
    const Totalizer changes(encoding_->cnf(), changed, answer.changes + 1);
    std::vector<Lit> assumptions = encoding_->allSelectors();
    assumptions.push_back(encoding_->objectiveCounter(objectiveBound + 1).atMostAssumption(objectiveBound));
    assumptions.push_back(0);
    for (int k = 0; k < answer.changes; ++k) {
        assumptions.back() = changes.atMostAssumption(k);
        const auto result = session_->solve(assumptions);
        if (result == SatSession::Result::Stopped) {
            answer.setReason(changesNotProven({session_->stopReason()})); // a marked text
            return;
        }
        if (result == SatSession::Result::Unsat)
            continue;
        const model::Map m = decode();
        const double s = evaluator_.score(m);
        if (s > answer.score) {
            // Only a requirement the encoding does not cover can be worse: keep the map held.
            answer.setReason({QT_TRANSLATE_NOOP("hexloom::core", "a map with fewer changes breaks a requirement the encoding does not cover")});
            return;
        }
        answer.map = m;
        answer.score = s;
        answer.changes = changedHexes(map_, m);
        break;
    }
    answer.changesProven = answer.reason.empty();
}

} // namespace hexloom::core::exact
