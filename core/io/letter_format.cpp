#include "core/io/letter_format.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

#include "core/io/parse_error.h"
#include "core/text/core_text.h"

namespace hexloom::core::io {

using text::CoreText;

namespace {

// Entries (cells and padding) a file may hold, and characters in one entry: refused while reading,
// so a hostile file never makes the reader hold more than these.
constexpr size_t kMaxLetterEntries = 2 * static_cast<size_t>(model::kMaxBoardCells);
constexpr size_t kMaxEntryLength = 16;

struct Entry {
    std::string text;
    int line = 0;
    int column = 0;
};

std::string trim(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

// Splits into rows of entries, remembering where each entry stood in the text.
std::vector<std::vector<Entry>> tokenize(const QByteArray& text, const std::string& source)
{
    std::vector<std::vector<Entry>> rows;
    std::vector<Entry> row;
    std::string cell;
    int line = 1, column = 1, cellColumn = 1;
    bool rowHasContent = false;
    size_t entries = 0;
    auto endCell = [&]() {
        if (++entries > kMaxLetterEntries)
            throw ParseError(source, line, cellColumn, {}, "more than " + std::to_string(kMaxLetterEntries) + " entries (cells and padding)");
        if (row.size() == static_cast<size_t>(model::kMaxBoardExtent))
            throw ParseError(source, line, cellColumn, {}, "more than " + std::to_string(model::kMaxBoardExtent) + " cells in a row");
        row.push_back({trim(cell), line, cellColumn});
        cell.clear();
    };
    auto endRow = [&]() {
        if (rowHasContent) {
            endCell();
            if (rows.size() == static_cast<size_t>(model::kMaxBoardExtent))
                throw ParseError(source, line, 1, {}, "more than " + std::to_string(model::kMaxBoardExtent) + " rows");
            rows.push_back(std::move(row));
        }
        row.clear();
        cell.clear();
        rowHasContent = false;
    };
    // A UTF-8 byte-order mark (Windows editors write one) is no letter: skipped, columns count after it.
    for (qsizetype i = text.startsWith("\xEF\xBB\xBF") ? 3 : 0; i <= text.size(); ++i) {
        const char ch = i < text.size() ? text[i] : '\n';
        if (ch == '\n' || ch == ';') {
            endRow();
            if (ch == '\n') {
                ++line;
                column = 0;
            }
        } else if (ch == ',') {
            if (!rowHasContent)
                throw ParseError(source, line, column, "cell", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "empty cell before ','")});
            endCell();
            cellColumn = column + 1;
        } else if (ch == '#' && !rowHasContent) {
            // comment line
            while (i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
        } else if (ch != ' ' && ch != '\t' && ch != '\r') {
            if (!rowHasContent)
                cellColumn = column;
            if (cell.empty() && trim(cell).empty())
                cellColumn = column;
            rowHasContent = true;
            if (cell.size() >= kMaxEntryLength)
                throw ParseError(source, line, cellColumn, "cell", "entry longer than " + std::to_string(kMaxEntryLength) +
                                                                       " characters (expected a letter and at most 3 digits)");
            cell += ch;
        }
        ++column;
    }
    return rows;
}

// The message for an entry whose first character is no terrain letter: a printable letter or a
// whole UTF-8 character as itself, anything else (control bytes, NUL, broken UTF-8) as its byte value.
CoreText unknownLetter(const std::string& entry, const std::string& rules, const std::string& known)
{
    const auto lead = static_cast<unsigned char>(entry[0]);
    size_t length = lead >= 0x20 && lead < 0x7f ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    for (size_t k = 1; k < length; ++k)
        if (k >= entry.size() || (static_cast<unsigned char>(entry[k]) & 0xc0) != 0x80)
            length = 0;
    if (length > 0)
        return {QT_TRANSLATE_NOOP("hexloom::core", "unknown letter \"%1\" for rule set %2 (known: %3, N for padding)"),
                {{entry.substr(0, length)}, {rules}, {known}}};
    static const char* digits = "0123456789abcdef";
    return {QT_TRANSLATE_NOOP("hexloom::core", "unknown byte 0x%1 for rule set %2 (known: %3, N for padding)"),
            {{std::string{digits[lead >> 4], digits[lead & 15]}}, {rules}, {known}}};
}

} // namespace

BoardAndMap parseLetterFormat(const QByteArray& text, const rules::RuleSet& rules, const std::string& source)
{
    if (text.size() > kMaxInputBytes)
        throw ParseError(source, 0, 0, {}, "file is larger than the limit of " + std::to_string(kMaxInputBytes) + " bytes");
    const auto rows = tokenize(text, source);
    if (rows.empty())
        throw ParseError(source, 1, 1, {}, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no board rows found (expected comma-separated terrain letters)")});
    // Row 0 is shifted (short) when it is shorter than row 1; parity 1 shifts even rows.
    const int parity = (rows.size() > 1 && rows[0].size() < rows[1].size()) ? 1 : 0;
    const model::HexLayout layout(parity, 0, 0);

    struct Cell {
        model::Hex hex;
        model::TerrainId terrain;
        model::Token token;
    };
    std::vector<Cell> cells;
    for (size_t r = 0; r < rows.size(); ++r) {
        for (size_t c = 0; c < rows[r].size(); ++c) {
            const Entry& e = rows[r][c];
            if (e.text.empty())
                throw ParseError(source, e.line, e.column, "cell", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "empty cell")});
            if (e.text == "N")
                continue;
            const char letter = e.text[0];
            const model::TerrainId t = rules.byLetter(letter);
            if (t == model::kNoTerrain) {
                std::string known;
                for (const auto& terrain : rules.terrains)
                    known += (known.empty() ? "" : " ") + std::string(1, terrain.letter);
                throw ParseError(source, e.line, e.column, "terrain",
                                 unknownLetter(e.text, rules.name, known));
            }
            int token = 0;
            if (e.text.size() > 1) {
                const std::string digits = e.text.substr(1);
                if (digits.size() > 3 || !std::all_of(digits.begin(), digits.end(), [](unsigned char ch) { return std::isdigit(ch) != 0; }))
                    throw ParseError(source, e.line, e.column, "token", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is not a letter optionally followed by a token number"), {{e.text}}});
                token = std::stoi(digits);
                if (token < 1 || token > 127)
                    throw ParseError(source, e.line, e.column, "token", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "token %1 is outside 1 to 127"), {{digits}}});
            }
            if (cells.size() == static_cast<size_t>(model::kMaxBoardCells))
                throw ParseError(source, e.line, e.column, {}, "more than " + std::to_string(model::kMaxBoardCells) + " cells");
            cells.push_back({layout.fromOffset({static_cast<int>(r), static_cast<int>(c)}), t, static_cast<model::Token>(token)});
        }
    }
    if (cells.empty())
        throw ParseError(source, 1, 1, {}, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "the board has no cells (only padding)")});

    // Recognise the standard shapes so files and the editor can name them.
    std::vector<model::Hex> hexes;
    for (const auto& c : cells)
        hexes.push_back(c.hex);
    model::Board board = model::Board::fromCells(hexes, parity);
    // Only boards with exactly the Terra Mystica cell count are built for comparison: building one
    // for every file would allocate up to rows x longest row cells for a sparse file.
    const bool longFirst = parity == 0;
    const int rowCount = static_cast<int>(rows.size());
    const int longRow = std::max(2, static_cast<int>(rows[longFirst ? 0 : std::min<size_t>(1, rows.size() - 1)].size()));
    const int longRows = longFirst ? (rowCount + 1) / 2 : rowCount / 2;
    const int64_t tmCells = int64_t{longRows} * longRow + int64_t{rowCount - longRows} * (longRow - 1);
    if (tmCells == static_cast<int64_t>(cells.size())) {
        const model::Board tm = model::Board::terraMystica(rowCount, longRow, longFirst);
        if (tm == board)
            board = tm;
    }

    BoardAndMap out{std::move(board), model::Map(static_cast<int>(cells.size()))};
    for (const auto& c : cells) {
        const auto i = out.board.indexOf(c.hex);
        out.map.setTerrain(i, c.terrain);
        out.map.setToken(i, c.token);
        out.map.setLocked(i, c.terrain < rules.terrains.size() && rules.terrains[c.terrain].fixed);
    }
    return out;
}

QByteArray writeLetterFormat(const model::Board& board, const model::Map& map, const rules::RuleSet& rules)
{
    // Unshifted rows get L entries and shifted rows L - 1, so that parsing finds the same parity.
    const auto& layout = board.layout();
    int widthUnshifted = 0, widthShifted = 0;
    for (model::CellIndex i = 0; i < board.size(); ++i) {
        const auto o = board.offset(i);
        if (layout.isShiftedRow(o.row))
            widthShifted = std::max(widthShifted, o.col + 1);
        else
            widthUnshifted = std::max(widthUnshifted, o.col + 1);
    }
    // At least 2, so that a shifted row without cells is still written ("N") and not skipped as blank.
    const int longWidth = std::max({widthUnshifted, widthShifted + 1, 2});
    QByteArray out;
    for (int r = 0; r < board.rowCount(); ++r) {
        const int width = layout.isShiftedRow(r) ? longWidth - 1 : longWidth;
        for (int c = 0; c < width; ++c) {
            if (c > 0)
                out += ',';
            const auto i = board.indexAtOffset({r, c});
            if (i == model::kNoCell || map.terrain(i) == model::kNoTerrain) {
                out += 'N';
                continue;
            }
            out += rules.terrains[map.terrain(i)].letter;
            if (map.token(i) > 0)
                out += QByteArray::number(map.token(i));
        }
        out += '\n';
    }
    return out;
}

} // namespace hexloom::core::io
