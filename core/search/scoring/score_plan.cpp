#include "core/search/scoring/score_plan.h"

#include <algorithm>
#include <bit>
#include <string>

#include "core/search/scoring/piece_tracker.h"
#include "core/search/scoring/pip_balance_tracker.h"
#include "core/search/scoring/player_value_tracker.h"
#include "core/rules/evaluator.h"
#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/token_pairs_requirement.h"

namespace hexloom::core::search {

namespace {
constexpr int kPackedTerrains = 16; // 4-bit counts in one 64-bit word
} // namespace

ScorePlan::ScorePlan(std::shared_ptr<const rules::CompiledRules> compiledRules)
    : compiled(std::move(compiledRules)), tables(BoardTables::of(compiled->board())), packed(compiled->rules().terrainCount() <= kPackedTerrains)
{
    tables256();
    localEntry.fill(-1);
    rules::Evaluator eval(compiled); // borrows a workspace: the requirement instances' types
    entries.resize(static_cast<size_t>(eval.requirementCount()));
    for (int i = 0; i < eval.requirementCount(); ++i)
        classify(eval, i);
    constexpr uint8_t reads[kLocalTypes] = {kTerrain, kTerrain, kWater, kTerrain, kWater, kToken};
    for (unsigned changed = 0; changed < activeFor.size(); ++changed)
        for (int k = 0; k < kLocalTypes; ++k)
            if ((localMask & (1u << k)) && (reads[k] & changed))
                activeFor[changed] |= 1u << k;
    terrainSlots = static_cast<size_t>(std::max(1, compiled->rules().terrainCount()));
    for (unsigned mask = 1; mask < maskBytes.size(); ++mask) {
        const int first = std::countr_zero(mask);
        maskFactor[mask] = factor[static_cast<size_t>(first)];
        for (int k = first; k < kLocalTypes; ++k)
            if ((mask >> k) & 1) {
                maskBytes[mask] |= uint64_t{0xff} << (8 * k);
                maskFactor[mask] = maskFactor[mask] == factor[static_cast<size_t>(k)] ? maskFactor[mask] : -1;
            }
    }
    boundable = std::all_of(factor.begin(), factor.end(), [](double f) { return f >= 0; }) &&
                (waterEntry < 0 || entries[static_cast<size_t>(waterEntry)].weight >= 0) &&
                std::all_of(pieceEntries.begin(), pieceEntries.end(), [&](int r) { return entries[static_cast<size_t>(r)].weight >= 0; });
}

void ScorePlan::tables256()
{
    const rules::RuleSet& rules = compiled->rules();
    const int terrains = std::min(rules.terrainCount(), static_cast<int>(model::kNoTerrain));
    for (int t = 0; t < terrains; ++t) {
        const auto id = static_cast<model::TerrainId>(t);
        isWater[id] = rules.isWater(id) ? 1 : 0;
        isLand[id] = rules.isLand(id) ? 1 : 0;
        if (packed) {
            unit[id] = uint64_t{1} << (4 * t);
            (isWater[id] ? waterMask : landMask) |= unit[id] * 15;
        }
    }
    for (int t = 0; t < terrains && packed; ++t)
        for (int u = 0; u < terrains; ++u)
            if (rules.isLand(static_cast<model::TerrainId>(u)) && rules.spadeDistance(static_cast<model::TerrainId>(t), static_cast<model::TerrainId>(u)) == 1)
                oneSpade[static_cast<size_t>(t)] |= unit[static_cast<size_t>(u)] * 15;
}

namespace {
using Kind = ScorePlan::Kind;

// The packed local kernel of a fast path, or kLocalTypes for the others.
ScorePlan::Local localOf(rules::FastPath path)
{
    switch (path) {
    case rules::FastPath::SameTerrainHexes: return ScorePlan::SameHexes;
    case rules::FastPath::SameTerrainPairs: return ScorePlan::SamePairs;
    case rules::FastPath::WaterDegree: return ScorePlan::WaterDegree;
    case rules::FastPath::OneSpade: return ScorePlan::OneSpade;
    case rules::FastPath::RiverShape: return ScorePlan::RiverShape;
    case rules::FastPath::TokenPairs: return ScorePlan::TokenPairs;
    default: return ScorePlan::kLocalTypes;
    }
}

// Gives requirement `index` the tracker its type declares, when the plan has none of that kind
// yet (water, pips, players) and the tracker can take it. False: it is not tracked.
bool takeTracker(ScorePlan& plan, const rules::Requirement& requirement, const rules::RequirementType& type, int index)
{
    ScorePlan::Entry& e = plan.entries[static_cast<size_t>(index)];
    switch (type.fastPath) {
    case rules::FastPath::WaterComponents:
        if (plan.waterEntry >= 0)
            return false;
        e.kind = Kind::WaterComponents;
        plan.waterEntry = index;
        plan.waterAllowed = static_cast<int>(type.number(requirement.spec(), "allowed_components"));
        return true;
    case rules::FastPath::Pieces:
        if (!PieceTracker::supports(requirement)) // a tracker knows its class
            return false;
        e.kind = Kind::Pieces;
        plan.pieceEntries.push_back(index);
        return true;
    case rules::FastPath::PipBalance:
        if (const auto* pip = dynamic_cast<const rules::PipBalanceRequirement*>(&requirement); pip && plan.pipEntry < 0 && PipBalanceTracker::supports(*pip)) {
            e.kind = Kind::PipBalance;
            plan.pipEntry = index;
            return true;
        }
        return false;
    case rules::FastPath::PlayerValue:
        if (const auto* values = dynamic_cast<const rules::PlayerValueRequirement*>(&requirement);
            values && plan.playerEntry < 0 && PlayerValueTracker::supports(*values)) {
            e.kind = Kind::PlayerValue;
            plan.playerEntry = index;
            return true;
        }
        return false;
    default:
        return false;
    }
}

// The local kernel k's parameters and divisor, from requirement `index` of k's type.
void takeLocal(ScorePlan& plan, ScorePlan::Local k, const rules::Requirement& requirement, const rules::RequirementType& type, int index)
{
    const rules::RequirementSpec& spec = requirement.spec();
    int d = 1;
    if (k == ScorePlan::SamePairs) {
        d = type.number(spec, "count_twice") != 0 ? 1 : 2;
    } else if (k == ScorePlan::WaterDegree) {
        plan.waterLow = static_cast<int>(type.number(spec, "min"));
        plan.waterHigh = static_cast<int>(type.number(spec, "max"));
    } else if (k == ScorePlan::OneSpade) {
        plan.spadeLow = static_cast<int>(type.number(spec, "min_land_neighbours"));
    } else if (k == ScorePlan::TokenPairs) {
        d = 2;
        const auto& pairs = dynamic_cast<const rules::TokenPairsRequirement&>(requirement);
        for (int v = 1; v < 128; ++v)
            plan.hot[static_cast<size_t>(v)] = pairs.hot(static_cast<model::Token>(v)) ? 1 : 0;
    }
    ScorePlan::Entry& e = plan.entries[static_cast<size_t>(index)];
    e.kind = Kind::Local;
    plan.localEntry[k] = index;
    plan.factor[k] = e.weight / d;
    plan.divisor[k] = d;
    plan.localMask |= 1u << k;
}
} // namespace

// Each requirement takes the fast path its type declares (rules::FastPath, in the type's unit)
// when that path is free and its conditions hold; otherwise it scores itself. Parameters are read
// through the type, whose descriptor holds their defaults.
void ScorePlan::classify(rules::Evaluator& eval, int index)
{
    Entry& e = entries[static_cast<size_t>(index)];
    if (!eval.enabled(index))
        return;
    const rules::Requirement& requirement = eval.requirement(index);
    const rules::RequirementType& type = *rules::findRequirementType(requirement.spec().type); // built, so registered
    e.weight = eval.weight(index);
    e.kind = Kind::Fallback;
    if (takeTracker(*this, requirement, type, index))
        return;
    // More than 16 terrains: no packed counts. A second requirement of a specialised type (other
    // parameters) scores itself.
    const Local k = localOf(type.fastPath);
    if (!packed || k == kLocalTypes || localEntry[k] >= 0) {
        fallbackEntries.push_back(index);
        return;
    }
    takeLocal(*this, k, requirement, type, index);
}

std::unique_ptr<ScoreBuffers> ScorePlan::acquire(int waterFrom) const
{
    std::unique_ptr<ScoreBuffers> b;
    {
        const std::lock_guard lock(mutex_);
        if (!idle_.empty()) {
            b = std::move(idle_.back());
            idle_.pop_back();
        }
    }
    if (!b) {
        b = std::make_unique<ScoreBuffers>();
        const auto n = static_cast<size_t>(tables->cells);
        b->cells.assign(n + 1, ScoreCell{}); // the last one is the sentinel
        for (size_t c = 0; c < n; ++c)
            b->cells[c].riverClass = static_cast<uint8_t>(tables->border[c] * 8 + tables->degree[c]);
        b->version.assign(n, 1);
        b->halfCache.assign(packed ? n * terrainSlots : 0, ScoreBuffers::CachedHalf{});
        b->ringValues.assign(n + 1, 0);
        b->touchedAt.assign(n, 0);
        const std::lock_guard lock(mutex_);
        ++built_;
    }
    if (waterEntry >= 0 && (!b->water || b->waterFrom != waterFrom)) {
        b->water = std::make_unique<WaterComponentsTracker>(compiled->board(), compiled->rules(), waterAllowed, waterFrom);
        b->waterFrom = waterFrom;
    }
    return b;
}

void ScorePlan::release(std::unique_ptr<ScoreBuffers> buffers) const
{
    if (!buffers)
        return;
    const std::lock_guard lock(mutex_);
    if (tables->cells < kSmallBoard && idle_.size() < kIdleKept)
        idle_.push_back(std::move(buffers));
}

int ScorePlan::buffersBuilt() const
{
    const std::lock_guard lock(mutex_);
    return built_;
}

std::shared_ptr<const ScorePlan> ScorePlan::of(const std::shared_ptr<const rules::CompiledRules>& compiled)
{
    constexpr size_t kKept = 8;
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const ScorePlan>> cache;
    {
        const std::lock_guard lock(mutex);
        for (size_t i = 0; i < cache.size(); ++i)
            if (cache[i]->compiled == compiled) {
                std::rotate(cache.begin(), cache.begin() + static_cast<std::ptrdiff_t>(i), cache.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                return cache.front();
            }
    }
    auto plan = std::make_shared<const ScorePlan>(compiled); // built outside the lock
    const std::lock_guard lock(mutex);
    cache.insert(cache.begin(), plan);
    if (cache.size() > kKept)
        cache.pop_back();
    return plan;
}

} // namespace hexloom::core::search
