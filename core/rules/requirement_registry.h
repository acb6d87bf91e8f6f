#pragma once
// Every requirement type a rule set may name. Each type is one unit, in the files of its class
// (core/rules/requirements/): its id, parameters with their defaults, help and summary, its
// checks, its factory and the fast path the incremental score may take for it. One line per type
// in all_requirement_types.cpp registers it; the rule-set reader, the editor's form, the score
// plan and the docs all read the list below. docs/extending.md says how to add one.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <typeinfo>
#include <vector>

#include "core/rules/requirement.h"

namespace hexloom::core::rules {

// How a text parameter names kinds (terrain ids), so references to a kind can be found, renamed
// and removed (core/rules/kind_references.h) without knowing the type.
enum class KindText : uint8_t {
    None,   // names no kind
    List,   // "a,b,c"
    Groups, // "a,b;c,d": ',' within a group, ';' between groups (checked here, see validateRequirement)
    Pairs,  // "a|b:c,d:e": pairs of sides, '|' between the kinds of one side
};

struct RequirementParameter {
    std::string name;
    bool isText = false;
    double minimum = 0;
    double maximum = 0;
    ParamValue defaultValue;
    std::string help;
    KindText kinds = KindText::None;
};

// How the incremental score (core/search/scoring/score_plan.h) may score a type instead of asking
// its swapDelta. It takes each for the first requirement of the type that qualifies; the others
// score themselves (FastPath::None).
enum class FastPath : uint8_t {
    None,
    // Packed local kernels (rule sets of at most 16 terrains).
    SameTerrainHexes,
    SameTerrainPairs,
    WaterDegree,
    OneSpade,
    RiverShape,
    TokenPairs,
    // Trackers.
    WaterComponents,
    Pieces, // a PieceTracker: island and cluster sizes
    PipBalance,
    PlayerValue,
};

struct RequirementType {
    using Factory = std::unique_ptr<Requirement> (*)(const RequirementSpec&, const RuleSet&, const model::Board&);

    std::string type{}; // the id a rule set names, "water-degree"
    std::string summary{};
    std::vector<RequirementParameter> parameters{};
    // Builds the requirement from a spec that passed validateRequirement; it may still throw
    // std::invalid_argument "field \"params.x\": ..." for what only the rule set shows.
    Factory make = nullptr;
    // Whether `r` is of the class (or one of the classes) make builds.
    bool (*builds)(const Requirement& r) = nullptr;
    // Checks between parameters, each already in its range; throws std::invalid_argument
    // "field \"params.x\": ..." (validateRequirement prefixes the requirement).
    void (*checkParameters)(const RequirementSpec& spec) = nullptr;
    // Checks the kinds, players and attributes it names against a rule set whose terrains and
    // players are final; throws as checkParameters.
    void (*checkAgainst)(const RequirementSpec& spec, const RuleSet& rules) = nullptr;
    FastPath fastPath = FastPath::None;
    // A shipped rule set it builds in from its defaults and these parameters (tests, docs).
    std::string exampleRules{};
    std::map<std::string, ParamValue> exampleParams{};

    // The declared parameter `name`; std::logic_error when the type has none of that name.
    const RequirementParameter& parameter(const std::string& name) const;
    // The spec's value of `name`, or the parameter's default: the one place defaults come from.
    double number(const RequirementSpec& spec, const std::string& name) const;
    std::string text(const RequirementSpec& spec, const std::string& name) const;
};

// For units: a factory of one class, and the test that a requirement is one of some classes.
template <class T>
std::unique_ptr<Requirement> makeOf(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board)
{
    return std::make_unique<T>(spec, rules, board);
}
template <class... T>
bool isOneOf(const Requirement& r)
{
    return ((typeid(r) == typeid(T)) || ...);
}

// The registered types, in the order of all_requirement_types.cpp (the editor's list and the
// "known:" of errors follow it). Every one has a factory and a class test (checked on first use).
const std::vector<RequirementType>& requirementTypes();
const RequirementType* findRequirementType(const std::string& type);
// Throws std::logic_error naming the first type with no factory or class test, or an id listed twice.
void checkRequirementTypes(const std::vector<RequirementType>& types);

// Throws std::invalid_argument naming the requirement and field when the spec is not valid.
void validateRequirement(const RequirementSpec& spec);
// Also checks the names inside text parameters (terrain id lists, default values included)
// against `rules`, whose terrains must be final: a group naming an unknown terrain would
// otherwise be dropped and quietly turn the requirement off.
void validateRequirement(const RequirementSpec& spec, const RuleSet& rules);
// The type's checkAgainst (kinds, players, attributes), for a rule set whose players are read
// too. Throws std::invalid_argument "field \"params.x\": ..." (the loader names the requirement).
void validateRequirementAgainst(const RequirementSpec& spec, const RuleSet& rules);

// Validates and builds; an unknown type, or one listed with no factory, is refused
// (std::invalid_argument naming the requirement and its type).
std::unique_ptr<Requirement> makeRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board);
std::unique_ptr<Requirement> makeRequirement(const RequirementType& type, const RequirementSpec& spec, const RuleSet& rules, const model::Board& board);

} // namespace hexloom::core::rules
