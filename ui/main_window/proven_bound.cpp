#include "ui/main_window/proven_bound.h"

#include <QLabel>
#include <QtConcurrent/QtConcurrentRun>

#include "core/exact/exact_engine.h"
#include "core/run/run_control.h"
#include "ui/document/map_document.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::ui::main_window {

using core::exact::ProofStatus;

ProvenBound::ProvenBound(QLabel* label, QObject* parent) : QObject(parent), label_(label)
{
    label_->setToolTip(tr("What the exact engine proved about the score after the last run, under the current locks "
                          "(requirements it cannot express count as 0)"));
    label_->hide();
    connect(&watcher_, &QFutureWatcherBase::finished, this, &ProvenBound::done);
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
    connect(session->runs(), &run::RunController::finished, this, &ProvenBound::runFinished);
    connect(session->runs(), &run::RunController::started, this, [this] { hide(); });
    connect(session->document(), &document::MapDocument::edited, this, [this] { hide(); });
    connect(session->document(), &document::MapDocument::contentReset, this, [this] { hide(); });
}

QString ProvenBound::text() const { return label_->text(); }

void ProvenBound::hide()
{
    if (control_)
        control_->cancel();
    label_->clear();
    label_->hide();
}

void ProvenBound::runFinished()
{
    if (!session_ || watcher_.isRunning() || session_->document()->board().size() > kMaxHexes)
        return;
    const auto& content = session_->document()->content();
    revision_ = session_->document()->revision();
    control_ = std::make_shared<core::run::RunControl>();
    core::exact::ExactLimits limits;
    limits.timeLimit = std::chrono::milliseconds(kTimeLimitMs);
    watcher_.setFuture(QtConcurrent::run([board = content.board, rules = content.rules, map = content.map, control = control_, limits] {
        core::exact::ExactEngine engine(board, rules, map, limits, control.get());
        return engine.prove(std::nullopt, {}, true);
    }));
}

void ProvenBound::done()
{
    if (!session_ || session_->document()->revision() != revision_ || control_->isCancelled())
        return;
    const auto answer = watcher_.result();
    const double best = session_->document()->report().total;
    QString text;
    if (answer.status == ProofStatus::Optimal || answer.status == ProofStatus::Bound || answer.status == ProofStatus::Infeasible) {
        if (best <= answer.lowerBound)
            text = tr("best %1 · proven optimal").arg(best);
        else if (answer.lowerBound > 0)
            text = tr("best %1 · no map below %2").arg(best).arg(answer.lowerBound);
    }
    if (text.isEmpty())
        return;
    label_->setText(text);
    label_->show();
    emit shown(text);
}

} // namespace hexloom::ui::main_window
