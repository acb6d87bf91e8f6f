#include "core/partition/partition_result.h"

namespace hexloom::core::partition {

int PartitionResult::removedCount() const
{
    int n = 0;
    for (const int r : regionOfCell)
        n += r == kRemovedCell ? 1 : 0;
    return n;
}

} // namespace hexloom::core::partition
