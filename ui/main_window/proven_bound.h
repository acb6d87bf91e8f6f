#pragma once
// "best N · proven optimal" / "best N · no map below B" in the status bar beside the score: when a
// run ends, the exact engine proves a lower bound of the score under the current locks on a
// worker thread (cancellable, a short time limit, only on boards up to kMaxHexes). A bound
// matching the run's best says "proven optimal"; a lower one "no map below B"; no proof in time
// (or a trivial bound of 0 under a score above it) shows nothing. An edit or a new run hides it.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
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
    bool isRunning() const { return watcher_.isRunning(); }
    QString text() const;
    static constexpr int kTimeLimitMs = 3'000;
    static constexpr int kMaxHexes = 2'000;

signals:
    void shown(const QString& text);

private:
    void runFinished();
    void done();
    void hide();

    QLabel* label_;
    QPointer<session::DocumentSession> session_;
    QFutureWatcher<core::exact::ProofAnswer> watcher_;
    std::shared_ptr<core::run::RunControl> control_;
    uint64_t revision_ = 0;
};

} // namespace hexloom::ui::main_window
