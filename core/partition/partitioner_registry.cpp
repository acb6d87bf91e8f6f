// The registry of region partitioners (region_partitioner.h): one entry per algorithm, found by id.
#include <stdexcept>

#include "core/partition/astar_partitioner.h"

namespace hexloom::core::partition {

const std::vector<run::GeneratorInfo<RegionPartitioner>>& regionPartitioners()
{
    static const std::vector<run::GeneratorInfo<RegionPartitioner>> all{AStarPartitioner::info()};
    return all;
}

const run::GeneratorInfo<RegionPartitioner>& regionPartitioner(const std::string& id)
{
    return run::generatorById(regionPartitioners(), id, "region partitioner");
}

} // namespace hexloom::core::partition
