#include "ui/docks/draft_distribution_job.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

namespace hexloom::ui::docks {

using core::rules::SeatDraftReport;

DraftDistributionJob::DraftDistributionJob(QObject* parent) : QObject(parent)
{
    connect(&watcher_, &QFutureWatcher<SeatDraftReport>::progressValueChanged, this,
            [this](int played) { emit progress(played, watcher_.progressMaximum()); });
    connect(&watcher_, &QFutureWatcher<SeatDraftReport>::finished, this, &DraftDistributionJob::delivered);
}

DraftDistributionJob::~DraftDistributionJob()
{
    watcher_.disconnect(this);
    cancel();
    for (Run& r : retired_)
        r.future.waitForFinished();
}

void DraftDistributionJob::start(SeatDraftReport greedy, const document::DocumentContent& content)
{
    cancel();
    auto stop = std::make_shared<std::atomic<bool>>(false);
    const int total = greedy.setup.drafts;
    current_ = {QtConcurrent::run(
                    [report = std::move(greedy), content, stop, total](QPromise<SeatDraftReport>& promise) mutable {
                        promise.setProgressRange(0, total);
                        core::rules::addDraftDistribution(report, *content.rules, *content.board, content.map, [&](int played) {
                            promise.setProgressValue(played);
                            return stop->load(std::memory_order_relaxed);
                        });
                        promise.setProgressValue(report.distribution ? report.distribution->drafts : 0);
                        promise.addResult(std::move(report));
                    }),
                stop};
    running_ = true;
    watcher_.setFuture(current_.future);
}

void DraftDistributionJob::stop()
{
    if (running_)
        current_.stop->store(true, std::memory_order_relaxed);
}

void DraftDistributionJob::cancel()
{
    if (!running_)
        return;
    current_.stop->store(true, std::memory_order_relaxed);
    retired_.push_back(current_);
    running_ = false;
    retire();
}

void DraftDistributionJob::retire()
{
    std::erase_if(retired_, [](const Run& r) { return r.future.isFinished(); });
}

void DraftDistributionJob::delivered()
{
    retire();
    if (!running_ || !current_.future.isFinished())
        return; // a cancelled job's end
    running_ = false;
    const SeatDraftReport report = current_.future.result();
    const bool complete = report.distribution && report.distribution->drafts == report.setup.drafts;
    emit finished(report, complete);
}

void DraftDistributionJob::waitForIdle()
{
    while (running_) {
        current_.future.waitForFinished();
        delivered();
    }
}

} // namespace hexloom::ui::docks
