// File → Export PNG's picture size: the hexes keep the wanted size while the picture fits the
// limits (pixels a side, pixels in all) and shrink to the largest size that fits when it would not,
// so a 250,000-hex board exports a picture a viewer can open instead of failing on a 17,000 x
// 38,000-pixel image. The oracle is BoardRenderer::bounds, the picture's own extent.
#include <QImage>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/fixtures.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/board_export.h"
#include "render/board_renderer.h"

namespace hexloom::test {
namespace {

using ui::main_window::fittedHexSize;
using ui::main_window::PictureLimits;
using render::BoardRenderer;

bool fits(const core::model::Board& board, double hexSize, const PictureLimits& limits)
{
    const QSize s = BoardRenderer::bounds(board, hexSize).size().toSize();
    return s.width() <= limits.maxSide && s.height() <= limits.maxSide && qint64(s.width()) * s.height() <= limits.maxPixels;
}

TEST(BoardExport, TheWantedHexSizeWhenThePictureFits)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    EXPECT_DOUBLE_EQ(fittedHexSize(tm.board, 32.0), 32.0);
}

TEST(BoardExport, TheLargestHexSizeWithinEachLimit)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    for (const PictureLimits limits : {PictureLimits{16384, 100'000}, PictureLimits{300, qint64(1) << 30}, PictureLimits{500, 120'000}}) {
        const double size = fittedHexSize(tm.board, 32.0, limits);
        EXPECT_LT(size, 32.0);
        EXPECT_TRUE(fits(tm.board, size, limits)) << size;
        EXPECT_FALSE(fits(tm.board, size * 1.03, limits)) << size << " is not the largest that fits";
    }
}

TEST(BoardExport, APictureTooSmallForOnePixelHexesIsRefusedWithAMessage)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    try {
        fittedHexSize(tm.board, 32.0, PictureLimits{16384, 50});
        ADD_FAILURE() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("export SVG instead"), std::string::npos) << e.what();
    }
}

TEST(BoardExport, AQuarterMillionHexBoardGetsAViewablePicture)
{
    const auto board = core::model::Board::terraMystica(800, 313);
    ASSERT_EQ(board.size(), 250000);
    const PictureLimits limits;
    EXPECT_FALSE(fits(board, 32.0, limits)) << "the case this guards is gone";
    const double size = fittedHexSize(board, 32.0);
    EXPECT_TRUE(fits(board, size, limits));
    EXPECT_GE(size, 5.0) << "hexes too small to see";
}

TEST(BoardExport, TheWrittenPngHasTheFittedSize)
{
    ASSERT_TRUE(kScratchSettings);
    const auto rules = builtinRules("terra-mystica-published");
    auto tm = builtinMap("terra-mystica-original", *rules);
    const ui::main_window::PictureJob job{std::make_shared<const core::model::Board>(tm.board), rules, tm.map};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.png"));
    const PictureLimits limits{16384, 100'000};
    const QSize written = ui::main_window::exportPng(job, path, 32.0, limits);
    const QImage back(path);
    ASSERT_FALSE(back.isNull());
    EXPECT_EQ(back.size(), written);
    EXPECT_EQ(written, BoardRenderer::bounds(tm.board, fittedHexSize(tm.board, 32.0, limits)).size().toSize());
    EXPECT_LE(qint64(back.width()) * back.height(), limits.maxPixels);
}

} // namespace
} // namespace hexloom::test
