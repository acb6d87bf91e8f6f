#include "ui/run/job.h"

#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <new>

namespace hexloom::ui::run {

Job::Job() : control_(std::make_shared<core::algorithms::RunControl>()) {}

Job::~Job()
{
    control_->cancel();
    future_.waitForFinished();
}

void Job::launch(std::function<void()> work) { future_ = QtConcurrent::run(std::move(work)); }

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
