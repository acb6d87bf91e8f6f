// Fuzzes the letter-format reader (core/io/letter_format) against every built-in rule set, as
// opening a ".txt" map does. Malformed input must give core::io::ParseError and nothing else (any
// other exception escapes and counts as a crash). A map that parses must survive export and
// re-import unchanged: same cells in file order, same terrains and tokens.
#include "core/io/letter_format.h"
#include "core/io/parse_error.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;

namespace {
void checkRoundTrip(const core::io::BoardAndMap& first, const core::rules::RuleSet& rules)
{
    const QByteArray text = core::io::writeLetterFormat(first.board, first.map, rules);
    const auto again = core::io::parseLetterFormat(text, rules, "round-trip");
    if (again.board.size() != first.board.size())
        fuzz::violated("export and re-import changed the number of cells");
    for (core::model::CellIndex i = 0; i < first.board.size(); ++i) {
        if (!(again.board.offset(i) == first.board.offset(i)))
            fuzz::violated("export and re-import moved cell " + std::to_string(i));
        if (again.map.terrain(i) != first.map.terrain(i) || again.map.token(i) != first.map.token(i))
            fuzz::violated("export and re-import changed the contents of cell " + std::to_string(i));
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray text = fuzz::bytes(data, size);
    for (const auto& rules : fuzz::builtinRuleSets()) {
        try {
            const auto parsed = core::io::parseLetterFormat(text, *rules, "fuzz.txt");
            checkRoundTrip(parsed, *rules);
            return 0;
        } catch (const core::io::ParseError&) {
            // expected for malformed input; try the next rule set as map_file does
        }
    }
    return 0;
}
