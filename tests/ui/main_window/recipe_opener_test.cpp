// File → Open Recipe: a recipe line made by `hexloom-cli generate` opens in the editor as the map
// it made (the same cells, as an independent load of the generated file shows); a broken line
// is refused with the CLI's reason; the entry is in the File menu.
#include <QMenuBar>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/recipe_opener.h"

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

    const auto loaded = ui::main_window::replayRecipe(line, QStringLiteral(HEXLOOM_CLI_PATH));
    ASSERT_EQ(loaded.content.board->size(), file.board.size());
    for (core::model::CellIndex c = 0; c < file.board.size(); ++c) {
        EXPECT_EQ(loaded.content.map.terrain(c), file.map.terrain(c)) << c;
        EXPECT_EQ(loaded.content.map.token(c), file.map.token(c)) << c;
    }
    try {
        ui::main_window::replayRecipe(QStringLiteral("hexloom-recipe/1 maybe"), QStringLiteral(HEXLOOM_CLI_PATH));
        ADD_FAILURE() << "a broken recipe was accepted";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("expected exact or timed"), std::string::npos) << e.what();
    }
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
