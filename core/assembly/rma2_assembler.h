#pragma once
// The Assembler (RMA2) behind the TileAssembler face: steps it to the end under a RunControl and
// posts its snapshots at most 30 times a second while running freely, after every step while
// paused, and at the end.
#include "core/assembly/tile_assembler.h"

namespace hexloom::core::assembly {

class Rma2Assembler : public TileAssembler {
public:
    // Throws std::invalid_argument for bad options or fixed tiles (see Assembler's constructor).
    AssemblyResult run(const AssemblyProblem& problem, const AssemblyOptions& options, run::RunControl& control, const Post& post) override;

    static run::GeneratorInfo<TileAssembler> info();
};

} // namespace hexloom::core::assembly
