// The editor on a 10,000-hex board (a 100 x 100 rectangle of Terra Mystica terrains, some hexes
// locked): drawing the whole board as "Fit Board" shows it in a 1280 x 800 window, and one paint
// edit through the document (undo command, full rescore, change signals). Figures:
// docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <cstdlib>

#include "core/io/rule_set_file.h"
#include "core/platform/platform.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace {

using namespace hexloom;

QApplication& application()
{
    static int argc = 1;
    static char name[] = "editor_large_board_bench";
    static char* argv[] = {name, nullptr};
    core::platform::useOffscreenGraphicsUnlessSet();
    static QApplication app(argc, argv);
    return app;
}

// A 100 x 100 board, terrains in stripes of the rule set's land kinds, every 7th hex locked.
std::unique_ptr<ui::document::MapDocument> largeDocument()
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto doc = std::make_unique<ui::document::MapDocument>(
        ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::rectangle(100, 100), 0).content);
    std::vector<ui::document::CellChange> changes;
    for (core::model::CellIndex c = 0; c < doc->board().size(); ++c)
        changes.push_back({c, {static_cast<core::model::TerrainId>(c / 3 % rules->terrainCount()), 0, c % 7 == 0}});
    doc->changeCells(changes, QStringLiteral("setup"));
    return doc;
}

void BM_RenderFittedView(benchmark::State& state)
{
    application();
    auto doc = largeDocument();
    ui::scene::MapScene scene(doc.get());
    ui::tools::ToolOptions options;
    ui::tools::ToolManager tools(&options);
    ui::scene::MapView view(&scene, &tools);
    view.resize(1280, 800);
    view.show();
    view.fitBoard();
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter p(&image);
        static_cast<QWidget&>(view).render(&p, QPoint(), QRegion(), QWidget::DrawChildren); // the widget, as shown
        p.end();
        benchmark::DoNotOptimize(image.bits());
        for (QGraphicsItem* item : scene.items())
            item->update(); // the next iteration draws the board again, not a cached pixmap
    }
    state.counters["hexes"] = doc->board().size();
}
BENCHMARK(BM_RenderFittedView)->Unit(benchmark::kMillisecond);

void BM_PaintEditAndRescore(benchmark::State& state)
{
    application();
    auto doc = largeDocument();
    ui::scene::MapScene scene(doc.get());
    core::model::CellIndex cell = 1;
    for (auto _ : state) {
        cell = (cell + 7919) % doc->board().size();
        auto s = ui::document::CellState::of(doc->map(), cell);
        s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % doc->rules().terrainCount());
        doc->changeCells({{cell, s}}, QStringLiteral("paint"));
        benchmark::DoNotOptimize(doc->report().total);
    }
}
BENCHMARK(BM_PaintEditAndRescore)->Unit(benchmark::kMillisecond);

} // namespace
