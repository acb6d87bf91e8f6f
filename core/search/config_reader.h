#pragma once
// Reads an algorithm's parameter values into its config struct, validated against its descriptors.
#include <string>

#include "core/run/parameter.h"
#include "core/search/solver.h"

namespace hexloom::core::search {

// Validates `values` against `info` (std::invalid_argument) and reads each one with its default.
class ConfigReader {
public:
    ConfigReader(const AlgorithmInfo& info, const run::ParameterValues& values) : info_(info), values_(values)
    {
        run::validateParameters(info.id, info.parameters, values);
    }
    double real(const std::string& name) const { return run::parameterValue(info_.parameters, values_, name); }
    int integer(const std::string& name) const { return static_cast<int>(real(name)); }

private:
    const AlgorithmInfo& info_;
    const run::ParameterValues& values_;
};

} // namespace hexloom::core::search
