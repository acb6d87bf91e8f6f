#include "core/model/map_delta.h"

#include <array>
#include <charconv>
#include <string>
#include <vector>

#include "core/text/text_error.h"

namespace hexloom::core::model {

namespace {

bool differs(const Map& a, const Map& b, CellIndex c)
{
    return a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c) || a.locked(c) != b.locked(c);
}

// A whole number from `lo` to `hi`, or nothing.
bool wholeNumber(std::string_view text, long lo, long hi, long& out)
{
    const char* end = text.data() + text.size();
    const auto [at, ec] = std::from_chars(text.data(), end, out);
    return !text.empty() && ec == std::errc() && at == end && out >= lo && out <= hi;
}

[[noreturn]] void refuse(size_t entry, text::CoreText what)
{
    throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "entry %1: %2"), {{std::to_string(entry)}, text::nested(std::move(what))}});
}

// The five parts of one entry, or a message naming what is missing.
std::array<std::string_view, 5> partsOf(std::string_view entry, size_t number)
{
    std::array<std::string_view, 5> parts;
    size_t n = 0;
    for (size_t from = 0;; ++n) {
        const size_t comma = entry.find(',', from);
        if (n == parts.size())
            refuse(number, {QT_TRANSLATE_NOOP("hexloom::core", "expected ROW,COL,TERRAIN,TOKEN,LOCK, found more than five parts")});
        parts[n] = entry.substr(from, comma == std::string_view::npos ? std::string_view::npos : comma - from);
        if (comma == std::string_view::npos)
            break;
        from = comma + 1;
    }
    if (n + 1 != parts.size())
        refuse(number, {QT_TRANSLATE_NOOP("hexloom::core", "expected ROW,COL,TERRAIN,TOKEN,LOCK, found \"%1\""), {{std::string(entry.substr(0, 40))}}});
    return parts;
}

} // namespace

std::string writeMapDelta(const Board& board, const Map& from, const Map& to)
{
    std::string out;
    for (CellIndex c = 0; c < to.size(); ++c) {
        if (!differs(from, to, c))
            continue;
        const OffsetCoord at = board.offset(c);
        if (!out.empty())
            out += ';';
        out += std::to_string(at.row) + ',' + std::to_string(at.col) + ',';
        out += to.terrain(c) == kNoTerrain ? std::string("-") : std::to_string(to.terrain(c));
        out += ',' + std::to_string(to.token(c)) + ',' + (to.locked(c) ? '1' : '0');
    }
    return out;
}

void applyMapDelta(std::string_view delta, const Board& board, int terrainCount, Map& map)
{
    if (delta.empty())
        return; // an edit that changed nothing the run had not changed already
    std::vector<uint8_t> seen(static_cast<size_t>(board.size()), 0);
    size_t number = 0;
    for (size_t from = 0; from <= delta.size(); ++number) {
        const size_t semi = std::min(delta.find(';', from), delta.size());
        const auto parts = partsOf(delta.substr(from, semi - from), number + 1);
        from = semi + 1;
        long row = 0, col = 0, terrain = kNoTerrain, token = 0, lock = 0;
        if (!wholeNumber(parts[0], 0, kMaxBoardExtent, row) || !wholeNumber(parts[1], 0, kMaxBoardExtent, col))
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "row and column must be whole numbers from 0 to %1"), {{std::to_string(kMaxBoardExtent)}}});
        const CellIndex cell = board.indexAtOffset({static_cast<int>(row), static_cast<int>(col)});
        if (cell == kNoCell)
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "no cell at row %1, column %2 on a %3 board"),
                                {{std::to_string(row)}, {std::to_string(col)}, text::nested(board.describeText())}});
        if (seen[static_cast<size_t>(cell)]++)
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "row %1, column %2 is listed twice"), {{std::to_string(row)}, {std::to_string(col)}}});
        if (parts[2] != "-" && !wholeNumber(parts[2], 0, terrainCount - 1, terrain))
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "terrain \"%1\" is not '-' or a terrain index from 0 to %2"),
                                {{std::string(parts[2].substr(0, 12))}, {std::to_string(terrainCount - 1)}}});
        if (!wholeNumber(parts[3], -128, 127, token))
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "token \"%1\" is not a whole number from -128 to 127"), {{std::string(parts[3].substr(0, 12))}}});
        if (!wholeNumber(parts[4], 0, 1, lock))
            refuse(number + 1, {QT_TRANSLATE_NOOP("hexloom::core", "lock \"%1\" is not 0 or 1"), {{std::string(parts[4].substr(0, 12))}}});
        map.setTerrain(cell, static_cast<TerrainId>(terrain));
        map.setToken(cell, static_cast<Token>(token));
        map.setLocked(cell, lock != 0);
    }
}

} // namespace hexloom::core::model
