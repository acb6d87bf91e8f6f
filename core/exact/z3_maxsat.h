#pragma once
// The same MaxSAT problem handed to Z3's Optimize (MaxRes by default), to compare with the
// engine's own search on CaDiCaL (docs/algorithms.md, "Exact answers"; the benchmark
// BM_RiversLockedOptimum measures both). Every item held, the objective's literals soft.
#include <chrono>

#include "core/exact/exact_encoding.h"

namespace hexloom::core::exact {

struct Z3Optimum {
    bool solved = false; // false: Z3 gave up (time limit) or found no map
    int optimum = 0;     // the covered objective's minimum when solved
};

Z3Optimum z3Optimum(const ExactEncoding& encoding, std::chrono::milliseconds timeLimit);

} // namespace hexloom::core::exact
