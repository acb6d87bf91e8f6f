#include "core/run/parameter.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "core/io/number_text.h"

namespace hexloom::core::run {

namespace {
const ParameterDescriptor* find(const std::vector<ParameterDescriptor>& ds, const std::string& name)
{
    const auto it = std::find_if(ds.begin(), ds.end(), [&](const ParameterDescriptor& d) { return d.name == name; });
    return it == ds.end() ? nullptr : &*it;
}

std::string names(const std::vector<ParameterDescriptor>& ds)
{
    std::string s;
    for (const auto& d : ds)
        s += (s.empty() ? "" : ", ") + d.name;
    return s.empty() ? "none" : s;
}

std::string show(double v)
{
    std::ostringstream o;
    o << v;
    return o.str();
}
} // namespace

void validateParameters(const std::string& algorithm, const std::vector<ParameterDescriptor>& descriptors,
                        const ParameterValues& values)
{
    for (const auto& [name, value] : values) {
        const ParameterDescriptor* d = find(descriptors, name);
        if (!d)
            throw std::invalid_argument(algorithm + ": unknown parameter \"" + name + "\" (parameters: " + names(descriptors) + ")");
        if (!std::isfinite(value) || value < d->minimum || value > d->maximum)
            throw std::invalid_argument(algorithm + ": parameter " + name + " = " + show(value) + " is outside " + show(d->minimum) +
                                        " to " + show(d->maximum));
        if (d->type != ParameterDescriptor::Type::Real && value != std::floor(value))
            throw std::invalid_argument(algorithm + ": parameter " + name + " = " + show(value) + " must be a whole number");
    }
}

void parseParameterAssignment(const std::string& algorithm, const std::vector<ParameterDescriptor>& descriptors,
                              const std::string& assignment, ParameterValues& into)
{
    const auto eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == assignment.size())
        throw std::invalid_argument(algorithm + ": \"" + assignment + "\" is not of the form key=value");
    const std::string key = assignment.substr(0, eq), text = assignment.substr(eq + 1);
    const ParameterDescriptor* d = find(descriptors, key);
    if (!d)
        throw std::invalid_argument(algorithm + ": unknown parameter \"" + key + "\" (parameters: " + names(descriptors) + ")");
    double value = 0;
    if (d->type == ParameterDescriptor::Type::Boolean && (text == "true" || text == "false")) {
        value = text == "true" ? 1 : 0;
    } else if (d->type == ParameterDescriptor::Type::Choice &&
               std::find(d->choices.begin(), d->choices.end(), text) != d->choices.end()) {
        value = static_cast<double>(std::find(d->choices.begin(), d->choices.end(), text) - d->choices.begin());
    } else {
        const auto number = io::parseFiniteNumber(text);
        if (!number)
            throw std::invalid_argument(algorithm + ": parameter " + key + ": \"" + text + "\" is not a finite number");
        value = *number;
    }
    ParameterValues one{{key, value}};
    validateParameters(algorithm, descriptors, one);
    into[key] = value;
}

double parameterValue(const std::vector<ParameterDescriptor>& descriptors, const ParameterValues& values, const std::string& name)
{
    if (const auto it = values.find(name); it != values.end())
        return it->second;
    if (const ParameterDescriptor* d = find(descriptors, name))
        return d->defaultValue;
    throw std::invalid_argument("no parameter named \"" + name + "\"");
}

} // namespace hexloom::core::run
