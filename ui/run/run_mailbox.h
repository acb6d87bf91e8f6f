#pragma once
// The worker-to-GUI hand-over of one run. The solver writes snapshots and progress points from its
// thread; the GUI takes them on its own clock (at most 30 times a second), so the event loop is
// never flooded however fast the solver reports. Only the newest snapshot is kept, with the hexes it
// changed: each snapshot is compared on the worker with the one before it (the run's start map
// before the first), so applying a 30,000-hex change to a 250,000-hex board costs the GUI thread
// the 30,000 hexes, not a pass over the board.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/search/snapshot.h"
#include "ui/run/job.h"

namespace hexloom::ui::run {

class RunMailbox : public core::search::ProgressSink {
public:
    struct Delivery {
        std::shared_ptr<const core::search::Snapshot> snapshot; // newest since the last take, or null
        // Every hex whose terrain or token differs between `snapshot`'s map and the map of the
        // snapshot taken before it (the start map before the first): a superset, possibly with
        // repeats. With allChanged, too many piled up or the size changed: compare every hex.
        std::vector<core::model::CellIndex> changed;
        bool allChanged = false;
        std::vector<core::search::ProgressPoint> points;        // chart points since the last take
        bool finished = false;                                      // the worker has returned
        Job::Failure failure;                                       // why the run could not go on
    };

    // `start`: the map the run starts from (what the first snapshot is compared with).
    explicit RunMailbox(core::model::Map start = {});

    void snapshot(std::shared_ptr<const core::search::Snapshot> s) override;
    void progress(const core::search::ProgressPoint& p) override;
    void finish(Job::Failure failure);

    Delivery take();

private:
    void noteChanges(const core::model::Map& map);

    std::mutex mutex_;
    core::model::Map start_;
    std::shared_ptr<const core::search::Snapshot> previous_; // the newest snapshot posted
    Delivery pending_;
    double lastPointAt_ = -1;
    int64_t lastIteration_ = -1;
};

} // namespace hexloom::ui::run
