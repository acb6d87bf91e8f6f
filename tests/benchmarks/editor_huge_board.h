#pragma once
// What the editor_huge_board_*_bench executables share: the big map files (the shapes of
// make_scaled_maps.py, the Original board's terrain mix shuffled, every 7th hex locked, native
// JSON), the full editor window on one of them, and an application that prints slow events.
// Figures and commands: docs/benchmarks.md ("The editor at scale").
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QTemporaryDir>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>

#include "core/platform/platform.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/thread_cpu.h"
#include "ui/document/document_files.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"

namespace hexloom::bench {

using core::model::CellIndex;
using ui::main_window::MainWindow;

// The QApplication lives in main(), so it goes before the statics below (a static one was
// destroyed after them and crashed at exit).
inline void application() { (void)hexloom::test::kScratchSettings; }

// rows x long row of make_scaled_maps.py, by hex count.
inline core::model::Board boardOf(int hexes) { return hexes == 250000 ? core::model::Board::terraMystica(800, 313) : core::model::Board::terraMystica(144, 208); }

// The map file of a board of `hexes` (written once per size into a scratch folder).
inline QString mapFile(int hexes)
{
    static QTemporaryDir dir;
    static std::map<int, QString> files;
    if (auto it = files.find(hexes); it != files.end())
        return it->second;
    const auto original = ui::document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const auto& mix = original.content.map;
    auto loaded = ui::document::blankDocument(original.content.rules, original.rulesSource, boardOf(hexes), 0);
    std::mt19937 rng(1);
    std::uniform_int_distribution<CellIndex> pick(0, mix.size() - 1);
    auto& map = loaded.content.map;
    for (CellIndex c = 0; c < map.size(); ++c) {
        map.setTerrain(c, mix.terrain(pick(rng)));
        map.setLocked(c, c % 7 == 0);
    }
    ui::document::MapDocument doc(loaded.content);
    const QString path = dir.filePath(QStringLiteral("tm-%1.json").arg(hexes));
    ui::document::saveMapFile(doc, path);
    files[hexes] = path;
    return path;
}

// Lets queued updates and the repaint they cause run.
inline void settle()
{
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
}

struct Editor {
    MainWindow window;
    explicit Editor(int hexes)
    {
        window.resize(1280, 800);
        window.show();
        window.openFile(mapFile(hexes));
        settle();
    }
    ui::scene::MapView& view() { return *window.view(); }
    ui::document::MapDocument& doc() { return *window.session()->document(); }
    // A full synchronous repaint of the canvas.
    void paint() { view().viewport()->repaint(); }
};

// With HEXLOOM_SLOW_EVENTS=MS set, every event that takes the GUI thread MS or more of CPU is
// printed with its receiver and type: where a long frame goes.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject* receiver, QEvent* e) override
    {
        if (slowMs_ <= 0)
            return QApplication::notify(receiver, e);
        const int type = e->type();
        const double before = hexloom::test::threadCpuMs();
        const bool result = QApplication::notify(receiver, e);
        const double took = hexloom::test::threadCpuMs() - before;
        if (took >= slowMs_ && depth_ == 0)
            std::fprintf(stderr, "slow event: %.1f ms CPU, %s (%s) in %s, type %d\n", took, receiver->metaObject()->className(),
                         qPrintable(receiver->objectName()), receiver->parent() ? receiver->parent()->metaObject()->className() : "-", type);
        return result;
    }
    double slowMs_ = qEnvironmentVariableIntValue("HEXLOOM_SLOW_EVENTS");
    int depth_ = 0;
};

// The benchmarks' main: an offscreen TimedApplication, then Google Benchmark.
inline int runEditorBenchmarks(int argc, char** argv)
{
    core::platform::useOffscreenGraphicsUnlessSet();
    TimedApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace hexloom::bench
