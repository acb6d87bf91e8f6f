#include "core/assembly/rma2_assembler.h"

#include <chrono>

#include "core/assembly/assembler.h"

namespace hexloom::core::assembly {

namespace {
constexpr auto kSnapshotSpacing = std::chrono::milliseconds(33); // at most 30 snapshots a second
} // namespace

AssemblyResult Rma2Assembler::run(const AssemblyProblem& problem, const AssemblyOptions& options, run::RunControl& control, const Post& post)
{
    Assembler assembler(problem, options);
    auto last = std::chrono::steady_clock::now() - kSnapshotSpacing;
    return assembler.run(&control, [&](const Assembler& a) {
        const auto now = std::chrono::steady_clock::now();
        if (post && (a.status() != AssemblyStatus::Running || control.isPaused() || now - last >= kSnapshotSpacing)) {
            post(a.snapshot());
            last = now;
        }
    });
}

run::GeneratorInfo<TileAssembler> Rma2Assembler::info()
{
    return {"rma2", "RMA2 tile assembly",
            "Fixed tiles, then the required ones at every position in seeded random order, then the rest padded by backtracking over gaps",
            "UFO: Alien Invasion, random map assembly (RMA2), src/server/sv_rma.cpp",
            [] { return std::make_unique<Rma2Assembler>(); }};
}

} // namespace hexloom::core::assembly
