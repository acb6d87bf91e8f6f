#include "core/rules/requirements/player_values.h"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "core/model/hex_rows.h"
#include "core/rules/requirements/dial_buckets.h"
#include "core/rules/requirements/kind_list.h"
#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
constexpr int kUnreached = INT_MAX;
constexpr const char* kBuiltins[] = {"pips", "one-spade", "water-contact"};
constexpr double kEpsilon = 1e-9;

int roundedUp(double excess) { return excess > kEpsilon ? static_cast<int>(std::ceil(excess - kEpsilon)) : 0; }

} // namespace

bool isMapAttribute(const std::string& name) { return std::find(std::begin(kBuiltins), std::end(kBuiltins), name) != std::end(kBuiltins); }

PlayerValues::PlayerValues(const RequirementSpec& spec, const RuleSet& rules) : rules_(&rules)
{
    if (rules.players.players.size() < static_cast<size_t>(PlayerSetup::kMinPlayers) ||
        rules.players.players.size() > static_cast<size_t>(PlayerSetup::kMaxPlayers))
        throw text::TextError(text::inField(
            "players", {QT_TRANSLATE_NOOP("hexloom::core", "player-value needs the rule set's players (2 to 8), found %1"), {{std::to_string(rules.players.players.size())}}}));
    std::istringstream in(playerValueType().text(spec, "attributes"));
    for (std::string name; std::getline(in, name, ',');) {
        // "resources,resources" would count the attribute twice: a slip, refused.
        if (std::find(attributes_.begin(), attributes_.end(), name) != attributes_.end())
            throw text::TextError(text::inField("params.attributes", {QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is listed twice"), {{name}}}));
        const auto builtin = std::find(std::begin(kBuiltins), std::end(kBuiltins), name);
        const bool known = builtin != std::end(kBuiltins) ||
                           std::any_of(rules.terrains.begin(), rules.terrains.end(), [&](const Terrain& t) { return t.attributes.count(name) != 0; });
        if (!known) {
            std::string list = "pips, one-spade, water-contact";
            for (const auto& t : rules.terrains)
                for (const auto& [a, v] : t.attributes)
                    if (list.find(a) == std::string::npos)
                        list += ", " + a;
            throw text::TextError(text::inField("params.attributes", {QT_TRANSLATE_NOOP("hexloom::core", "unknown attribute \"%1\" (known: %2)"), {{name}, {list}}}));
        }
        attributes_.push_back(name);
        builtin_.push_back(builtin == std::end(kBuiltins) ? 0 : static_cast<int>(builtin - std::begin(kBuiltins)) + 1);
        readsTokens_ = readsTokens_ || builtin_.back() == 1;
        neighbourReading_ = neighbourReading_ || builtin_.back() > 1;
    }
    if (attributes_.empty())
        throw text::TextError(text::inField("params.attributes", {QT_TRANSLATE_NOOP("hexloom::core", "needs at least one attribute")}));
    weights_ = parseNumberList("weights", playerValueType().text(spec, "weights"), rules.players.distanceWeights);
    if (weights_.empty())
        throw text::TextError(text::inField("params.weights", {QT_TRANSLATE_NOOP("hexloom::core", "needs at least one weight")}));
    tolerance_ = playerValueType().number(spec, "tolerance");
    minimum_ = playerValueType().number(spec, "minimum");
    spread_ = playerValueType().number(spec, "spread") != 0;
    table_.assign(rules.terrains.size() * attributes_.size(), 0);
    for (size_t t = 0; t < rules.terrains.size(); ++t)
        for (size_t a = 0; a < attributes_.size(); ++a)
            table_[t * attributes_.size() + a] = rules.terrains[t].attribute(attributes_[a]);
    // one-spade and water-contact read six neighbours per hex: per pair of kinds, one byte.
    oneSpade_.assign(256 * 256, 0);
    waterKind_.fill(0);
    for (size_t t = 0; t < rules.terrains.size(); ++t) {
        const auto a = static_cast<model::TerrainId>(t);
        waterKind_[t] = rules.isWater(a) ? 1 : 0;
        for (size_t u = 0; u < rules.terrains.size(); ++u) {
            const auto b = static_cast<model::TerrainId>(u);
            oneSpade_[t * 256 + u] = rules.isLand(a) && rules.isLand(b) && rules.spadeDistance(a, b) == 1 ? 1 : 0;
        }
    }
    cost_.assign(256, 1);
    cost_[model::kNoTerrain] = -1;
    for (const auto& [id, c] : rules.players.pathCost)
        if (const auto t = rules.byId(id); t != model::kNoTerrain) {
            cost_[t] = c < 0 ? -1 : static_cast<int>(c);
            freeKind_ = freeKind_ || cost_[t] == 0;
        }
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
                throw text::TextError(text::inField("players.list[" + std::to_string(p) + "].home",
                                                    {QT_TRANSLATE_NOOP("hexloom::core", "cell (%1, %2) is not on the board (%3)"),
                                                     {{std::to_string(o.row)}, {std::to_string(o.col)}, text::nested(board.describeText())}}));
            homes_.back().push_back(c);
        }
    }
    dist_.assign(static_cast<size_t>(board.size()), kUnreached);
    buckets_.assign(weights_.size(), {});
    kindHomes_.assign(players.size(), {});
    sortReached_ = !wholeSums(static_cast<size_t>(board.size()));
    bindTables(board);
}

bool PlayerValues::wholeSums(size_t cells) const
{
    const auto whole = [](double x) { return x == std::floor(x); };
    double perCell = 0; // the largest sum of attributes one hex can have
    for (size_t a = 0; a < attributes_.size(); ++a) {
        double most = builtin_[a] == 1 ? 127 : builtin_[a] > 1 ? 1 : 0; // |pips| of a token 1..127 is at most 121
        for (size_t t = 0; builtin_[a] == 0 && t < rules_->terrains.size(); ++t) {
            const double v = table_[t * attributes_.size() + a];
            if (!whole(v))
                return false;
            most = std::max(most, std::abs(v));
        }
        perCell += most;
    }
    double weight = 0;
    for (double w : weights_) {
        if (!whole(w))
            return false;
        weight = std::max(weight, w);
    }
    return weight * perCell * static_cast<double>(cells) < 0x1p53;
}

// The tables touched() reads: who lives where, and (when that decides) who lives near.
void PlayerValues::bindTables(const model::Board& board)
{
    const auto& players = rules_->players.players;
    const auto cells = static_cast<size_t>(board.size());
    kindPlayers_.fill(0);
    homePlayers_.assign(cells, 0);
    bool kinds = false;
    for (size_t p = 0; p < players.size(); ++p) {
        const uint32_t bit = uint32_t{1} << p;
        if (const auto t = players[p].homeKind.empty() ? model::kNoTerrain : rules_->byId(players[p].homeKind); t != model::kNoTerrain) {
            kindPlayers_[t] |= bit;
            kinds = true;
        }
        for (model::CellIndex c : homes_[p])
            homePlayers_[static_cast<size_t>(c)] |= bit;
    }
    byTable_ = !freeKind_ && !kinds;
    nearPlayers_.assign(byTable_ ? cells : 0, 0);
    label_.assign(byTable_ ? 0 : cells, 0);
    stamps_.resize(byTable_ ? 0 : cells);
    if (!byTable_)
        return;
    // Every hex a home reaches is within weights - 1 hexes of it (each step costs 1 or more);
    // attributes that read neighbours reach one hex further.
    const model::HexRows rows(board);
    const int radius = reachLimit() - (neighbourReading_ ? 0 : 1);
    for (size_t p = 0; p < players.size(); ++p)
        for (model::CellIndex h : homes_[p])
            rows.forEachWithin(board.hex(h), radius, [&](model::CellIndex c) { nearPlayers_[static_cast<size_t>(c)] |= uint32_t{1} << p; });
}

double PlayerValues::attributeAt(const model::Map& map, model::CellIndex c, size_t a) const
{
    const model::TerrainId t = map.terrain(c);
    if (t == model::kNoTerrain)
        return 0;
    switch (builtin_[a]) {
    case 1:
        return PipBalanceRequirement::pips(map.token(c));
    case 2: {
        const uint8_t* oneSpade = oneSpade_.data() + static_cast<size_t>(t) * 256; // all 0 for water
        for (model::CellIndex n : board_->neighbours(c))
            if (oneSpade[map.terrain(n)] != 0)
                return 1;
        return 0;
    }
    case 3:
        for (model::CellIndex n : board_->neighbours(c))
            if (waterKind_[map.terrain(n)] != 0)
                return 1;
        return 0;
    default:
        return table_[t * attributes_.size() + a];
    }
}

double PlayerValues::cellValue(const model::Map& map, model::CellIndex c) const
{
    const model::TerrainId t = map.terrain(c);
    if (t == model::kNoTerrain)
        return 0;
    uint8_t oneSpade = 0, water = 0;
    if (neighbourReading_) {
        const uint8_t* row = oneSpade_.data() + static_cast<size_t>(t) * 256;
        for (model::CellIndex n : board_->neighbours(c)) {
            oneSpade |= row[map.terrain(n)];
            water |= waterKind_[map.terrain(n)];
        }
    }
    double sum = 0;
    for (size_t a = 0; a < attributes_.size(); ++a)
        switch (builtin_[a]) {
        case 1:
            sum += PipBalanceRequirement::pips(map.token(c));
            break;
        case 2:
            sum += oneSpade;
            break;
        case 3:
            sum += water;
            break;
        default:
            sum += table_[t * attributes_.size() + a];
        }
    return sum;
}

void PlayerValues::findKindHomes(const model::Map& map, uint32_t players)
{
    uint32_t kinds = 0;
    for (auto& list : kindHomes_)
        list.clear();
    for (uint32_t k : kindPlayers_)
        kinds |= k & players;
    for (model::CellIndex c = 0; kinds != 0 && c < board_->size(); ++c)
        for (uint32_t k = kindPlayers_[map.terrain(c)] & kinds; k != 0; k &= k - 1)
            kindHomes_[static_cast<size_t>(std::countr_zero(k))].push_back(c);
}

void PlayerValues::distances(const model::Map& map, int player)
{
    reached_.clear();
    for (auto& b : buckets_)
        b.clear();
    const auto seed = [&](model::CellIndex c) {
        if (dist_[static_cast<size_t>(c)] == kUnreached) {
            dist_[static_cast<size_t>(c)] = 0;
            reached_.push_back(c);
            buckets_[0].push_back(c);
        }
    };
    for (model::CellIndex c : kindHomes_[static_cast<size_t>(player)])
        seed(c);
    for (model::CellIndex c : homes_[static_cast<size_t>(player)])
        seed(c);
    const int reach = reachLimit();
    // Whole-number costs; distances beyond the weights are not needed.
    settleBuckets(buckets_, [&](model::CellIndex c) { return dist_[static_cast<size_t>(c)]; }, [&](model::CellIndex c, int d) {
        for (model::CellIndex n : board_->neighbours(c)) {
            const int step = cost(map.terrain(n));
            int& dn = dist_[static_cast<size_t>(n)];
            if (step < 0 || d + step >= reach || d + step >= dn)
                continue;
            if (dn == kUnreached)
                reached_.push_back(n);
            dn = d + step;
            buckets_[static_cast<size_t>(d + step)].push_back(n);
        }
        return true;
    });
    if (sortReached_)
        std::sort(reached_.begin(), reached_.end());
}

void PlayerValues::forget()
{
    for (model::CellIndex c : reached_)
        dist_[static_cast<size_t>(c)] = kUnreached;
}

void PlayerValues::values(const model::Map& map, std::vector<double>& out, uint32_t players)
{
    out.resize(static_cast<size_t>(playerCount()), 0);
    findKindHomes(map, players);
    for (uint32_t k = players; k != 0; k &= k - 1) {
        const int p = std::countr_zero(k);
        distances(map, p);
        double sum = 0;
        for (model::CellIndex c : reached_)
            for (size_t a = 0; a < attributes_.size(); ++a)
                sum += weights_[static_cast<size_t>(dist_[static_cast<size_t>(c)])] * attributeAt(map, c, a);
        forget();
        out[static_cast<size_t>(p)] = sum;
    }
}

std::vector<std::vector<double>> PlayerValues::parts(const model::Map& map)
{
    std::vector<std::vector<double>> out(static_cast<size_t>(playerCount()), std::vector<double>(attributes_.size(), 0));
    for (int p = 0; p < playerCount(); ++p) {
        std::vector<std::pair<model::CellIndex, int>> reached;
        forEachReached(map, p, [&](model::CellIndex c, int d) { reached.emplace_back(c, d); });
        std::sort(reached.begin(), reached.end()); // cell order, as the sums always added
        for (const auto& [c, d] : reached)
            for (size_t a = 0; a < attributes_.size(); ++a)
                out[static_cast<size_t>(p)][a] += weights_[static_cast<size_t>(d)] * attributeAt(map, c, a);
    }
    return out;
}

std::vector<std::pair<model::CellIndex, double>> PlayerValues::reach(const model::Map& map, int player)
{
    std::vector<std::pair<model::CellIndex, double>> out;
    forEachReached(map, player, [&](model::CellIndex c, int d) { out.emplace_back(c, weights_[static_cast<size_t>(d)]); });
    std::sort(out.begin(), out.end()); // by cell, however the search reached them
    return out;
}

uint32_t PlayerValues::touched(const model::Map& map, const model::Swap& s)
{
    if (byTable_)
        return nearPlayers_[static_cast<size_t>(s.a)] | nearPlayers_[static_cast<size_t>(s.b)];
    return searchBack(map, s);
}

// Dial's algorithm run backwards: label(y) is the cheapest cost of the hexes entered on a path
// from y to a or b (to a neighbour of theirs too when attributes read neighbours), y itself not
// entered, and a and b entered at the cheaper of their two kinds' costs (the path may take either
// map, before or after the swap). A home with a label below the reach reaches them in one of the
// maps, so its player is touched; a search from every home would cost their whole reach instead.
uint32_t PlayerValues::searchBack(const model::Map& map, const model::Swap& s)
{
    stamps_.next();
    for (auto& b : buckets_)
        b.clear();
    const auto reachAt = [&](model::CellIndex c, int d) {
        const auto i = static_cast<size_t>(c);
        if (stamps_.visited(c) && label_[i] <= d)
            return;
        stamps_.visit(c);
        label_[i] = static_cast<uint8_t>(d);
        buckets_[static_cast<size_t>(d)].push_back(c);
    };
    for (const model::CellIndex end : {s.a, s.b}) {
        reachAt(end, 0);
        for (model::CellIndex n : board_->neighbours(end))
            if (neighbourReading_)
                reachAt(n, 0);
    }
    const int ca = cost(map.terrain(s.a)), cb = cost(map.terrain(s.b));
    const int swapped = ca < 0 ? cb : cb < 0 ? ca : std::min(ca, cb);
    uint32_t found = 0;
    const int reach = reachLimit();
    settleBuckets(buckets_, [&](model::CellIndex c) { return static_cast<int>(label_[static_cast<size_t>(c)]); }, [&](model::CellIndex y, int d) {
        found |= homePlayers_[static_cast<size_t>(y)] | kindPlayers_[map.terrain(y)];
        // A path that goes on to y enters it.
        const int step = y == s.a || y == s.b ? swapped : cost(map.terrain(y));
        if (step >= 0 && d + step < reach)
            for (model::CellIndex z : board_->neighbours(y))
                reachAt(z, d + step);
        return found != allPlayers();
    });
    return found;
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
