#pragma once
// Runs the Regions panel's partitioning search beside the designer, a JobPipeline with
// StalenessPolicy::partition(): one job at a time on the registered region partitioner,
// Run/Step/Stop, and the found partition written into the map as one undo step. The board the
// run worked on must still be the document's board for the result to apply; locked hexes keep
// their contents. An applied partition carries its recipe (core/recipe/partition_recipe.h: the
// map the run started from with its locks, the graph, every setting and the seed), saved with the
// map and replayable by `hexloom-cli replay`.
#include <memory>

#include "ui/run/job_pipeline.h"
#include "ui/run/partition_request.h"

namespace hexloom::ui::run {

class PartitionController : public JobPipeline {
    Q_OBJECT
public:
    explicit PartitionController(document::MapDocument* doc, QObject* parent = nullptr);
    ~PartitionController() override;

    // Starts a job unless one is running; clears the previous result.
    void start(PartitionRequest request);
    // The board of the current or last run while the document still has it, else null.
    std::shared_ptr<const core::model::Board> board() const;
    // The newest snapshot (running or final), or null.
    const std::shared_ptr<const PartitionSnapshot>& latest() const { return latest_; }
    // The last solved partition, while the document still has the board it was found on.
    std::shared_ptr<const core::partition::PartitionResult> result() const;

    // Writes result() into the map as one undo command: regions take their node's terrain,
    // removed hexes `blocking` (kNoTerrain keeps them). Throws std::invalid_argument when a
    // node's terrain letter is not in the rule set, std::logic_error without a result.
    Applied apply(core::model::TerrainId blocking);

signals:
    void started();
    void snapshotTaken(std::shared_ptr<const hexloom::ui::run::PartitionSnapshot> snapshot);
    void finished(std::shared_ptr<const hexloom::ui::run::PartitionSnapshot> snapshot);

protected:
    bool deliver(int index, Job& job) override;
    void ended() override { emit finished(latest_); }

private:
    // The recipe of the applied run, for the document to save (MapRecipe::ofCommand).
    void recordRecipe(const core::partition::PartitionResult& result, core::model::TerrainId blocking);

    std::shared_ptr<const PartitionSnapshot> latest_;
    // What the current (or last) run started from, for its recipe.
    std::shared_ptr<const core::rules::RuleSet> runRules_;
    core::model::Map start_;
    std::shared_ptr<const core::partition::ConstraintGraph> graph_;
    core::partition::PartitionConfig config_;
    QString scopeWord_;
    std::shared_ptr<const core::model::Board> runBoard_;
    QString graphName_;
};

} // namespace hexloom::ui::run
