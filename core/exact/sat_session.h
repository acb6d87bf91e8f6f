#pragma once
// CaDiCaL behind one small face: the formula is fed incrementally (clauses added to the Cnf after
// a call are passed on at the next), every call takes assumptions, and every call stops when the
// run is cancelled or its deadline passes (CaDiCaL's terminator is polled during search).
#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/exact/cnf.h"

namespace CaDiCaL {
class Solver;
}

namespace hexloom::core::run {
class RunControl;
}

namespace hexloom::core::exact {

using Clock = std::chrono::steady_clock;

class SatSession {
public:
    enum class Result { Sat, Unsat, Stopped };

    // `control` may be null; the deadline applies to every call.
    SatSession(const Cnf& cnf, const run::RunControl* control, Clock::time_point deadline);
    ~SatSession();
    SatSession(const SatSession&) = delete;
    SatSession& operator=(const SatSession&) = delete;

    Result solve(std::span<const Lit> assumptions);
    // After Sat: the model's value of `lit`.
    bool value(Lit lit) const;
    // After Unsat: whether assumption `lit` was used in the refutation.
    bool failed(Lit lit) const;
    // Why the last Stopped call stopped: "cancelled" or "time limit".
    const char* stopReason() const;
    int calls() const { return calls_; }

private:
    class Stop;
    // Feeds the clauses added since; false when the run was stopped meanwhile (checked every 2^16
    // literals: loading a formula of millions of clauses takes seconds).
    bool sync();

    const Cnf& cnf_;
    std::unique_ptr<CaDiCaL::Solver> solver_;
    std::unique_ptr<Stop> stop_;
    size_t fed_ = 0; // literals of cnf_.flat() passed to the solver
    int calls_ = 0;
};

} // namespace hexloom::core::exact
