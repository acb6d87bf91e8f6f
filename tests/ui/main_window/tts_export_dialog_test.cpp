// File -> Export -> Tabletop Simulator Save... in the real window: the designer picks the variant
// and the hex size in the dialog, presses Save and names the file; the save and every image it
// names are written, the hex size is the one chosen (read back from the JSON), the document keeps
// its own file, and the next export starts from the same variant and size.
#include "ui/main_window/tts_export_dialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::main_window::TtsExportDialog;

// What the designer does in the dialog once it is up: reads its settings, sets `variant` and
// `hexSize`, presses Save; the file dialog that follows is answered with `path`.
struct DialogAnswer : QObject {
    QTimer timer;
    QString shownVariant;
    double shownHexSize = 0;
    std::unique_ptr<FileDialogAnswer> file;
    DialogAnswer(const QString& variant, double hexSize, const QString& path)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, variant, hexSize, path] {
            auto* dialog = qobject_cast<TtsExportDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            timer.stop();
            auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("TtsVariant"));
            auto* spin = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("TtsHexSize"));
            shownVariant = combo->currentData().toString();
            shownHexSize = spin->value();
            if (path.isEmpty()) { // the designer only looks, then cancels
                dialog->reject();
                return;
            }
            combo->setCurrentIndex(combo->findData(variant));
            spin->setValue(hexSize);
            file = std::make_unique<FileDialogAnswer>(path);
            dialog->findChild<QPushButton*>(QStringLiteral("TtsSave"))->click();
        });
        timer.start();
    }
};

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QJsonDocument::fromJson(f.readAll()).object();
}

TEST(TtsExportDialogTest, ExportsBothVariantsAtTheChosenHexSizeAndRemembersThem)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    ui::main_window::MainWindow w;
    w.openDefault();
    const QString pathBefore = w.session()->document()->filePath();
    QAction* action = menuAction(w, QStringLiteral("Tabletop &Simulator Save…"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->shortcut().isEmpty());
    EXPECT_FALSE(action->toolTip().isEmpty());

    const QString tiles = dir.filePath(QStringLiteral("tiles.json"));
    {
        DialogAnswer answer(QStringLiteral("tts"), 3.0, tiles);
        action->trigger();
        EXPECT_EQ(answer.shownVariant, QStringLiteral("tts")) << "one tile per hex until the designer picks otherwise";
        EXPECT_DOUBLE_EQ(answer.shownHexSize, 2.0);
    }
    const QJsonObject tileSave = readJson(tiles);
    const QJsonArray objects = tileSave["ObjectStates"].toArray();
    EXPECT_EQ(objects.size(), w.session()->document()->board().size());
    EXPECT_DOUBLE_EQ(tileSave["Grid"]["xSize"].toDouble(), 3.0);
    for (const QJsonValue o : objects)
        EXPECT_TRUE(QFile::exists(QUrl(o["CustomImage"]["ImageURL"].toString()).toLocalFile())) << o["CustomImage"]["ImageURL"].toString().toStdString();
    EXPECT_EQ(w.session()->document()->filePath(), pathBefore) << "an export leaves the document's own file alone";

    const QString board = dir.filePath(QStringLiteral("board.json"));
    {
        DialogAnswer answer(QStringLiteral("tts-board"), 2.5, board);
        action->trigger();
        EXPECT_DOUBLE_EQ(answer.shownHexSize, 3.0) << "the hex size of the last export";
    }
    const QJsonObject boardSave = readJson(board);
    ASSERT_EQ(boardSave["ObjectStates"].toArray().size(), 1);
    EXPECT_EQ(boardSave["ObjectStates"][0]["Name"].toString(), QStringLiteral("Custom_Board"));
    EXPECT_DOUBLE_EQ(boardSave["Grid"]["xSize"].toDouble(), 2.5);
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("board-board.png"))));

    DialogAnswer again(QStringLiteral("tts-board"), 2.5, QString());
    action->trigger();
    EXPECT_EQ(again.shownVariant, QStringLiteral("tts-board")) << "the variant of the last export";
    EXPECT_DOUBLE_EQ(again.shownHexSize, 2.5);
}

TEST(TtsExportDialogTest, TheSummarySaysWhatEachVariantWrites)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    const auto* doc = w.session()->document();
    TtsExportDialog dialog(core::io::MapFile{doc->content().rules, false, doc->board(), doc->map(), {}}, QStringLiteral("t"));
    auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("TtsVariant"));
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts")));
    EXPECT_TRUE(dialog.summary().contains(QString::number(doc->board().size()))) << dialog.summary().toStdString();
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts-board")));
    EXPECT_EQ(dialog.formatId(), "tts-board");
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("custom board"))) << dialog.summary().toStdString();
}

} // namespace
} // namespace hexloom::test
