#pragma once
// The sibling of Solver (solver.h) for generators whose result is not a better map of the same
// cells: tile assembly (a placement of tiles, tile_assembler.h) and region partitioning (regions
// of the board, region_partitioner.h). Each kind has its own problem, options, snapshot and
// result types; what every generator shares is how it runs:
// - run() works on the calling thread until it is done or `control` is cancelled, calls
//   RunControl::checkpoint() once per step (so pause and single steps work), and returns the
//   result (a cancelled run returns what it has, marked as cancelled);
// - it hands snapshots to `post` from that thread: at most ~30 a second while running freely,
//   after every step while paused, and once more at the end;
// - it throws std::invalid_argument, before any work, for options or problems it cannot take.
// Generators are registered by id like solvers (core/assembly/assembler_registry.cpp, core/partition/partitioner_registry.cpp), so the editor asks for
// one by name and never includes a generator's internals.
#include <algorithm>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/run/run_control.h"

namespace hexloom::core::run {

template <class ProblemT, class OptionsT, class SnapshotT, class ResultT>
class Generator {
public:
    using Problem = ProblemT;
    using Options = OptionsT;
    using Snapshot = SnapshotT;
    using Result = ResultT;
    using Post = std::function<void(std::shared_ptr<const SnapshotT>)>;

    virtual ~Generator() = default;
    virtual ResultT run(const ProblemT& problem, const OptionsT& options, RunControl& control, const Post& post) = 0;
};

template <class G>
struct GeneratorInfo {
    std::string id;        // "rma2", "astar"
    std::string name;      // "RMA2 tile assembly"
    std::string summary;   // one line
    std::string reference; // the paper
    std::function<std::unique_ptr<G>()> make;
};

// The entry of `all` with this id, or null.
template <class G>
const GeneratorInfo<G>* findGenerator(const std::vector<GeneratorInfo<G>>& all, const std::string& id)
{
    const auto it = std::find_if(all.begin(), all.end(), [&](const GeneratorInfo<G>& g) { return g.id == id; });
    return it == all.end() ? nullptr : &*it;
}

// The entry of `all` with this id; throws std::invalid_argument ("unknown tile assembler "x"")
// when there is none.
template <class G>
const GeneratorInfo<G>& generatorById(const std::vector<GeneratorInfo<G>>& all, const std::string& id, const char* kind)
{
    if (const auto* g = findGenerator(all, id))
        return *g;
    throw std::invalid_argument(std::string("unknown ") + kind + " \"" + id + "\"");
}

} // namespace hexloom::core::run
