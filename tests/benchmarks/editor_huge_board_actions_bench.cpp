// The Edit menu's selection actions and the big board's export dialogs on boards of 29,880 and 250,000 hexes in the full editor window
// (1280 x 800, the board fitted): Select All, Select None, Invert Selection, Lock, Unlock and Fill
// Selection of every hex, and Undo and Redo of the fill, each with the repaint it causes. The
// iteration time is the GUI thread's processor time (what stalls a frame whatever the machine's
// load); `wall_ms` is the wall clock. Figures and the command: docs/benchmarks.md ("The editor at
// scale").
#include <benchmark/benchmark.h>

#include <QAction>
#include <QElapsedTimer>
#include <QUndoStack>
#include <functional>

#include "tests/benchmarks/editor_huge_board.h"
#include "tests/support/event_loop.h"
#include "ui/main_window/pdf_export_dialog.h"
#include "ui/main_window/pdf_writer.h"
#include "ui/main_window/picture_export_dialog.h"
#include "tests/support/menu_action.h"

namespace {

using namespace hexloom;
using namespace hexloom::bench;
using test::threadCpuMs;

void trigger(Editor& e, const char* text)
{
    QAction* a = test::menuAction(e.window, QString::fromUtf8(text));
    if (!a) {
        std::fprintf(stderr, "no menu entry %s\n", text);
        std::abort();
    }
    a->trigger();
}

// Times `act` (with the events and the repaint it causes) after `prepare` (untimed), in the
// GUI thread's processor time; the counters split the longest into the action itself, the events
// it queued (three turns of the event loop) and the repaint.
void measure(benchmark::State& state, Editor& e, const std::function<void()>& prepare, const std::function<void()>& act)
{
    double wall = 0, longest = 0, action = 0, events = 0, repaint = 0;
    for (auto _ : state) {
        prepare();
        settle();
        e.paint();
        QElapsedTimer clock;
        clock.start();
        const double t0 = threadCpuMs();
        act();
        const double t1 = threadCpuMs();
        settle();
        const double t2 = threadCpuMs();
        e.paint();
        const double t3 = threadCpuMs();
        state.SetIterationTime((t3 - t0) / 1e3);
        longest = std::max(longest, t3 - t0);
        action = std::max(action, t1 - t0);
        events = std::max(events, t2 - t1);
        repaint = std::max(repaint, t3 - t2);
        wall = std::max(wall, static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    state.counters["longest_cpu_ms"] = longest;
    state.counters["action_ms"] = action;
    state.counters["events_ms"] = events;
    state.counters["repaint_ms"] = repaint;
    state.counters["longest_wall_ms"] = wall;
    state.counters["hexes"] = static_cast<double>(e.doc().board().size());
}

struct FittedEditor : Editor {
    explicit FittedEditor(int hexes) : Editor(hexes)
    {
        view().fitBoard();
        paint();
    }
};

void BM_SelectAll(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    measure(state, e, [&] { trigger(e, "Select &None"); }, [&] { trigger(e, "Select &All"); });
}

void BM_SelectNone(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    measure(state, e, [&] { trigger(e, "Select &All"); }, [&] { trigger(e, "Select &None"); });
}

void BM_InvertSelection(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    measure(state, e, [] {}, [&] { trigger(e, "&Invert Selection"); });
}

// Lock, Unlock or Fill of every hex (Select All first); the change is undone untimed.
void selectionEdit(benchmark::State& state, const char* action)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    trigger(e, "Select &All");
    measure(state, e, [&] { e.doc().undoStack()->setIndex(0); }, [&] { trigger(e, action); });
}

void BM_LockSelection(benchmark::State& state) { selectionEdit(state, "&Lock Selection"); }
void BM_UnlockSelection(benchmark::State& state) { selectionEdit(state, "U&nlock Selection"); }
void BM_FillSelection(benchmark::State& state) { selectionEdit(state, "&Fill Selection"); }

// Undo (range(1) = 0) or Redo (1) of a fill of every hex.
void BM_UndoRedoFill(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    trigger(e, "Select &All");
    trigger(e, "&Fill Selection");
    auto* stack = e.doc().undoStack();
    const bool redo = state.range(1) == 1;
    measure(state, e, [&] { stack->setIndex(redo ? 0 : 1); }, [&] { redo ? stack->redo() : stack->undo(); });
}

// File → Export → Picture with Options: the GUI thread's part of opening the dialog (its preview
// is drawn on a worker on big boards; `preview_wall_ms` is how long until it shows).
void BM_PictureOptionsDialog(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    double previewWall = 0;
    for (auto _ : state) {
        QElapsedTimer clock;
        clock.start();
        const double t0 = threadCpuMs();
        ui::main_window::PictureExportDialog dialog(e.doc().board(), e.doc().map(), e.doc().content().rules, QStringLiteral("big"));
        state.SetIterationTime((threadCpuMs() - t0) / 1e3);
        test::spinUntil([&] { return !dialog.drawingPreview(); }, 60000);
        previewWall = std::max(previewWall, static_cast<double>(clock.elapsed()));
    }
    state.counters["preview_wall_ms"] = previewWall;
}

// File → Export → PDF at 14 mm hexes (926 sheets at 250,000 hexes): the GUI thread's part of Save
// (the dialog's check of the layout, the job handed to the PdfWriter); `write_wall_ms` is how long
// the worker took to write the file.
void BM_PdfExportSave(benchmark::State& state)
{
    application();
    FittedEditor e(static_cast<int>(state.range(0)));
    QTemporaryDir dir;
    auto* writer = e.window.pdfWriter();
    double writeWall = 0;
    for (auto _ : state) {
        ui::main_window::PdfExportDialog dialog(e.doc().content().board, std::make_shared<const core::model::Map>(e.doc().map()),
                                                e.doc().content().rules, QStringLiteral("big"));
        dialog.setWriter(writer);
        auto s = dialog.settings();
        s.hexMm = 14;
        dialog.setSettings(s);
        QElapsedTimer clock;
        clock.start();
        const double t0 = threadCpuMs();
        dialog.exportTo(dir.filePath(QStringLiteral("big.pdf")));
        state.SetIterationTime((threadCpuMs() - t0) / 1e3);
        test::spinUntil([&] { return !writer->writing(); }, 600000);
        writeWall = std::max(writeWall, static_cast<double>(clock.elapsed()));
    }
    state.counters["write_wall_ms"] = writeWall;
}

BENCHMARK(BM_PictureOptionsDialog)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_PdfExportSave)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_SelectAll)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_SelectNone)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_InvertSelection)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_LockSelection)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_UnlockSelection)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_FillSelection)->Arg(29880)->Arg(250000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_UndoRedoFill)->Args({29880, 0})->Args({29880, 1})->Args({250000, 0})->Args({250000, 1})->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

int main(int argc, char** argv) { return hexloom::bench::runEditorBenchmarks(argc, argv); }
