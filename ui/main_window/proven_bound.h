#pragma once
// "best N · proven optimal" / "best N · no map below B" in the status bar beside the score. When a
// run starts, the exact engine starts beside it on a worker thread (cancellable, kTimeLimitMs, only
// on boards up to kMaxHexes) proving a lower bound of the score under the current locks; every
// bound it proves arrives while the run goes on, and the text follows the run's score: a bound
// matching it says "proven optimal", a lower one "no map below B". Nothing is shown before a bound
// above 0 (or one the score meets) is proven. The run never changes the locks, so the bound holds
// for every map it shows; a designer's edit or a new document cancels the proof and hides the text
// (an edit during a run starts a proof of the edited locks), a new run starts a new proof.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <memory>

#include "core/exact/proof_answer.h"

class QLabel;

namespace hexloom::core::run {
class RunControl;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::main_window {

class ProvenBound : public QObject {
    Q_OBJECT
public:
    // `label` shows the text (owned by the caller, e.g. a status bar widget).
    ProvenBound(QLabel* label, QObject* parent);
    ~ProvenBound() override;
    void attach(session::DocumentSession* session);
    // Whether a proof is running (beside a run, or after one that ended before it).
    bool isRunning() const { return watcher_.isRunning(); }
    QString text() const;
    // The lower bound proven so far by the current proof (0 before any).
    int lowerBound() const { return lowerBound_; }
    static constexpr int kTimeLimitMs = 30'000;
    // The formula of a 504-hex board peaks at 133 MB and one of 975 at 271 MB (docs/benchmarks.md,
    // "Scale"): beside every run, only boards whose proof stays small.
    static constexpr int kMaxHexes = 600;

signals:
    void shown(const QString& text);

private:
    void start();
    void runFinished();
    void edited();
    void progressed(int index);
    void refresh();
    void hide();

    QLabel* label_;
    QPointer<session::DocumentSession> session_;
    // Its own thread, not the global pool's: a proof beside a run must never hold a thread that
    // the run or the editor waits for (the Responsiveness tests caught a 5 s stall).
    QThreadPool pool_;
    QFutureWatcher<core::exact::ProofAnswer> watcher_;
    std::shared_ptr<core::run::RunControl> control_;
    bool proven_ = false; // the current proof has proven a bound
    int lowerBound_ = 0;
};

} // namespace hexloom::ui::main_window
