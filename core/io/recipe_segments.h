#pragma once
// The segments of a run the designer edited while it ran (docs/file-format.md, "Segments"). The
// worker adopts an edit at the start of an iteration (RunControl::noteAdopted), and from there the
// run goes on from the edited map with its own state: random generator, iteration and evaluation
// counts, the search's memory. A recipe therefore records the run as segments of one run, not as
// runs of their own: segment 1 is the recipe's start map, segment k+1 starts at the iteration the
// run adopted the designer's k-th edit, from the map the editor posted then. A replay runs the
// recipe once and hands it each segment's map at its iteration (RunControl::scheduleEdits), which
// makes the very same map: every step depends only on the seed, the maps and the iteration count.
//
// In the recipe line each segment after the first is one word pair, its map a delta from the
// segment before (core/model/map_delta.h):
//   --segment ITERATION:ROW,COL,TERRAIN,TOKEN,LOCK;...
// Bounded: at most kMaxSegments segments and kMaxSegmentChars of deltas in one recipe. A run with
// more keeps its first segments and counts the rest (--segments-dropped N); its replay makes the
// map the run would have made without the dropped edits, and the map file says the recipe does
// not make it (recipe_edited).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"

namespace hexloom::core::io {

inline constexpr const char* kSegmentedRecipeMagic = "hexloom-recipe/2"; // a recipe with --segment words
inline constexpr int kMaxSegments = 1000;
inline constexpr size_t kMaxSegmentChars = 256 * 1024;

// A segment as a recipe holds it: the iteration it starts at and its start map's delta from the
// segment before.
struct RecipeSegment {
    int64_t iteration = 0;
    std::string delta;
};

// A segment as a run has it: from the step of `iteration` on, the run went on from `map`.
struct SegmentStart {
    int64_t iteration = 0;
    model::Map map;
};

struct PackedSegments {
    std::vector<RecipeSegment> segments;
    int dropped = 0; // segments past the bounds, left out
};

// The segments of a run from `start` on `board`, as deltas, within the bounds.
PackedSegments packSegments(const model::Board& board, const model::Map& start, const std::vector<SegmentStart>& segments);

// Each segment's start map again, from `start`. Throws std::invalid_argument naming the segment
// ("segment 3 (iteration 120): entry 2: no cell at row 9, column 40 ...").
std::vector<SegmentStart> unpackSegments(const std::vector<RecipeSegment>& segments, const model::Board& board, int terrainCount,
                                         const model::Map& start);

// One --segment value ("ITERATION:DELTA"), the `number`-th (segment number+1), which must start
// after `after`. Throws std::invalid_argument naming it.
RecipeSegment readSegmentWord(std::string_view word, int number, int64_t after);

// Checks the segments of a recipe line read with a map of `board` (their form, order, count and
// every cell and terrain they name), so a map file with a damaged recipe is refused when it is
// read rather than when it is replayed. Throws std::invalid_argument as above.
void checkSegments(std::string_view recipe, const model::Board& board, int terrainCount);

} // namespace hexloom::core::io
