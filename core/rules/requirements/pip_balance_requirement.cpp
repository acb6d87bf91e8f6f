#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/text/core_text.h"

#include <sstream>

namespace hexloom::core::rules {

const RequirementType& pipBalanceType()
{
    static const RequirementType type{
        .type = "pip-balance",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Resources whose pips differ from their group's mean by more than a tolerance (Catan REQ2)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "tolerance"), false, 0, 1000, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "pips a resource may differ from its group mean")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "groups"), true, 0, 0, std::string("wood,wheat,sheep;brick,ore"), QT_TRANSLATE_NOOP("hexloom::core", "terrain ids: ',' within a group, ';' between groups"), KindText::Groups}},
        .make = makeOf<PipBalanceRequirement>,
        .builds = isOneOf<PipBalanceRequirement>,
        .fastPath = FastPath::PipBalance,
        .exampleRules = "catan",
    };
    return type;
}

PipBalanceRequirement::PipBalanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), tolerance_(pipBalanceType().number(spec, "tolerance"))
{
    std::istringstream groups(pipBalanceType().text(spec, "groups"));
    std::string group;
    while (std::getline(groups, group, ';')) {
        std::istringstream members(group);
        std::string id;
        std::vector<model::TerrainId> ids;
        while (std::getline(members, id, ','))
            if (const auto t = rules.byId(id); t != model::kNoTerrain)
                ids.push_back(t);
        if (!ids.empty())
            groups_.push_back(std::move(ids));
    }
}

} // namespace hexloom::core::rules
