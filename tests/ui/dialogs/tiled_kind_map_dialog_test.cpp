// File → Open of a Tiled map whose tiles have no "kind" property, in the real window: the dialog
// lists each tile the map uses (with its image and how many cells show it) and a combo of the
// rule set's kinds; Open stays disabled until every tile has a kind; the map then opens cell for
// cell as it was exported; Cancel leaves the open document untouched.
#include "ui/dialogs/tiled_kind_map_dialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>
#include <map>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/tiled_without_kinds.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::dialogs::TiledKindMapDialog;

// Writes the shipped Catan map as `path` (.tmj) and removes every tile's "kind" property; returns
// the kinds removed, by tile id.
std::map<int, QString> writeWithoutKinds(const QString& path)
{
    const core::io::MapFile catan = core::io::parseMap(core::io::builtinResource(QStringLiteral("maps/catan-standard.txt")), "catan",
                                                       core::io::MapFormat::Letters);
    core::io::saveMap(path, catan);
    return stripTiledKinds(path);
}

// The designer in the dialog: looks at it, then picks the right kinds and opens, or cancels.
struct KindAnswer : QObject {
    QTimer timer;
    int rows = -1;
    bool okEnabledBefore = true;
    bool iconShown = false;
    KindAnswer(const std::map<int, QString>& kinds, bool open)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, kinds, open] {
            auto* dialog = qobject_cast<TiledKindMapDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            timer.stop();
            rows = dialog->rows();
            QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            okEnabledBefore = ok->isEnabled();
            iconShown = !dialog->findChild<QTableWidget*>()->item(0, 0)->icon().isNull();
            if (!open) {
                dialog->reject();
                return;
            }
            auto* table = dialog->findChild<QTableWidget*>();
            for (int row = 0; row < dialog->rows(); ++row) {
                const int tile = table->item(row, 0)->text().section(QLatin1Char(' '), -1).toInt();
                QComboBox* combo = dialog->kindCombo(row);
                combo->setCurrentIndex(combo->findData(kinds.at(tile)));
            }
            if (ok->isEnabled())
                ok->click();
        });
        timer.start();
    }
};

TEST(TiledKindMapDialogTest, OpeningATiledMapWithoutKindsAsksForThemAndCancelChangesNothing)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    ui::main_window::MainWindow w; // installs the tile painter the export needs
    w.openDefault();
    const QString tmj = dir.filePath(QStringLiteral("dev.tmj"));
    const std::map<int, QString> kinds = writeWithoutKinds(tmj);
    ASSERT_FALSE(kinds.empty());
    QAction* open = menuAction(w, QStringLiteral("&Open…"));
    ASSERT_NE(open, nullptr);

    const auto* before = w.session()->document();
    const QString pathBefore = before->filePath();
    {
        FileDialogAnswer file(tmj);
        KindAnswer answer(kinds, false);
        open->trigger();
        EXPECT_EQ(answer.rows, 6) << "one row per kind the map uses (Catan's six)";
    }
    EXPECT_EQ(w.session()->document(), before) << "Cancel leaves the open document";
    EXPECT_EQ(w.session()->document()->filePath(), pathBefore);

    {
        FileDialogAnswer file(tmj);
        KindAnswer answer(kinds, true);
        open->trigger();
        EXPECT_FALSE(answer.okEnabledBefore) << "Open waits for every tile's kind";
        EXPECT_TRUE(answer.iconShown) << "the tile's image beside its id";
    }
    const auto* opened = w.session()->document();
    EXPECT_EQ(opened->filePath(), tmj);
    const core::io::MapFile catan = core::io::parseMap(core::io::builtinResource(QStringLiteral("maps/catan-standard.txt")), "catan",
                                                       core::io::MapFormat::Letters);
    ASSERT_EQ(opened->board().size(), catan.board.size());
    EXPECT_TRUE(opened->map().sameContents(catan.map));
}

} // namespace
} // namespace hexloom::test
