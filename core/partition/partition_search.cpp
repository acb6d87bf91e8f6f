#include "core/partition/partition_search.h"

#include <algorithm>
#include <stdexcept>

#include "core/partition/kernel_clustering.h"
#include "core/partition/spectral_layout.h"
#include "core/text/text_error.h"

namespace hexloom::core::partition {

PartitionSearch::PartitionSearch(PartitionProblem problem, PartitionConfig config)
    : problem_(std::move(problem)), config_(config), rng_(config.seed)
{
    // The time limit counts from here: building a Voronoi basic graph and the first kernel
    // clustering are part of the run.
    start_ = std::chrono::steady_clock::now();
    validateProblem(problem_, config_);
    if (problem_.basicGraphs) {
        hexes_ = problem_.basicGraphs(config_.seed);
    } else {
        pinOfCell_ = pinsOfCells(*problem_.board, *problem_.graph);
        hexes_ = BasicGraph::fromBoard(*problem_.board, problem_.scope, pinOfCell_);
        if (config_.kernelClustering && std::any_of(pinOfCell_.begin(), pinOfCell_.end(), [](int p) { return p != kNoPin; }))
            throw std::invalid_argument("partition: kernel clustering cannot keep pinned hexes; remove the pins or use the other initial states");
    }
    // Kernel clustering cannot be stopped part-way (a dense eigendecomposition, cubic in the nodes:
    // 721 hexes took 4 s, 1,951 took 92 s), so a graph it cannot finish in about a second is
    // refused at once instead of running past the time limit.
    if (config_.kernelClustering && hexes_.size() > kMaxKernelNodes)
        throw std::invalid_argument("partition: kernel clustering decomposes a dense matrix of the basic graph's nodes and takes at most " +
                                    std::to_string(kMaxKernelNodes) + " of them; this one has " + std::to_string(hexes_.size()) +
                                    " (leave out --kernel, or take a smaller board)");
    cellCount_ = problem_.basicGraphs ? hexes_.size() : problem_.board->size();
    evaluatorWeight_ = hexes_.totalWeight();
    evaluator_ = std::make_unique<QuotientEvaluator>(*problem_.graph, evaluatorWeight_, config_.spectralEnergy);
    for (const auto& n : problem_.graph->nodes)
        nodeIds_.push_back(n.id);
    rows_ = problem_.graph->adjacencyRows();
    if (config_.layoutSeeds)
        layout_ = spectralLayout(rows_);
    startRun(); // throws std::invalid_argument when pinned hexes cannot be joined
}

double PartitionSearch::elapsed() const
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void PartitionSearch::startRun()
{
    const int k = problem_.graph->size();
    if (problem_.basicGraphs && runIndex_ > 0) { // the paper: a new random basic graph per restart
        hexes_ = problem_.basicGraphs(config_.seed * 0x9e3779b97f4a7c15ull + static_cast<uint64_t>(runIndex_));
        coarseTarget_ = 0;
        // A generator may give graphs of other sizes (Poisson-disc points): the result's cells and
        // the regions' minimum shares follow the new graph.
        if (hexes_.size() != cellCount_ || hexes_.totalWeight() != evaluatorWeight_) {
            run_.reset(); // holds the old evaluator
            cellCount_ = hexes_.size();
            evaluatorWeight_ = hexes_.totalWeight();
            evaluator_ = std::make_unique<QuotientEvaluator>(*problem_.graph, evaluatorWeight_, config_.spectralEnergy);
        }
    }
    int target = config_.coarsenNodes > 0 ? config_.coarsenNodes + runIndex_ * config_.coarsenStep : 0;
    target = target > 0 ? std::max(target, k) : 0;
    const bool coarse = target > 0 && target < hexes_.size();
    if (coarse && target != coarseTarget_) {
        run_.reset();
        coarse_ = config_.kernelClustering ? hexes_.contract(kernelClusters(hexes_, target, nullptr), target) : coarsen(hexes_, target);
        coarseTarget_ = target;
    }
    const BasicGraph& g = coarse ? coarse_ : hexes_;
    graph_ = &g;
    const bool deterministic = runIndex_ == 0 && config_.deterministicStart;
    // Every other run starts from plain random seeds, so restarts never lack variety.
    const bool useLayout = !layout_.empty() && runIndex_ % 2 == 0;
    InitialState initial = config_.kernelClustering ? kernelStart(g, deterministic || problem_.basicGraphs != nullptr)
                                                    : initialRegions(g, nodeIds_, useLayout ? &layout_ : nullptr, deterministic ? nullptr : &rng_, &rows_);
    RunSetup setup{&g, evaluator_.get(), config_.allowRemoval, problem_.graph->maxRemoved, 0, config_.heuristicWeight, config_.borderWeight, config_.ties};
    setup.duplicates = config_.duplicates;
    setup.goalTest = config_.goalTest;
    setup.nodeLimit = config_.nodeLimit > 0 ? config_.nodeLimit + runIndex_ * config_.nodeLimitStep : 0;
    run_ = std::make_unique<AStarRun>(setup, std::move(initial));
    stats_.coarseNodes = g.size();
    stats_.nodeLimit = setup.nodeLimit;
    if (run_->status() == AStarRun::Status::Solved)
        status_ = SearchStatus::Solved;
}

// The paper's code: deterministic kernel k-means on each new basic graph, or (restarts on the
// same graph) k-means from random prototypes.
InitialState PartitionSearch::kernelStart(const BasicGraph& g, bool deterministic)
{
    const int k = problem_.graph->size();
    InitialState s;
    for (const int c : kernelClusters(g, k, deterministic ? nullptr : &rng_))
        s.region.push_back(static_cast<uint8_t>(c));
    s.regionPin.assign(static_cast<size_t>(k), kNoPin);
    return s;
}

void PartitionSearch::finishRun(AStarRun::Status s)
{
    finishedExpanded_ += run_->expanded();
    finishedGenerated_ += run_->generated();
    ++runIndex_;
    const bool restarts = config_.nodeLimit > 0 || config_.coarsenStep > 0;
    if (!restarts || runIndex_ >= config_.maxRuns) {
        status_ = SearchStatus::Failed;
        message_ = !restarts && s == AStarRun::Status::Exhausted
                       ? text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no partition found: every reachable state was searched (try coarsening, restarts or hex removal)")}
                       : text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no partition found in %1 runs"), {{std::to_string(runIndex_)}}};
        return;
    }
    run_.reset();
    try {
        startRun();
    } catch (const std::invalid_argument& e) {
        status_ = SearchStatus::Failed;
        message_ = text::reasonOf(e);
    }
}

SearchStatus PartitionSearch::step(int64_t expansions)
{
    for (int64_t i = 0; i < expansions && status_ == SearchStatus::Running;) {
        if (isCancelled()) {
            status_ = SearchStatus::Cancelled;
            message_ = {QT_TRANSLATE_NOOP("hexloom::core", "cancelled")};
            break;
        }
        if (config_.timeLimitSeconds > 0 && (i & 63) == 0 && elapsed() > config_.timeLimitSeconds) {
            status_ = SearchStatus::Failed;
            message_ = {QT_TRANSLATE_NOOP("hexloom::core", "no partition found within the time limit")};
            break;
        }
        const int64_t before = run_->expanded();
        const auto s = run_->expand();
        i += run_->expanded() - before; // a run that ends expands nothing more
        if (s == AStarRun::Status::Solved)
            status_ = SearchStatus::Solved;
        else if (s != AStarRun::Status::Running)
            finishRun(s);
    }
    if (run_) {
        stats_.expanded = finishedExpanded_ + run_->expanded();
        stats_.generated = finishedGenerated_ + run_->generated();
        stats_.runExpanded = run_->expanded();
        stats_.frontier = static_cast<int64_t>(run_->frontier());
        stats_.heuristic = run_->lastHeuristic();
        stats_.pathLength = run_->pathLength();
    }
    stats_.restarts = runIndex_ - (status_ == SearchStatus::Failed ? 1 : 0);
    stats_.seconds = elapsed();
    return status_;
}

SearchStatus PartitionSearch::run()
{
    while (step(256) == SearchStatus::Running) {
    }
    return status_;
}

std::vector<int> PartitionSearch::regionsOfCells(const std::vector<uint8_t>& assign) const
{
    std::vector<int> out(static_cast<size_t>(cellCount_), kOutOfScope);
    const BasicGraph& g = *graph_;
    for (int v = 0; v < g.size(); ++v)
        for (const auto cell : g.cells(v))
            out[static_cast<size_t>(cell)] = assign[static_cast<size_t>(v)] == kRemovedRegion ? kRemovedCell : assign[static_cast<size_t>(v)];
    return out;
}

std::vector<int> PartitionSearch::currentRegions() const
{
    return run_ ? regionsOfCells(run_->current()) : std::vector<int>(static_cast<size_t>(cellCount_), kOutOfScope);
}

PartitionResult PartitionSearch::result() const
{
    PartitionResult r;
    r.seed = config_.seed;
    r.stats = stats_;
    r.success = status_ == SearchStatus::Solved;
    if (!r.success)
        r.messageText = status_ == SearchStatus::Running ? text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "still running")} : message_;
    r.message = r.messageText.english();
    if (!r.success)
        return r;
    // Region i is the region mapped to node i.
    const auto& mapping = run_->mapping();
    r.regionOfCell = currentRegions();
    for (auto& reg : r.regionOfCell)
        if (reg >= 0)
            reg = mapping[static_cast<size_t>(reg)];
    for (int n = 0; n < problem_.graph->size(); ++n) {
        const auto& node = problem_.graph->nodes[static_cast<size_t>(n)];
        r.regionNode.push_back(node.id);
        r.regionTerrain.push_back(node.terrain);
        r.regionProperty.push_back(node.property);
        r.nodeOfRegion.push_back(n);
    }
    return r;
}

} // namespace hexloom::core::partition
