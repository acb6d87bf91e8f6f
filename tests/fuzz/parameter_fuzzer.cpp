// Fuzzes `--set key=value` parsing (core/run/parameter.h) against descriptors of every type
// and against every registered algorithm's own descriptors. Each input line is one assignment.
// Bad assignments must give std::invalid_argument and nothing else; accepted ones must leave a
// value set that validateParameters accepts (in range, whole where it must be).
#include <stdexcept>

#include "core/run/parameter.h"
#include "core/search/solver.h"
#include "tests/fuzz/fuzz_support.h"

using namespace hexloom;
using core::run::ParameterDescriptor;

namespace {
const std::vector<ParameterDescriptor>& sampleDescriptors()
{
    using Type = ParameterDescriptor::Type;
    static const std::vector<ParameterDescriptor> all{
        {"iterations", Type::Integer, 1, 1e9, 1000, {}, "steps"},
        {"offset", Type::Integer, -50, 50, 0, {}, "signed whole number"},
        {"rate", Type::Real, 0, 1, 0.5, {}, "a fraction"},
        {"temperature", Type::Real, 1e-9, 1e12, 1, {}, "wide range"},
        {"restart", Type::Boolean, 0, 1, 0, {}, "on or off"},
        {"mode", Type::Choice, 0, 2, 0, {"fast", "slow", "1"}, "a choice that looks like a number"},
    };
    return all;
}

void parseAll(const std::string& algorithm, const std::vector<ParameterDescriptor>& descriptors, const std::string& text)
{
    core::run::ParameterValues values;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        try {
            core::run::parseParameterAssignment(algorithm, descriptors, text.substr(start, end - start), values);
        } catch (const std::invalid_argument&) {
            // expected for bad assignments
        }
        start = end + 1;
    }
    try {
        core::run::validateParameters(algorithm, descriptors, values);
    } catch (const std::invalid_argument& e) {
        fuzz::violated(std::string("an accepted assignment left an invalid value: ") + e.what());
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    parseAll("sample", sampleDescriptors(), text);
    for (const auto& info : core::search::algorithms())
        parseAll(info.id, info.parameters, text);
    return 0;
}
