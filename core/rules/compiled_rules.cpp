#include "core/rules/compiled_rules.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <string_view>

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

struct Hasher {
    uint64_t h = 0x9e3779b97f4a7c15ull;
    void add(uint64_t v) { h = std::rotl((h ^ v) * 0xbf58476d1ce4e5b9ull, 31) * 0x94d049bb133111ebull; }
    void add(std::string_view s) { add(std::hash<std::string_view>{}(s) ^ s.size()); }
    void add(double d) { add(std::bit_cast<uint64_t>(d)); }
    void add(int v) { add(static_cast<uint64_t>(static_cast<uint32_t>(v))); }
};

void addTerrain(Hasher& h, const Terrain& t)
{
    h.add(std::string_view(t.id));
    h.add(static_cast<int>(t.letter) | (t.water ? 256 : 0) | (t.takesToken ? 512 : 0) | (t.fixed ? 1024 : 0));
    h.add(t.cyclePosition);
    h.add(std::string_view(t.zone));
    for (const auto& [name, value] : t.attributes) {
        h.add(std::string_view(name));
        h.add(value);
    }
}

void addRequirement(Hasher& h, const RequirementSpec& r)
{
    h.add(std::string_view(r.id));
    h.add(std::string_view(r.type));
    h.add(r.weight);
    h.add(r.enabled ? 1 : 0);
    for (const auto& [key, value] : r.params) {
        h.add(std::string_view(key));
        if (const double* d = std::get_if<double>(&value))
            h.add(*d);
        else
            h.add(std::string_view(std::get<std::string>(value)));
    }
}

} // namespace

uint64_t CompiledRules::contentHash(const RuleSet& rules)
{
    Hasher h;
    h.add(std::string_view(rules.name));
    for (const Terrain& t : rules.terrains)
        addTerrain(h, t);
    for (int n : rules.pool)
        h.add(n);
    h.add(-1);
    for (int n : rules.tokenPool)
        h.add(n);
    for (const RequirementSpec& r : rules.requirements)
        addRequirement(h, r);
    for (const Player& p : rules.players.players) {
        h.add(std::string_view(p.id));
        h.add(std::string_view(p.homeKind));
        for (const model::OffsetCoord& c : p.homeCells)
            h.add(c.row * 4099 + c.col);
    }
    for (double w : rules.players.distanceWeights)
        h.add(w);
    return h.h;
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
    return a.id == b.id && a.name == b.name && a.homeCells == b.homeCells && a.homeKind == b.homeKind;
}

template <class T>
bool sameList(const std::vector<T>& a, const std::vector<T>& b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const T& x, const T& y) { return same(x, y); });
}

// Every field of the two rule sets, and the tables finalize() derives from the terrains (a rule
// set whose terrains were edited without finalize() differs from one finalized).
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
    if (a.cycleLength() != b.cycleLength() || a.zoneCount() != b.zoneCount())
        return false;
    for (int c = 0; c < 256; ++c)
        if (a.byLetter(static_cast<char>(c)) != b.byLetter(static_cast<char>(c)) ||
            a.zone(static_cast<model::TerrainId>(c)) != b.zone(static_cast<model::TerrainId>(c)))
            return false;
    for (int z = 0; z < a.zoneCount(); ++z)
        if (a.zoneName(z) != b.zoneName(z))
            return false;
    const int n = a.terrainCount();
    for (int s = 0; s < n; ++s)
        for (int t = 0; t < n; ++t)
            if (a.spadeDistance(static_cast<model::TerrainId>(s), static_cast<model::TerrainId>(t)) !=
                b.spadeDistance(static_cast<model::TerrainId>(s), static_cast<model::TerrainId>(t)))
                return false;
    return true;
}

struct CacheEntry {
    uint64_t hash = 0;
    std::shared_ptr<const CompiledRules> compiled;
};

bool sameBoard(const model::Board& a, const model::Board& b) { return &a == &b || a == b; }

} // namespace

std::shared_ptr<const CompiledRules> CompiledRules::of(const std::shared_ptr<const model::Board>& board,
                                                       const std::shared_ptr<const RuleSet>& rules)
{
    constexpr size_t kKept = 8; // compiled forms; the least recently used goes first
    static std::mutex mutex;
    static std::vector<CacheEntry> cache;
    const uint64_t hash = contentHash(*rules);
    {
        const std::lock_guard lock(mutex);
        for (size_t i = 0; i < cache.size(); ++i) {
            const CompiledRules& c = *cache[i].compiled;
            if (cache[i].hash == hash && sameBoard(*c.board_, *board) && sameContent(*c.rules_, *rules)) {
                std::rotate(cache.begin(), cache.begin() + static_cast<std::ptrdiff_t>(i), cache.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                return cache.front().compiled;
            }
        }
    }
    auto compiled = std::make_shared<const CompiledRules>(board, *rules); // built outside the lock
    const std::lock_guard lock(mutex);
    cache.insert(cache.begin(), CacheEntry{hash, compiled});
    if (cache.size() > kKept)
        cache.pop_back();
    return compiled;
}

} // namespace hexloom::core::rules
