#pragma once
#include <map>
#include <string>
#include <variant>

namespace hexloom::core::rules {

using ParamValue = std::variant<double, std::string>;

// A requirement as a rule set file states it: which check, with which parameters, how much it
// weighs and whether it is on. The check itself is built from this by makeRequirement().
struct RequirementSpec {
    std::string id;   // "REQ1"
    std::string type; // see requirement_registry.h
    std::string name; // shown to people
    double weight = 1.0;
    bool enabled = true;
    std::map<std::string, ParamValue> params;

    double number(const std::string& key, double fallback) const;
    std::string text(const std::string& key, const std::string& fallback) const;
};

} // namespace hexloom::core::rules
