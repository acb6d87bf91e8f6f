#pragma once
// Reads an algorithm's parameter values into its config struct, validated against its descriptors.
#include <string>

#include "core/algorithms/parameter.h"
#include "core/algorithms/solver.h"

namespace hexloom::core::algorithms {

// Validates `values` against `info` (std::invalid_argument) and reads each one with its default.
class ConfigReader {
public:
    ConfigReader(const AlgorithmInfo& info, const ParameterValues& values) : info_(info), values_(values)
    {
        validateParameters(info.id, info.parameters, values);
    }
    double real(const std::string& name) const { return parameterValue(info_.parameters, values_, name); }
    int integer(const std::string& name) const { return static_cast<int>(real(name)); }

private:
    const AlgorithmInfo& info_;
    const ParameterValues& values_;
};

} // namespace hexloom::core::algorithms
