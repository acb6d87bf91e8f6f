#pragma once
// A report a dock derives from the whole map (player values, the home-terrain balance), computed
// on a worker thread when the board is big, so a live search on 250,000 hexes never waits for it
// on the GUI thread. Small boards (below MapDocument::kBackgroundScoringHexes) compute at once, as
// before. One job runs at a time on a copy of the document's content; when it ends, its result is
// applied only if it belongs to the same document (same attachment) at the same revision, i.e.
// to exactly the map it was computed from. Otherwise the newest map is computed next (requests
// made meanwhile are coalesced into that one job). A worker never sees the document itself.
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <cstdint>
#include <functional>

#include "ui/document/map_document.h"

namespace hexloom::ui::document {

template <typename Result>
class MapReportWorker {
public:
    // `compute` runs on a worker (big boards) or here (small ones): it must read only its argument
    // and what it owns. `apply` runs on the GUI thread with a result of the document's current map.
    using Compute = std::function<Result(const DocumentContent&)>;
    using Apply = std::function<void(const Result&)>;

    MapReportWorker(Compute compute, Apply apply) : compute_(std::move(compute)), apply_(std::move(apply))
    {
        QObject::connect(&watcher_, &QFutureWatcher<Job>::finished, [this] { finished(); });
    }
    // Waits for the running job: it may use what `compute` captured.
    ~MapReportWorker()
    {
        watcher_.disconnect();
        watcher_.waitForFinished();
    }
    MapReportWorker(const MapReportWorker&) = delete;
    MapReportWorker& operator=(const MapReportWorker&) = delete;

    // Follows `doc` from now on: a result computed for the previous one is never applied.
    void attach(const MapDocument* doc)
    {
        doc_ = doc;
        ++attachment_;
    }
    // The document's map (or content) changed: computes its report (at once on a small board).
    void request()
    {
        if (!doc_)
            return;
        if (doc_->board().size() < MapDocument::kBackgroundScoringHexes) {
            if (running_) { // only after a switch from a big board: its result is dropped anyway
                watcher_.waitForFinished();
                running_ = false;
            }
            apply_(compute_(doc_->content()));
            return;
        }
        if (!running_)
            launch();
        // else: finished() sees that the map moved on and computes the newest one.
    }
    // A job is computing (its result may still be dropped as stale).
    bool busy() const { return running_; }
    // Blocks until the running job is done and handled (tests).
    void waitForIdle()
    {
        while (running_) {
            watcher_.waitForFinished();
            finished();
        }
    }

private:
    struct Job {
        uint64_t attachment = 0;
        uint64_t revision = 0;
        Result result;
    };

    void launch()
    {
        running_ = true;
        watcher_.setFuture(QtConcurrent::run(
            [compute = compute_, content = doc_->content(), attachment = attachment_, revision = doc_->revision()] {
                return Job{attachment, revision, compute(content)};
            }));
    }

    void finished()
    {
        if (!running_ || !watcher_.isFinished())
            return; // already handled by waitForIdle()
        running_ = false;
        Job job = watcher_.result();
        if (!doc_)
            return;
        // Only for exactly the map it was computed from; otherwise the newest map (of this or of a
        // newly attached document) is computed next.
        if (job.attachment == attachment_ && job.revision == doc_->revision())
            apply_(job.result);
        else
            launch();
    }

    Compute compute_;
    Apply apply_;
    QPointer<const MapDocument> doc_;
    uint64_t attachment_ = 0;
    bool running_ = false;
    QFutureWatcher<Job> watcher_;
};

} // namespace hexloom::ui::document
