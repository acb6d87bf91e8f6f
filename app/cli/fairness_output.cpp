#include "app/cli/fairness_output.h"

#include <QJsonObject>
#include <cstdio>

#include "core/rules/requirements/fairness_report.h"

namespace hexloom::cli {

namespace {
// Words for the "!" the offenders once had: which extreme of a too wide spread (or the minimum).
const char* extreme(const core::rules::FairnessReport& r, int p)
{
    const auto& f = r.players[static_cast<size_t>(p)];
    if (!f.offender)
        return "";
    return f.fromMean < 0 ? "lowest, disadvantaged" : "highest, advantaged";
}
constexpr size_t kMostFrom = 3; // hexes named as where the value comes from, as in the editor

// "Nebula (anomaly: costs 2 to enter) at (5, 3)"
std::string hexName(const core::io::MapFile& file, core::model::CellIndex c)
{
    const auto at = file.board.offset(c);
    return file.rules->terrain(file.map.terrain(c)).name + " at (" + std::to_string(at.row) + ", " + std::to_string(at.col) + ")";
}

// The hexes that make the difference for a player: those in its way, and those its value comes from.
std::string whichHexes(const core::io::MapFile& file, const core::rules::PlayerFairness& p)
{
    std::string inTheWay, most;
    for (const auto c : p.obstacles)
        inTheWay += (inTheWay.empty() ? "" : ", ") + hexName(file, c);
    char adds[32];
    for (const size_t k : p.mostFrom(kMostFrom)) {
        std::snprintf(adds, sizeof adds, " adds %g", p.countedValue[k]);
        most += (most.empty() ? "" : ", ") + hexName(file, p.counted[k].first) + adds;
    }
    return "in the way: " + (inTheWay.empty() ? std::string("none") : inTheWay) + "; most from: " + (most.empty() ? std::string("none") : most);
}

QJsonArray cells(const core::io::MapFile& file, const std::vector<core::model::CellIndex>& list)
{
    QJsonArray out;
    for (const auto c : list) {
        const auto at = file.board.offset(c);
        out.append(QJsonArray{at.row, at.col});
    }
    return out;
}
} // namespace

QJsonArray fairnessJson(const core::io::MapFile& file, core::rules::Evaluator& eval)
{
    QJsonArray out;
    for (const auto& r : core::rules::fairnessReports(eval, file.map)) {
        QJsonArray attributes, players;
        for (const auto& a : r.attributes)
            attributes.append(QString::fromStdString(a));
        for (const auto& p : r.players) {
            QJsonObject parts;
            for (size_t a = 0; a < r.attributes.size(); ++a)
                parts[QString::fromStdString(r.attributes[a])] = p.parts[a];
            QJsonArray counted;
            for (const auto& [c, w] : p.counted) {
                const auto at = file.board.offset(c);
                counted.append(QJsonArray{at.row, at.col, w});
            }
            const int i = static_cast<int>(players.size());
            players.append(QJsonObject{{"id", QString::fromStdString(p.id)}, {"name", QString::fromStdString(p.name)}, {"value", p.value},
                                       {"parts", parts}, {"offender", p.offender}, {"counted", counted}, {"rank", p.rank},
                                       {"obstacles", cells(file, p.obstacles)},
                                       {"from_mean", p.fromMean}, {"extreme", QString::fromLatin1(extreme(r, i))},
                                       {"explanation", QString::fromStdString(core::rules::explainPlayer(r, i, *file.rules, file.map))}});
        }
        QJsonArray homes;
        for (const auto& h : r.misplacedHomes)
            homes.append(QString::fromStdString(core::rules::describeMisplacedHome(*file.rules, file.board, file.map, h)));
        const int low = r.lowest();
        out.append(QJsonObject{{"id", QString::fromStdString(r.id)}, {"name", QString::fromStdString(r.name)}, {"enabled", r.enabled},
                               {"violations", r.violations}, {"spread", r.spread()}, {"mean", r.mean()}, {"attributes", attributes},
                               {"players", players}, {"misplaced_homes", homes},
                               {"disadvantaged", low >= 0 && r.violations > 0 ? QString::fromStdString(r.players[static_cast<size_t>(low)].id) : QString()}});
    }
    return out;
}

void printFairness(const core::io::MapFile& file, core::rules::Evaluator& eval)
{
    for (const auto& r : core::rules::fairnessReports(eval, file.map)) {
        std::printf("fairness %s %s: spread %g, mean %g, %d violations%s\n", r.id.c_str(), r.name.c_str(), r.spread(), r.mean(), r.violations,
                    r.enabled ? "" : " (off)");
        for (size_t i = 0; i < r.players.size(); ++i) {
            const auto& p = r.players[i];
            std::printf("  %s: %g (", p.name.c_str(), p.value);
            for (size_t a = 0; a < r.attributes.size(); ++a)
                std::printf("%s%s %g", a ? ", " : "", r.attributes[a].c_str(), p.parts[a]);
            const char* which = extreme(r, static_cast<int>(i));
            std::printf("), rank %d of %zu, %+g from the mean%s%s\n", p.rank, r.players.size(), p.fromMean, *which ? ": " : "", which);
        }
        for (const auto& h : r.misplacedHomes)
            std::printf("  not fair: %s\n", core::rules::describeMisplacedHome(*file.rules, file.board, file.map, h).c_str());
        if (const int low = r.lowest(); low >= 0 && r.violations > 0) {
            std::printf("  disadvantaged: %s\n", core::rules::explainPlayer(r, low, *file.rules, file.map).c_str());
            std::printf("  %s\n", whichHexes(file, r.players[static_cast<size_t>(low)]).c_str());
        }
    }
}

} // namespace hexloom::cli
