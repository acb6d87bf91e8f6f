// Fuzzes the tile-set reader (core/assembly/tile_set_file). Malformed input must give
// core::io::ParseError and nothing else; a tile set that parses must pass its own validate().
#include <stdexcept>

#include "core/io/parse_error.h"
#include "core/assembly/tile_set_file.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    try {
        const auto tiles = core::assembly::parseTileSet(fuzz::bytes(data, size), "fuzz.json");
        try {
            tiles.validate();
        } catch (const std::invalid_argument& e) {
            fuzz::violated(std::string("a parsed tile set fails validate(): ") + e.what());
        }
    } catch (const core::io::ParseError&) {
        // expected for malformed input
    }
    return 0;
}
