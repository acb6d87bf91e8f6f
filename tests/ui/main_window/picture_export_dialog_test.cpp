// File → Export → Picture with Options: the size follows the chosen mode (picture width, dpi
// with the hex width), highlights add the legend under the board, and SVG goes by extension.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/support/fixtures.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/picture_export_dialog.h"
#include "ui/render/board_renderer.h"

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
    EXPECT_NEAR(dpi.width(), ui::render::BoardRenderer::bounds(tm.board, 150 / std::sqrt(3.0)).width(), 1);

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

} // namespace
} // namespace hexloom::test
