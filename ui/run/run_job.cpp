#include "ui/run/run_job.h"

namespace hexloom::ui::run {

RunJob::RunJob(RunRequest request, core::search::Problem problem)
    : request_(std::move(request)), problem_(std::move(problem)), mailbox_(std::make_shared<RunMailbox>(problem_.start))
{
}

void RunJob::start()
{
    // The worker owns shared copies of everything it touches, and reports failures through the
    // mailbox instead of throwing across the thread boundary.
    launch([control = control_, mailbox = mailbox_, request = request_, problem = problem_] {
        mailbox->finish(guard([&] {
            auto solver = request.make();
            solver->run(problem, request.settings, *control, *mailbox);
        }));
    });
}

} // namespace hexloom::ui::run
