#include "core/rules/requirements/fairness_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/rules/requirements/player_value_requirement.h"

namespace hexloom::core::rules {

double FairnessReport::spread() const
{
    if (players.empty())
        return 0;
    const auto [lo, hi] = std::minmax_element(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
    return hi->value - lo->value;
}

double FairnessReport::mean() const
{
    double sum = 0;
    for (const auto& p : players)
        sum += p.value;
    return players.empty() ? 0 : sum / static_cast<double>(players.size());
}

int FairnessReport::lowest() const
{
    const auto it = std::min_element(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
    return it == players.end() ? -1 : static_cast<int>(it - players.begin());
}

int FairnessReport::highest() const
{
    const auto it = std::max_element(players.begin(), players.end(), [](const auto& a, const auto& b) { return a.value < b.value; });
    return it == players.end() ? -1 : static_cast<int>(it - players.begin());
}

std::pair<int, double> FairnessReport::weakestPart(int p) const
{
    std::pair<int, double> weakest{-1, 0};
    double furthest = 0;
    for (size_t a = 0; a < attributes.size(); ++a) {
        double sum = 0;
        for (const auto& q : players)
            sum += q.parts[a];
        const double meanPart = sum / static_cast<double>(players.size());
        const double below = meanPart - players[static_cast<size_t>(p)].parts[a];
        if (below > furthest + 1e-9) {
            furthest = below;
            weakest = {static_cast<int>(a), meanPart};
        }
    }
    return weakest;
}

std::vector<size_t> PlayerFairness::mostFrom(size_t n) const
{
    std::vector<size_t> order;
    for (size_t k = 0; k < countedValue.size(); ++k)
        if (countedValue[k] > 0)
            order.push_back(k);
    const size_t most = std::min(n, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(most), order.end(), [this](size_t a, size_t b) {
        return countedValue[a] != countedValue[b] ? countedValue[a] > countedValue[b] : counted[a].first < counted[b].first;
    });
    order.resize(most);
    return order;
}

namespace {

std::string number(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", std::round(v * 100) / 100);
    return text;
}

// Hexes up to `steps` steps from `homes` (whatever they cost) whose kind's path cost is not 1.
std::vector<model::CellIndex> obstaclesNear(const model::Board& board, const RuleSet& rules, const model::Map& map,
                                            const std::vector<model::CellIndex>& homes, int steps)
{
    std::vector<int> dist(static_cast<size_t>(board.size()), -1);
    std::vector<model::CellIndex> frontier = homes, out;
    for (model::CellIndex h : homes)
        dist[static_cast<size_t>(h)] = 0;
    for (size_t i = 0; i < frontier.size(); ++i) {
        const model::CellIndex c = frontier[i];
        const model::TerrainId t = map.terrain(c);
        if (dist[static_cast<size_t>(c)] > 0 && t != model::kNoTerrain) {
            const auto cost = rules.players.pathCost.find(rules.terrain(t).id);
            if (cost != rules.players.pathCost.end() && cost->second != 1)
                out.push_back(c);
        }
        if (dist[static_cast<size_t>(c)] + 1 >= steps)
            continue;
        for (model::CellIndex n : board.neighbours(c))
            if (dist[static_cast<size_t>(n)] < 0) {
                dist[static_cast<size_t>(n)] = dist[static_cast<size_t>(c)] + 1;
                frontier.push_back(n);
            }
    }
    return out;
}

void rankPlayers(FairnessReport& r)
{
    const double mean = r.mean();
    for (auto& p : r.players) {
        p.fromMean = p.value - mean;
        p.rank = 1 + static_cast<int>(std::count_if(r.players.begin(), r.players.end(), [&](const auto& q) { return q.value > p.value; }));
    }
}

} // namespace

std::string explainPlayer(const FairnessReport& r, int p, const RuleSet& rules, const model::Map& map)
{
    const PlayerFairness& f = r.players[static_cast<size_t>(p)];
    const double off = std::abs(f.fromMean);
    std::string text = f.name + (off < 1e-9 ? " is at the mean" : " is " + number(off) + (f.fromMean < 0 ? " below" : " above") + " the mean") + " (" +
                       std::to_string(f.rank) + " of " + std::to_string(r.players.size()) + ")";
    std::vector<std::string> reasons;
    if (f.fromMean < 0) {
        if (const auto [a, meanPart] = r.weakestPart(p); a >= 0)
            reasons.push_back(r.attributes[static_cast<size_t>(a)] + " " + number(f.parts[static_cast<size_t>(a)]) + " against a mean of " + number(meanPart));
    }
    if (!f.obstacles.empty()) {
        std::string kinds;
        for (model::CellIndex c : f.obstacles) {
            const std::string& name = rules.terrain(map.terrain(c)).name;
            if (kinds.find(name) == std::string::npos)
                kinds += (kinds.empty() ? "" : ", ") + name;
        }
        reasons.push_back(std::to_string(f.obstacles.size()) + (f.obstacles.size() == 1 ? " hex" : " hexes") + " within reach slow or block the way (" + kinds + ")");
    }
    for (size_t i = 0; i < reasons.size(); ++i)
        text += (i == 0 ? ": " : "; ") + reasons[i];
    return text;
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
                             parts[static_cast<size_t>(p)], {}, {}, std::find(offenders.begin(), offenders.end(), p) != offenders.end(), 1, 0, {}};
            for (const auto& hit : values.reach(map, p))
                if (hit.second > 0) {
                    f.counted.push_back(hit);
                    f.countedValue.push_back(hit.second * values.cellValue(map, hit.first));
                }
            f.obstacles = obstaclesNear(eval.board(), eval.rules(), map, values.homeCells(p), values.reachLimit());
            r.players.push_back(std::move(f));
        }
        rankPlayers(r);
        r.misplacedHomes = misplacedHomes(eval.rules(), eval.board(), map);
        r.violations += static_cast<int>(r.misplacedHomes.size());
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace hexloom::core::rules
