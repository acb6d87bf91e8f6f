// The picture writer: under SizePolicy::Refuse a picture over the limits is an error naming the
// limit and the size asked, and nothing is written; under SizePolicy::Fit the hexes shrink until
// the picture keeps within the limits; a picture within the limits is drawn at the asked size, as
// is an SVG.
#include "render/picture_writer.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

#include "render/board_renderer.h"
#include "render/picture_renderer.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using render::PictureLimits;
using render::SizePolicy;

struct Fixture {
    std::shared_ptr<const core::rules::RuleSet> rules = builtinRules("terra-mystica-published");
    core::io::BoardAndMap tm = builtinMap("terra-mystica-original", *rules);
    render::PictureOptions options;
    render::PictureDrawing drawing() const { return render::PictureRenderer::drawing(tm.board, tm.map, *rules, options); }
};

std::string refusal(const render::PictureDrawing& d, const PictureLimits& limits)
{
    try {
        render::encodePicture(d, SizePolicy::Refuse, limits);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "no error";
}

TEST(PictureWriter, WithinTheLimitsBothPoliciesDrawAtTheAskedSize)
{
    const Fixture f;
    const QSize asked = f.drawing().size(f.options.board.hexSize).toSize();
    for (SizePolicy policy : {SizePolicy::Refuse, SizePolicy::Fit}) {
        const auto out = render::encodePicture(f.drawing(), policy);
        EXPECT_EQ(out.pixels, asked);
        EXPECT_DOUBLE_EQ(out.hexSize, f.options.board.hexSize);
        EXPECT_EQ(QImage::fromData(out.png).size(), asked);
    }
}

TEST(PictureWriter, RefuseNamesTheLimitAndTheSizeAsked)
{
    const Fixture f;
    const QSize asked = f.drawing().size(f.options.board.hexSize).toSize();
    const std::string size = std::to_string(asked.width()) + "x" + std::to_string(asked.height()) + " pixels";
    EXPECT_EQ(refusal(f.drawing(), PictureLimits::sides(300)), "the picture would be " + size + "; the limit is 300 per side");
    EXPECT_EQ(refusal(f.drawing(), PictureLimits{16384, 100'000}), "the picture would be " + size + "; the limit is 100000 pixels in all");
}

TEST(PictureWriter, FitShrinksTheHexesUnderTheLimits)
{
    const Fixture f;
    for (const PictureLimits limits : {PictureLimits::sides(300), PictureLimits{16384, 100'000}}) {
        const auto out = render::encodePicture(f.drawing(), SizePolicy::Fit, limits);
        EXPECT_LT(out.hexSize, f.options.board.hexSize);
        EXPECT_TRUE(limits.fit(out.pixels)) << out.pixels.width() << "x" << out.pixels.height();
        EXPECT_FALSE(limits.fit(f.drawing().size(out.hexSize * 1.03).toSize())) << out.hexSize << " is not the largest that fits";
        EXPECT_EQ(QImage::fromData(out.png).size(), out.pixels);
    }
}

TEST(PictureWriter, ARefusedPictureLeavesTheOldFile)
{
    const Fixture f;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.png"));
    QFile old(path);
    ASSERT_TRUE(old.open(QIODevice::WriteOnly));
    old.write("old");
    old.close();
    EXPECT_THROW(render::writePng(path, f.drawing(), SizePolicy::Refuse, PictureLimits::sides(300)), std::runtime_error);
    QFile back(path);
    ASSERT_TRUE(back.open(QIODevice::ReadOnly));
    EXPECT_EQ(back.readAll(), QByteArray("old"));
    const auto written = render::writePng(path, f.drawing(), SizePolicy::Fit, PictureLimits::sides(300));
    EXPECT_EQ(QImage(path).size(), written.pixels);
}

TEST(PictureWriter, PictureRendererPngRefusesOverItsLimit)
{
    const Fixture f;
    EXPECT_THROW(render::PictureRenderer::png(f.tm.board, f.tm.map, *f.rules, f.options, 300), std::runtime_error);
    EXPECT_FALSE(render::PictureRenderer::png(f.tm.board, f.tm.map, *f.rules, f.options).isEmpty());
}

TEST(PictureWriter, SvgIsDrawnAtTheAskedSizeAndWrittenWhole)
{
    const Fixture f;
    const QSize asked = f.drawing().size(f.options.board.hexSize).toSize();
    const QByteArray svg = render::encodeSvg(f.drawing(), QStringLiteral("Terra"));
    EXPECT_TRUE(svg.contains("<title>Terra</title>")) << svg.left(400).toStdString();
    EXPECT_TRUE(svg.contains(QByteArray("width=\"") + QByteArray::number(asked.width()))) << svg.left(400).toStdString();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.svg"));
    render::writeSvg(path, f.drawing(), QStringLiteral("Terra"));
    QFile back(path);
    ASSERT_TRUE(back.open(QIODevice::ReadOnly));
    EXPECT_EQ(back.readAll(), svg);
    EXPECT_EQ(render::PictureRenderer::svg(f.tm.board, f.tm.map, *f.rules, f.options),
              render::encodeSvg(f.drawing(), QString::fromStdString(f.rules->title)));
}

} // namespace
} // namespace hexloom::test
