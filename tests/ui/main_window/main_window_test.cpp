// The editor window as a whole: it starts on the Original board, requirement switches are undoable
// edits, autosave writes a recovery file that a new window restores, and native maps keep locks.
#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QResizeEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <map>

#include "tests/support/scratch_settings.h"
#include "ui/document/document_files.h"
#include "ui/document/recovery_file.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

using namespace ui;

TEST(MainWindow, StartsOnTheOriginalBoardWithThePublishedRules)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault();
    const auto* doc = w.session()->document();
    EXPECT_EQ(doc->rules().name, "terra-mystica-published");
    EXPECT_EQ(doc->board().size(), 113);
    EXPECT_FALSE(doc->isModified());
}

// A new document replaces the view; Qt deletes the old one later, when the old session's scene is
// already gone. A resize that reaches the old view meanwhile (QWidget::grab sends one) must not
// touch the deleted scene: under ASan this read a freed scene before the view guarded it.
TEST(MainWindow, AReplacedViewOutlivingItsSceneIgnoresAResize)
{
    main_window::MainWindow w;
    w.openDefault();
    QPointer<QWidget> old = w.centralWidget();
    ASSERT_TRUE(old);
    w.openDefault();
    ASSERT_TRUE(old) << "the old view is deleted later, not at once";
    ASSERT_NE(old.data(), w.centralWidget());
    QResizeEvent resize(old->size() + QSize(40, 30), old->size());
    QCoreApplication::sendEvent(old.data(), &resize);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_FALSE(old);
}

TEST(MainWindow, SwitchingARequirementOffIsUndoable)
{
    main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    const double before = doc->report().total;
    auto content = doc->content();
    auto rules = std::make_shared<core::rules::RuleSet>(doc->rules());
    rules->requirements[3].enabled = false; // REQ4, as the requirements dock does it
    content.rules = rules;
    doc->replaceContent(content, QStringLiteral("Switch off REQ4"));
    EXPECT_DOUBLE_EQ(doc->report().total, before - doc->report().requirements[3].violations);
    doc->undoStack()->undo();
    EXPECT_TRUE(doc->rules().requirements[3].enabled);
    EXPECT_DOUBLE_EQ(doc->report().total, before);
}

TEST(MainWindow, AutosaveWritesARecoveryFileThatANewWindowRestores)
{
    document::MapDocument* doc = nullptr;
    core::model::Map edited;
    QString path;
    {
        main_window::MainWindow w;
        w.openDefault();
        doc = w.session()->document();
        auto s = document::CellState::of(doc->map(), 20);
        s.locked = true;
        s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
        doc->changeCells({{20, s}}, QStringLiteral("paint"));
        edited = doc->map();
        w.autosave()->saveNow();
        ASSERT_TRUE(w.autosave()->file().exists());
        path = w.autosave()->file().path();
        // No closeEvent: this window "crashes".
    }
    const document::RecoveryFile file(path);
    ASSERT_TRUE(file.exists());
    const auto recovered = file.read();
    EXPECT_EQ(recovered.document.content.map, edited);
    file.remove();
}

TEST(MainWindow, NativeMapsKeepLocksThroughSaveAndOpen)
{
    auto loaded = document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    document::MapDocument doc(loaded.content);
    auto s = document::CellState::of(doc.map(), 7);
    s.locked = true;
    doc.changeCells({{7, s}}, QStringLiteral("lock"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.json"));
    document::saveMapFile(doc, path);
    const auto back = document::openMapFile(path);
    EXPECT_EQ(back.content.map, doc.map());
    EXPECT_TRUE(back.content.map.locked(7));
}

// The Regions menu reaches the whole partitioning feature with a shortcut and a tooltip per
// entry, the View menu toggles the panel, and no two actions of the menu bar share a shortcut.
TEST(MainWindow, RegionsMenuHasShortcutsTooltipsAndNoClashes)
{
    main_window::MainWindow w;
    w.openDefault();
    QMenu* regions = nullptr;
    std::map<QString, QString> owner; // shortcut -> action text
    for (QAction* top : w.menuBar()->actions()) {
        QMenu* menu = top->menu();
        ASSERT_NE(menu, nullptr);
        if (menu->title().remove(QLatin1Char('&')) == QStringLiteral("Regions"))
            regions = menu;
        for (QAction* a : menu->actions()) {
            if (a->isSeparator() || a->shortcut().isEmpty())
                continue;
            const QString key = a->shortcut().toString();
            const auto [it, fresh] = owner.emplace(key, a->text());
            EXPECT_TRUE(fresh || it->second == a->text()) << key.toStdString() << ": " << it->second.toStdString() << " and "
                                                          << a->text().toStdString();
        }
    }
    ASSERT_NE(regions, nullptr);
    int entries = 0;
    for (QAction* a : regions->actions()) {
        if (a->isSeparator())
            continue;
        ++entries;
        EXPECT_FALSE(a->shortcut().isEmpty()) << a->text().toStdString();
        EXPECT_FALSE(a->toolTip().isEmpty()) << a->text().toStdString();
    }
    EXPECT_EQ(entries, 7);
    EXPECT_TRUE(owner.count(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G).toString())) << "the Regions panel toggle in View";
}

} // namespace
} // namespace hexloom::test
