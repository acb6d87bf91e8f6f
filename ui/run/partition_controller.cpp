#include "ui/run/partition_controller.h"

#include <stdexcept>

#include "core/partition/apply_partition.h"
#include "ui/document/map_document.h"
#include "ui/run/generator_job.h"

namespace hexloom::ui::run {

namespace partition = core::partition;
using core::model::CellIndex;
using PartitionJob = GeneratorJob<core::partition::RegionPartitioner>;

PartitionController::PartitionController(document::MapDocument* doc, QObject* parent)
    : JobPipeline(doc, StalenessPolicy::partition(), parent)
{
}

PartitionController::~PartitionController() = default; // the pipeline cancels and waits

void PartitionController::start(PartitionRequest request)
{
    if (isRunning() || !doc_)
        return;
    latest_.reset();
    runBoard_ = request.problem.board;
    graphName_ = request.graphName;
    seed_ = request.config.seed;
    std::vector<std::unique_ptr<Job>> jobs;
    jobs.push_back(std::make_unique<PartitionJob>(core::partition::regionPartitioner(request.partitioner), std::move(request.problem),
                                                  partition::PartitionRunOptions{request.config, request.stepExpansions}));
    launch(std::move(jobs), request.startPaused);
    emit started();
}

bool PartitionController::deliver(int, Job& job)
{
    auto d = static_cast<PartitionJob&>(job).take();
    if (!d.finished) {
        if (d.snapshot) {
            latest_ = d.snapshot;
            emit snapshotTaken(latest_);
        }
        return false;
    }
    if (d.result && *d.result) {
        latest_ = *d.result;
    } else {
        // Refused or failed before a final snapshot: the panel shows why, with no figures.
        auto failed = std::make_shared<PartitionSnapshot>();
        failed->status = partition::SearchStatus::Failed;
        failed->final = true;
        failed->message = d.failure.outOfMemory ? failureText(tr("The region search"), d.failure).toStdString() : d.failure.error;
        latest_ = std::move(failed);
    }
    emit snapshotTaken(latest_);
    return true;
}

std::shared_ptr<const core::model::Board> PartitionController::board() const { return isStale() ? nullptr : runBoard_; }

std::shared_ptr<const partition::PartitionResult> PartitionController::result() const
{
    if (!latest_ || !latest_->result || isStale())
        return nullptr;
    return latest_->result;
}

PartitionController::Applied PartitionController::apply(core::model::TerrainId blocking)
{
    const auto r = result();
    if (!r)
        throw std::logic_error("no partition to apply");
    core::model::Map after = doc_->map();
    partition::applyPartition(*r, doc_->rules(), {blocking}, after);
    const auto& map = doc_->map();
    std::vector<document::CellChange> changes;
    for (CellIndex c = 0; c < map.size(); ++c) {
        auto state = document::CellState::of(map, c);
        state.terrain = after.terrain(c);
        changes.push_back({c, state});
    }
    return applyAsOneStep(changes, tr("Apply regions: %1, seed %2").arg(graphName_).arg(seed_));
}

} // namespace hexloom::ui::run
