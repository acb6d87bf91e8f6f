// The registry of generators with their own kind of result (generator.h): tile assemblers and
// region partitioners, one entry per algorithm, found by id.
#include <stdexcept>

#include "core/algorithms/assembly/rma2_assembler.h"
#include "core/algorithms/partition/astar_partitioner.h"

namespace hexloom::core::algorithms {

namespace {
template <class G>
const GeneratorInfo<G>& byId(const std::vector<GeneratorInfo<G>>& all, const std::string& id, const char* kind)
{
    if (const auto* g = findGenerator(all, id))
        return *g;
    throw std::invalid_argument(std::string("unknown ") + kind + " \"" + id + "\"");
}
} // namespace

const std::vector<GeneratorInfo<TileAssembler>>& tileAssemblers()
{
    static const std::vector<GeneratorInfo<TileAssembler>> all{assembly::Rma2Assembler::info()};
    return all;
}

const GeneratorInfo<TileAssembler>& tileAssembler(const std::string& id) { return byId(tileAssemblers(), id, "tile assembler"); }

const std::vector<GeneratorInfo<RegionPartitioner>>& regionPartitioners()
{
    static const std::vector<GeneratorInfo<RegionPartitioner>> all{partition::AStarPartitioner::info()};
    return all;
}

const GeneratorInfo<RegionPartitioner>& regionPartitioner(const std::string& id)
{
    return byId(regionPartitioners(), id, "region partitioner");
}

} // namespace hexloom::core::algorithms
