// What every requirement type shares: parameter lookup and range checks, terrain id lists, and
// building through the type's factory. What differs is in each type's unit.
#include "core/rules/requirement_registry.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
using text::CoreText;
using text::inField;

// "requirement ID: reason", the frame of every refusal below (the rule-set reader adds the file).
[[noreturn]] void refuse(const RequirementSpec& spec, CoreText reason)
{
    if (spec.id.empty())
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "requirement (no id): %1"), {text::nested(std::move(reason))}});
    throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "requirement %1: %2"), {{spec.id}, text::nested(std::move(reason))}});
}

// Every parameter the spec sets is one of the type's, of its kind and in its range; then the
// type's own checks between them.
void validateAs(const RequirementType& type, const RequirementSpec& spec)
{
    if (!std::isfinite(spec.weight) || spec.weight < 0 || spec.weight > 1e6)
        refuse(spec, inField("weight", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must be a number from 0 to 1000000")}));
    for (const auto& param : spec.params) {
        // Not a structured binding: clang 14 cannot capture those in the lambda (fuzz build).
        const std::string& key = param.first;
        const auto& value = param.second;
        const auto p = std::find_if(type.parameters.begin(), type.parameters.end(), [&](const auto& q) { return q.name == key; });
        const std::string field = "params." + key;
        if (p == type.parameters.end())
            refuse(spec, inField(field, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "not a parameter of %1"), {{spec.type}}}));
        if (p->isText != std::holds_alternative<std::string>(value))
            refuse(spec, inField(field, p->isText ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected text")}
                                                  : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a number")}));
        if (const double* d = std::get_if<double>(&value); d && (!std::isfinite(*d) || *d < p->minimum || *d > p->maximum))
            refuse(spec, inField(field, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must be between %1 and %2"),
                                                 {text::number(p->minimum), text::number(p->maximum)}}));
    }
    if (type.checkParameters) {
        try {
            type.checkParameters(spec);
        } catch (const std::invalid_argument& e) {
            refuse(spec, text::reasonOf(e));
        }
    }
}
} // namespace

const RequirementParameter& RequirementType::parameter(const std::string& name) const
{
    const auto p = std::find_if(parameters.begin(), parameters.end(), [&](const RequirementParameter& q) { return q.name == name; });
    if (p == parameters.end())
        throw std::logic_error("requirement type " + type + " has no parameter \"" + name + "\"");
    return *p;
}

double RequirementType::number(const RequirementSpec& spec, const std::string& name) const
{
    return spec.number(name, std::get<double>(parameter(name).defaultValue));
}

std::string RequirementType::text(const RequirementSpec& spec, const std::string& name) const
{
    return spec.text(name, std::get<std::string>(parameter(name).defaultValue));
}

void checkRequirementTypes(const std::vector<RequirementType>& types)
{
    std::set<std::string> seen;
    for (const auto& t : types) {
        if (!t.make)
            throw std::logic_error("requirement type \"" + t.type + "\" is listed but has no factory");
        if (!t.builds)
            throw std::logic_error("requirement type \"" + t.type + "\" does not say which class it builds");
        if (!seen.insert(t.type).second)
            throw std::logic_error("requirement type \"" + t.type + "\" is listed twice");
        for (const auto& p : t.parameters)
            if (p.isText != std::holds_alternative<std::string>(p.defaultValue))
                throw std::logic_error("requirement type \"" + t.type + "\": the default of \"" + p.name + "\" is not of its kind");
    }
}

const RequirementType* findRequirementType(const std::string& type)
{
    const auto& types = requirementTypes();
    const auto it = std::find_if(types.begin(), types.end(), [&](const RequirementType& t) { return t.type == type; });
    return it == types.end() ? nullptr : &*it;
}

namespace {
// The spec's type, or an error listing the known ones.
const RequirementType& typeOf(const RequirementSpec& spec)
{
    const RequirementType* type = findRequirementType(spec.type);
    if (!type) {
        std::string known;
        for (const auto& t : requirementTypes())
            known += (known.empty() ? "" : ", ") + t.type;
        refuse(spec, inField("type", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "unknown type \"%1\" (known: %2)"), {{spec.type}, {known}}}));
    }
    return *type;
}
} // namespace

void validateRequirement(const RequirementSpec& spec)
{
    validateAs(typeOf(spec), spec);
}

void validateRequirement(const RequirementSpec& spec, const RuleSet& rules)
{
    validateRequirement(spec);
    const RequirementType& type = *findRequirementType(spec.type);
    for (const auto& p : type.parameters) {
        if (p.kinds != KindText::Groups) // lists and pairs are parsed by the type's own checkAgainst
            continue;
        const std::string list = type.text(spec, p.name);
        // The field names the default when the spec leaves the parameter out: the designer never typed it.
        const auto at = [&](CoreText reason) {
            if (spec.params.count(p.name))
                return inField("params." + p.name, std::move(reason));
            return CoreText{QT_TRANSLATE_NOOP("hexloom::core", "field \"%1\" (its default \"%2\"): %3"),
                            {{"params." + p.name}, {list}, text::nested(std::move(reason))}};
        };
        size_t start = 0;
        while (start <= list.size()) {
            const size_t end = std::min(list.find_first_of(",;", start), list.size());
            const std::string id = list.substr(start, end - start);
            if (id.empty())
                refuse(spec, at(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "empty terrain id at position %1 of \"%2\""), {{std::to_string(start + 1)}, {list}}}));
            if (rules.byId(id) == model::kNoTerrain)
                refuse(spec, at(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no terrain with id \"%1\" in rule set %2"), {{id}, {rules.name}}}));
            start = end + 1;
        }
    }
}

void validateRequirementAgainst(const RequirementSpec& spec, const RuleSet& rules)
{
    if (const RequirementType* type = findRequirementType(spec.type); type && type->checkAgainst)
        type->checkAgainst(spec, rules);
}

std::unique_ptr<Requirement> makeRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board)
{
    return makeRequirement(typeOf(spec), spec, rules, board);
}

std::unique_ptr<Requirement> makeRequirement(const RequirementType& type, const RequirementSpec& spec, const RuleSet& rules, const model::Board& board)
{
    if (!type.make)
        refuse(spec, inField("type", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "type \"%1\" is listed but nothing builds it"), {{type.type}}}));
    validateAs(type, spec);
    try {
        return type.make(spec, rules, board);
    } catch (const std::invalid_argument& e) {
        refuse(spec, text::reasonOf(e)); // kinds and players the rule set lacks
    }
}

} // namespace hexloom::core::rules
