#pragma once
// The RMA2 tile assembler (docs/algorithms.md, "Tile assembly (RMA2)"): fixed tiles first, then
// the required ones at every combination of positions in a seeded random order, then the rest of
// the board padded with the tiles still allowed by backtracking over gaps.
//
// Step-wise, like fast-wfc's observe(): each step() does one unit of work (puts one tile down,
// takes one up, or chooses a gap) and lastEvent() says which, so the editor can stream partial
// assemblies and teach in Step mode; run() steps to the end, honouring the time limit and a
// RunControl (cancel, pause, single steps). An assembly is reproducible from (tile set, board,
// seed, options).
#include <chrono>
#include <ctime>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/assembly/assembly_event.h"
#include "core/assembly/assembly_options.h"
#include "core/assembly/assembly_problem.h"
#include "core/assembly/assembly_result.h"
#include "core/assembly/assembly_snapshot.h"
#include "core/assembly/placement_table.h"
#include "core/run/run_control.h"

namespace hexloom::core::assembly {

class AssemblyState;
class PaddingSearch;
enum class PaddingStatus;
class SeededRandom;
struct SearchContext;

class Assembler {
public:
    // Throws std::invalid_argument for bad options, a start map of the wrong size, or fixed tiles
    // that name no tile, leave the board, overlap or do not fit each other.
    Assembler(AssemblyProblem problem, AssemblyOptions options);
    ~Assembler();
    Assembler(const Assembler&) = delete;
    Assembler& operator=(const Assembler&) = delete;

    AssemblyStatus step();
    AssemblyStatus status() const { return status_; }
    // Steps to the end. `control` (optional) cancels, pauses and single-steps; `afterStep` sees
    // every step (rate-limit streaming there).
    AssemblyResult run(run::RunControl* control = nullptr, const std::function<void(const Assembler&)>& afterStep = {});
    // Ends the run as cancelled (same thread; other threads use a RunControl).
    void cancel();

    const AssemblyEvent& lastEvent() const { return *event_; }
    const AssemblyStats& stats() const { return *stats_; }
    // Why the run ended, in English (the CLI's words); messageText() the same for the editor.
    std::string message() const { return messageText_.english(); }
    const text::CoreText& messageText() const { return messageText_; }
    int depth() const;
    // The tiles on the board now (a partial assembly while running) and the map they make.
    std::vector<PlacedTile> placements() const;
    model::Map map() const;
    AssemblyResult result() const;
    std::shared_ptr<const AssemblySnapshot> snapshot() const;
    PlacedTile describe(PlacementId p) const;

    const PlacementTable& table() const { return *table_; }
    const model::Board& board() const { return *problem_.board; }
    const TileSet& tileSet() const { return *problem_.tiles; }
    const AssemblyOptions& options() const { return options_; }

private:
    struct RequiredEntry {
        size_t order;
        int slot;
    };

    void placeFixed(const FixedPlacement& f);
    void orderRequired();
    void requiredStep();
    void startPadding();
    void paddingStep();
    void onPadding(PaddingStatus s);
    void backtrackRequired();
    void finish(AssemblyStatus s, text::CoreText message);
    text::CoreText lastDeadEnd() const;
    void updateTimes();

    AssemblyProblem problem_;
    AssemblyOptions options_;
    std::unique_ptr<PlacementTable> table_;
    std::unique_ptr<AssemblyState> state_;
    std::unique_ptr<SeededRandom> random_;
    std::unique_ptr<AssemblyStats> stats_;
    std::unique_ptr<AssemblyEvent> event_;
    std::unique_ptr<SearchContext> context_;
    std::unique_ptr<PaddingSearch> padding_;
    std::vector<int> required_;          // kinds still short of their min, in placing order
    std::vector<model::CellIndex> positions_;
    std::vector<RequiredEntry> placedRequired_;
    size_t requiredIndex_ = 0;
    int slot_ = 0;                       // position * orientations + orientation
    int fixedCount_ = 0;
    DeadEnd padCause_{DeadEndReason::CouldNotPad, model::kNoCell, -1}; // why the last padding failed
    bool paddingActive_ = false;
    AssemblyStatus status_ = AssemblyStatus::Running;
    text::CoreText messageText_;
    std::chrono::steady_clock::time_point started_;
    std::clock_t startedCpu_;
};

} // namespace hexloom::core::assembly
