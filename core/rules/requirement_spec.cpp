#include "core/rules/requirement_spec.h"

namespace hexloom::core::rules {

double RequirementSpec::number(const std::string& key, double fallback) const
{
    const auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const double* d = std::get_if<double>(&it->second))
        return *d;
    return fallback;
}

std::string RequirementSpec::text(const std::string& key, const std::string& fallback) const
{
    const auto it = params.find(key);
    if (it == params.end())
        return fallback;
    if (const std::string* s = std::get_if<std::string>(&it->second))
        return *s;
    return fallback;
}

} // namespace hexloom::core::rules
