// The editor opening each bad map file of the catalogue (tests/data/bad/catalogue.tsv) through
// its own open path (MainWindow::openFile): it shows a warning dialog with the same message the CLI
// prints (naming the file and the line or field), and the open document stays exactly as it was.
#include <QApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>
#include <gtest/gtest.h>

#include "tests/robustness/bad_input_catalogue.h"
#include "ui/document/map_document.h"
#include "ui/main_window/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

// Closes the first modal message box that appears and keeps its text.
class DialogCatcher : public QObject {
public:
    DialogCatcher()
    {
        timer_.setInterval(5);
        connect(&timer_, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                ++shown;
                box->close();
            }
        });
        timer_.start();
    }
    QString text;
    int shown = 0;

private:
    QTimer timer_;
};

class BadInputEditor : public ::testing::TestWithParam<BadInput> {
protected:
    static void SetUpTestSuite() { QStandardPaths::setTestModeEnabled(true); }
};

TEST_P(BadInputEditor, ShowsTheMessageAndLeavesTheDocumentUnchanged)
{
    const BadInput& row = GetParam();
    ui::main_window::MainWindow window;
    window.openDefault();
    auto* doc = window.session()->document();
    const auto map = doc->map();
    const auto revision = doc->revision();
    const auto board = doc->content().board;
    const auto path = doc->filePath();

    DialogCatcher catcher;
    EXPECT_FALSE(window.openFile(row.path()));
    EXPECT_EQ(catcher.shown, 1);
    EXPECT_TRUE(catcher.text.contains(row.path())) << catcher.text.toStdString();
    EXPECT_TRUE(catcher.text.contains(row.fragment)) << "expected \"" << row.fragment.toStdString() << "\" in " << catcher.text.toStdString();

    ASSERT_EQ(window.session()->document(), doc) << "the open document was replaced";
    EXPECT_EQ(doc->map(), map);
    EXPECT_EQ(doc->revision(), revision);
    EXPECT_EQ(doc->content().board, board);
    EXPECT_EQ(doc->filePath(), path);
    EXPECT_FALSE(doc->isModified());
}

std::vector<BadInput> mapRows()
{
    std::vector<BadInput> rows;
    for (const auto& row : badInputCatalogue())
        if (row.editorKind == QLatin1String("map"))
            rows.push_back(row);
    return rows;
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadInputEditor, ::testing::ValuesIn(mapRows()), [](const auto& info) { return badInputTestName(info.param); });

} // namespace
} // namespace hexloom::test
