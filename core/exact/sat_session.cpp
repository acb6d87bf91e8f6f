#include "core/exact/sat_session.h"

#include <cadical.hpp>

#include "core/run/run_control.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

class SatSession::Stop : public CaDiCaL::Terminator {
public:
    Stop(const run::RunControl* control, Clock::time_point deadline) : control_(control), deadline_(deadline) {}
    bool terminate() override
    {
        if (control_ != nullptr && control_->isCancelled())
            reason_ = QT_TRANSLATE_NOOP("hexloom::core", "cancelled");
        else if (Clock::now() >= deadline_)
            reason_ = QT_TRANSLATE_NOOP("hexloom::core", "time limit");
        else
            return false;
        return true;
    }
    const char* reason() const { return reason_; }

private:
    const run::RunControl* control_;
    Clock::time_point deadline_;
    const char* reason_ = QT_TRANSLATE_NOOP("hexloom::core", "time limit"); // marked: the editor translates it
};

SatSession::SatSession(const Cnf& cnf, const run::RunControl* control, Clock::time_point deadline)
    : cnf_(cnf), solver_(std::make_unique<CaDiCaL::Solver>()), stop_(std::make_unique<Stop>(control, deadline))
{
    solver_->connect_terminator(stop_.get());
}

SatSession::~SatSession()
{
    solver_->disconnect_terminator();
}

bool SatSession::sync()
{
    const auto& flat = cnf_.flat();
    // Variables that no clause names yet (free totalizer outputs, a selector of nothing) must
    // still be known to the solver before they are assumed or read.
    solver_->reserve(cnf_.varCount());
    size_t sinceCheck = 0;
    for (; fed_ < flat.size(); ++fed_) {
        solver_->add(flat[fed_]);
        if (flat[fed_] == 0 && ++sinceCheck == 0x4000) { // between two clauses, every 16,384
            sinceCheck = 0;
            if (stop_->terminate()) {
                ++fed_;
                return false; // the rest is fed by the next call
            }
        }
    }
    return true;
}

SatSession::Result SatSession::solve(std::span<const Lit> assumptions)
{
    ++calls_;
    if (!sync() || stop_->terminate())
        return Result::Stopped;
    for (Lit a : assumptions)
        if (a != 0)
            solver_->assume(a);
    switch (solver_->solve()) {
    case 10:
        return Result::Sat;
    case 20:
        return Result::Unsat;
    default:
        return Result::Stopped;
    }
}

bool SatSession::value(Lit lit) const
{
    return solver_->val(lit) > 0;
}

bool SatSession::failed(Lit lit) const
{
    return solver_->failed(lit);
}

const char* SatSession::stopReason() const
{
    return stop_->reason();
}

} // namespace hexloom::core::exact
