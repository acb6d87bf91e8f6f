// Help inside the program: F1 opens the bundled user guide (its pictures load from the
// resources), the search finds text in it, and the shortcut sheet lists every menu entry's keys.
#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <functional>
#include <gtest/gtest.h>

#include "tests/support/scratch_settings.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

using ui::main_window::HelpWindow;

QAction* actionWithKey(QMenuBar* bar, const QKeySequence& key)
{
    for (QAction* a : bar->findChildren<QAction*>())
        if (a->shortcut() == key)
            return a;
    return nullptr;
}

TEST(HelpWindow, F1OpensTheBundledGuideWithItsPicturesAndSearchFindsText)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    QAction* f1 = actionWithKey(w.menuBar(), QKeySequence(QKeySequence::HelpContents));
    ASSERT_NE(f1, nullptr);
    f1->trigger();
    auto* help = w.findChild<HelpWindow*>();
    ASSERT_NE(help, nullptr);
    EXPECT_TRUE(help->isVisible());
    // The text is the user guide's own (read from the source tree as the oracle).
    QFile guide(QStringLiteral(HEXLOOM_TEST_DATA_DIR "/../../docs/user-guide.md"));
    ASSERT_TRUE(guide.open(QIODevice::ReadOnly));
    const QString firstHeading = QString::fromUtf8(guide.readLine()).remove(QLatin1Char('#')).trimmed();
    EXPECT_TRUE(help->browser()->toPlainText().startsWith(firstHeading)) << firstHeading.toStdString();
    // A picture named in the guide resolves to the bundled image.
    const QVariant image = help->browser()->document()->resource(QTextDocument::ImageResource,
                                                                 help->browser()->source().resolved(QUrl(QStringLiteral("images/pdf-export.png"))));
    EXPECT_TRUE(image.isValid() && !image.value<QImage>().isNull());
    EXPECT_TRUE(help->find(QStringLiteral("registration marks")));
    EXPECT_FALSE(help->find(QStringLiteral("no such words in the guide 1234")));
    if (const QByteArray shots = qgetenv("HEXLOOM_SCREENSHOTS"); !shots.isEmpty())
        help->grab().save(QDir(QString::fromUtf8(shots)).filePath(QStringLiteral("help-window.png")));
}

TEST(HelpWindow, ShortcutSheetListsEveryMenuEntryWithKeys)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    const QString sheet = HelpWindow::shortcutSheet(w.menuBar());
    int entries = 0;
    std::function<void(QMenu*)> walk = [&](QMenu* m) {
        for (QAction* a : m->actions()) {
            if (a->menu()) {
                walk(a->menu());
            } else if (!a->shortcut().isEmpty()) {
                ++entries;
                EXPECT_TRUE(sheet.contains(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped())) << a->text().toStdString();
            }
        }
    };
    for (QAction* top : w.menuBar()->actions())
        if (top->menu())
            walk(top->menu());
    EXPECT_GT(entries, 30);
    EXPECT_TRUE(sheet.contains(QStringLiteral("Export")));
}

} // namespace
} // namespace hexloom::test
