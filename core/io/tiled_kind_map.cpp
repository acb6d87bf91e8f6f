#include "core/io/tiled_kind_map.h"

#include <QStringList>
#include <algorithm>
#include <map>
#include <stdexcept>
#include <utility>

#include "core/io/tiled_document.h"
#include "core/io/tiled_map_draft.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {

namespace {

constexpr QChar kEscape = u'\\';
const char* const kExpected = "expected ID=KIND or TILESET:ID=KIND; a '\\' takes the next character as it is, as in \\, \\: \\= \\\\";

// One character of an entry, and whether a backslash made it literal (never a separator, never trimmed).
struct Char {
    QChar c;
    bool literal = false;
};

// An entry as written (for messages) and its characters with the escapes resolved.
struct Entry {
    QString raw;
    std::vector<Char> chars;
    int number = 0; // 1-based, counting every comma-separated part
};

std::string quoted(const QString& raw) { return "\"" + raw.trimmed().left(64).toStdString() + "\""; }

// Splits `text` at its unescaped commas; a backslash at the very end escapes nothing and is refused.
std::vector<Entry> splitEntries(const QString& text)
{
    std::vector<Entry> entries(1);
    entries.back().number = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        Entry& e = entries.back();
        if (text[i] == kEscape) {
            if (i + 1 == text.size())
                throw std::invalid_argument("entry " + std::to_string(e.number) + " " + quoted(e.raw + text[i]) +
                                            ": a '\\' at the end escapes nothing (" + kExpected + ")");
            e.raw += text.mid(i, 2);
            e.chars.push_back({text[++i], true});
        } else if (text[i] == QLatin1Char(',')) {
            entries.push_back({{}, {}, e.number + 1});
        } else {
            e.raw += text[i];
            e.chars.push_back({text[i], false});
        }
    }
    return entries;
}

// The characters [from, to) of `e`, unescaped whitespace at both ends trimmed.
QString field(const Entry& e, size_t from, size_t to)
{
    while (from < to && !e.chars[from].literal && e.chars[from].c.isSpace())
        ++from;
    while (to > from && !e.chars[to - 1].literal && e.chars[to - 1].c.isSpace())
        --to;
    QString out;
    for (size_t i = from; i < to; ++i)
        out += e.chars[i].c;
    return out;
}

// The first (`last` false) or last unescaped `c` in [0, to), or `to` when there is none.
size_t separator(const Entry& e, QChar c, size_t to, bool last)
{
    size_t found = to;
    for (size_t i = 0; i < to; ++i)
        if (!e.chars[i].literal && e.chars[i].c == c) {
            found = i;
            if (!last)
                break;
        }
    return found;
}

TiledKindEntry parseEntry(const Entry& raw)
{
    const auto bad = [&](const std::string& why) {
        throw std::invalid_argument("entry " + std::to_string(raw.number) + " " + quoted(raw.raw) + ": " + why + " (" + kExpected + ")");
    };
    const size_t eq = separator(raw, u'=', raw.chars.size(), false);
    if (eq == raw.chars.size())
        bad("no '='");
    const size_t colon = separator(raw, u':', eq, true);
    TiledKindEntry e;
    if (colon < eq)
        e.tileset = field(raw, 0, colon);
    const QString tile = field(raw, colon < eq ? colon + 1 : 0, eq);
    if (tile.isEmpty())
        bad("field ID is empty");
    bool ok = false;
    e.tile = tile.toInt(&ok);
    if (!ok || e.tile < 0 || !tile.front().isDigit())
        bad("field ID \"" + tile.left(16).toStdString() + "\" is no tile id (a whole number from 0)");
    const QString kind = field(raw, eq + 1, raw.chars.size());
    if (kind.isEmpty())
        bad("field KIND is empty");
    e.kind = kind.toStdString();
    return e;
}

// `text` with its separators and backslashes escaped, and whitespace at its ends, which parsing trims.
QString escaped(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool atAnEnd = i == 0 || i == text.size() - 1;
        if (c == kEscape || c == QLatin1Char(',') || c == QLatin1Char(':') || c == QLatin1Char('=') || (atAnEnd && c.isSpace()))
            out += kEscape;
        out += c;
    }
    return out;
}

} // namespace

TiledKindMap parseTiledKindMap(const QString& text)
{
    TiledKindMap out;
    for (const Entry& raw : splitEntries(text)) {
        if (field(raw, 0, raw.chars.size()).isEmpty())
            continue; // "0=forest,,1=desert" and a trailing comma
        TiledKindEntry e = parseEntry(raw);
        for (const TiledKindEntry& before : out)
            if (before.tileset == e.tileset && before.tile == e.tile)
                throw std::invalid_argument("entry " + std::to_string(raw.number) + " " + quoted(raw.raw) + ": tile " + std::to_string(e.tile) +
                                            (e.tileset.isEmpty() ? std::string() : " of tileset \"" + e.tileset.toStdString() + "\"") +
                                            " is mapped twice");
        out.push_back(std::move(e));
    }
    if (out.empty())
        throw std::invalid_argument("no entry (expected ID=KIND[,ID=KIND...])");
    return out;
}

QString formatTiledKindMap(const TiledKindMap& map)
{
    QStringList entries;
    for (const TiledKindEntry& e : map)
        entries << (e.tileset.isEmpty() ? QString() : escaped(e.tileset) + QLatin1Char(':')) + QString::number(e.tile) + QLatin1Char('=') +
                       escaped(QString::fromStdString(e.kind));
    return entries.join(QLatin1Char(','));
}

TiledKindQuestion tiledKindQuestion(const TiledDocument& doc, std::shared_ptr<const rules::RuleSet> rules)
{
    TiledKindQuestion q;
    q.rules = std::move(rules);
    q.severalTilesets = doc.tilesets.size() > 1;
    std::map<uint32_t, int> uses;
    for (const TiledTileLayer& layer : doc.tileLayers)
        if (layer.name != QStringLiteral("locks"))
            for (const uint32_t gid : layer.gids)
                if ((gid & ~kTiledFlipBits) != 0)
                    ++uses[gid & ~kTiledFlipBits];
    for (const TiledTileset& set : doc.tilesets)
        for (const auto& [gid, count] : uses) {
            const int id = static_cast<int>(gid) - set.firstGid;
            const bool inSet = id >= 0 && (id < set.tileCount || std::any_of(set.tiles.begin(), set.tiles.end(), [&](const TiledTile& t) { return t.id == id; }));
            if (!inSet)
                continue;
            const TiledTile* tile = nullptr;
            for (const TiledTile& t : set.tiles)
                if (t.id == id)
                    tile = &t;
            if (tile && (!tiledProperty(tile->properties, QStringLiteral("kind")).isNull() ||
                         tiledProperty(tile->properties, QStringLiteral("lock")) == QStringLiteral("true") ||
                         tiledProperty(tile->properties, QStringLiteral("empty")) == QStringLiteral("true")))
                continue;
            q.tiles.push_back({set.name, id, tile ? tile->image : QString(), count});
        }
    return q;
}

} // namespace hexloom::core::io
