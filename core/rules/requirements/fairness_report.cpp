#include "core/rules/requirements/fairness_report.h"

#include <algorithm>

#include "core/rules/requirements/player_value_requirement.h"

namespace hexloom::core::rules {

double FairnessReport::spread() const
{
    if (players.empty())
        return 0;
    const auto [lo, hi] = std::minmax_element(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
    return hi->value - lo->value;
}

std::vector<FairnessReport> fairnessReports(Evaluator& eval, const model::Map& map)
{
    std::vector<FairnessReport> out;
    for (int i = 0; i < eval.requirementCount(); ++i) {
        auto* requirement = dynamic_cast<PlayerValueRequirement*>(&eval.requirement(i));
        if (!requirement)
            continue;
        PlayerValues& values = requirement->values();
        FairnessReport r;
        r.requirement = i;
        r.id = requirement->spec().id;
        r.name = requirement->spec().name;
        r.enabled = eval.enabled(i);
        r.attributes = values.attributes();
        std::vector<double> v;
        values.values(map, v);
        r.violations = values.violations(v);
        const auto parts = values.parts(map);
        const auto offenders = values.offenders(v);
        const auto& players = eval.rules().players.players;
        for (int p = 0; p < values.playerCount(); ++p) {
            PlayerFairness f{players[static_cast<size_t>(p)].id, players[static_cast<size_t>(p)].name, v[static_cast<size_t>(p)],
                             parts[static_cast<size_t>(p)], {}, {}, std::find(offenders.begin(), offenders.end(), p) != offenders.end()};
            for (const auto& hit : values.reach(map, p))
                if (hit.second > 0) {
                    f.counted.push_back(hit);
                    f.countedValue.push_back(hit.second * values.cellValue(map, hit.first));
                }
            r.players.push_back(std::move(f));
        }
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace hexloom::core::rules
