#include "ui/document/background_scorer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace hexloom::ui::document {

BackgroundScorer::BackgroundScorer(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<Result>::finished, this, &BackgroundScorer::finished);
}

BackgroundScorer::~BackgroundScorer()
{
    watcher_.disconnect(this);
    watcher_.waitForFinished();
}

void BackgroundScorer::score(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::rules::RuleSet> rules,
                             core::model::Map map, uint64_t revision)
{
    queue(Job{std::move(board), std::move(rules), std::move(map), revision, nullptr});
}

void BackgroundScorer::complete(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::rules::RuleSet> rules,
                                core::model::Map map, uint64_t revision, std::shared_ptr<const core::rules::ScoreReport> partial)
{
    queue(Job{std::move(board), std::move(rules), std::move(map), revision, std::move(partial)});
}

void BackgroundScorer::queue(Job job)
{
    if (running_) {
        pending_ = std::move(job); // replaces an older waiting map: only the newest is worth scoring
        return;
    }
    launch(std::move(job));
}

void BackgroundScorer::launch(Job job)
{
    // An evaluator of another board or rule set is rebuilt in the worker (that takes time too).
    if (evaluator_ && (evaluator_->boardPtr() != job.board || evaluator_->rulesPtr() != job.rules))
        evaluator_.reset();
    running_ = true;
    watcher_.setFuture(QtConcurrent::run([evaluator = std::move(evaluator_), job = std::move(job)]() mutable {
        if (!evaluator)
            evaluator = std::make_shared<core::rules::Evaluator>(job.board, job.rules);
        std::shared_ptr<const core::rules::ScoreReport> report;
        if (job.partial) {
            auto full = std::make_shared<core::rules::ScoreReport>(*job.partial);
            evaluator->complete(job.map, *full, true);
            report = std::move(full);
        } else {
            report = std::make_shared<const core::rules::ScoreReport>(evaluator->report(job.map, true));
        }
        return Result{job.revision, std::move(report), std::move(evaluator)};
    }));
}

void BackgroundScorer::finished()
{
    running_ = false;
    Result result = watcher_.result();
    evaluator_ = std::move(result.evaluator);
    if (pending_) {
        Job next = std::move(*pending_);
        pending_.reset();
        launch(std::move(next));
    }
    emit scored(result.revision, result.report);
}

} // namespace hexloom::ui::document
