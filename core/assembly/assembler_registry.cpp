// The registry of tile assemblers (tile_assembler.h): one entry per algorithm, found by id.
#include <stdexcept>

#include "core/assembly/rma2_assembler.h"

namespace hexloom::core::assembly {

const std::vector<run::GeneratorInfo<TileAssembler>>& tileAssemblers()
{
    static const std::vector<run::GeneratorInfo<TileAssembler>> all{Rma2Assembler::info()};
    return all;
}

const run::GeneratorInfo<TileAssembler>& tileAssembler(const std::string& id)
{
    return run::generatorById(tileAssemblers(), id, "tile assembler");
}

} // namespace hexloom::core::assembly
