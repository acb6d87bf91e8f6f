// Fuzzes the native JSON map reader (core/io/map_json). Malformed input must give
// core::io::ParseError and nothing else. A map that parses must survive writing and reading back:
// same board cells, terrains, tokens and locks.
#include "core/io/map_json.h"
#include "core/io/parse_error.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    core::io::MapFile first;
    try {
        first = core::io::parseMapJson(fuzz::bytes(data, size), "fuzz.json");
    } catch (const core::io::ParseError&) {
        return 0;
    }
    try {
        const core::io::MapFile again = core::io::parseMapJson(core::io::writeMapJson(first), "round-trip");
        if (!(again.board == first.board))
            fuzz::violated("writing and reading back changed the board");
        if (!(again.map == first.map))
            fuzz::violated("writing and reading back changed cells, tokens or locks");
    } catch (const core::io::ParseError& e) {
        fuzz::violated(std::string("a written map does not read back: ") + e.what());
    }
    return 0;
}
