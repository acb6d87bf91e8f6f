#pragma once
// The outcome of a partitioning search, with what the paper's tables report.
#include <cstdint>
#include <string>
#include <vector>

#include "core/text/core_text.h"

namespace hexloom::core::partition {

inline constexpr int kRemovedCell = -1; // regionOfCell of a removed hex
inline constexpr int kOutOfScope = -2;  // regionOfCell of a hex outside the scope

struct SearchStats {
    int64_t expanded = 0;       // over all runs
    int64_t generated = 0;
    int64_t runExpanded = 0;    // in the current run
    int64_t frontier = 0;       // open states of the current run
    int64_t restarts = 0;       // runs after the first
    int pathLength = 0;         // actions from the initial state to the solution
    int coarseNodes = 0;        // nodes of G in the current run
    int64_t nodeLimit = 0;      // of the current run
    double heuristic = 0;       // of the state expanded last
    double seconds = 0;
};

struct PartitionResult {
    bool success = false;
    std::string message;                   // why not, when unsuccessful
    text::CoreText messageText;            // the same, for the editor to translate
    uint64_t seed = 0;
    std::vector<int> regionOfCell;         // per board cell: region, kRemovedCell or kOutOfScope
    std::vector<std::string> regionNode;   // per region: node id ("north/lake" for nested graphs)
    std::vector<char> regionTerrain;       // per region: terrain letter or 0
    std::vector<std::string> regionProperty;
    std::vector<int> nodeOfRegion;         // per region: node index in the top-level graph
    SearchStats stats;

    int regionCount() const { return static_cast<int>(regionNode.size()); }
    int removedCount() const;
};

} // namespace hexloom::core::partition
