#pragma once
// How an algorithm describes its parameters, so the editor builds forms and the CLI builds
// `--set key=value` flags from the same descriptors.
#include <map>
#include <string>
#include <vector>

namespace hexloom::core::run {

struct ParameterDescriptor {
    enum class Type { Integer, Real, Boolean, Choice };
    std::string name;       // "tabu_size"
    Type type = Type::Real;
    double minimum = 0;
    double maximum = 0;
    double defaultValue = 0; // for Choice: index into choices
    std::vector<std::string> choices;
    std::string help;        // one line
};

// Values by parameter name; Boolean as 0/1, Choice as the index. Missing names take defaults.
using ParameterValues = std::map<std::string, double>;

// Throws std::invalid_argument naming the parameter, the value and the allowed range when a value
// is out of range, not whole for an Integer, or names no parameter.
void validateParameters(const std::string& algorithm, const std::vector<ParameterDescriptor>& descriptors,
                        const ParameterValues& values);
// Parses "key=value" (value a number, true/false, or a choice name) against the descriptors.
void parseParameterAssignment(const std::string& algorithm, const std::vector<ParameterDescriptor>& descriptors,
                              const std::string& assignment, ParameterValues& into);
double parameterValue(const std::vector<ParameterDescriptor>& descriptors, const ParameterValues& values, const std::string& name);

} // namespace hexloom::core::run
