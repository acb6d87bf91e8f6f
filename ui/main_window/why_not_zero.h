#pragma once
// Search → Why Not Zero?: asks the exact engine (core/exact) on a worker thread whether any map
// reaches a score of 0 under the current board, rule set and locks. Infeasible: the conflicting
// locks and homes are outlined on the canvas (MarkLayer::Conflict) and the core is said in words; feasible:
// a map reaching 0 exists; otherwise why no answer came (a cap, the time limit, a cancel) and
// what the answer covers. A progress dialog cancels it; the overlay goes with the next edit.
// Before a run: when Run starts a search with target 0, the same question is asked with a short
// time limit (kQuickMs) beside the run; proven impossible, the run is stopped, the conflict drawn
// and "Run Anyway" offered. Any other answer (or none in time) leaves the run alone.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>
#include <vector>

#include "core/exact/proof_answer.h"
#include "core/model/board.h"

class QAbstractButton;
class QAction;
class QMessageBox;
class QProgressDialog;
class QWidget;

namespace hexloom::core::run {
class RunControl;
}
namespace hexloom::ui::scene {
class MapScene;
}
namespace hexloom::ui::docks {
class SearchDock;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::main_window {

class WhyNotZero : public QObject {
    Q_OBJECT
public:
    // `window` parents the progress and answer dialogs; runs started by `search` get the quick check.
    WhyNotZero(docks::SearchDock* search, QWidget* window);
    ~WhyNotZero() override;
    QAction* action() const { return action_; }
    // Follows a new document (the check of the old one is cancelled).
    void attach(session::DocumentSession* session);
    // Starts the check of the current map; false (with a message) when one is running already.
    bool check();
    bool isRunning() const { return watcher_.isRunning(); }
    void cancel();
    // The last answer (null before the first) and its text as shown.
    const core::exact::ProofAnswer* answer() const { return answer_.get(); }
    QString answerText() const { return text_; }
    // The locked hexes and (first) home hexes of the last infeasible core, as outlined on the canvas.
    const std::vector<core::model::CellIndex>& conflictCells() const { return conflict_; }
    QMessageBox* answerBox() const { return box_; }
    // The check's time limit.
    static constexpr int kTimeLimitMs = 10'000;
    // The time limit of the check beside a run with target 0.
    static constexpr int kQuickMs = 1'000;
    // Whether the last answer came from the check beside a run (and that run was stopped by it).
    bool beforeRun() const { return quick_; }
    bool stoppedRun() const { return stoppedRun_; }
    // The answer box's button that starts the run again without the check (visible after a stop).
    QAbstractButton* runAnywayButton() const { return runAnyway_; }

signals:
    void message(const QString& text);
    void finished();

private:
    void start(bool quick);
    void runStarted();
    void done();
    void clearConflict();
    void placeBox();
    QString describe(const core::exact::ProofAnswer& a) const;

    docks::SearchDock* search_;
    QWidget* window_;
    QAction* action_;
    QPointer<session::DocumentSession> session_;
    QPointer<scene::MapScene> scene_;
    QFutureWatcher<core::exact::ProofAnswer> watcher_;
    std::shared_ptr<core::run::RunControl> control_;
    QProgressDialog* progress_ = nullptr;
    QMessageBox* box_ = nullptr;
    QAbstractButton* runAnyway_ = nullptr;
    bool quick_ = false;
    bool stoppedRun_ = false;
    bool skipCheck_ = false; // Run Anyway: the next run starts without the check
    std::unique_ptr<core::exact::ProofAnswer> answer_;
    QString text_;
    std::vector<core::model::CellIndex> conflict_;
    // The document the running check was asked about, at which revision.
    QPointer<session::DocumentSession> checked_;
    uint64_t revision_ = 0;
};

} // namespace hexloom::ui::main_window
