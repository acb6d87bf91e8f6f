#include "ui/run/partition_controller.h"

#include <stdexcept>

#include "core/partition/apply_partition.h"
#include "core/partition/constraint_graph_file.h"
#include "core/recipe/partition_recipe.h"
#include "core/rules/homes.h"
#include "ui/document/map_recipe.h"
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
    runRules_ = doc_->content().rules;
    start_ = doc_->map();
    core::rules::lockHomes(*runRules_, doc_->board(), start_); // homes are constraints, unlocked or not
    graph_ = request.problem.graph;
    config_ = request.config;
    scopeWord_ = request.scopeWord;
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
    partition::applyPartition(*r, doc_->rules(), {blocking, false}, after); // the document keeps locked hexes
    const auto& map = doc_->map();
    // Homes are constraints: one the designer unlocked keeps what it holds all the same.
    core::model::Map homes(map.size());
    core::rules::lockHomes(doc_->rules(), doc_->board(), homes);
    std::vector<document::CellChange> changes;
    for (CellIndex c = 0; c < map.size(); ++c) {
        auto state = document::CellState::of(map, c);
        state.terrain = homes.locked(c) ? map.terrain(c) : after.terrain(c);
        changes.push_back({c, state});
    }
    const Applied applied = applyAsOneStep(changes, tr("Apply regions: %1, seed %2").arg(graphName_).arg(config_.seed));
    recordRecipe(*r, blocking);
    return applied;
}

void PartitionController::recordRecipe(const partition::PartitionResult& result, core::model::TerrainId blocking)
{
    if (!runRules_ || !graph_)
        return;
    core::recipe::PartitionRecipeInputs in;
    in.graph = {QStringLiteral("json"), partition::writeConstraintGraph(*graph_)};
    in.rulesHash = core::recipe::rulesHash(*runRules_);
    in.scope = scopeWord_;
    in.config = config_;
    in.blocking = blocking == core::model::kNoTerrain ? 0 : doc_->rules().terrain(blocking).letter;
    // What a replay makes: the start map with the regions' terrains, locked hexes kept. Where the
    // saved map differs (an edit during or after the run) it is saved as recipe_edited.
    core::model::Map made = start_;
    partition::applyPartition(result, *runRules_, {in.blocking ? runRules_->byLetter(in.blocking) : core::model::kNoTerrain}, made);
    const std::shared_ptr<const core::model::Board> board = runBoard_;
    const std::shared_ptr<const core::rules::RuleSet> rules = runRules_;
    const core::model::Map start = start_;
    // The start map is embedded when the map is saved: on a big board that takes the saver's time.
    auto line = [in, board, rules, start]() mutable {
        in.startMap = core::recipe::embeddedMap(*board, *rules, start);
        return core::recipe::writePartitionRecipe(in).toStdString();
    };
    doc_->setRecipe(document::MapRecipe::ofCommand(std::move(line), runBoard_, runRules_, std::move(made), "partition", result.seed));
}

} // namespace hexloom::ui::run
