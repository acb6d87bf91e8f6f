// Fuzzes the constraint-graph reader (core/partition/constraint_graph_file). Malformed input must give
// core::io::ParseError and nothing else. A graph that parses must be writable, and what is written
// must read back to a graph that writes identically.
#include "core/partition/constraint_graph_file.h"
#include "core/io/parse_error.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QByteArray written;
    try {
        written = core::partition::writeConstraintGraph(core::partition::parseConstraintGraph(fuzz::bytes(data, size), "fuzz.json"));
    } catch (const core::io::ParseError&) {
        return 0;
    }
    try {
        if (core::partition::writeConstraintGraph(core::partition::parseConstraintGraph(written, "round-trip")) != written)
            fuzz::violated("a written constraint graph does not read back to the same graph");
    } catch (const core::io::ParseError& e) {
        fuzz::violated(std::string("a written constraint graph does not read back: ") + e.what());
    }
    return 0;
}
