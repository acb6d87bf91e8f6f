#pragma once
// Where a region-partitioning search stands (PartitionSearch, and the snapshots of its runs).

namespace hexloom::core::partition {

enum class SearchStatus { Running, Solved, Failed, Cancelled };

} // namespace hexloom::core::partition
