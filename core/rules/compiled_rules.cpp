#include "core/rules/compiled_rules.h"

#include <algorithm>

#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

CompiledRules::CompiledRules(std::shared_ptr<const model::Board> board, const RuleSet& rules)
    : board_(std::move(board)), rules_(std::make_shared<const RuleSet>(rules))
{
    for (size_t t = 0; t < rules_->terrains.size() && t < model::kNoTerrain; ++t)
        terrainClass_[t] = rules_->terrains[t].water ? Requirement::kReadsWater : Requirement::kReadsLand;
    auto first = build(); // also tells what each requirement reads; kept as the first idle set
    for (size_t i = 0; i < rules_->requirements.size(); ++i) {
        const RequirementSpec& spec = rules_->requirements[i];
        const Requirement& r = *first->requirements[i];
        enabled_.push_back(spec.enabled ? 1 : 0);
        weights_.push_back(spec.weight);
        reads_.push_back(spec.enabled ? r.reads() : 0);
        divisor_.push_back(r.localDivisor());
    }
    idle_.push_back(std::move(first));
}

std::unique_ptr<EvaluatorWorkspace> CompiledRules::build() const
{
    auto w = std::make_unique<EvaluatorWorkspace>();
    w->requirements.reserve(rules_->requirements.size());
    for (const RequirementSpec& spec : rules_->requirements)
        w->requirements.push_back(makeRequirement(spec, *rules_, *board_));
    w->localIndex.resize(rules_->requirements.size());
    w->localBefore.resize(rules_->requirements.size());
    {
        const std::lock_guard lock(mutex_);
        ++built_;
    }
    return w;
}

std::unique_ptr<EvaluatorWorkspace> CompiledRules::acquire() const
{
    {
        const std::lock_guard lock(mutex_);
        if (!idle_.empty()) {
            auto w = std::move(idle_.back());
            idle_.pop_back();
            return w;
        }
    }
    return build(); // outside the lock: building takes microseconds
}

void CompiledRules::release(std::unique_ptr<EvaluatorWorkspace> workspace) const
{
    if (!workspace)
        return;
    const std::lock_guard lock(mutex_);
    if (idle_.size() < (board_->size() < kSmallBoard ? kIdleKept : 1))
        idle_.push_back(std::move(workspace));
}

int CompiledRules::workspacesBuilt() const
{
    const std::lock_guard lock(mutex_);
    return built_;
}

namespace {

bool same(const Terrain& a, const Terrain& b)
{
    return a.id == b.id && a.letter == b.letter && a.name == b.name && a.colour == b.colour && a.water == b.water &&
           a.takesToken == b.takesToken && a.cyclePosition == b.cyclePosition && a.attributes == b.attributes && a.fixed == b.fixed &&
           a.zone == b.zone;
}

bool same(const RequirementSpec& a, const RequirementSpec& b)
{
    return a.id == b.id && a.type == b.type && a.name == b.name && a.weight == b.weight && a.enabled == b.enabled && a.params == b.params;
}

bool same(const Player& a, const Player& b)
{
    return a.id == b.id && a.name == b.name && a.homeCells == b.homeCells && a.homeKind == b.homeKind && a.homeTile == b.homeTile;
}

template <class T>
bool sameList(const std::vector<T>& a, const std::vector<T>& b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const T& x, const T& y) { return same(x, y); });
}

// Every field of the two rule sets, and the tables finalize() derives from the terrains. The
// names first: rule sets of other names (most misses) differ at once.
bool sameContent(const RuleSet& a, const RuleSet& b)
{
    if (a.name != b.name || a.title != b.title || a.description != b.description || a.pool != b.pool || a.tokenPool != b.tokenPool ||
        !sameList(a.terrains, b.terrains) || !sameList(a.requirements, b.requirements))
        return false;
    const BoardSpec &x = a.board, &y = b.board;
    if (x.shape != y.shape || x.a != y.a || x.b != y.b || x.firstRowLong != y.firstRowLong || x.map != y.map)
        return false;
    const PlayerSetup &p = a.players, &q = b.players;
    if (!sameList(p.players, q.players) || p.distanceWeights != q.distanceWeights || p.pathCost != q.pathCost)
        return false;
    return a.sameDerivedTables(b);
}

bool sameBoard(const model::Board& a, const model::Board& b) { return &a == &b || a == b; }

} // namespace

std::shared_ptr<const CompiledRules> CompiledRules::of(const std::shared_ptr<const model::Board>& board,
                                                       const std::shared_ptr<const RuleSet>& rules)
{
    constexpr size_t kKept = 8; // compiled forms; the least recently used goes first
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const CompiledRules>> cache;
    {
        const std::lock_guard lock(mutex);
        for (size_t i = 0; i < cache.size(); ++i) {
            const CompiledRules& c = *cache[i];
            if (sameBoard(*c.board_, *board) && sameContent(*c.rules_, *rules)) {
                std::rotate(cache.begin(), cache.begin() + static_cast<std::ptrdiff_t>(i), cache.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                return cache.front();
            }
        }
    }
    auto compiled = std::make_shared<const CompiledRules>(board, *rules); // built outside the lock
    const std::lock_guard lock(mutex);
    cache.insert(cache.begin(), compiled);
    if (cache.size() > kKept)
        cache.pop_back();
    return compiled;
}

} // namespace hexloom::core::rules
