#pragma once
// Collects the snapshots a generator (core/run/generator.h) posts from its worker thread.
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace hexloom::test {

template <class Snapshot>
struct PostedSnapshots {
    std::mutex mutex;
    std::vector<std::shared_ptr<const Snapshot>> all;

    std::function<void(std::shared_ptr<const Snapshot>)> post()
    {
        return [this](std::shared_ptr<const Snapshot> s) {
            std::lock_guard lock(mutex);
            all.push_back(std::move(s));
        };
    }
    std::shared_ptr<const Snapshot> last()
    {
        std::lock_guard lock(mutex);
        return all.empty() ? nullptr : all.back();
    }
};

} // namespace hexloom::test
