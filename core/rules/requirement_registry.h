#pragma once
// Every requirement type a rule set may name, with the parameters it takes (for validation,
// the rule-set editor's forms and the docs) and a factory.
#include <memory>
#include <string>
#include <vector>

#include "core/rules/requirement.h"

namespace hexloom::core::rules {

struct RequirementParameter {
    std::string name;
    bool isText = false;
    double minimum = 0;
    double maximum = 0;
    ParamValue defaultValue;
    std::string help;
    // Text that lists terrain ids separated by ',' and ';' (checked against the rule set).
    bool terrainIds = false;
};

struct RequirementType {
    std::string type;
    std::string summary;
    std::vector<RequirementParameter> parameters;
};

const std::vector<RequirementType>& requirementTypes();
const RequirementType* findRequirementType(const std::string& type);

// Throws std::invalid_argument naming the requirement and field when the spec is not valid.
void validateRequirement(const RequirementSpec& spec);
// Also checks the names inside text parameters (terrain id lists, default values included)
// against `rules`, whose terrains must be final: a group naming an unknown terrain would
// otherwise be dropped and quietly turn the requirement off.
void validateRequirement(const RequirementSpec& spec, const RuleSet& rules);

std::unique_ptr<Requirement> makeRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board);

} // namespace hexloom::core::rules
