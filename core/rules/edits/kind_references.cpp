#include "core/rules/edits/kind_references.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "core/rules/edits/kind_text.h"
#include "core/text/text_error.h"
#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "core/rules/requirements/player_values.h"

namespace hexloom::core::rules {

namespace {

std::string requirementField(size_t i, const std::string& param) { return "requirements[" + std::to_string(i) + "].params." + param; }

text::CoreText requirementWho(const RequirementSpec& spec)
{
    if (spec.name.empty() || spec.name == spec.id)
        return {QT_TRANSLATE_NOOP("hexloom::core", "requirement %1"), {{spec.id}}};
    return {QT_TRANSLATE_NOOP("hexloom::core", "requirement %1 (%2)"), {{spec.id}, {spec.name}}};
}

std::vector<std::string> splitComma(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        out.push_back(item);
    return out;
}

// Attributes a player-value requirement sums that no kind but `id` has: they go with the kind.
std::vector<std::string> attributesOnlyOf(const RuleSet& rules, const RequirementSpec& spec, const std::string& id)
{
    std::vector<std::string> only;
    if (spec.type != playerValueType().type)
        return only;
    for (const std::string& name : splitComma(playerValueType().text(spec, "attributes"))) {
        bool kindHas = false, otherHas = false;
        for (const auto& t : rules.terrains)
            (t.id == id ? kindHas : otherHas) |= t.attributes.count(name) != 0;
        if (kindHas && !otherHas && !isMapAttribute(name))
            only.push_back(name);
    }
    return only;
}

// Applies the rewrite of `from` to every kind parameter of every requirement (and drops
// attributes only `from` had when removing); requirements left with an empty list go.
void rewriteRequirements(RuleSet& rules, const std::string& from, const std::optional<std::string>& to, bool removing)
{
    std::vector<RequirementSpec> kept;
    for (RequirementSpec& spec : rules.requirements) {
        const RequirementType* type = findRequirementType(spec.type);
        bool emptied = false;
        if (type) {
            for (const auto& p : type->parameters) {
                if (p.kinds == KindText::None)
                    continue;
                const std::string text = type->text(spec, p.name);
                if (!kindTextNames(p.kinds, text, from))
                    continue;
                spec.params[p.name] = rewriteKindText(p.kinds, text, from, to);
                emptied = emptied || std::get<std::string>(spec.params[p.name]).empty();
            }
        }
        if (removing) {
            const auto gone = attributesOnlyOf(rules, spec, from);
            if (!gone.empty()) {
                std::string left;
                for (const std::string& name : splitComma(playerValueType().text(spec, "attributes")))
                    if (std::find(gone.begin(), gone.end(), name) == gone.end())
                        left += (left.empty() ? "" : ",") + name;
                spec.params["attributes"] = left;
                emptied = emptied || left.empty();
            }
        }
        if (!emptied)
            kept.push_back(std::move(spec));
    }
    rules.requirements = std::move(kept);
}

// Players whose home kind or home tile is `id` go; fewer than two players are no players, and
// the requirements that measure players go with them.
void dropHomesOf(RuleSet& rules, const std::string& id)
{
    auto& players = rules.players.players;
    std::erase_if(players, [&](const Player& p) { return p.homeKind == id || p.homeTile == id; });
    if (players.size() >= static_cast<size_t>(PlayerSetup::kMinPlayers))
        return;
    rules.players = PlayerSetup{};
    std::erase_if(rules.requirements, [](const RequirementSpec& s) { return s.type == playerValueType().type; });
}

TerrainId requireKind(const RuleSet& rules, const std::string& id, const char* what)
{
    const TerrainId t = rules.byId(id);
    if (t == model::kNoTerrain)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "%1: no kind with id \"%2\" in rule set %3"), {text::marked(what), {id}, {rules.name}}});
    return t;
}

} // namespace

std::vector<KindReference> kindReferences(const RuleSet& rules, const std::string& kindId)
{
    std::vector<KindReference> refs;
    const TerrainId t = rules.byId(kindId);
    if (t == model::kNoTerrain)
        return refs;
    if (rules.hasPool() && static_cast<size_t>(t) < rules.pool.size() && rules.pool[t] > 0)
        refs.push_back({"pool", {QT_TRANSLATE_NOOP("hexloom::core", "pool: %1 tiles"), {{std::to_string(rules.pool[t])}}}});
    if (rules.players.pathCost.count(kindId))
        refs.push_back({"players.path_cost", {QT_TRANSLATE_NOOP("hexloom::core", "players' path cost")}});
    for (size_t i = 0; i < rules.players.players.size(); ++i) {
        const Player& p = rules.players.players[i];
        if (p.homeKind == kindId)
            refs.push_back({"players.list[" + std::to_string(i) + "].home_kind", {QT_TRANSLATE_NOOP("hexloom::core", "home kind of player %1 (%2)"), {{p.id}, {p.name}}}});
        if (p.homeTile == kindId)
            refs.push_back({"players.list[" + std::to_string(i) + "].home_tile",
                            {QT_TRANSLATE_NOOP("hexloom::core", "tile on the home of player %1 (%2)"), {{p.id}, {p.name}}}});
    }
    for (size_t i = 0; i < rules.requirements.size(); ++i) {
        const RequirementSpec& spec = rules.requirements[i];
        if (const RequirementType* type = findRequirementType(spec.type))
            for (const auto& p : type->parameters)
                if (p.kinds != KindText::None && kindTextNames(p.kinds, type->text(spec, p.name), kindId))
                    refs.push_back({requirementField(i, p.name),
                                    {QT_TRANSLATE_NOOP("hexloom::core", "%1, %2: %3"), {text::nested(requirementWho(spec)), {p.name}, {type->text(spec, p.name)}}}});
        for (const std::string& name : attributesOnlyOf(rules, spec, kindId))
            refs.push_back({requirementField(i, "attributes"),
                            {QT_TRANSLATE_NOOP("hexloom::core", "%1 sums \"%2\", which only this kind has"), {text::nested(requirementWho(spec)), {name}}}});
    }
    return refs;
}

text::CoreText kindIdProblem(const std::string& id)
{
    if (id.empty())
        return {QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")};
    if (id.size() > 64)
        return {QT_TRANSLATE_NOOP("hexloom::core", "is %1 characters long; the limit is 64"), {{std::to_string(id.size())}}};
    if (id.front() == ' ' || id.back() == ' ')
        return {QT_TRANSLATE_NOOP("hexloom::core", "must not start or end with a space")};
    for (unsigned char c : id)
        if (c < 0x20 || c == 0x7f)
            return {QT_TRANSLATE_NOOP("hexloom::core", "must not contain control characters")};
    if (id.find_first_of(",;|:") != std::string::npos)
        return {QT_TRANSLATE_NOOP("hexloom::core", "must not contain ',', ';', '|' or ':' (they separate kinds in requirements)")};
    return {};
}

text::CoreText renameProblem(const RuleSet& rules, const std::string& from, const std::string& to)
{
    if (rules.byId(from) == model::kNoTerrain)
        return {QT_TRANSLATE_NOOP("hexloom::core", "no kind with id \"%1\" in rule set %2"), {{from}, {rules.name}}};
    if (text::CoreText problem = kindIdProblem(to); !problem.pattern.empty())
        return {QT_TRANSLATE_NOOP("hexloom::core", "the new id \"%1\" %2"), {{to}, text::nested(std::move(problem))}};
    if (to != from && rules.byId(to) != model::kNoTerrain)
        return {QT_TRANSLATE_NOOP("hexloom::core", "a kind with id \"%1\" exists already"), {{to}}};
    return {};
}

void renameKind(RuleSet& rules, const std::string& from, const std::string& to)
{
    if (text::CoreText problem = renameProblem(rules, from, to); !problem.pattern.empty())
        throw text::TextError({"%1: %2", {text::marked(QT_TRANSLATE_NOOP("hexloom::core", "rename")), text::nested(std::move(problem))}});
    if (to == from)
        return;
    const TerrainId t = rules.byId(from);
    rules.terrains[t].id = to;
    if (const auto it = rules.players.pathCost.find(from); it != rules.players.pathCost.end()) {
        rules.players.pathCost[to] = it->second;
        rules.players.pathCost.erase(from);
    }
    for (Player& p : rules.players.players) {
        if (p.homeKind == from)
            p.homeKind = to;
        if (p.homeTile == from)
            p.homeTile = to;
    }
    rewriteRequirements(rules, from, to, false);
    rules.finalize();
}

void removeKind(RuleSet& rules, const std::string& id, const std::string& replacement)
{
    const TerrainId t = requireKind(rules, id, QT_TRANSLATE_NOOP("hexloom::core", "remove"));
    if (rules.terrainCount() == 1)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "remove: \"%1\" is the rule set's only kind"), {{id}}});
    std::optional<std::string> to;
    if (!replacement.empty()) {
        if (replacement == id)
            throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "remove: a kind cannot replace itself")});
        const TerrainId r = requireKind(rules, replacement, QT_TRANSLATE_NOOP("hexloom::core", "remove (replacement)"));
        if (rules.hasPool() && static_cast<size_t>(t) < rules.pool.size())
            rules.pool[r] += rules.pool[t];
        for (Player& p : rules.players.players) {
            if (p.homeKind == id)
                p.homeKind = replacement;
            if (p.homeTile == id)
                p.homeTile = replacement;
        }
        to = replacement;
    } else {
        dropHomesOf(rules, id);
    }
    rewriteRequirements(rules, id, to, true);
    rules.players.pathCost.erase(id);
    const int cycle = rules.terrains[t].cyclePosition;
    if (rules.hasPool() && static_cast<size_t>(t) < rules.pool.size())
        rules.pool.erase(rules.pool.begin() + t);
    rules.terrains.erase(rules.terrains.begin() + t);
    if (cycle >= 0)
        for (Terrain& k : rules.terrains)
            if (k.cyclePosition > cycle)
                --k.cyclePosition;
    rules.finalize();
}

} // namespace hexloom::core::rules
