#include "core/assembly/assembly_options.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

#include <QtGlobal>

namespace hexloom::core::assembly {

void AssemblyOptions::validate() const
{
    if (!std::isfinite(timeLimitSeconds) || timeLimitSeconds < 0 || timeLimitSeconds > 86400)
        throw std::invalid_argument("time limit must be between 0 (none) and 86400 seconds, got " + std::to_string(timeLimitSeconds));
    if (maxPlacements < 1 || maxPlacements > 100'000'000)
        throw std::invalid_argument("maximum placement list size must be between 1 and 100000000, got " + std::to_string(maxPlacements));
}

const std::vector<run::ParameterDescriptor>& assemblyParameters()
{
    using T = run::ParameterDescriptor::Type;
    static const std::vector<run::ParameterDescriptor> all{
        {QT_TRANSLATE_NOOP("hexloom::core", "time_limit"), T::Real, 0, 86400, 10, {}, QT_TRANSLATE_NOOP("hexloom::core", "Seconds before the run gives up (0: none)")},
        {QT_TRANSLATE_NOOP("hexloom::core", "max_placements"), T::Integer, 1, 100'000'000, 1'000'000, {}, QT_TRANSLATE_NOOP("hexloom::core", "Refuse lists of candidate placements longer than this")},
        {QT_TRANSLATE_NOOP("hexloom::core", "gaplist"), T::Boolean, 0, 1, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "Per-gap candidate lists: an uncoverable hex ends a branch at once")},
        {QT_TRANSLATE_NOOP("hexloom::core", "reduce"), T::Boolean, 0, 1, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "Drop placements no neighbouring gap can meet, before the recursion")},
        {QT_TRANSLATE_NOOP("hexloom::core", "mrv"), T::Boolean, 0, 1, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "Branch on the gap with the fewest candidates")},
        {QT_TRANSLATE_NOOP("hexloom::core", "line"), T::Boolean, 0, 1, 1, {}, QT_TRANSLATE_NOOP("hexloom::core", "Follow lines (rivers, roads) first")},
    };
    return all;
}

AssemblyOptions optionsFromParameters(const run::ParameterValues& values, uint64_t seed)
{
    const auto& d = assemblyParameters();
    run::validateParameters("assembly", d, values);
    AssemblyOptions o;
    o.seed = seed;
    o.timeLimitSeconds = run::parameterValue(d, values, "time_limit");
    o.maxPlacements = static_cast<int64_t>(run::parameterValue(d, values, "max_placements"));
    o.tricks = {run::parameterValue(d, values, "gaplist") != 0, run::parameterValue(d, values, "reduce") != 0,
                run::parameterValue(d, values, "mrv") != 0, run::parameterValue(d, values, "line") != 0};
    o.validate();
    return o;
}

AssemblyTricks tricksWithout(const std::string& list)
{
    AssemblyTricks t;
    std::stringstream in(list);
    std::string name;
    while (std::getline(in, name, ',')) {
        if (name == "gaplist")
            t.gapList = false;
        else if (name == "reduce")
            t.reduce = false;
        else if (name == "mrv")
            t.mrv = false;
        else if (name == "line")
            t.line = false;
        else if (name == "all")
            t = AssemblyTricks{false, false, false, false};
        else if (!name.empty() && name != "none")
            throw std::invalid_argument("unknown trick \"" + name + "\" (known: gaplist, reduce, mrv, line, all, none)");
    }
    return t;
}

std::string disabledTricks(const AssemblyTricks& t)
{
    std::string s;
    auto add = [&s](bool on, const char* name) {
        if (!on)
            s += (s.empty() ? "" : ",") + std::string(name);
    };
    add(t.gapList, "gaplist");
    add(t.reduce, "reduce");
    add(t.mrv, "mrv");
    add(t.line, "line");
    return s.empty() ? "none" : s;
}

} // namespace hexloom::core::assembly
