// The editor opening each bad file of the catalogue (tests/data/bad/catalogue.tsv) that it can
// open: maps and letter files through its own open path (MainWindow::openFile), rule sets through
// the rule-set editor's open path (RuleSetEditorDialog::openPath), and maps whose locks the pool
// cannot hold through Search > Run. Each shows a warning dialog with the same message the CLI
// prints (naming the file and the line or field), and the open document stays exactly as it was.
// Tile sets and constraint graphs are checked at the core/io level (tests/robustness).
#include <QAction>
#include <QStandardPaths>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "tests/robustness/bad_input_catalogue.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/dialogs/rule_set_editor_dialog.h"
#include "ui/docks/search_dock.h"
#include "ui/document/map_document.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

// What must not change when a bad file is refused.
struct DocumentState {
    explicit DocumentState(const ui::main_window::MainWindow& window)
        : doc(window.session()->document()), map(doc->map()), revision(doc->revision()), board(doc->content().board),
          rules(doc->content().rules), path(doc->filePath())
    {
    }
    void expectUnchanged(const ui::main_window::MainWindow& window) const
    {
        ASSERT_EQ(window.session()->document(), doc) << "the open document was replaced";
        EXPECT_EQ(doc->map(), map);
        EXPECT_EQ(doc->revision(), revision);
        EXPECT_EQ(doc->content().board, board);
        EXPECT_EQ(doc->content().rules, rules);
        EXPECT_EQ(doc->filePath(), path);
        EXPECT_FALSE(doc->isModified());
    }
    const ui::document::MapDocument* doc;
    core::model::Map map;
    uint64_t revision;
    std::shared_ptr<const core::model::Board> board;
    std::shared_ptr<const core::rules::RuleSet> rules;
    QString path;
};

void expectMessage(const DialogCatcher& catcher, const BadInput& row)
{
    EXPECT_EQ(catcher.shown, 1);
    EXPECT_TRUE(catcher.text.contains(row.path())) << catcher.text.toStdString();
    EXPECT_TRUE(catcher.text.contains(row.fragment)) << "expected \"" << row.fragment.toStdString() << "\" in " << catcher.text.toStdString();
}

std::vector<BadInput> rowsOfKind(const char* kind)
{
    std::vector<BadInput> rows;
    for (const auto& row : badInputCatalogue())
        if (row.openedAs() == QLatin1String(kind)) // made-map rows (a FIFO given as a map...) open as maps
            rows.push_back(row);
    return rows;
}

class BadInputEditor : public ::testing::TestWithParam<BadInput> {
protected:
    static void SetUpTestSuite() { QStandardPaths::setTestModeEnabled(true); }
};

TEST_P(BadInputEditor, ShowsTheMessageAndLeavesTheDocumentUnchanged)
{
    const BadInput& row = GetParam();
    ui::main_window::MainWindow window;
    window.openDefault();
    const DocumentState before(window);
    DialogCatcher catcher;
    EXPECT_FALSE(window.openFile(row.path()));
    expectMessage(catcher, row);
    before.expectUnchanged(window);
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadInputEditor, ::testing::ValuesIn(rowsOfKind("map")), [](const auto& info) { return badInputTestName(info.param); });

class BadRuleSetEditor : public BadInputEditor {};

// Rule > Rule Set… > Open…: the dialog shows the message; neither its form nor the map changes.
TEST_P(BadRuleSetEditor, ShowsTheMessageAndLeavesFormAndDocumentUnchanged)
{
    const BadInput& row = GetParam();
    ui::main_window::MainWindow window;
    window.openDefault();
    const DocumentState before(window);
    ui::dialogs::RuleSetEditorDialog dialog(window.session()->document()->rules(), &window);
    const auto formBefore = dialog.ruleSet();
    ASSERT_TRUE(formBefore.has_value());
    DialogCatcher catcher;
    EXPECT_FALSE(dialog.openPath(row.path()));
    expectMessage(catcher, row);
    const auto formAfter = dialog.ruleSet();
    ASSERT_TRUE(formAfter.has_value());
    EXPECT_EQ(core::io::writeRuleSet(*formAfter), core::io::writeRuleSet(*formBefore)) << "the form changed";
    before.expectUnchanged(window);
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadRuleSetEditor, ::testing::ValuesIn(rowsOfKind("rules")), [](const auto& info) { return badInputTestName(info.param); });

class BadRunStart : public BadInputEditor {};

// A map the editor opens, whose locks the pool cannot hold: Search > Run refuses with a dialog
// naming the terrain and the shortfall, starts no worker and leaves the map as it was.
TEST_P(BadRunStart, RefusesToStartNamingTheTerrainAndShortfall)
{
    const BadInput& row = GetParam();
    ui::main_window::MainWindow window;
    ASSERT_TRUE(window.openFile(row.path())) << "the map itself is valid";
    const DocumentState before(window);
    QAction* run = window.searchDock()->runAction();
    ASSERT_TRUE(run->isEnabled());
    DialogCatcher catcher;
    run->trigger();
    EXPECT_FALSE(window.session()->runs()->isRunning());
    EXPECT_EQ(catcher.shown, 1);
    EXPECT_TRUE(catcher.text.contains(row.fragment)) << "expected \"" << row.fragment.toStdString() << "\" in " << catcher.text.toStdString();
    before.expectUnchanged(window);
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadRunStart, ::testing::ValuesIn(rowsOfKind("run")), [](const auto& info) { return badInputTestName(info.param); });

} // namespace
} // namespace hexloom::test
