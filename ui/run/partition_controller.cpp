#include "ui/run/partition_controller.h"

#include <stdexcept>

#include "core/algorithms/partition/apply_partition.h"
#include "ui/document/map_document.h"

namespace hexloom::ui::run {

namespace partition = core::algorithms::partition;
using core::model::CellIndex;

namespace {
constexpr int kPollMs = 33;
} // namespace

PartitionController::PartitionController(document::MapDocument* doc, QObject* parent) : QObject(parent), doc_(doc)
{
    timer_.setInterval(kPollMs);
    connect(&timer_, &QTimer::timeout, this, &PartitionController::poll);
    connect(doc_, &document::MapDocument::contentReset, this, &PartitionController::boardReplaced);
}

PartitionController::~PartitionController() = default; // the job's destructor cancels and waits

void PartitionController::start(PartitionRequest request)
{
    if (job_)
        return;
    latest_.reset();
    resultBoard_ = request.problem.board;
    graphName_ = request.graphName;
    seed_ = request.config.seed;
    job_ = std::make_unique<PartitionJob>(std::move(request));
    job_->start();
    timer_.start();
    emit started();
}

void PartitionController::resume()
{
    if (job_)
        job_->control().setPaused(false);
}

void PartitionController::step()
{
    if (!job_)
        return;
    if (!job_->control().isPaused())
        job_->control().setPaused(true);
    job_->control().step();
}

void PartitionController::stop()
{
    if (job_)
        job_->cancel();
}

void PartitionController::poll()
{
    if (!job_)
        return;
    auto s = job_->take();
    if (!s)
        return;
    latest_ = s;
    emit snapshotTaken(s);
    if (s->final) {
        timer_.stop();
        job_.reset();
        emit finished(s);
    }
}

void PartitionController::boardReplaced()
{
    // Board or rules replaced: a running search and a found result belong to the old board.
    if (doc_->content().board == resultBoard_)
        return;
    stop();
    resultBoard_.reset();
}

std::shared_ptr<const partition::PartitionResult> PartitionController::result() const
{
    if (!latest_ || !latest_->result || resultBoard_ != doc_->content().board)
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
    Applied applied;
    std::vector<document::CellChange> changes;
    for (CellIndex c = 0; c < map.size(); ++c) {
        if (after.terrain(c) == map.terrain(c))
            continue;
        if (map.locked(c)) {
            ++applied.keptLocked;
            continue;
        }
        auto state = document::CellState::of(map, c);
        state.terrain = after.terrain(c);
        changes.push_back({c, state});
    }
    applied.changed = static_cast<int>(changes.size());
    doc_->changeCells(changes, tr("Apply regions: %1, seed %2").arg(graphName_).arg(seed_));
    return applied;
}

} // namespace hexloom::ui::run
