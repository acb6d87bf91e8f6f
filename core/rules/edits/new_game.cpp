#include "core/rules/edits/new_game.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::rules {

using text::CoreText;

namespace {

struct KindRow {
    const char* id;
    char letter;
    const char* name;
    uint32_t colour;
    double share; // of the pool, before the template's own counts
    std::map<std::string, double> attributes = {};
};

Terrain kindOf(const KindRow& row)
{
    Terrain t;
    t.id = row.id;
    t.letter = row.letter;
    t.name = row.name;
    t.colour = row.colour;
    t.attributes = row.attributes;
    return t;
}

RequirementSpec requirement(std::string id, std::string type, std::string name, std::map<std::string, ParamValue> params, bool enabled = true)
{
    return RequirementSpec{std::move(id), std::move(type), std::move(name), 1.0, enabled, std::move(params)};
}

// Kinds from rows, the pool shared out by their shares over `cells`.
void addKinds(RuleSet& r, const std::vector<KindRow>& rows, int cells)
{
    std::vector<double> shares;
    for (const KindRow& row : rows) {
        r.terrains.push_back(kindOf(row));
        shares.push_back(row.share);
    }
    r.pool = sharedPool(shares, cells);
}

// What each kind shows on its hex besides its colour (a short label and a glyph of the bundled
// set), so a template's maps read without colour, on screen and in black and white.
struct KindLooks {
    const char* id;
    const char* label;
    const char* glyph;
};

void addLooks(RuleSet& r, std::initializer_list<KindLooks> looks)
{
    for (const KindLooks& l : looks)
        if (const auto t = r.byId(l.id); t != model::kNoTerrain) {
            r.terrains[static_cast<size_t>(t)].label = l.label;
            r.terrains[static_cast<size_t>(t)].glyph = l.glyph;
        }
}

void addHomePlayers(RuleSet& r, const model::Board& board, int players)
{
    if (players > board.size() / 2)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "players: %1 homes need a board of at least %2 cells, %3 has %4"),
                                       {{std::to_string(players)}, {std::to_string(2 * players)}, text::nested(board.describeText()), {std::to_string(board.size())}}});
    const auto homes = spreadHomes(board, players);
    // Each home holds a tile of the kind "home" when the game has one, else of its first kind.
    const bool hasHome = std::any_of(r.terrains.begin(), r.terrains.end(), [](const Terrain& t) { return t.id == "home"; });
    const std::string tile = hasHome ? "home" : r.terrains.front().id;
    for (int i = 0; i < players; ++i)
        r.players.players.push_back({"p" + std::to_string(i + 1), "Player " + std::to_string(i + 1), {homes[static_cast<size_t>(i)]}, {}, tile});
}

// Okabe-Ito first (colour-blind safe), then further distinct colours.
constexpr uint32_t kBlankColours[] = {0xe69f00, 0x56b4e9, 0x009e73, 0xf0e442, 0x0072b2, 0xd55e00, 0xcc79a7, 0x999999, 0x8c564b,
                                      0x17becf, 0xbcbd22, 0x6a3d9a, 0xb15928, 0xfb9a99, 0x33a02c, 0xa6cee3, 0xfdbf6f, 0x1f78b4,
                                      0xb2df8a, 0xcab2d6, 0xffff99, 0xe31a1c, 0x4d4d4d, 0x80cdc1, 0xdfc27d};

void makeBlank(RuleSet& r, const model::Board& board, const NewGameOptions& o)
{
    if (o.kinds < 1 || o.kinds > kMaxBlankKinds)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "kinds: 1 to %1, found %2"), {{std::to_string(kMaxBlankKinds)}, {std::to_string(o.kinds)}}});
    char letter = 'A';
    for (int i = 0; i < o.kinds; ++i, ++letter) {
        letter += letter == 'N' ? 1 : 0;
        Terrain t;
        t.id = "kind-" + std::to_string(i + 1);
        t.letter = letter;
        t.name = "Kind " + std::to_string(i + 1);
        t.colour = kBlankColours[i];
        r.terrains.push_back(std::move(t));
    }
    r.pool = sharedPool(std::vector<double>(static_cast<size_t>(o.kinds), 1.0), board.size());
    addHomePlayers(r, board, o.players < 0 ? 0 : o.players);
}

void makeTerrain(RuleSet& r, const model::Board& board, const NewGameOptions& o)
{
    // The published Terra Mystica base board: 77 land hexes (11 of each terrain) and 36 river.
    addKinds(r,
             {{"desert", 'Y', "Desert", 0xf2d766, 11}, {"plains", 'U', "Plains", 0xa0673a, 11}, {"swamp", 'K', "Swamp", 0x3b3b3b, 11},
              {"lakes", 'B', "Lakes", 0x3f7fd9, 11}, {"forest", 'G', "Forest", 0x2f8f3a, 11}, {"mountains", 'S', "Mountains", 0x9a9a9a, 11},
              {"wasteland", 'R', "Wasteland", 0xc8322d, 11}, {"river", 'I', "River", 0xa9d8f0, 36}},
             board.size());
    addLooks(r, {{"desert", "Desert", "sun"}, {"plains", "Plains", "wheat"}, {"swamp", "Swamp", "reed"}, {"lakes", "Lakes", "water"},
                 {"forest", "Forest", "tree"}, {"mountains", "Mountains", "mountain"}, {"wasteland", "Wasteland", "crack"}, {"river", "River", "water"}});
    for (int i = 0; i < 7; ++i)
        r.terrains[static_cast<size_t>(i)].cyclePosition = i;
    r.terrains[7].water = true;
    const int factions = o.players < 0 ? 7 : o.players;
    if (factions > 7)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "players: the terrain template has one faction per land terrain, 7 at most, found %1"),
                                       {{std::to_string(factions)}}});
    for (int i = 0; i < factions; ++i) {
        const Terrain& t = r.terrains[static_cast<size_t>(i)];
        r.players.players.push_back({t.id, t.name + " factions", {}, t.id, {}});
    }
    r.requirements = {requirement("REQ1", "same-terrain-pairs", "No neighbours of the same terrain", {{"count_twice", 1.0}}),
                      requirement("REQ2", "water-components", "River connected", {{"allowed_components", 2.0}}),
                      requirement("REQ3", "one-spade", "A neighbour one spade away", {{"min_land_neighbours", 3.0}})};
    if (factions >= PlayerSetup::kMinPlayers)
        r.requirements.push_back(requirement("FAIR", "player-value", "Every faction's home terrain equally easy to expand",
                                             {{"attributes", std::string("one-spade,water-contact")}, {"tolerance", 4.0}}, false));
}

void makeTokens(RuleSet& r, const model::Board& board, const NewGameOptions& o)
{
    // Catan's base game: 4 wood, 4 wheat, 4 sheep, 3 brick, 3 ore, 1 desert and 18 tokens.
    addKinds(r,
             {{"wood", 'F', "Forest (wood)", 0x2e7d32, 4}, {"wheat", 'W', "Fields (wheat)", 0xf2c94c, 4}, {"sheep", 'P', "Pasture (sheep)", 0x9ccc65, 4},
              {"brick", 'H', "Hills (brick)", 0xc0623b, 3}, {"ore", 'M', "Mountains (ore)", 0x8d8d99, 3}, {"desert", 'D', "Desert", 0xe8d8a8, 1}},
             board.size());
    addLooks(r, {{"wood", "Wood", "tree"}, {"wheat", "Wheat", "wheat"}, {"sheep", "Sheep", "sheep"}, {"brick", "Brick", "brick"},
                 {"ore", "Ore", "ore"}, {"desert", "Desert", "sun"}});
    static constexpr int kTokens[] = {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12};
    for (size_t t = 0; t < 5; ++t) {
        r.terrains[t].takesToken = true;
        for (int i = 0; i < r.pool[t]; ++i)
            r.tokenPool.push_back(kTokens[r.tokenPool.size() % std::size(kTokens)]);
    }
    std::sort(r.tokenPool.begin(), r.tokenPool.end());
    r.requirements = {requirement("REQ1", "same-terrain-pairs", "No adjacent hexes of the same resource", {{"count_twice", 0.0}}),
                      requirement("REQ2", "pip-balance", "Balanced probabilities", {{"tolerance", 1.0}, {"groups", std::string("wood,wheat,sheep;brick,ore")}}),
                      requirement("REQ3", "token-pairs", "No adjacent 6 and 8", {{"numbers", std::string("6,8")}})};
    addHomePlayers(r, board, o.players < 0 ? 0 : o.players);
}

void makeSlices(RuleSet& r, const model::Board& board, const NewGameOptions& o)
{
    const int players = o.players < 0 ? 6 : o.players;
    if (players < PlayerSetup::kMinPlayers)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "players: the slices template measures 2 to 8 players, found %1"), {{std::to_string(players)}}});
    // The galaxy's systems without the wormholes and the centre; the homes are the players'.
    addKinds(r,
             {{"rich", 'R', "Rich system (3 resources, 1 influence)", 0xc77c2e, 3, {{"resources", 3}, {"influence", 1}}},
              {"cultural", 'P', "Cultural system (1 resource, 3 influence)", 0x8e5cc2, 3, {{"resources", 1}, {"influence", 3}}},
              {"balanced", 'B', "Balanced system (2 resources, 2 influence)", 0x3f8fd2, 4, {{"resources", 2}, {"influence", 2}}},
              {"tech", 'T', "Tech system", 0x2fa58a, 3, {{"resources", 1}, {"influence", 1}, {"tech", 1}}},
              {"empty", 'E', "Empty space", 0x1d2233, 4},
              {"nebula", 'Q', "Nebula", 0xd05fa3, 2, {{"anomaly", 1}}},
              {"supernova", 'S', "Supernova", 0xe8452c, 1, {{"anomaly", 1}}}},
             board.size() - players);
    Terrain home = kindOf({"home", 'H', "Home system", 0xf4d03f, 0});
    home.fixed = true;
    r.terrains.insert(r.terrains.begin(), std::move(home));
    r.pool.insert(r.pool.begin(), players);
    addLooks(r, {{"home", "Home", "home"}, {"rich", "Industry", "anvil"}, {"cultural", "Culture", "star"}, {"balanced", "Balanced", "planet"},
                 {"tech", "Tech", "flask"}, {"empty", "Empty", ""}, {"nebula", "Nebula", "cloud"}, {"supernova", "Supernova", "burst"}});
    addHomePlayers(r, board, players);
    r.players.distanceWeights = {3, 2, 1};
    r.players.pathCost = {{"nebula", 2}, {"supernova", -1}};
    r.requirements = {requirement("REQ1", "player-value", "Every player's slice is worth about the same",
                                  {{"attributes", std::string("resources,influence,tech")}, {"tolerance", 2.0}}),
                      requirement("REQ2", "forbidden-neighbours", "No two anomalies side by side", {{"pairs", std::string("nebula|supernova:nebula|supernova")}}),
                      requirement("REQ3", "forbidden-neighbours", "No anomaly next to a home system", {{"pairs", std::string("home:nebula|supernova")}})};
}

struct TemplateRow {
    GameTemplate id;
    const char* name;
    const char* title;
    BoardSpec board;
    void (*make)(RuleSet&, const model::Board&, const NewGameOptions&);
};

const TemplateRow kTemplates[] = {
    {GameTemplate::Blank, "blank", "My game", {"hexagon", 3, 0, true, ""}, makeBlank},
    {GameTemplate::Terrain, "terrain", "My hex-terrain game", {"terra-mystica", 9, 13, true, ""}, makeTerrain},
    {GameTemplate::Tokens, "tokens", "My number-token game", {"hexagon", 2, 0, true, ""}, makeTokens},
    {GameTemplate::Slices, "slices", "My player-slice game", {"hexagon", 3, 0, true, ""}, makeSlices},
};

const TemplateRow& rowOf(GameTemplate t)
{
    return *std::find_if(std::begin(kTemplates), std::end(kTemplates), [t](const TemplateRow& row) { return row.id == t; });
}

} // namespace

const char* gameTemplateName(GameTemplate t) { return rowOf(t).name; }

std::optional<GameTemplate> gameTemplateNamed(const std::string& name)
{
    for (const TemplateRow& row : kTemplates)
        if (name == row.name)
            return row.id;
    return std::nullopt;
}

const std::vector<GameTemplate>& gameTemplates()
{
    static const std::vector<GameTemplate> all{GameTemplate::Blank, GameTemplate::Terrain, GameTemplate::Tokens, GameTemplate::Slices};
    return all;
}

RuleSet makeNewGame(const NewGameOptions& o)
{
    const TemplateRow& row = rowOf(o.from);
    if (o.players > PlayerSetup::kMaxPlayers || (o.players >= 0 && o.players < PlayerSetup::kMinPlayers && o.players != 0))
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "players: 0 (none) or 2 to 8, found %1"), {{std::to_string(o.players)}}});
    RuleSet r;
    r.name = o.name;
    r.title = o.title.empty() ? row.title : o.title;
    r.board = o.board.value_or(row.board);
    const model::Board board = boardOf(r.board);
    if (board.size() < 2)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board: a game needs at least 2 cells, %1 has %2"),
                                       {text::nested(board.describeText()), {std::to_string(board.size())}}});
    row.make(r, board, o);
    r.finalize();
    return r;
}

model::Board boardOf(const BoardSpec& spec)
{
    if (spec.shape == "terra-mystica")
        return model::Board::terraMystica(spec.a, spec.b, spec.firstRowLong);
    if (spec.shape == "hexagon")
        return model::Board::hexagon(spec.a);
    if (spec.shape == "rectangle")
        return model::Board::rectangle(spec.a, spec.b);
    throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board: expected a terra-mystica, hexagon or rectangle board, found \"%1\""), {{spec.shape}}});
}

BoardSpec boardSpecOf(const model::Board& board)
{
    switch (board.shape()) {
    case model::BoardShape::TerraMysticaRows:
        return {"terra-mystica", board.shapeParameter(0), board.shapeParameter(1), board.shapeParameter(2) != 0, ""};
    case model::BoardShape::Hexagon:
        return {"hexagon", board.shapeParameter(0), 0, true, ""};
    case model::BoardShape::Rectangle:
        return {"rectangle", board.shapeParameter(0), board.shapeParameter(1), true, ""};
    case model::BoardShape::Custom:
        break;
    }
    return {};
}

std::vector<int> sharedPool(const std::vector<double>& weights, int total)
{
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    std::vector<int> counts(weights.size(), 0);
    if (sum <= 0 || total <= 0)
        return counts;
    std::vector<std::pair<double, size_t>> remainders;
    int given = 0;
    for (size_t i = 0; i < weights.size(); ++i) {
        const double exact = total * weights[i] / sum;
        counts[i] = static_cast<int>(std::floor(exact));
        given += counts[i];
        remainders.emplace_back(exact - counts[i], i);
    }
    std::stable_sort(remainders.begin(), remainders.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (size_t k = 0; given < total; ++k, ++given)
        ++counts[remainders[k % remainders.size()].second];
    return counts;
}

std::vector<model::OffsetCoord> spreadHomes(const model::Board& board, int players)
{
    std::vector<model::OffsetCoord> homes;
    if (players <= 0 || board.size() == 0)
        return homes;
    const auto x = [&](model::CellIndex c) { return board.hex(c).q + board.hex(c).r / 2.0; };
    const auto y = [&](model::CellIndex c) { return board.hex(c).r * std::sqrt(3.0) / 2.0; };
    double cx = 0, cy = 0, reach = 0;
    for (model::CellIndex c = 0; c < board.size(); ++c)
        cx += x(c), cy += y(c);
    cx /= board.size(), cy /= board.size();
    for (model::CellIndex c = 0; c < board.size(); ++c)
        reach = std::max(reach, std::hypot(x(c) - cx, y(c) - cy));
    const double pi = std::acos(-1.0);
    std::vector<bool> taken(static_cast<size_t>(board.size()), false);
    for (int i = 0; i < players && i < board.size(); ++i) {
        const double angle = -pi / 2 + 2 * pi * i / players;
        const double tx = cx + 0.85 * reach * std::cos(angle), ty = cy + 0.85 * reach * std::sin(angle);
        model::CellIndex best = model::kNoCell;
        for (model::CellIndex c = 0; c < board.size(); ++c)
            if (!taken[static_cast<size_t>(c)] &&
                (best == model::kNoCell || std::hypot(x(c) - tx, y(c) - ty) < std::hypot(x(best) - tx, y(best) - ty) - 1e-9))
                best = c;
        taken[static_cast<size_t>(best)] = true;
        homes.push_back(board.offset(best));
    }
    return homes;
}

} // namespace hexloom::core::rules
