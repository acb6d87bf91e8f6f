// Each kind of run (search, tile assembly, region partitioning) running while File -> Open
// replaces the document: the old session retires them (cancelled, forgotten, no report reaches
// anyone), its controllers are gone afterwards, and the new session's pipelines start idle and
// work. And an editor run that runs out of memory says so in a dialog naming the document.
#include <QPointer>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <new>

#include "core/partition/partition_problem.h"
#include "core/partition/constraint_graph_file.h"
#include "core/assembly/tile_set_file.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/document/document_files.h"
#include "ui/main_window/main_window.h"
#include "ui/run/assembly_controller.h"
#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
namespace partition = core::partition;

run::PartitionRequest pausedPartition(const document::MapDocument& doc)
{
    run::PartitionRequest r;
    r.problem.board = doc.content().board;
    r.problem.graph = core::partition::loadConstraintGraph(QStringLiteral("chain-8"));
    r.problem.scope = partition::scopeCells(doc.board(), doc.map(), doc.rules(), partition::Scope::All);
    r.startPaused = true;
    r.graphName = QStringLiteral("chain-8");
    return r;
}

void startAllThree(session::DocumentSession& s)
{
    s.runs()->start(run::RunController::Mode::Live, {request({}, 30)});
    s.assemblies()->start(core::assembly::loadTileSet(QStringLiteral("terra-mystica-modular")), {}, true);
    s.partitions()->start(pausedPartition(*s.document()));
}

TEST(DocumentReplacement, EveryKindOfRunIsRetiredWithItsSessionAndTheNextSessionRuns)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString tm = writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const QString fjords = writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-fjords"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(tm));
    for (int round = 0; round < 3; ++round) {
        auto* s = w.session();
        startAllThree(*s);
        QPointer<run::RunController> runs = s->runs();
        QPointer<run::AssemblyController> assemblies = s->assemblies();
        QPointer<run::PartitionController> partitions = s->partitions();
        ASSERT_TRUE(runs->isRunning() && assemblies->isRunning() && partitions->isRunning());
        int reports = 0;
        QObject::connect(runs, &run::RunController::finished, [&] { ++reports; });
        QObject::connect(assemblies, &run::AssemblyController::finished, [&] { ++reports; });
        QObject::connect(partitions, &run::PartitionController::finished, [&] { ++reports; });
        spinFor(100);
        // Only what arrives after the replacement counts: each job has a thread of its own now, so
        // one may well end within the 100 ms above (the paused partition of chain-8 does).
        reports = 0;
        ASSERT_TRUE(w.openFile(round % 2 == 0 ? fjords : tm));
        EXPECT_TRUE(runs.isNull() && assemblies.isNull() && partitions.isNull()) << "the old session's pipelines outlived it";
        EXPECT_EQ(reports, 0) << "a retired run reported into a replaced session";
        auto* next = w.session();
        ASSERT_NE(next, s);
        EXPECT_FALSE(next->runs()->isRunning());
        EXPECT_FALSE(next->assemblies()->isRunning());
        EXPECT_FALSE(next->partitions()->isRunning());
    }
    // The new session's pipelines work: a short search runs to its end and is one undo step.
    auto* runs = w.session()->runs();
    runs->start(run::RunController::Mode::Live, {request({}, 0.3)});
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }));
    EXPECT_EQ(w.session()->document()->undoStack()->count(), 1);
}

TEST(DocumentReplacement, ARunOutOfMemoryNamesTheDocumentInItsDialog)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString tm = writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(tm));
    auto r = request({}, 1);
    r.make = []() -> std::unique_ptr<core::search::Solver> { throw std::bad_alloc(); };
    DialogCatcher catcher;
    w.session()->runs()->start(run::RunController::Mode::Live, {r});
    ASSERT_TRUE(spinUntil([&] { return catcher.shown > 0; }));
    EXPECT_TRUE(catcher.text.contains(tm)) << catcher.text.toStdString();
    EXPECT_TRUE(catcher.text.contains(QStringLiteral("out of memory"))) << catcher.text.toStdString();
    EXPECT_TRUE(catcher.text.contains(QStringLiteral("Test swaps"))) << catcher.text.toStdString();
    EXPECT_FALSE(catcher.text.contains(QStringLiteral("std::bad_alloc"))) << catcher.text.toStdString();
}

} // namespace
} // namespace hexloom::test
