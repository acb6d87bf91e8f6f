#pragma once
// A run's progress: the convergence chart (against time or iterations, per-requirement lines on
// demand, restarts marked), best and current score, iterations per second and elapsed time, the
// key to the teaching view's marks, and for a portfolio race the algorithm that found the best map
// and the improvements credited to each.
#include <QDockWidget>
#include <QPointer>
#include <map>
#include <memory>
#include <string>

#include "core/search/snapshot.h"

class QAction;
class QLabel;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::run {
class RunController;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class ConvergenceChart;
class HeatLegend;
class RunReplay;

class RunMonitorDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RunMonitorDock(QWidget* parent = nullptr);

    void setSession(session::DocumentSession* session);
    void setController(run::RunController* controller, const document::MapDocument* doc);
    ConvergenceChart* chart() const { return chart_; }
    // The key to the teaching view's marks on the canvas.
    HeatLegend* heatLegend() const { return legend_; }
    // Scrubbing through the finished run's snapshots.
    RunReplay* replay() const { return replay_; }
    // For the View menu: the chart against iterations, one line per requirement (checkable, kept
    // in step with the dock's own controls).
    QList<QAction*> chartActions() const { return chartActions_; }

private:
    void started(int jobs);
    void snapshot(int job, const std::shared_ptr<const core::search::Snapshot>& s);
    void finished();
    void showStats();

    // Null once their session is gone.
    QPointer<const document::MapDocument> doc_;
    QPointer<run::RunController> controller_;
    ConvergenceChart* chart_;
    HeatLegend* legend_;
    RunReplay* replay_;
    QList<QAction*> chartActions_;
    QLabel* stats_;
    std::shared_ptr<const core::search::Snapshot> last_;
    core::search::ProgressPoint lastPoint_;
    int64_t lastRestarts_ = 0;
    std::map<std::string, int> credit_; // portfolio race: improvements shown, per finder

    int jobs_ = 0;
    bool stale_ = false; // the designer edited the map after the run ended
};

} // namespace hexloom::ui::docks
