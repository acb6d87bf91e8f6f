#include "ui/run/job.h"

#include <atomic>
#include <memory>

#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <new>

namespace hexloom::ui::run {

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
    future_ = QtConcurrent::run(std::move(task));
}

Job::Failure Job::guard(const std::function<void()>& body)
{
    try {
        body();
    } catch (const std::bad_alloc&) {
        // Before std::exception, whose what() would be a bare "std::bad_alloc".
        return {"out of memory", true};
    } catch (const std::exception& e) {
        return {e.what(), false};
    }
    return {};
}

} // namespace hexloom::ui::run
