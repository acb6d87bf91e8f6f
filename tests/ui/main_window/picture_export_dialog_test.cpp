// File → Export → Picture with Options: the size follows the chosen mode (picture width, dpi
// with the hex width), highlights add the legend under the board, and SVG goes by extension.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/fixtures.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/picture_export_dialog.h"
#include "render/board_renderer.h"

namespace hexloom::test {
namespace {

using ui::main_window::PictureExportDialog;

TEST(PictureExportDialog, SizeModesHighlightsAndFormats)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    auto tm = builtinMap("terra-mystica-original", *rules);
    PictureExportDialog dialog(tm.board, tm.map, rules, QStringLiteral("original"));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("a.png"));

    dialog.setOverlays(true, false, QString(), true);
    dialog.setSize(PictureExportDialog::SizeMode::Width, 900);
    ASSERT_TRUE(dialog.exportTo(png));
    const QImage plain(png);
    EXPECT_NEAR(plain.width(), 900, 1);

    dialog.setSize(PictureExportDialog::SizeMode::Dpi, 150, 25.4); // a hex one inch across: 150 pixels
    ASSERT_TRUE(dialog.exportTo(png));
    const QImage dpi(png);
    EXPECT_NEAR(dpi.dotsPerMeterX(), 150 / 0.0254, 1);
    EXPECT_NEAR(dpi.width(), render::BoardRenderer::bounds(tm.board, 150 / std::sqrt(3.0)).width(), 1);

    dialog.setOverlays(true, true, QStringLiteral("all"), true);
    ASSERT_TRUE(dialog.exportTo(png));
    EXPECT_GT(QImage(png).height(), dpi.height()) << "the legend goes under the board";
    dialog.setOverlays(true, true, QStringLiteral("all"), false);
    ASSERT_TRUE(dialog.exportTo(png));
    EXPECT_EQ(QImage(png).height(), dpi.height());

    const QString svg = dir.filePath(QStringLiteral("a.svg"));
    ASSERT_TRUE(dialog.exportTo(svg));
    QFile f(svg);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().contains("<svg"));
    if (const QByteArray shots = qgetenv("HEXLOOM_SCREENSHOTS"); !shots.isEmpty()) {
        dialog.setSize(PictureExportDialog::SizeMode::HexPixels, 32);
        dialog.setOverlays(true, false, QStringLiteral("all"), true);
        dialog.resize(1000, 560);
        dialog.grab().save(QDir(QString::fromUtf8(shots)).filePath(QStringLiteral("picture-export.png")));
    }
}

// A big board's preview (its violations found and the whole board drawn) is drawn on a worker
// while the dialog stays responsive, and the last settings asked for win over a preview still
// being drawn: a legend of every requirement's violations makes the picture taller than the board
// alone, so the preview's shape and the size line tell which settings it shows.
TEST(PictureExportDialog, ABigBoardsPreviewIsDrawnOnAWorkerAndTheLastSettingsWin)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    const auto board = core::model::Board::terraMystica(144, 208);
    ASSERT_GE(board.size(), ui::document::MapDocument::kBackgroundScoringHexes);
    core::model::Map map(board.size());
    for (core::model::CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, static_cast<core::model::TerrainId>(c % 7)); // violations everywhere
    PictureExportDialog dialog(board, map, rules, QStringLiteral("big"));
    EXPECT_TRUE(dialog.drawingPreview()) << "the preview of 29,880 hexes was drawn on the GUI thread";
    dialog.setSize(PictureExportDialog::SizeMode::HexPixels, 8);
    dialog.setOverlays(true, false, QString(), true); // no highlights: the board alone
    dialog.setOverlays(true, false, QStringLiteral("all"), true); // asked before the last is drawn
    ASSERT_TRUE(dialog.drawingPreview());
    ASSERT_TRUE(spinUntil([&] { return !dialog.drawingPreview(); }, 60000));
    const QSize full = dialog.pictureSize();
    const QSizeF boardOnly = render::BoardRenderer::bounds(board, 8).size();
    ASSERT_GT(full.height(), boardOnly.height() + 20) << "the legend adds lines under the board";
    EXPECT_EQ(dialog.summary(), QStringLiteral("%1 × %2 pixels").arg(full.width()).arg(full.height()));
    const QImage preview = dialog.previewImage();
    ASSERT_FALSE(preview.isNull());
    EXPECT_NEAR(double(preview.width()) / preview.height(), double(full.width()) / full.height(), 0.01);
}

} // namespace
} // namespace hexloom::test
