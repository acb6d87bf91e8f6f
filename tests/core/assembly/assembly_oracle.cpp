#include "tests/core/assembly/assembly_oracle.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <map>
#include <numeric>

namespace hexloom::test::assembly {

using core::model::CellIndex;
using core::model::Hex;

namespace {
// The direction order documented in docs/file-format.md: E, NE, NW, W, SW, SE.
const Hex kDir[6] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

Hex scaled(Hex h, int k) { return {h.q * k, h.r * k}; }

// A turn by k steps clockwise takes E to SE, i.e. direction d to d - k; an offset q*E + r*SE
// turns with its basis.
Hex turn(Hex h, int k)
{
    const Hex e = kDir[((0 - k) % 6 + 6) % 6], se = kDir[((5 - k) % 6 + 6) % 6];
    return scaled(e, h.q) + scaled(se, h.r);
}

bool fitsChar(const ConnectionRules& r, char a, char b) { return a == '+' || b == '+' || r.fits(a, b); }
bool rimChar(const ConnectionRules& r, char a) { return a == '+' || r.rim(a); }

std::string where(const core::model::Board& b, CellIndex c)
{
    const auto o = b.offset(c);
    return "(" + std::to_string(o.row) + ", " + std::to_string(o.col) + ")";
}

// Edges of the board as laid: '-' inside a tile, the code otherwise; "" where nothing lies.
std::string checkEdges(const core::model::Board& board, const ConnectionRules& rules, const std::vector<int>& owner,
                       const std::vector<std::string>& edgeOf)
{
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const char e = edgeOf[static_cast<size_t>(c)][static_cast<size_t>(d)];
            const CellIndex n = board.indexOf(board.hex(c) + kDir[d]);
            if (n == core::model::kNoCell) {
                if (e == '-' || !rimChar(rules, e))
                    return "edge " + std::to_string(d) + " of " + where(board, c) + " faces the rim with '" + e + "'";
                continue;
            }
            const char o = edgeOf[static_cast<size_t>(n)][static_cast<size_t>((d + 3) % 6)];
            const bool same = owner[static_cast<size_t>(n)] == owner[static_cast<size_t>(c)];
            if (same ? (e != '-' || o != '-') : (e == '-' || o == '-' || !fitsChar(rules, e, o)))
                return "edge " + std::to_string(d) + " of " + where(board, c) + ": '" + e + "' against '" + o + "'";
        }
    return {};
}

bool linesJoined(const core::model::Board& board, const ConnectionRules& rules, const std::vector<int>& owner,
                 const std::vector<std::string>& edgeOf, int tiles)
{
    auto line = [&](char e) { return rules.lineCodes.find(e) != std::string::npos; };
    std::vector<int> parent(static_cast<size_t>(tiles));
    std::iota(parent.begin(), parent.end(), 0);
    std::function<int(int)> find = [&](int x) { return parent[static_cast<size_t>(x)] == x ? x : parent[static_cast<size_t>(x)] = find(parent[static_cast<size_t>(x)]); };
    std::vector<bool> hasLine(static_cast<size_t>(tiles), false);
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int d = 0; d < 6; ++d) {
            const char e = edgeOf[static_cast<size_t>(c)][static_cast<size_t>(d)];
            if (!line(e))
                continue;
            hasLine[static_cast<size_t>(owner[static_cast<size_t>(c)])] = true;
            const CellIndex n = board.indexOf(board.hex(c) + kDir[d]);
            if (n != core::model::kNoCell && line(edgeOf[static_cast<size_t>(n)][static_cast<size_t>((d + 3) % 6)]))
                parent[static_cast<size_t>(find(owner[static_cast<size_t>(c)]))] = find(owner[static_cast<size_t>(n)]);
        }
    int root = -1;
    for (int t = 0; t < tiles; ++t) {
        if (!hasLine[static_cast<size_t>(t)])
            continue;
        if (root >= 0 && find(t) != root)
            return false;
        root = find(t);
    }
    return true;
}

// Every expected fixed tile lies as pinned and is marked fixed; no other placement is.
std::string checkFixed(const asmb::TileSet& set, const core::model::Board& board, const asmb::AssemblyResult& result,
                       const std::vector<asmb::FixedPlacement>& extra)
{
    std::vector<asmb::FixedPlacement> expected = set.fixed;
    expected.insert(expected.end(), extra.begin(), extra.end());
    for (const auto& f : expected) {
        const auto found = std::find_if(result.placements.begin(), result.placements.end(), [&](const asmb::PlacedTile& p) {
            return p.fixed && p.tile == f.tile && p.rotation == f.rotation && board.offset(p.anchor) == f.at;
        });
        if (found == result.placements.end())
            return "fixed tile " + f.tile + " at (" + std::to_string(f.at.row) + ", " + std::to_string(f.at.col) + ") rotation " +
                   std::to_string(f.rotation) + " is not where it was pinned";
    }
    const auto marked = std::count_if(result.placements.begin(), result.placements.end(), [](const auto& p) { return p.fixed; });
    if (static_cast<size_t>(marked) != expected.size())
        return std::to_string(marked) + " placements marked fixed, " + std::to_string(expected.size()) + " pinned";
    return {};
}
} // namespace

ConnectionRules rulesFromJson(const QByteArray& json)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (!root.contains(QLatin1String("connections")))
        return {[](char a, char b) { return a == b; }, [](char a) { return a == '0'; }, {}};
    std::map<char, std::string> fits;
    std::string rim, lines;
    for (const QJsonValue& v : root[QLatin1String("connections")].toArray()) {
        const QJsonObject c = v.toObject();
        const char code = c["code"].toString().toStdString()[0];
        fits[code] = c.contains(QLatin1String("fits")) ? c["fits"].toString().toStdString() : std::string(1, code);
        if (c["rim"].toBool())
            rim += code;
        if (c["line"].toBool())
            lines += code;
    }
    return {[fits](char a, char b) {
                auto has = [&fits](char x, char y) { return fits.count(x) && fits.at(x).find(y) != std::string::npos; };
                return has(a, b) || has(b, a);
            },
            [rim](char a) { return rim.find(a) != std::string::npos; }, lines};
}

LaidTile lay(const asmb::TileSet& set, const core::model::Board& board, int kind, Hex origin, int rotation)
{
    const asmb::TileKind& t = set.tiles[static_cast<size_t>(kind)];
    LaidTile laid{t.id, {}, {}, {}};
    for (const asmb::TileCell& c : t.cells) {
        const CellIndex at = board.indexOf(origin + turn(c.offset, rotation));
        if (at == core::model::kNoCell)
            return {t.id, {}, {}, {}};
        std::string edges(6, '?');
        for (int d = 0; d < 6; ++d)
            edges[static_cast<size_t>(((d - rotation) % 6 + 6) % 6)] = c.edges[static_cast<size_t>(d)];
        laid.cells.push_back(at);
        laid.edges.push_back(edges);
        laid.terrain.push_back(c.terrain);
    }
    return laid;
}

std::string verify(const asmb::TileSet& set, const core::model::Board& board, const ConnectionRules& rules,
                   const asmb::AssemblyResult& result, const std::vector<asmb::FixedPlacement>& fixed)
{
    std::vector<int> owner(static_cast<size_t>(board.size()), -1);
    std::vector<std::string> edgeOf(static_cast<size_t>(board.size()), std::string(6, '?'));
    std::map<std::string, int> counts;
    for (size_t i = 0; i < result.placements.size(); ++i) {
        const auto& p = result.placements[i];
        const LaidTile laid = lay(set, board, set.indexOf(p.tile), board.hex(p.anchor), p.rotation);
        auto a = laid.cells, b = p.cells;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        if (a.empty() || a != b)
            return "placement " + std::to_string(i) + " (" + p.tile + ") does not cover what its tile covers there";
        for (size_t j = 0; j < laid.cells.size(); ++j) {
            const auto c = static_cast<size_t>(laid.cells[j]);
            if (owner[c] >= 0)
                return "hex " + where(board, laid.cells[j]) + " covered twice";
            owner[c] = static_cast<int>(i);
            edgeOf[c] = laid.edges[j];
            if (result.map.terrain(laid.cells[j]) != set.rules->byLetter(laid.terrain[j]))
                return "map terrain at " + where(board, laid.cells[j]) + " is not the tile's";
        }
        ++counts[p.tile];
    }
    for (CellIndex c = 0; c < board.size(); ++c)
        if (owner[static_cast<size_t>(c)] < 0)
            return "hex " + where(board, c) + " uncovered";
    if (std::string e = checkEdges(board, rules, owner, edgeOf); !e.empty())
        return e;
    for (const auto& t : set.tiles)
        if (counts[t.id] < t.min || counts[t.id] > t.max)
            return "tile " + t.id + " used " + std::to_string(counts[t.id]) + " times";
    if (set.lineConnected && !linesJoined(board, rules, owner, edgeOf, static_cast<int>(result.placements.size())))
        return "line tiles split into several groups";
    return checkFixed(set, board, result, fixed);
}

namespace {
struct Brute {
    const asmb::TileSet& set;
    const core::model::Board& board;
    const ConnectionRules& rules;
    std::vector<LaidTile> all;
    std::vector<int> kindOf;
    std::vector<std::vector<int>> covering;
    std::vector<int> owner;
    std::vector<std::string> edgeOf;
    std::vector<int> counts;
    int placed = 0;

    bool fits(int p) const
    {
        const LaidTile& t = all[static_cast<size_t>(p)];
        if (counts[static_cast<size_t>(kindOf[static_cast<size_t>(p)])] >= set.tiles[static_cast<size_t>(kindOf[static_cast<size_t>(p)])].max)
            return false;
        for (CellIndex c : t.cells)
            if (owner[static_cast<size_t>(c)] >= 0)
                return false;
        for (size_t j = 0; j < t.cells.size(); ++j)
            for (int d = 0; d < 6; ++d) {
                const char e = t.edges[j][static_cast<size_t>(d)];
                const CellIndex n = board.indexOf(board.hex(t.cells[j]) + kDir[d]);
                if (n == core::model::kNoCell && !rimChar(rules, e))
                    return false;
                if (n != core::model::kNoCell && owner[static_cast<size_t>(n)] >= 0 && e != '-' &&
                    !fitsChar(rules, e, edgeOf[static_cast<size_t>(n)][static_cast<size_t>((d + 3) % 6)]))
                    return false;
            }
        return true;
    }
    void put(int p, int who)
    {
        const LaidTile& t = all[static_cast<size_t>(p)];
        for (size_t j = 0; j < t.cells.size(); ++j) {
            owner[static_cast<size_t>(t.cells[j])] = who;
            edgeOf[static_cast<size_t>(t.cells[j])] = who >= 0 ? t.edges[j] : std::string(6, '?');
        }
        counts[static_cast<size_t>(kindOf[static_cast<size_t>(p)])] += who >= 0 ? 1 : -1;
    }
    bool complete()
    {
        for (size_t k = 0; k < set.tiles.size(); ++k)
            if (counts[k] < set.tiles[k].min)
                return false;
        return !set.lineConnected || linesJoined(board, rules, owner, edgeOf, placed);
    }
    bool search()
    {
        const auto gap = std::find(owner.begin(), owner.end(), -1);
        if (gap == owner.end())
            return complete();
        for (int p : covering[static_cast<size_t>(gap - owner.begin())]) {
            if (!fits(p))
                continue;
            put(p, placed++);
            const bool ok = search();
            put(p, -1);
            --placed;
            if (ok)
                return true;
        }
        return false;
    }
};
} // namespace

bool solvableByBruteForce(const asmb::TileSet& set, const core::model::Board& board, const ConnectionRules& rules)
{
    Brute b{set, board, rules, {}, {}, std::vector<std::vector<int>>(static_cast<size_t>(board.size())),
            std::vector<int>(static_cast<size_t>(board.size()), -1), std::vector<std::string>(static_cast<size_t>(board.size()), std::string(6, '?')),
            std::vector<int>(set.tiles.size(), 0)};
    for (int k = 0; k < static_cast<int>(set.tiles.size()); ++k)
        for (int r = 0; r < (set.tiles[static_cast<size_t>(k)].rotatable ? 6 : 1); ++r)
            for (CellIndex c = 0; c < board.size(); ++c) {
                LaidTile t = lay(set, board, k, board.hex(c), r);
                if (t.cells.empty())
                    continue;
                for (CellIndex cell : t.cells)
                    b.covering[static_cast<size_t>(cell)].push_back(static_cast<int>(b.all.size()));
                b.all.push_back(std::move(t));
                b.kindOf.push_back(k);
            }
    return b.search();
}

} // namespace hexloom::test::assembly
