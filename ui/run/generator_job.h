#pragma once
// One run of a registered generator (core/run/generator.h: tile assembly, region
// partitioning) in a worker. The generator posts snapshots into a mailbox that keeps the newest
// only; the GUI takes it on its own clock. At the end the mailbox holds the result, or why the
// run failed.
#include <mutex>
#include <optional>

#include "core/run/generator.h"
#include "ui/run/job.h"

namespace hexloom::ui::run {

template <class G>
class GeneratorJob : public Job {
public:
    using Snapshot = typename G::Snapshot;
    using Result = typename G::Result;

    struct Delivery {
        std::shared_ptr<const Snapshot> snapshot; // newest since the last take, or null
        bool finished = false;                    // the worker has returned
        Failure failure;                          // why the run could not go on
        std::optional<Result> result;             // once finished without failure
    };

    GeneratorJob(const core::run::GeneratorInfo<G>& info, typename G::Problem problem, typename G::Options options)
        : make_(info.make), problem_(std::move(problem)), options_(std::move(options)), mailbox_(std::make_shared<Mailbox>())
    {
    }

    void start() override
    {
        launch([control = control_, mailbox = mailbox_, make = make_, problem = problem_, options = options_] {
            std::optional<Result> result;
            auto post = [&mailbox](std::shared_ptr<const Snapshot> s) {
                std::lock_guard lock(mailbox->mutex);
                mailbox->pending.snapshot = std::move(s);
            };
            Failure failure = guard([&] { result = make()->run(problem, options, *control, post); });
            std::lock_guard lock(mailbox->mutex);
            mailbox->pending.finished = true;
            mailbox->pending.failure = std::move(failure);
            mailbox->pending.result = std::move(result);
        });
    }

    Delivery take()
    {
        std::lock_guard lock(mailbox_->mutex);
        Delivery d = std::move(mailbox_->pending);
        mailbox_->pending = {};
        return d;
    }

private:
    struct Mailbox {
        std::mutex mutex;
        Delivery pending;
    };

    std::function<std::unique_ptr<G>()> make_;
    typename G::Problem problem_;
    typename G::Options options_;
    std::shared_ptr<Mailbox> mailbox_;
};

} // namespace hexloom::ui::run
