#include "ui/run/job.h"
#include "ui/text/core_text.h"

#include <atomic>
#include <memory>

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <limits>
#include <exception>
#include <new>

namespace hexloom::ui::run {

namespace {

// The runs' own threads. On Qt's global pool (as many threads as cores) the jobs past the core
// count waited for a free thread, so four suggestion runs with a 2 s limit took 4 s on 2 cores,
// and the GUI froze meanwhile: Qt's raster painter hands some of its work to the global pool and
// waited there for the runs to end (the run bar said "Running 0.0 s" throughout). Every job gets
// a thread of its own at once; the OS shares the cores among them, so each job's time limit
// bounds the whole run.
QThreadPool& runThreads()
{
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool; // never destroyed: jobs are cancelled and waited for by their pipelines
        p->setMaxThreadCount(std::numeric_limits<int>::max());
        return p;
    }();
    return *pool;
}

} // namespace

Job::Job() : control_(std::make_shared<core::run::RunControl>()) {}

Job::~Job()
{
    control_->cancel();
    future_.waitForFinished();
}

void Job::launch(std::function<void()> work)
{
    // QThreadPool's hand-off is synchronised inside Qt, which Debian does not build for
    // ThreadSanitizer, so TSan cannot see that the worker starts after everything `work` captured
    // was built here. A release store before the hand-off and an acquire load first thing in the
    // worker (it always reads true) make that order visible, so threads the work starts itself
    // (the portfolio race's members) are checked against it instead of reported as racing.
    auto published = std::make_shared<std::atomic<bool>>(false);
    auto task = [work = std::move(work), published] {
        if (published->load(std::memory_order_acquire))
            work();
    };
    published->store(true, std::memory_order_release);
    future_ = QtConcurrent::run(&runThreads(), std::move(task));
}

Job::Failure Job::guard(const std::function<void()>& body)
{
    try {
        body();
    } catch (const std::bad_alloc&) {
        // Before std::exception, whose what() would be a bare "std::bad_alloc".
        return {"out of memory", true};
    } catch (const std::exception& e) {
        return {ui::text::errorText(e).toStdString(), false}; // translated here: the editor shows it as it is
    }
    return {};
}

} // namespace hexloom::ui::run
