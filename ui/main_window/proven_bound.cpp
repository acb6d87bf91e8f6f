#include "ui/main_window/proven_bound.h"

#include <QLabel>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include "core/exact/exact_engine.h"
#include "core/run/run_control.h"
#include "ui/document/map_document.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"
#include "ui/text/decimal.h"

namespace hexloom::ui::main_window {

using core::exact::ProofAnswer;
using core::exact::ProofStatus;

ProvenBound::ProvenBound(QLabel* label, QObject* parent) : QObject(parent), label_(label)
{
    label_->setToolTip(tr("What the exact engine has proved about the score under the current locks, while the run goes on "
                          "and after it (requirements it cannot express count as 0)"));
    label_->hide();
    pool_.setMaxThreadCount(1);
    connect(&watcher_, &QFutureWatcherBase::resultReadyAt, this, &ProvenBound::progressed);
}

ProvenBound::~ProvenBound()
{
    if (control_)
        control_->cancel();
    watcher_.waitForFinished();
}

void ProvenBound::attach(session::DocumentSession* session)
{
    hide();
    session_ = session;
    if (!session)
        return;
    connect(session->runs(), &run::RunController::started, this, &ProvenBound::start);
    connect(session->runs(), &run::RunController::finished, this, &ProvenBound::runFinished);
    connect(session->document(), &document::MapDocument::edited, this, &ProvenBound::edited);
    connect(session->document(), &document::MapDocument::contentReset, this, &ProvenBound::hide);
    connect(session->document(), &document::MapDocument::reportChanged, this, &ProvenBound::refresh);
}

QString ProvenBound::text() const { return label_->text(); }

void ProvenBound::hide()
{
    if (control_)
        control_->cancel();
    proven_ = false;
    lowerBound_ = 0;
    label_->clear();
    label_->hide();
}

// A proof of the current locks beside the run: each bound the engine proves is one result.
void ProvenBound::start()
{
    hide();
    if (!session_ || session_->document()->board().size() > kMaxHexes)
        return;
    const auto& content = session_->document()->content();
    control_ = std::make_shared<core::run::RunControl>();
    core::exact::ExactLimits limits;
    limits.timeLimit = std::chrono::milliseconds(kTimeLimitMs);
    watcher_.setFuture(QtConcurrent::run(
        &pool_,
        [board = content.board, rules = content.rules, map = content.map, control = control_, limits](QPromise<ProofAnswer>& promise) {
            core::exact::ExactEngine engine(board, rules, map, limits, control.get());
            promise.addResult(engine.prove(std::nullopt, [&](const ProofAnswer& a) { promise.addResult(a); }, true));
        }));
}

// A run that ended before any proof started (a proof needs a run's start) gets one now.
void ProvenBound::runFinished()
{
    if (!watcher_.isRunning() && !proven_)
        start();
}

void ProvenBound::edited()
{
    hide();
    if (session_ && session_->runs()->isRunning())
        start(); // the run follows the edit: prove the edited locks
}

void ProvenBound::progressed(int index)
{
    if (!control_ || control_->isCancelled())
        return; // a result of a proof given up
    const ProofAnswer answer = watcher_.resultAt(index);
    const bool bounds = answer.status == ProofStatus::Optimal || answer.status == ProofStatus::Bound ||
                        (answer.status == ProofStatus::Infeasible && answer.target.has_value());
    if (!bounds || answer.lowerBound < lowerBound_)
        return;
    proven_ = true;
    lowerBound_ = answer.lowerBound;
    refresh();
}

void ProvenBound::refresh()
{
    if (!proven_ || !session_)
        return;
    const double best = session_->document()->report().total;
    QString text;
    if (best <= lowerBound_)
        text = tr("best %1 · proven optimal").arg(text::decimal(best, 2));
    else if (lowerBound_ > 0)
        text = tr("best %1 · no map below %2").arg(text::decimal(best, 2), text::decimal(lowerBound_, 2));
    if (text == label_->text())
        return;
    label_->setText(text);
    label_->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit shown(text);
}

} // namespace hexloom::ui::main_window
