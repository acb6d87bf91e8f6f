// File → Open Recipe: a recipe line made by `hexloom-cli generate` opens in the editor as the map
// it made (the same cells, as an independent load of the generated file shows); a broken line
// is refused with the CLI's reason; a long replay never blocks the window and Cancel ends it; the
// entry is in the File menu.
#include <QElapsedTimer>
#include <QMenuBar>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>
#include <optional>

#include "core/io/map_file.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/main_window.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/main_window/recipe_opener.h"
#include "ui/main_window/recipe_replay.h"

namespace hexloom::test {
namespace {

TEST(RecipeOpener, ARecipeLineOpensTheMapItMade)
{
    QTemporaryDir dir;
    const QString made = dir.filePath(QStringLiteral("made.json"));
    QProcess generate;
    generate.start(QStringLiteral(HEXLOOM_CLI_PATH),
                   {QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("terra-mystica-published"), QStringLiteral("--shuffle"),
                    QStringLiteral("--algorithm"), QStringLiteral("tabu"), QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--iterations"),
                    QStringLiteral("120"), QStringLiteral("--out"), made});
    ASSERT_TRUE(generate.waitForFinished(60'000));
    ASSERT_EQ(generate.exitCode(), 0) << generate.readAllStandardError().toStdString();
    const auto file = core::io::loadMap(made);
    const QString line = QString::fromStdString(file.metadata.recipe);
    ASSERT_TRUE(line.startsWith(QStringLiteral("hexloom-recipe/1")));

    ui::main_window::MainWindow window;
    window.openDefault();
    std::optional<ui::document::LoadedDocument> loaded;
    const ui::main_window::RecipeHooks hooks{[] { return true; }, [&](ui::document::LoadedDocument d) { loaded = std::move(d); }, {}};
    ui::main_window::startRecipeReplay(&window, line, QStringLiteral(HEXLOOM_CLI_PATH), hooks, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.has_value(); }, 60'000));
    ASSERT_EQ(loaded->content.board->size(), file.board.size());
    for (core::model::CellIndex c = 0; c < file.board.size(); ++c) {
        EXPECT_EQ(loaded->content.map.terrain(c), file.map.terrain(c)) << c;
        EXPECT_EQ(loaded->content.map.token(c), file.map.token(c)) << c;
    }
    DialogCatcher catcher;
    ui::main_window::startRecipeReplay(&window, QStringLiteral("hexloom-recipe/1 maybe"), QStringLiteral(HEXLOOM_CLI_PATH), hooks, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([&] { return catcher.shown > 0; }, 60'000)) << "a broken recipe was accepted";
    EXPECT_TRUE(catcher.text.contains(QStringLiteral("expected exact or timed"))) << catcher.text.toStdString();
}

// A recipe that runs long (an exact line that never reaches its target: the replay's bound is
// 50 s) does not freeze the window: startRecipeReplay returns at once, the event loop runs (a
// timer fires, the progress window counts), Cancel kills the process and installs nothing, and
// closing the window (Ctrl+Q) while a replay runs ends it too.
TEST(RecipeOpener, ALongReplayKeepsTheWindowAliveAndCancelEndsIt)
{
    ASSERT_TRUE(kScratchSettings);
    const QString slow = QStringLiteral("hexloom-recipe/1 exact hexloom=0.9.0 --rules catan --algorithm tabu --seed 1 --time-limit 5 --target -1");
    bool installed = false;
    const ui::main_window::RecipeHooks hooks{[] { return true; }, [&](ui::document::LoadedDocument) { installed = true; }, {}};
    auto window = std::make_unique<ui::main_window::MainWindow>();
    window->openDefault();
    window->show();
    QAction action;
    QElapsedTimer clock;
    clock.start();
    ui::main_window::startRecipeReplay(window.get(), slow, QStringLiteral(HEXLOOM_CLI_PATH), hooks, &action);
    EXPECT_LT(clock.elapsed(), 5'000) << "the replay blocked the GUI thread";
    EXPECT_FALSE(action.isEnabled()) << "a second replay could start meanwhile";
    auto* progress = window->findChild<QProgressDialog*>(QStringLiteral("RecipeReplayProgress"));
    ASSERT_TRUE(progress);
    EXPECT_TRUE(progress->isVisible());
    bool ticked = false;
    QTimer::singleShot(100, [&] { ticked = true; });
    EXPECT_TRUE(QTest::qWaitFor([&] { return ticked && progress->labelText().contains(QStringLiteral("1 s")); }, 20'000))
        << "no event ran while the replay ran: " << progress->labelText().toStdString();
    const auto replay = window->findChild<ui::main_window::RecipeReplay*>();
    ASSERT_TRUE(replay);
    EXPECT_TRUE(replay->running());
    auto* cancel = progress->findChild<QPushButton*>();
    ASSERT_TRUE(cancel);
    cancel->click(); // as the designer does
    EXPECT_TRUE(QTest::qWaitFor([&] { return !window->findChild<ui::main_window::RecipeReplay*>(); }, 10'000));
    EXPECT_TRUE(action.isEnabled());
    EXPECT_FALSE(installed);
    EXPECT_LT(clock.elapsed(), 30'000);

    // Closing the window with a replay running kills it at once.
    ui::main_window::startRecipeReplay(window.get(), slow, QStringLiteral(HEXLOOM_CLI_PATH), hooks, nullptr);
    QTest::qWait(300);
    clock.restart();
    window.reset();
    EXPECT_LT(clock.elapsed(), 10'000);
    EXPECT_FALSE(installed);
}

TEST(RecipeOpener, IsInTheFileMenu)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    QMenu* file = w.menuBar()->actions().first()->menu();
    bool found = false;
    for (QAction* a : file->actions())
        found = found || a->objectName() == QLatin1String("OpenRecipeAction");
    EXPECT_TRUE(found);
}

} // namespace
} // namespace hexloom::test
