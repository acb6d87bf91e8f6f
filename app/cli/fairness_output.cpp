#include "app/cli/fairness_output.h"

#include <QJsonObject>
#include <cstdio>

#include "core/rules/requirements/fairness_report.h"

namespace hexloom::cli {

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
            players.append(QJsonObject{{"id", QString::fromStdString(p.id)}, {"name", QString::fromStdString(p.name)}, {"value", p.value},
                                       {"parts", parts}, {"offender", p.offender}, {"counted", counted}});
        }
        out.append(QJsonObject{{"id", QString::fromStdString(r.id)}, {"name", QString::fromStdString(r.name)}, {"enabled", r.enabled},
                               {"violations", r.violations}, {"spread", r.spread()}, {"attributes", attributes}, {"players", players}});
    }
    return out;
}

void printFairness(const core::io::MapFile& file, core::rules::Evaluator& eval)
{
    for (const auto& r : core::rules::fairnessReports(eval, file.map)) {
        std::printf("fairness %s %s: spread %g, %d violations%s\n", r.id.c_str(), r.name.c_str(), r.spread(), r.violations, r.enabled ? "" : " (off)");
        for (const auto& p : r.players) {
            std::printf("  %s: %g (", p.name.c_str(), p.value);
            for (size_t a = 0; a < r.attributes.size(); ++a)
                std::printf("%s%s %g", a ? ", " : "", r.attributes[a].c_str(), p.parts[a]);
            std::printf(")%s\n", p.offender ? " *" : "");
        }
    }
}

} // namespace hexloom::cli
