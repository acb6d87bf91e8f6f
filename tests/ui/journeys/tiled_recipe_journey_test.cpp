// File → Open Recipe on a Tiled map whose tiles have no "kind" property (a generated map taken to
// Tiled and retiled there, its recipe kept as a map property), in the real window: the editor reads
// the map on a worker and asks for the kinds in the same dialog File → Open asks with. Cancel
// replays nothing (no progress window, no message, the open map stays); Open replays the recipe
// with that mapping (`replay --kind-map`, the mapping the designer chose) and the map it makes
// opens, cell for cell the map the recipe made (checked against the generated file, read on its
// own).
#include <QApplication>
#include <QInputDialog>
#include <QProgressDialog>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>
#include <optional>

#include "core/io/map_file.h"
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
    const ui::main_window::RecipeHooks hooks{[] { return true; }, [&](ui::document::LoadedDocument d) { loaded = std::move(d); }};
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
