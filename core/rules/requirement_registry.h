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

std::unique_ptr<Requirement> makeRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board);

} // namespace hexloom::core::rules
