#pragma once
// The registered face of tile assembly (see generator.h): a TileAssembler fills a board with the
// tiles of a tile set and streams AssemblySnapshots while it works. The editor asks for one by id
// ("rma2", the Assembler of assembly/assembler.h) and never includes the assembler itself.
#include <string>
#include <vector>

#include "core/assembly/assembly_options.h"
#include "core/assembly/assembly_problem.h"
#include "core/assembly/assembly_result.h"
#include "core/assembly/assembly_snapshot.h"
#include "core/run/generator.h"

namespace hexloom::core::assembly {

using TileAssembler = run::Generator<AssemblyProblem, AssemblyOptions, AssemblySnapshot, AssemblyResult>;

const std::vector<run::GeneratorInfo<TileAssembler>>& tileAssemblers();
// Throws std::invalid_argument naming the id when no tile assembler has it.
const run::GeneratorInfo<TileAssembler>& tileAssembler(const std::string& id);
// The editor's tile assembler.
inline constexpr const char* kDefaultTileAssembler = "rma2";

} // namespace hexloom::core::assembly
