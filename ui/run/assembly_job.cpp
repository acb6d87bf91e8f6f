#include "ui/run/assembly_job.h"

#include <QtConcurrent/QtConcurrentRun>
#include <chrono>
#include <exception>

namespace hexloom::ui::run {

using namespace core::algorithms::assembly;

namespace {
constexpr auto kSnapshotSpacing = std::chrono::milliseconds(33); // at most 30 snapshots a second
} // namespace

AssemblyJob::AssemblyJob(AssemblyProblem problem, AssemblyOptions options, bool paused)
    : problem_(std::move(problem)), options_(options), control_(std::make_shared<core::algorithms::RunControl>()),
      mailbox_(std::make_shared<Mailbox>())
{
    control_->setPaused(paused);
}

AssemblyJob::~AssemblyJob()
{
    control_->cancel();
    future_.waitForFinished();
}

void AssemblyJob::start()
{
    // The worker owns shared copies of everything it touches and reports failures through the
    // mailbox instead of throwing across the thread boundary.
    future_ = QtConcurrent::run([control = control_, mailbox = mailbox_, problem = problem_, options = options_] {
        auto post = [&mailbox](std::shared_ptr<const AssemblySnapshot> s) {
            std::lock_guard lock(mailbox->mutex);
            mailbox->pending.snapshot = std::move(s);
        };
        std::string error;
        AssemblyResult result;
        try {
            Assembler assembler(problem, options);
            auto last = std::chrono::steady_clock::now() - kSnapshotSpacing;
            result = assembler.run(control.get(), [&](const Assembler& a) {
                const auto now = std::chrono::steady_clock::now();
                if (a.status() != AssemblyStatus::Running || control->isPaused() || now - last >= kSnapshotSpacing) {
                    post(a.snapshot());
                    last = now;
                }
            });
        } catch (const std::exception& e) {
            error = e.what();
        }
        std::lock_guard lock(mailbox->mutex);
        mailbox->pending.finished = true;
        mailbox->pending.error = error;
        mailbox->pending.result = std::move(result);
    });
}

AssemblyJob::Delivery AssemblyJob::take()
{
    std::lock_guard lock(mailbox_->mutex);
    Delivery d = std::move(mailbox_->pending);
    mailbox_->pending = {};
    finished_ = finished_ || d.finished;
    return d;
}

} // namespace hexloom::ui::run
