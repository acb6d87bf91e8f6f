#pragma once
// Runs the Regions panel's partitioning search beside the designer: one job at a time, its
// snapshots taken at most 30 times a second, Run/Step/Stop, and the found partition written into
// the map as one undo step. The board the run worked on must still be the document's board for
// the result to apply; locked hexes keep their contents.
#include <QObject>
#include <QTimer>
#include <memory>

#include "core/model/map.h"
#include "ui/run/partition_job.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::run {

class PartitionController : public QObject {
    Q_OBJECT
public:
    explicit PartitionController(document::MapDocument* doc, QObject* parent = nullptr);
    ~PartitionController() override;

    document::MapDocument* document() const { return doc_; }
    // Starts a job unless one is running; clears the previous result.
    void start(PartitionRequest request);
    // Running: paused jobs continue. Paused: one Step's worth of expansions.
    void resume();
    void step();
    void stop();
    bool isRunning() const { return job_ != nullptr; }
    bool isPaused() const { return job_ && job_->control().isPaused(); }
    // The board of the current or last run while the document still has it, else null.
    const std::shared_ptr<const core::model::Board>& board() const { return resultBoard_; }
    // The newest snapshot (running or final), or null.
    const std::shared_ptr<const PartitionSnapshot>& latest() const { return latest_; }
    // The last solved partition, while the document still has the board it was found on.
    std::shared_ptr<const core::algorithms::partition::PartitionResult> result() const;

    struct Applied {
        int changed = 0;
        int keptLocked = 0; // hexes the result would change but the designer locked
    };
    // Writes result() into the map as one undo command: regions take their node's terrain,
    // removed hexes `blocking` (kNoTerrain keeps them). Throws std::invalid_argument when a
    // node's terrain letter is not in the rule set, std::logic_error without a result.
    Applied apply(core::model::TerrainId blocking);
    // Takes the job's newest snapshot now (the timer does this every 33 ms).
    void poll();

signals:
    void started();
    void snapshotTaken(std::shared_ptr<const hexloom::ui::run::PartitionSnapshot> snapshot);
    void finished(std::shared_ptr<const hexloom::ui::run::PartitionSnapshot> snapshot);

private:
    void boardReplaced();

    document::MapDocument* doc_;
    std::unique_ptr<PartitionJob> job_;
    std::shared_ptr<const PartitionSnapshot> latest_;
    std::shared_ptr<const core::model::Board> resultBoard_;
    QString graphName_;
    uint64_t seed_ = 0;
    QTimer timer_;
};

} // namespace hexloom::ui::run
