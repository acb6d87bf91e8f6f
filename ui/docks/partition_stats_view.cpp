#include "ui/docks/partition_stats_view.h"

#include <QGridLayout>
#include <QLabel>

namespace hexloom::ui::docks {

PartitionStatsView::PartitionStatsView(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QString names[] = {tr("h"), tr("expanded"), tr("frontier"), tr("restarts"), tr("time")};
    const QString ids[] = {QStringLiteral("heuristic"), QStringLiteral("expanded"), QStringLiteral("frontier"), QStringLiteral("restarts"),
                           QStringLiteral("elapsed")};
    const QString tips[] = {tr("Heuristic: spectral distance of the last expanded state's region graph to the drawn graph (0 at a solution)"),
                            tr("States expanded over all runs"), tr("Open states of the current A* run"),
                            tr("Runs restarted from a new start after reaching their expansion limit L"),
                            tr("Time spent searching (pauses between steps excluded)")};
    for (int i = 0; i < 5; ++i) {
        values_[i] = new QLabel(QStringLiteral("–"), this);
        values_[i]->setObjectName(ids[i]);
        values_[i]->setToolTip(tips[i]);
        auto* name = new QLabel(names[i], this);
        name->setForegroundRole(QPalette::PlaceholderText);
        name->setToolTip(tips[i]);
        grid->addWidget(name, i / 3, (i % 3) * 2);
        grid->addWidget(values_[i], i / 3, (i % 3) * 2 + 1);
    }
}

void PartitionStatsView::show(const run::PartitionSnapshot& s)
{
    // A solution is found when generated, after the last expansion: its own h is 0.
    values_[0]->setText(s.result ? tr("0 (solution)") : QString::number(s.stats.heuristic, 'f', 4));
    values_[1]->setText(QString::number(s.stats.expanded));
    values_[2]->setText(QString::number(s.stats.frontier));
    values_[3]->setText(QString::number(s.stats.restarts));
    values_[4]->setText(tr("%1 s").arg(s.seconds, 0, 'f', 2));
}

} // namespace hexloom::ui::docks
