#include "ui/run/run_job.h"

#include <QtConcurrent/QtConcurrentRun>
#include <exception>

namespace hexloom::ui::run {

RunJob::RunJob(RunRequest request, core::algorithms::Problem problem)
    : request_(std::move(request)), problem_(std::move(problem)), control_(std::make_shared<core::algorithms::RunControl>()),
      mailbox_(std::make_shared<RunMailbox>())
{
}

RunJob::~RunJob()
{
    control_->cancel();
    future_.waitForFinished();
}

void RunJob::start()
{
    // The worker owns shared copies of everything it touches, and reports failures through the
    // mailbox instead of throwing across the thread boundary.
    future_ = QtConcurrent::run([control = control_, mailbox = mailbox_, request = request_, problem = problem_] {
        std::string error;
        try {
            auto solver = request.make();
            solver->run(problem, request.settings, *control, *mailbox);
        } catch (const std::exception& e) {
            error = e.what();
        }
        mailbox->finish(error);
    });
}

} // namespace hexloom::ui::run
