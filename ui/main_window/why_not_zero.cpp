#include "ui/main_window/why_not_zero.h"

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QGraphicsView>
#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QThreadPool>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <memory>
#include <utility>

#include "core/exact/core_message.h"
#include "core/exact/exact_engine.h"
#include "core/run/run_control.h"
#include "ui/docks/search_dock.h"
#include "ui/document/map_document.h"
#include "ui/run/run_controller.h"
#include "ui/run/run_request.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"
#include "ui/text/decimal.h"

namespace hexloom::ui::main_window {

using core::exact::ProofAnswer;
using core::exact::ProofStatus;

namespace {
// The outline of a conflicting lock: an orange-red no designer colour scheme uses for terrain.
QColor conflictColour() { return QColor(255, 80, 0); }

QString joined(const std::vector<std::string>& ids)
{
    QStringList out;
    for (const auto& id : ids)
        out << QString::fromStdString(id);
    return out.join(QStringLiteral(", "));
}
} // namespace

WhyNotZero::WhyNotZero(docks::SearchDock* search, QWidget* window) : QObject(window), search_(search), window_(window)
{
    action_ = new QAction(tr("&Why Not Zero?"), this);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W));
    action_->setToolTip(tr("Prove whether any map can reach a score of 0 with the current locks and rules; when none can, "
                           "outline the locks that conflict and name the requirement (Ctrl+Alt+W)"));
    action_->setStatusTip(action_->toolTip());
    connect(action_, &QAction::triggered, this, [this] { check(); });
    connect(&watcher_, &QFutureWatcherBase::finished, this, &WhyNotZero::done);
    // After the dock's own handler (connected when the dock was made): the run has started.
    connect(search_->runAction(), &QAction::triggered, this, &WhyNotZero::runStarted);
}

WhyNotZero::~WhyNotZero()
{
    cancel();
    watcher_.waitForFinished(); // the worker reads the control; it stops within a solver poll
}

void WhyNotZero::attach(session::DocumentSession* session)
{
    cancel();
    clearConflict();
    session_ = session;
    scene_ = session ? session->scene() : nullptr;
    if (!session)
        return;
    // A designer's edit changes the question: the outlines of the old answer go (a run's changes
    // leave the locks, and so the conflict, as they were).
    connect(session->document(), &document::MapDocument::edited, this, [this] { clearConflict(); });
    connect(session->document(), &document::MapDocument::contentReset, this, [this] { clearConflict(); });
}

bool WhyNotZero::check()
{
    if (!session_)
        return false;
    if (watcher_.isRunning()) {
        emit message(tr("Why Not Zero? is already proving; cancel it first"));
        return false;
    }
    start(false);
    emit message(tr("Proving whether a map with score 0 exists…"));
    return true;
}

void WhyNotZero::runStarted()
{
    const bool skip = std::exchange(skipCheck_, false);
    if (skip || !session_ || watcher_.isRunning() || !session_->runs()->isRunning())
        return;
    const auto requests = search_->requests();
    if (requests.empty() || !requests.front().settings.stop.hasTarget || requests.front().settings.stop.target != 0)
        return;
    start(true);
}

void WhyNotZero::start(bool quick)
{
    quick_ = quick;
    stoppedRun_ = false;
    clearConflict();
    const auto& content = session_->document()->content();
    checked_ = session_;
    revision_ = session_->document()->revision();
    control_ = std::make_shared<core::run::RunControl>();
    core::exact::ExactLimits limits;
    limits.timeLimit = std::chrono::milliseconds(quick ? kQuickMs : kTimeLimitMs);
    watcher_.setFuture(QtConcurrent::run([board = content.board, rules = content.rules, map = content.map, control = control_, limits] {
        auto engine = std::make_unique<core::exact::ExactEngine>(board, rules, map, limits, control.get());
        auto answer = engine->prove(0, {}, false);
        // Freed on another thread, so the answer does not wait for it: freeing the formula and the
        // solver's clauses of a 7,452-hex board took about 1.2 s in hexloom-cli (docs/benchmarks.md).
        QThreadPool::globalInstance()->start([doomed = std::shared_ptr<core::exact::ExactEngine>(std::move(engine))]() mutable { doomed.reset(); });
        return answer;
    }));
    if (quick)
        return; // beside the run: no dialog unless it proves the run pointless
    if (!progress_) {
        progress_ = new QProgressDialog(window_);
        progress_->setWindowTitle(tr("Why Not Zero?"));
        progress_->setLabelText(tr("Proving whether any map reaches a score of 0 with these locks…"));
        progress_->setCancelButtonText(tr("Cancel"));
        progress_->setRange(0, 0);
        progress_->setMinimumDuration(400);
        progress_->setAutoReset(false);
        progress_->setAutoClose(false);
        connect(progress_, &QProgressDialog::canceled, this, &WhyNotZero::cancel);
    }
    progress_->reset();
    progress_->setRange(0, 0);
    progress_->setValue(0);
}

void WhyNotZero::cancel()
{
    if (control_)
        control_->cancel();
}

void WhyNotZero::done()
{
    if (progress_) {
        progress_->reset();
        progress_->hide();
    }
    if (!session_ || checked_ != session_)
        return; // asked about a document that is closed
    auto answer = std::make_unique<ProofAnswer>(watcher_.result());
    if (quick_ && answer->status != ProofStatus::Infeasible)
        return; // nothing the run needs to hear of
    answer_ = std::move(answer);
    // A run changes the map but never its locks: the core holds while its locked hexes do.
    bool current = session_->document()->revision() == revision_;
    if (!current && answer_->status == ProofStatus::Infeasible) {
        const auto& map = session_->document()->map();
        current = std::ranges::all_of(answer_->core, [&](const core::exact::ExactItem& item) {
            return item.kind != core::exact::ExactItem::Kind::Lock || (map.locked(item.cell) && map.terrain(item.cell) == item.terrain);
        });
    }
    if (quick_ && current && session_->runs()->isRunning()) {
        session_->runs()->stop();
        stoppedRun_ = true;
    }
    if (answer_->status == ProofStatus::Infeasible && current && scene_) {
        for (const auto& item : answer_->core)
            if (item.kind == core::exact::ExactItem::Kind::Lock || item.kind == core::exact::ExactItem::Kind::Home)
                conflict_.push_back(item.cell);
        scene_->marks(scene::MarkLayer::Conflict)->setCells(conflict_, conflictColour());
    }
    text_ = describe(*answer_);
    if (!current)
        text_ += tr("\nThe map changed while the proof ran: the answer is about the map as it was; ask again.");
    emit message(text_.section(QLatin1Char('\n'), 0, 0));
    if (!box_) {
        box_ = new QMessageBox(window_);
        box_->setWindowTitle(tr("Why Not Zero?"));
        box_->setWindowModality(Qt::NonModal); // the designer unlocks hexes with the answer open
        box_->addButton(QMessageBox::Close);
        runAnyway_ = box_->addButton(tr("Run Anyway"), QMessageBox::AcceptRole);
        runAnyway_->setToolTip(tr("Start the run again without the check: it searches for the best score it can reach"));
        connect(runAnyway_, &QAbstractButton::clicked, this, [this] {
            skipCheck_ = true;
            search_->runAction()->trigger();
            skipCheck_ = false;
        });
    }
    box_->setIcon(answer_->status == ProofStatus::Infeasible ? QMessageBox::Warning : QMessageBox::Information);
    if (stoppedRun_)
        text_ = tr("The run was stopped: its target of 0 cannot be reached.\n%1").arg(text_);
    box_->setText(text_);
    runAnyway_->setVisible(stoppedRun_);
    box_->show();
    placeBox();
    emit finished();
}

// Beside the outlines rather than over them: in the window's right-hand corner on the other half
// from the conflict (the canvas fills the right of the window in every layout).
void WhyNotZero::placeBox()
{
    box_->adjustSize();
    const QRect w = window_->frameGeometry();
    bool conflictLow = false;
    if (!conflict_.empty() && scene_ && !scene_->views().isEmpty()) {
        QPointF sum;
        for (const auto c : conflict_)
            sum += scene_->geometry().centre(c);
        const auto* view = scene_->views().first();
        const QPoint at = view->mapTo(window_, view->mapFromScene(sum / static_cast<qreal>(conflict_.size())));
        conflictLow = at.y() > window_->height() / 2;
    }
    const int margin = 24;
    const int x = w.right() - box_->frameGeometry().width() - margin;
    const int y = conflictLow ? w.top() + 3 * margin : w.bottom() - box_->frameGeometry().height() - 2 * margin;
    box_->move(std::max(w.left(), x), std::max(w.top(), y));
}

QString WhyNotZero::describe(const ProofAnswer& a) const
{
    QString text;
    switch (a.status) {
    case ProofStatus::Infeasible:
        text = tr("No map can reach a score of 0 with these locks.\n%1")
                   .arg(session_ ? text::coreText(core::exact::describeCoreText(a.core, session_->document()->board(), session_->document()->rules()))
                                 : QString());
        if (!a.coreMinimal)
            text += tr("\n(The list may hold more than the conflict needs: the time ran out while it was being shortened.)");
        else
            text += tr("\nUnlocking or changing any one of them removes this conflict.");
        break;
    case ProofStatus::Optimal:
        text = tr("A map with score 0 exists with these locks: a run can reach it.");
        break;
    case ProofStatus::Bound:
        text = tr("No conflict among the requirements the proof covers: a map satisfies all of them with these locks, "
                  "but it scores %1 on the requirements the proof does not cover.")
                   .arg(text::decimal(a.bestScore, 2));
        break;
    case ProofStatus::Unknown:
        text = tr("No answer: %1.").arg(a.reason.empty() ? tr("the proof stopped") : text::coreText(a.reasonText));
        break;
    }
    if (!a.covered.empty())
        text += tr("\nCovered: %1.").arg(joined(a.covered));
    if (!a.notCovered.empty()) {
        QStringList parts;
        for (const auto& n : a.notCovered)
            parts << tr("%1 (%2)").arg(QString::fromStdString(n.id), text::coreText(n.reasonText));
        text += tr("\nNot covered (counted as 0 by the proof): %1.").arg(parts.join(QStringLiteral("; ")));
    }
    text += tr("\n%n solver call(s) in %1 s.", nullptr, a.solverCalls).arg(QLocale().toString(a.seconds, 'f', 2)); // "10,02 s" in German and Portuguese
    return text;
}

void WhyNotZero::clearConflict()
{
    conflict_.clear();
    if (scene_)
        scene_->marks(scene::MarkLayer::Conflict)->clear();
}

} // namespace hexloom::ui::main_window
