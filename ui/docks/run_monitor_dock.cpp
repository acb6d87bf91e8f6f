#include "ui/docks/run_monitor_dock.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>

#include "core/search/solver.h"
#include "core/search/stop_reason.h"
#include "ui/docks/convergence_chart.h"
#include "ui/docks/heat_legend.h"
#include "ui/docks/run_replay.h"
#include "ui/document/map_document.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"
#include "ui/text/decimal.h"

namespace hexloom::ui::docks {

namespace {
// An algorithm's translated name ("Tabu-Suche"), or its id when no solver answers to it.
QString algorithmName(const std::string& id)
{
    const auto* info = core::search::findAlgorithm(id);
    return info ? text::coreText(info->name) : QString::fromStdString(id);
}
} // namespace

RunMonitorDock::RunMonitorDock(QWidget* parent) : QDockWidget(tr("Progress"), parent)
{
    setObjectName(QStringLiteral("RunMonitorDock"));
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    stats_ = new QLabel(tr("No search has run yet."), w);
    stats_->setObjectName(QStringLiteral("RunStats"));
    stats_->setWordWrap(true);
    chart_ = new ConvergenceChart(w);
    legend_ = new HeatLegend(w);
    replay_ = new RunReplay(w);
    auto* axis = new QComboBox(w);
    axis->addItems({tr("against time"), tr("against iterations")});
    axis->setToolTip(tr("The chart's horizontal axis"));
    auto* perReq = new QCheckBox(tr("one line per requirement"), w);
    perReq->setToolTip(tr("Also draw the best map's violations of each requirement"));
    connect(axis, &QComboBox::currentIndexChanged, chart_, [this](int i) { chart_->setAgainstIterations(i == 1); });
    connect(perReq, &QCheckBox::toggled, chart_, &ConvergenceChart::setShowRequirements);
    auto* iterations = new QAction(tr("Chart Against &Iterations"), this);
    iterations->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I));
    iterations->setToolTip(tr("Progress chart: iterations instead of seconds on the horizontal axis"));
    connect(iterations, &QAction::toggled, axis, [axis](bool on) { axis->setCurrentIndex(on ? 1 : 0); });
    connect(axis, &QComboBox::currentIndexChanged, iterations, [iterations](int i) { iterations->setChecked(i == 1); });
    auto* lines = new QAction(tr("Chart Line per &Requirement"), this);
    lines->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    lines->setToolTip(perReq->toolTip());
    connect(lines, &QAction::toggled, perReq, &QCheckBox::setChecked);
    connect(perReq, &QCheckBox::toggled, lines, &QAction::setChecked);
    chartActions_ = {iterations, lines};
    for (QAction* a : chartActions_) {
        a->setCheckable(true);
        a->setStatusTip(a->toolTip());
    }
    auto* row = new QHBoxLayout;
    row->addWidget(axis);
    row->addWidget(perReq);
    row->addStretch();
    layout->addWidget(stats_);
    layout->addLayout(row);
    layout->addWidget(chart_, 1);
    layout->addWidget(legend_);
    layout->addWidget(replay_);
    setWidget(w);
}

void RunMonitorDock::setSession(session::DocumentSession* session) { setController(session->runs(), session->document()); }

void RunMonitorDock::setController(run::RunController* controller, const document::MapDocument* doc)
{
    controller_ = controller;
    doc_ = doc;
    replay_->clear(); // the old document's snapshots fit no hex of the new one
    connect(controller, &run::RunController::started, this, &RunMonitorDock::started);
    connect(controller, &run::RunController::snapshotTaken, this, &RunMonitorDock::snapshot);
    connect(controller, &run::RunController::finished, this, &RunMonitorDock::finished);
    // workflow: a designer's edit after the run ended makes the chart history, not the map's state.
    connect(doc, &document::MapDocument::edited, this, [this] {
        if (last_ && !controller_->isRunning() && !stale_) {
            stale_ = true;
            showStats();
        }
    });
    connect(controller, &run::RunController::progressPoints, this, [this](int job, const auto& points) {
        if (job != 0 || points.empty())
            return;
        chart_->addPoints(points);
        for (const auto& p : points) // restarts come with the progress, so they show while the best stagnates
            if (p.restarts > lastRestarts_) {
                lastRestarts_ = p.restarts;
                chart_->addRestart(p);
            }
        if (points.back().elapsedSeconds >= lastPoint_.elapsedSeconds) {
            lastPoint_ = points.back();
            showStats();
        }
    });
}

void RunMonitorDock::started(int jobs)
{
    QStringList names;
    for (const auto& r : doc_->rules().requirements)
        names << QString::fromStdString(r.id);
    chart_->reset(names);
    last_.reset();
    lastPoint_ = {};
    lastRestarts_ = 0;
    credit_.clear();
    jobs_ = jobs;
    stale_ = false;
    legend_->clear();
    replay_->clear();
    stats_->setText(tr("Starting %n run(s)…", nullptr, jobs));
}

void RunMonitorDock::snapshot(int job, const std::shared_ptr<const core::search::Snapshot>& s)
{
    if (job != 0)
        return;
    last_ = s;
    replay_->record(s);
    if (s->teaching)
        legend_->showState(*s);
    if (!s->foundBy.empty() && !s->final)
        ++credit_[s->foundBy];
    if (s->elapsedSeconds >= lastPoint_.elapsedSeconds)
        lastPoint_ = {s->elapsedSeconds, s->iteration, s->evaluations, s->current, s->best, {}, lastPoint_.restarts};
    showStats();
}

void RunMonitorDock::showStats()
{
    if (!last_)
        return;
    const auto& s = *last_;
    const auto& p = lastPoint_;
    const double rate = p.elapsedSeconds > 0 ? static_cast<double>(p.iteration) / p.elapsedSeconds : 0;
    QString text = tr("<b>%1</b>, seed %2%3<br>best <b>%4</b>, current %5<br>%6 iterations, %7/s, %8 s")
                       .arg(algorithmName(s.algorithm))
                       .arg(s.seed)
                       .arg(jobs_ > 1 ? tr(" (chart: run 1 of %1)").arg(jobs_) : QString())
                       .arg(text::decimal(s.best, 2), text::decimal(p.current, 2))
                       .arg(p.iteration)
                       .arg(text::decimal(rate, 0), QLocale().toString(p.elapsedSeconds, 'f', 2)); // "2666/s": "2.666" reads as a decimal
    if (!s.foundBy.empty()) {
        QStringList credits;
        for (const auto& [id, n] : credit_)
            credits << QStringLiteral("%1 %2").arg(algorithmName(id)).arg(n);
        // Before any member improves on the start, there is nothing to credit: said, not left blank.
        text += tr("<br>found by <b>%1</b>; improvements: %2")
                    .arg(algorithmName(s.foundBy), credits.isEmpty() ? tr("none yet") : credits.join(QStringLiteral(", ")));
    }
    if (s.final)
        text += tr("<br>stopped: %1").arg(text::coreText(core::search::stopReasonText(s.stopReason)));
    if (controller_->staleDropped() > 0)
        text += tr("<br>%n result(s) from before your edits were not applied", nullptr, controller_->staleDropped());
    if (stale_)
        text += tr("<br><span style='color:#b03000'>The map has changed since this run: the chart and scores are of the map as "
                   "it was.</span>");
    stats_->setText(text);
}

void RunMonitorDock::finished()
{
    replay_->runFinished();
    if (!last_)
        stats_->setText(tr("The search ended without a result."));
}

} // namespace hexloom::ui::docks
