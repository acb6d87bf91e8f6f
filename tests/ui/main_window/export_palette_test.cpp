// A palette for the canvas and every export, in the real window: the designer picks View → Palette
// → Greyscale (the canvas follows, and so does the next session), and every export that draws
// hexes opens on that palette until it is given its own: the picture, the PDF, the print service
// and the Tabletop Simulator dialogs. A Tabletop Simulator board exported in the colour-blind
// palette shows the Okabe–Ito colours (listed from the paper), and the dialog offers it again
// next time while the others still follow the canvas. File → Export → Tiled Map has no dialog:
// its tile images are drawn in the canvas's palette (all grey here).
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QImage>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QFileInfo>
#include <QTimer>
#include <functional>
#include <gtest/gtest.h>
#include <set>

#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/opaque_colours.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/board_item.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

// The palette the next export dialog opens on (by its palette box's data: "rules", "colour-blind",
// "greyscale"); then `act` gets the dialog (it rejects it when given none).
QString paletteShownBy(QAction* action, const std::function<void(QDialog*, QComboBox*)>& act = {})
{
    QString shown;
    QTimer timer;
    timer.setInterval(5);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        auto* box = dialog ? dialog->findChild<QComboBox*>(QStringLiteral("PaletteBox")) : nullptr;
        if (!box)
            return;
        timer.stop();
        shown = box->currentData().toString();
        if (act)
            act(dialog, box);
        else
            dialog->reject();
    });
    timer.start();
    action->trigger();
    return shown;
}

TEST(ExportPalette, EveryExportOpensOnTheCanvasPaletteUntilItHasItsOwn)
{
    ASSERT_TRUE(kScratchSettings);
    QSettings().clear();
    QTemporaryDir dir;
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* greyscale = w.findChild<QAction*>(QStringLiteral("palette-greyscale"));
    ASSERT_NE(greyscale, nullptr);
    EXPECT_FALSE(greyscale->shortcut().isEmpty());
    EXPECT_FALSE(greyscale->toolTip().isEmpty());
    greyscale->trigger();
    EXPECT_EQ(w.session()->scene()->board()->palette(), render::Palette::Greyscale) << "the canvas follows";

    const QString picture = QStringLiteral("P&icture with Options…"), pdf = QStringLiteral("&PDF (Print and Play)…"),
                  print = QStringLiteral("For a P&rint Service…"), tts = QStringLiteral("Tabletop &Simulator Save…");
    for (const QString& text : {picture, pdf, print, tts}) {
        QAction* action = menuAction(w, text);
        ASSERT_NE(action, nullptr) << text.toStdString();
        EXPECT_EQ(paletteShownBy(action), QStringLiteral("greyscale")) << text.toStdString() << ": the canvas's palette at first";
    }

    // The Tabletop Simulator board in the colour-blind palette.
    const QString save = dir.filePath(QStringLiteral("quick.json"));
    std::unique_ptr<FileDialogAnswer> answer;
    paletteShownBy(menuAction(w, tts), [&](QDialog* dialog, QComboBox* box) {
        auto* variant = dialog->findChild<QComboBox*>(QStringLiteral("TtsVariant"));
        variant->setCurrentIndex(variant->findData(QStringLiteral("tts-board")));
        box->setCurrentIndex(box->findData(QStringLiteral("colour-blind")));
        answer = std::make_unique<FileDialogAnswer>(save);
        dialog->findChild<QPushButton*>(QStringLiteral("TtsSave"))->click();
    });
    const QString board = dir.filePath(QStringLiteral("quick-board.png"));
    for (int i = 0; i < 500 && !QFileInfo::exists(board); ++i) // written on the dialog's worker
        QTest::qWait(10);
    const auto colours = opaqueColours(QImage(board));
    int okabeIto = 0;
    for (const QRgb c : {qRgb(0xE6, 0x9F, 0x00), qRgb(0x56, 0xB4, 0xE9), qRgb(0x00, 0x9E, 0x73), qRgb(0xF0, 0xE4, 0x42), qRgb(0x00, 0x72, 0xB2),
                         qRgb(0xD5, 0x5E, 0x00), qRgb(0xCC, 0x79, 0xA7)})
        okabeIto += colours.count(c) ? 1 : 0;
    EXPECT_EQ(okabeIto, 7) << "the Original board's seven home terrains in the Okabe–Ito colours";
    EXPECT_EQ(paletteShownBy(menuAction(w, tts)), QStringLiteral("colour-blind")) << "the palette of the last Tabletop Simulator export";
    EXPECT_EQ(paletteShownBy(menuAction(w, picture)), QStringLiteral("greyscale")) << "the other exports still follow the canvas";

    // Tiled: no dialog; the tile images in the canvas's greys.
    {
        FileDialogAnswer tiled(dir.filePath(QStringLiteral("map.tmj")));
        menuAction(w, QStringLiteral("&Tiled Map…"))->trigger();
    }
    const QDir tiles(dir.filePath(QStringLiteral("hexloom-tiles/terra-mystica-published")));
    const QStringList kinds = tiles.entryList({QStringLiteral("kind-*.png")}, QDir::Files);
    ASSERT_FALSE(kinds.isEmpty());
    for (const QString& kind : kinds)
        for (const QRgb c : opaqueColours(QImage(tiles.filePath(kind))))
            ASSERT_TRUE(qRed(c) == qGreen(c) && qGreen(c) == qBlue(c)) << kind.toStdString() << " " << QColor(c).name().toStdString();

    // The next session opens in the palette chosen.
    ui::main_window::MainWindow next;
    next.openDefault();
    EXPECT_EQ(next.session()->scene()->board()->palette(), render::Palette::Greyscale);
}

} // namespace
} // namespace hexloom::test
