// The full editor window on Terra Mystica-shaped boards of 29,880 and 250,000 hexes (the shapes of
// make_scaled_maps.py, the Original board's terrain mix shuffled, every 7th hex locked): open the
// map file (native JSON), fit the board, zoom in, paint one hex, apply a run's snapshot, and the longest
// event-loop stall while the default algorithm runs live. Each figure includes the repaint of the
// 1280 x 800 canvas it causes. Figures and the command: docs/benchmarks.md ("The editor at scale").
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <random>

#include "core/search/solver.h"
#include "tests/benchmarks/editor_huge_board.h"
#include "ui/docks/requirements_dock.h"
#include "ui/run/run_controller.h"

namespace {

using namespace hexloom;
using namespace hexloom::bench;
using core::model::CellIndex;
using test::threadCpuMs;
using ui::main_window::MainWindow;

// The longest gap between two turns of the event loop (a zero-interval timer), in wall clock and
// in GUI-thread CPU time, and when (after start()) the longest in CPU ended.
struct FrameMeter {
    QElapsedTimer clock;
    QTimer tick;
    qint64 last = 0;
    double lastCpu = 0, wall = 0, cpu = 0, cpuAt = 0;
    int over12 = 0, over16 = 0; // frames over 12 and 16 ms of GUI-thread CPU
    FrameMeter()
    {
        tick.setInterval(0);
        QObject::connect(&tick, &QTimer::timeout, [this] { turn(); });
    }
    void start()
    {
        clock.start();
        last = 0;
        lastCpu = threadCpuMs();
        tick.start();
    }
    void turn()
    {
        const qint64 now = clock.nsecsElapsed();
        const double c = threadCpuMs();
        wall = std::max(wall, static_cast<double>(now - last) / 1e6);
        over12 += c - lastCpu > 12 ? 1 : 0;
        over16 += c - lastCpu > 16 ? 1 : 0;
        if (c - lastCpu > cpu) {
            cpu = c - lastCpu;
            cpuAt = static_cast<double>(now) / 1e6;
        }
        last = now;
        lastCpu = c;
    }
    // Turns the event loop for `ms` more.
    void runFor(qint64 ms)
    {
        const qint64 until = clock.elapsed() + ms;
        while (clock.elapsed() < until)
            QApplication::processEvents(QEventLoop::AllEvents);
    }
};

// Opening as File → Open does (MainWindow::loadFile: parse, evaluator, first score and overview
// on a worker, then the session installed on the GUI thread), timed until the map is on the
// canvas, with the longest frame of the GUI thread meanwhile (and for 0.5 s after: the docks'
// first reports).
void BM_OpenInEditor(benchmark::State& state)
{
    application();
    const QString path = mapFile(static_cast<int>(state.range(0)));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    settle();
    FrameMeter meter;
    for (auto _ : state) {
        meter.start();
        window.loadFile(path);
        while (window.session()->document()->filePath() != path && meter.clock.elapsed() < 120000)
            QApplication::processEvents(QEventLoop::AllEvents);
        window.view()->viewport()->repaint();
        state.PauseTiming();
        meter.runFor(500);
        meter.tick.stop();
        window.openDefault(); // the next open replaces a small board, as after a start
        settle();
        state.ResumeTiming();
    }
    state.counters["hexes"] = static_cast<double>(state.range(0));
    state.counters["longest_wall_ms"] = meter.wall;
    state.counters["longest_cpu_ms"] = meter.cpu;
}

// The same file opened at once (MainWindow::openFile: everything on the GUI thread, as scripts and
// tests open maps).
void BM_OpenAtOnce(benchmark::State& state)
{
    application();
    const QString path = mapFile(static_cast<int>(state.range(0)));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    settle();
    for (auto _ : state) {
        window.openFile(path);
        window.view()->viewport()->repaint();
        state.PauseTiming();
        window.openDefault();
        settle();
        state.ResumeTiming();
    }
}

void BM_FitBoard(benchmark::State& state)
{
    application();
    Editor e(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        state.PauseTiming();
        e.view().zoomBy(40); // from a close-up, so the whole canvas is new
        e.paint();
        state.ResumeTiming();
        e.view().fitBoard();
        e.paint();
    }
}

void BM_ZoomInOneStep(benchmark::State& state)
{
    application();
    Editor e(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        state.PauseTiming();
        e.view().fitBoard();
        e.paint();
        state.ResumeTiming();
        e.view().zoomBy(1.25); // one wheel notch is 1.0015^120 = 1.2
        e.paint();
    }
}

// The hex's state with the rule set's next terrain: a paint that always changes the hex.
ui::document::CellState repainted(const ui::document::MapDocument& doc, CellIndex c)
{
    auto s = ui::document::CellState::of(doc.map(), c);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % doc.rules().terrainCount());
    return s;
}

void BM_PaintOneHex(benchmark::State& state)
{
    application();
    Editor e(static_cast<int>(state.range(0)));
    e.view().fitBoard();
    e.paint();
    auto& doc = e.doc();
    CellIndex cell = 1;
    for (auto _ : state) {
        cell = (cell + 7919) % doc.board().size();
        doc.changeCells({{cell, repainted(doc, cell)}}, QStringLiteral("paint"));
        settle();
    }
}

// What a live run's snapshot does to the editor: `range(1)` unlocked hexes change at once
// (MapDocument::setCells with Origin::Run, then the repaint).
void BM_ApplySnapshot(benchmark::State& state)
{
    application();
    Editor e(static_cast<int>(state.range(0)));
    e.view().fitBoard();
    e.paint();
    auto& doc = e.doc();
    std::mt19937 rng(3);
    std::uniform_int_distribution<CellIndex> pick(0, doc.board().size() - 1);
    for (auto _ : state) {
        state.PauseTiming();
        std::vector<CellIndex> cells;
        std::vector<ui::document::CellState> states;
        while (cells.size() < static_cast<size_t>(state.range(1))) {
            const CellIndex c = pick(rng);
            if (doc.map().locked(c))
                continue;
            cells.push_back(c);
            states.push_back(repainted(doc, c));
        }
        state.ResumeTiming();
        doc.setCells(cells, states, ui::document::MapDocument::Origin::Run);
        settle();
    }
}

// The longest frame while the default algorithm runs live for 3 s and for 2 s after it ends (the
// final report, the docks' refresh and the autosave one idle second after the run's undo step), in wall clock and in GUI-thread CPU time. range(1) = 1:
// with the Fairness dock in front (player values and the home-terrain table follow every map) and
// the first requirement's violations outlined.
void BM_LiveRunLongestFrame(benchmark::State& state)
{
    application();
    Editor e(static_cast<int>(state.range(0)));
    e.view().fitBoard();
    e.paint();
    if (state.range(1) == 1) {
        e.window.findChild<QDockWidget*>(QStringLiteral("BalanceDock"))->raise();
        e.window.requirementsDock()->selectRequirement(QStringLiteral("REQ1"));
        settle();
    }
    const auto* info = core::search::findAlgorithm(core::search::defaultAlgorithm());
    core::search::RunSettings settings;
    settings.seed = 11;
    settings.stop.timeLimitSeconds = 3.0;
    int snapshots = 0;
    FrameMeter meter;
    for (auto _ : state) {
        auto* runs = e.window.session()->runs();
        QObject::connect(runs, &ui::run::RunController::cellsApplied, [&] { ++snapshots; });
        runs->start(ui::run::RunController::Mode::Live, {ui::run::RunRequest::forAlgorithm(*info, {}, settings)});
        meter.start();
        while (runs->isRunning() && meter.clock.elapsed() < 60000)
            QApplication::processEvents(QEventLoop::AllEvents);
        meter.runFor(2000);
        meter.tick.stop();
    }
    state.counters["longest_wall_ms"] = meter.wall;
    state.counters["longest_cpu_ms"] = meter.cpu;
    state.counters["longest_cpu_ends_at_ms"] = meter.cpuAt; // after the start of the run
    state.counters["maps_applied"] = snapshots;
    state.counters["frames_over_12ms_cpu"] = meter.over12;
    state.counters["frames_over_16ms_cpu"] = meter.over16;
}

BENCHMARK(BM_OpenInEditor)->Arg(29880)->Arg(250000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_OpenAtOnce)->Arg(29880)->Arg(250000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_FitBoard)->Arg(29880)->Arg(250000)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_ZoomInOneStep)->Arg(29880)->Arg(250000)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_PaintOneHex)->Arg(29880)->Arg(250000)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(BM_ApplySnapshot)->Args({29880, 100})->Args({250000, 100})->Args({250000, 5000})->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_LiveRunLongestFrame)->Args({29880, 0})->Args({250000, 0})->Args({29880, 1})->Args({250000, 1})->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char** argv) { return hexloom::bench::runEditorBenchmarks(argc, argv); }
