#include "core/rules/requirements/player_values.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "core/rules/requirements/kind_list.h"
#include "core/rules/requirements/pip_balance_requirement.h"

namespace hexloom::core::rules {

namespace {
constexpr int kUnreached = INT_MAX;
constexpr const char* kBuiltins[] = {"pips", "one-spade", "water-contact"};
constexpr double kEpsilon = 1e-9;

int roundedUp(double excess) { return excess > kEpsilon ? static_cast<int>(std::ceil(excess - kEpsilon)) : 0; }
} // namespace

PlayerValues::PlayerValues(const RequirementSpec& spec, const RuleSet& rules) : rules_(&rules)
{
    if (rules.players.players.size() < static_cast<size_t>(PlayerSetup::kMinPlayers))
        throw std::invalid_argument("field \"players\": player-value needs the rule set's players (2 to 8), found " +
                                    std::to_string(rules.players.players.size()));
    std::istringstream in(spec.text("attributes", ""));
    for (std::string name; std::getline(in, name, ',');) {
        const auto builtin = std::find(std::begin(kBuiltins), std::end(kBuiltins), name);
        const bool known = builtin != std::end(kBuiltins) ||
                           std::any_of(rules.terrains.begin(), rules.terrains.end(), [&](const Terrain& t) { return t.attributes.count(name) != 0; });
        if (!known) {
            std::string list = "pips, one-spade, water-contact";
            for (const auto& t : rules.terrains)
                for (const auto& [a, v] : t.attributes)
                    if (list.find(a) == std::string::npos)
                        list += ", " + a;
            throw std::invalid_argument("field \"params.attributes\": unknown attribute \"" + name + "\" (known: " + list + ")");
        }
        attributes_.push_back(name);
        builtin_.push_back(builtin == std::end(kBuiltins) ? 0 : static_cast<int>(builtin - std::begin(kBuiltins)) + 1);
        readsTokens_ = readsTokens_ || builtin_.back() == 1;
    }
    if (attributes_.empty())
        throw std::invalid_argument("field \"params.attributes\": needs at least one attribute");
    weights_ = parseNumberList("weights", spec.text("weights", ""), rules.players.distanceWeights);
    if (weights_.empty())
        throw std::invalid_argument("field \"params.weights\": needs at least one weight");
    tolerance_ = spec.number("tolerance", 0);
    minimum_ = spec.number("minimum", -1);
    spread_ = spec.number("spread", 1) != 0;
    table_.assign(rules.terrains.size() * attributes_.size(), 0);
    for (size_t t = 0; t < rules.terrains.size(); ++t)
        for (size_t a = 0; a < attributes_.size(); ++a)
            table_[t * attributes_.size() + a] = rules.terrains[t].attribute(attributes_[a]);
    cost_.assign(256, 1);
    for (const auto& [id, c] : rules.players.pathCost)
        if (const auto t = rules.byId(id); t != model::kNoTerrain)
            cost_[t] = c < 0 ? -1 : static_cast<int>(c);
}

void PlayerValues::bind(const model::Board& board)
{
    board_ = &board;
    homes_.clear();
    const auto& players = rules_->players.players;
    for (size_t p = 0; p < players.size(); ++p) {
        homes_.emplace_back();
        for (const auto& o : players[p].homeCells) {
            const model::CellIndex c = board.indexAtOffset(o);
            if (c == model::kNoCell)
                throw std::invalid_argument("field \"players.list[" + std::to_string(p) + "].home\": cell (" + std::to_string(o.row) + ", " +
                                            std::to_string(o.col) + ") is not on the board (" + board.describe() + ")");
            homes_.back().push_back(c);
        }
    }
    dist_.assign(static_cast<size_t>(board.size()), kUnreached);
    buckets_.assign(weights_.size(), {});
}

double PlayerValues::attributeAt(const model::Map& map, model::CellIndex c, size_t a) const
{
    const model::TerrainId t = map.terrain(c);
    if (t == model::kNoTerrain)
        return 0;
    switch (builtin_[a]) {
    case 1:
        return PipBalanceRequirement::pips(map.token(c));
    case 2:
        if (!rules_->isLand(t))
            return 0;
        for (model::CellIndex n : board_->neighbours(c))
            if (rules_->isLand(map.terrain(n)) && rules_->spadeDistance(t, map.terrain(n)) == 1)
                return 1;
        return 0;
    case 3:
        for (model::CellIndex n : board_->neighbours(c))
            if (rules_->isWater(map.terrain(n)))
                return 1;
        return 0;
    default:
        return table_[t * attributes_.size() + a];
    }
}

void PlayerValues::distances(const model::Map& map, int player)
{
    std::fill(dist_.begin(), dist_.end(), kUnreached);
    for (auto& b : buckets_)
        b.clear();
    const Player& p = rules_->players.players[static_cast<size_t>(player)];
    const model::TerrainId homeKind = p.homeKind.empty() ? model::kNoTerrain : rules_->byId(p.homeKind);
    for (model::CellIndex c = 0; homeKind != model::kNoTerrain && c < board_->size(); ++c)
        if (map.terrain(c) == homeKind)
            buckets_[0].push_back(c);
    for (model::CellIndex c : homes_[static_cast<size_t>(player)])
        buckets_[0].push_back(c);
    for (model::CellIndex c : buckets_[0])
        dist_[static_cast<size_t>(c)] = 0;
    const int reach = static_cast<int>(weights_.size());
    // Dial's algorithm: whole-number costs, distances beyond the weights are not needed.
    for (int d = 0; d < reach; ++d)
        for (size_t i = 0; i < buckets_[static_cast<size_t>(d)].size(); ++i) {
            const model::CellIndex c = buckets_[static_cast<size_t>(d)][i];
            if (dist_[static_cast<size_t>(c)] != d)
                continue;
            for (model::CellIndex n : board_->neighbours(c)) {
                const model::TerrainId t = map.terrain(n);
                const int step = t == model::kNoTerrain ? -1 : cost_[t];
                if (step < 0 || d + step >= reach || d + step >= dist_[static_cast<size_t>(n)])
                    continue;
                dist_[static_cast<size_t>(n)] = d + step;
                buckets_[static_cast<size_t>(d + step)].push_back(n);
            }
        }
}

void PlayerValues::values(const model::Map& map, std::vector<double>& out)
{
    out.assign(static_cast<size_t>(playerCount()), 0);
    for (int p = 0; p < playerCount(); ++p) {
        distances(map, p);
        double sum = 0;
        for (model::CellIndex c = 0; c < board_->size(); ++c)
            if (const int d = dist_[static_cast<size_t>(c)]; d != kUnreached)
                for (size_t a = 0; a < attributes_.size(); ++a)
                    sum += weights_[static_cast<size_t>(d)] * attributeAt(map, c, a);
        out[static_cast<size_t>(p)] = sum;
    }
}

std::vector<std::vector<double>> PlayerValues::parts(const model::Map& map)
{
    std::vector<std::vector<double>> out(static_cast<size_t>(playerCount()), std::vector<double>(attributes_.size(), 0));
    for (int p = 0; p < playerCount(); ++p) {
        distances(map, p);
        for (model::CellIndex c = 0; c < board_->size(); ++c)
            if (const int d = dist_[static_cast<size_t>(c)]; d != kUnreached)
                for (size_t a = 0; a < attributes_.size(); ++a)
                    out[static_cast<size_t>(p)][a] += weights_[static_cast<size_t>(d)] * attributeAt(map, c, a);
    }
    return out;
}

std::vector<std::pair<model::CellIndex, double>> PlayerValues::reach(const model::Map& map, int player)
{
    std::vector<std::pair<model::CellIndex, double>> out;
    distances(map, player);
    for (model::CellIndex c = 0; c < board_->size(); ++c)
        if (const int d = dist_[static_cast<size_t>(c)]; d != kUnreached)
            out.emplace_back(c, weights_[static_cast<size_t>(d)]);
    return out;
}

int PlayerValues::violations(const std::vector<double>& values) const
{
    if (values.empty())
        return 0;
    int v = 0;
    if (spread_) {
        const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
        v += roundedUp(*hi - *lo - tolerance_);
    }
    if (minimum_ >= 0)
        for (double x : values)
            v += roundedUp(minimum_ - x);
    return v;
}

std::vector<int> PlayerValues::offenders(const std::vector<double>& values) const
{
    std::vector<int> out;
    if (values.empty())
        return out;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const bool wide = spread_ && roundedUp(*hi - *lo - tolerance_) > 0;
    for (size_t p = 0; p < values.size(); ++p)
        if ((wide && (values[p] == *lo || values[p] == *hi)) || (minimum_ >= 0 && roundedUp(minimum_ - values[p]) > 0))
            out.push_back(static_cast<int>(p));
    return out;
}

} // namespace hexloom::core::rules
