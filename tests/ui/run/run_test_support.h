#pragma once
// Helpers for tests of runs: the Terra Mystica document and a request for the test solver.
#include <memory>

#include "tests/support/event_loop.h"
#include "tests/ui/run/test_swap_solver.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/run/run_request.h"

namespace hexloom::test {

inline std::unique_ptr<ui::document::MapDocument> tmDocument()
{
    return std::make_unique<ui::document::MapDocument>(
        ui::document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")).content);
}

inline ui::run::RunRequest request(TestSwapSolver::Options options, double seconds, uint64_t seed = 7)
{
    ui::run::RunRequest r;
    r.algorithmId = QStringLiteral("test");
    r.algorithmName = QStringLiteral("Test swaps");
    r.make = [options] { return std::make_unique<TestSwapSolver>(options); };
    r.settings.seed = seed;
    r.settings.stop.timeLimitSeconds = seconds;
    return r;
}

} // namespace hexloom::test
