// File → Open Recipe on a Tiled map whose tiles have no "kind" property (a generated map taken to
// Tiled and retiled there, its recipe kept as a map property), in the real window: the editor reads
// the map on a worker and asks for the kinds in the same dialog File → Open asks with. Cancel
// replays nothing (no progress window, no message, the open map stays); Open replays the recipe
// with that mapping (`replay --kind-map`, the mapping the designer chose) and the map it makes
// opens, cell for cell the map the recipe made (checked against the generated file, read on its
// own). Through the real File menu (the CLI found as the editor finds it: defaultCliPath, which the
// tests point at the CLI they were built with), the status bar then says whether the replay made
// the map: "reproduced exactly", or, for a map whose cell was changed in Tiled after it was made,
// the count and the first differing hex (found here by reading the changed map with the same
// kinds and comparing it with the generated one).
#include <QApplication>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>
#include <optional>

#include "core/io/map_file.h"
#include "core/io/tiled_map_draft.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/tiled_kind_answer.h"
#include "tests/support/tiled_without_kinds.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/dialogs/tiled_kind_map_dialog.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/recipe_opener.h"
#include "ui/main_window/recipe_replay.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::main_window::MainWindow;

// Open Recipe's first question, left empty: "choose a file" instead of a pasted line.
struct EmptyRecipeAnswer : QObject {
    QTimer timer;
    EmptyRecipeAnswer()
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this] {
            if (auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
                timer.stop();
                input->setTextValue(QString());
                input->accept();
            }
        });
        timer.start();
    }
};

// A Catan map made by generate, exported to Tiled and stripped of its kinds.
struct RetiledMap {
    QTemporaryDir dir;
    QString made = dir.filePath(QStringLiteral("made.json"));
    QString tmj = dir.filePath(QStringLiteral("dev.tmj"));
    std::map<int, QString> kinds;
    RetiledMap()
    {
        const CliResult g = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("catan"), QStringLiteral("--shuffle"),
                                    QStringLiteral("--algorithm"), QStringLiteral("tabu"), QStringLiteral("--seed"), QStringLiteral("6"),
                                    QStringLiteral("--iterations"), QStringLiteral("60"), QStringLiteral("--out"), made});
        EXPECT_EQ(g.exitCode, 0) << g.err.toStdString();
        const CliResult c = runCli({QStringLiteral("convert"), made, tmj});
        EXPECT_EQ(c.exitCode, 0) << c.err.toStdString();
        kinds = stripTiledKinds(tmj);
    }
};

TEST(TiledRecipeJourney, CancellingTheKindsReplaysNothing)
{
    ASSERT_TRUE(kScratchSettings);
    RetiledMap m;
    ASSERT_FALSE(m.kinds.empty());
    MainWindow w;
    w.openDefault();
    const auto* before = w.session()->document();
    const core::model::Map cells = before->map();
    QAction* action = menuAction(w, QStringLiteral("Open Re&cipe…"));
    ASSERT_NE(action, nullptr);

    DialogCatcher noBox;
    KindAnswer cancel(m.kinds, false);
    {
        EmptyRecipeAnswer recipe;
        FileDialogAnswer file(m.tmj);
        action->trigger(); // returns once the file is chosen: the map is read on a worker
    }
    ASSERT_TRUE(spinUntil([&] { return cancel.shown > 0 && action->isEnabled(); }, 30'000)) << "the kinds dialog never came";
    spinFor(300); // a replay started anyway would show its progress window by now
    EXPECT_EQ(w.findChild<ui::main_window::RecipeReplay*>(), nullptr) << "Cancel replayed the recipe";
    EXPECT_EQ(w.findChild<QProgressDialog*>(QStringLiteral("RecipeReplayProgress")), nullptr);
    EXPECT_EQ(w.findChild<ui::dialogs::TiledKindMapDialog*>(), nullptr) << "the dialog is gone";
    EXPECT_EQ(w.session()->document(), before) << "the open map stays";
    EXPECT_TRUE(w.session()->document()->map().sameContents(cells));
    EXPECT_FALSE(w.session()->document()->isModified());
    EXPECT_EQ(noBox.shown, 0) << noBox.text.toStdString();
}

TEST(TiledRecipeJourney, OpeningWithTheKindsReplaysTheMapTheRecipeMade)
{
    ASSERT_TRUE(kScratchSettings);
    RetiledMap m;
    ASSERT_FALSE(m.kinds.empty());
    MainWindow w;
    w.openDefault();
    std::optional<ui::document::LoadedDocument> loaded;
    const ui::main_window::RecipeHooks hooks{[] { return true; }, [&](ui::document::LoadedDocument d) { loaded = std::move(d); }, {}};
    DialogCatcher noBox;
    KindAnswer open(m.kinds, true);
    QAction action;
    ui::main_window::openRecipe(&w, m.tmj, QStringLiteral(HEXLOOM_CLI_PATH), hooks, &action);
    EXPECT_FALSE(action.isEnabled()) << "a second Open Recipe could start while the map is read";
    QStringList arguments;
    ASSERT_TRUE(spinUntil(
        [&] {
            if (const auto* replay = w.findChild<ui::main_window::RecipeReplay*>())
                arguments = replay->arguments();
            return loaded.has_value() || noBox.shown > 0;
        },
        120'000));
    ASSERT_EQ(noBox.shown, 0) << noBox.text.toStdString();
    EXPECT_EQ(open.shown, 1);
    EXPECT_FALSE(open.okEnabledBefore) << "Open waits for every tile's kind";
    const qsizetype at = arguments.indexOf(QStringLiteral("--kind-map"));
    ASSERT_GE(at, 0) << arguments.join(QLatin1Char(' ')).toStdString();
    const core::io::TiledKindMap chosen = core::io::parseTiledKindMap(arguments.value(at + 1));
    for (const core::io::TiledKindEntry& e : chosen)
        EXPECT_EQ(QString::fromStdString(e.kind), m.kinds.at(e.tile)) << "tile " << e.tile;
    EXPECT_EQ(chosen.size(), open.cellsShown.size()) << "one entry per tile the dialog asked about";

    const auto made = core::io::loadMap(m.made);
    ASSERT_EQ(loaded->content.board->size(), made.board.size());
    EXPECT_TRUE(loaded->content.map.sameContents(made.map)) << "the replay made the generated map";
    ASSERT_NE(loaded->recipe, nullptr);
    EXPECT_TRUE(spinUntil([&] { return action.isEnabled(); }));
}

} // namespace
} // namespace hexloom::test

namespace hexloom::test {
namespace {

// File → Open Recipe through the menu, leaving the line empty, choosing `tmj`, picking `kinds` and
// opening; returns the status bar's message once the replayed map is open (or the first message
// box's text, prefixed "box: ").
QString openRecipeThroughTheMenu(ui::main_window::MainWindow& w, const QString& tmj, const std::map<int, QString>& kinds)
{
    const auto* before = w.session()->document();
    QAction* action = menuAction(w, QStringLiteral("Open Re&cipe…"));
    EXPECT_NE(action, nullptr);
    if (!action)
        return {};
    DialogCatcher box;
    KindAnswer open(kinds, true);
    {
        EmptyRecipeAnswer recipe;
        FileDialogAnswer file(tmj);
        action->trigger();
    }
    const bool ended = spinUntil([&] { return (w.session()->document() != before && action->isEnabled()) || box.shown > 0; }, 120'000);
    EXPECT_TRUE(ended) << "the replayed map never opened";
    EXPECT_EQ(open.shown, 1) << "the kinds were asked once";
    return box.shown > 0 ? QStringLiteral("box: ") + box.text : w.statusBar()->currentMessage();
}

// Paints the first hex of `tmj`'s first tile layer with a tile of another kind, in place; returns
// the new tile's local id, or -1.
int retileFirstHex(const QString& tmj, const std::map<int, QString>& kinds)
{
    QFile f(tmj);
    if (!f.open(QIODevice::ReadWrite))
        return -1;
    QJsonObject map = QJsonDocument::fromJson(f.readAll()).object();
    const int firstGid = map[QStringLiteral("tilesets")].toArray()[0].toObject()[QStringLiteral("firstgid")].toInt();
    QJsonArray layers = map[QStringLiteral("layers")].toArray();
    QJsonObject layer = layers[0].toObject();
    QJsonArray data = layer[QStringLiteral("data")].toArray();
    for (qsizetype i = 0; i < data.size(); ++i) {
        const int tile = data[i].toInt() - firstGid;
        if (!kinds.count(tile))
            continue;
        for (const auto& [other, kind] : kinds)
            if (kind != kinds.at(tile) && kind != QStringLiteral("desert") && kinds.at(tile) != QStringLiteral("desert")) {
                data[i] = other + firstGid;
                layer[QStringLiteral("data")] = data;
                layers[0] = layer;
                map[QStringLiteral("layers")] = layers;
                f.resize(0);
                f.write(QJsonDocument(map).toJson());
                return other;
            }
    }
    return -1;
}

TEST(TiledRecipeJourney, TheMenuReplaysAndSaysWhetherTheMapCameOutTheSame)
{
    ASSERT_TRUE(kScratchSettings);
    RetiledMap m;
    ASSERT_FALSE(m.kinds.empty());
    const auto made = core::io::loadMap(m.made);
    ui::main_window::MainWindow w;
    w.openDefault();
    const QString same = openRecipeThroughTheMenu(w, m.tmj, m.kinds);
    EXPECT_EQ(same.toStdString(), QStringLiteral("Recipe reproduced exactly: all %1 hexes are the same as in the map").arg(made.board.size()).toStdString());
    EXPECT_TRUE(w.session()->document()->map().sameContents(made.map));

    // A hex retiled in Tiled after the map was made: the replay still makes the generated map, and
    // the status bar names the one hex where the map now differs.
    ASSERT_GE(retileFirstHex(m.tmj, m.kinds), 0);
    core::io::TiledKindMap kinds;
    for (const auto& [tile, kind] : m.kinds)
        kinds.push_back({QString(), tile, kind.toStdString()});
    const core::io::MapFile changed = core::io::TiledMapDraft::read(m.tmj).finish(kinds);
    ASSERT_EQ(changed.board.size(), made.board.size());
    std::vector<core::model::CellIndex> differing;
    for (core::model::CellIndex c = 0; c < made.board.size(); ++c)
        if (changed.map.terrain(c) != made.map.terrain(c) || changed.map.token(c) != made.map.token(c))
            differing.push_back(c);
    ASSERT_EQ(differing.size(), 1u);
    const core::model::OffsetCoord at = made.board.offset(differing.front());
    const QString differs = openRecipeThroughTheMenu(w, m.tmj, m.kinds);
    EXPECT_EQ(differs.toStdString(), QStringLiteral("The replay differs from the map in 1 hex, at row %1, column %2").arg(at.row).arg(at.col).toStdString());
    EXPECT_TRUE(w.session()->document()->map().sameContents(made.map)) << "the replay made the recipe's map, not the changed one";
}

} // namespace
} // namespace hexloom::test
