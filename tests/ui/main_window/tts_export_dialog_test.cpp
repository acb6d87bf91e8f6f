// File -> Export -> Tabletop Simulator Save... in the real window: the designer picks the variant
// and the hex size in the dialog, presses Save and names the file; the save and every image it
// names are written, the hex size is the one chosen (read back from the JSON), the document keeps
// its own file, and the next export starts from the same variant and size. The one-board variant's
// side at scale 1 is chosen the same way, and each export writes with its own.
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
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <cmath>
#include <gtest/gtest.h>

#include "core/io/tts_save.h"
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
    double shownBoardSide = 0;
    bool boardSideShown = false; // for the variant chosen
    std::unique_ptr<FileDialogAnswer> file;
    // `boardSide` 0: left as the dialog shows it.
    DialogAnswer(const QString& variant, double hexSize, const QString& path, double boardSide = 0)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, variant, hexSize, path, boardSide] {
            auto* dialog = qobject_cast<TtsExportDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            timer.stop();
            auto* combo = dialog->findChild<QComboBox*>(QStringLiteral("TtsVariant"));
            auto* spin = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("TtsHexSize"));
            shownVariant = combo->currentData().toString();
            shownHexSize = spin->value();
            auto* side = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("TtsBoardSide"));
            shownBoardSide = side->value();
            if (path.isEmpty()) { // the designer only looks, then cancels
                dialog->reject();
                return;
            }
            combo->setCurrentIndex(combo->findData(variant));
            boardSideShown = side->isVisibleTo(dialog);
            spin->setValue(hexSize);
            if (boardSide > 0)
                side->setValue(boardSide);
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

// The dialog on the window's default map, as File → Export builds it.
std::unique_ptr<TtsExportDialog> dialogOn(ui::main_window::MainWindow& w)
{
    w.openDefault();
    const auto* doc = w.session()->document();
    return std::make_unique<TtsExportDialog>(core::io::MapFile{doc->content().rules, false, doc->board(), doc->map(), {}}, QStringLiteral("t"));
}

// The custom board's scale in a one-board save, read back from its JSON (scaleX and scaleZ agree:
// the picture is square).
double boardScale(const QString& save)
{
    const QJsonObject t = readJson(save)["ObjectStates"][0]["Transform"].toObject();
    EXPECT_DOUBLE_EQ(t["scaleX"].toDouble(), t["scaleZ"].toDouble()) << save.toStdString();
    return t["scaleX"].toDouble();
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
    EXPECT_DOUBLE_EQ(tileSave["Grid"]["xSize"].toDouble(), core::io::ttsGridSize(3.0));
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
    EXPECT_DOUBLE_EQ(boardSave["Grid"]["xSize"].toDouble(), core::io::ttsGridSize(2.5));
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("board-board.png"))));

    DialogAnswer again(QStringLiteral("tts-board"), 2.5, QString());
    action->trigger();
    EXPECT_EQ(again.shownVariant, QStringLiteral("tts-board")) << "the variant of the last export";
    EXPECT_DOUBLE_EQ(again.shownHexSize, 2.5);
}

// The designer exports the one-board save twice in one session, with the board side at 2.6 and then
// back at the 1.3 default: the board's scale follows each side (half the scale at twice the side:
// the board's size on the table, scale times side, is the same), the dialog offers the last side
// again, and the tile save has no side to ask about.
TEST(TtsExportDialogTest, TheOneBoardSideIsChosenInTheDialogAndEachExportKeepsItsOwn)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    ui::main_window::MainWindow w;
    w.openDefault();
    QAction* action = menuAction(w, QStringLiteral("Tabletop &Simulator Save…"));
    ASSERT_NE(action, nullptr);
    const QString wide = dir.filePath(QStringLiteral("wide.json")), standard = dir.filePath(QStringLiteral("standard.json"));
    {
        DialogAnswer answer(QStringLiteral("tts-board"), 2.0, wide, 2.6);
        action->trigger();
        EXPECT_DOUBLE_EQ(answer.shownBoardSide, 1.3) << "the community figure until the designer sets another";
        EXPECT_TRUE(answer.boardSideShown) << "the one-board variant asks for the side";
    }
    {
        DialogAnswer answer(QStringLiteral("tts-board"), 2.0, standard, 1.3);
        action->trigger();
        EXPECT_DOUBLE_EQ(answer.shownBoardSide, 2.6) << "the side of the last export";
    }
    const double atWide = boardScale(wide), atStandard = boardScale(standard);
    ASSERT_GT(atStandard, 0);
    EXPECT_NEAR(atWide, atStandard / 2, 1e-12) << "each export writes with its own side";
    EXPECT_NEAR(atWide * 2.6, atStandard * 1.3, 1e-12) << "the board's size on the table does not depend on the side";
    const QJsonObject wideSave = readJson(wide);
    EXPECT_DOUBLE_EQ(wideSave["Grid"]["xSize"].toDouble(), core::io::ttsGridSize(2.0));

    const QString tiles = dir.filePath(QStringLiteral("tiles.json"));
    {
        DialogAnswer answer(QStringLiteral("tts"), 2.0, tiles);
        action->trigger();
        EXPECT_FALSE(answer.boardSideShown) << "a tile save has no custom board";
    }
    EXPECT_EQ(readJson(tiles)["ObjectStates"].toArray().size(), w.session()->document()->board().size());
    EXPECT_DOUBLE_EQ(boardScale(standard), atStandard) << "the tile export left the board save alone";
}

// A side typed out of range (the spin box takes "0.0" while it is being typed) is said in the
// summary and Save is off until it is mended; the tile variant does not care about it.
TEST(TtsExportDialogTest, ABoardSideOutOfRangeIsSaidAndCannotBeSaved)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    const auto made = dialogOn(w);
    TtsExportDialog& dialog = *made;
    auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("TtsVariant"));
    auto* side = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("TtsBoardSide"));
    auto* save = dialog.findChild<QPushButton*>(QStringLiteral("TtsSave"));
    EXPECT_TRUE(side->toolTip().contains(QStringLiteral("community measurement"))) << side->toolTip().toStdString();
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts-board")));
    side->selectAll();
    QTest::keyClicks(side, QStringLiteral("0.0"));
    EXPECT_FALSE(side->hasAcceptableInput());
    EXPECT_FALSE(save->isEnabled());
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("board side must be a number from 0.1 to 10"))) << dialog.summary().toStdString();
    bool refused = false;
    QObject::connect(&dialog, &TtsExportDialog::exported, [&](bool ok, const QString&) { refused = !ok; });
    dialog.exportTo(QStringLiteral("/nonexistent/never.json"));
    EXPECT_TRUE(refused) << "exportTo refuses what Save would not offer";
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts")));
    EXPECT_TRUE(save->isEnabled()) << "the tile save has no board side";
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts-board")));
    side->selectAll();
    QTest::keyClicks(side, QStringLiteral("2.5"));
    EXPECT_TRUE(save->isEnabled()) << side->text().toStdString();
    EXPECT_DOUBLE_EQ(dialog.boardSide(), 2.5);
    EXPECT_FALSE(dialog.summary().contains(QStringLiteral("must be"))) << dialog.summary().toStdString();
}

TEST(TtsExportDialogTest, TheSummarySaysWhatEachVariantWrites)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    const auto made = dialogOn(w);
    TtsExportDialog& dialog = *made;
    const auto* doc = w.session()->document();
    auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("TtsVariant"));
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts")));
    EXPECT_TRUE(dialog.summary().contains(QString::number(doc->board().size()))) << dialog.summary().toStdString();
    combo->setCurrentIndex(combo->findData(QStringLiteral("tts-board")));
    EXPECT_EQ(dialog.formatId(), "tts-board");
    EXPECT_TRUE(dialog.summary().contains(QStringLiteral("custom board"))) << dialog.summary().toStdString();
}

} // namespace
} // namespace hexloom::test
