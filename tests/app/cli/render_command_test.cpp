// hexloom-cli render: the PNG shows each hex in its terrain colour at the hex centre, outlines
// violations of the highlighted requirement, and the SVG is written too.
#include <QFile>
#include <QImage>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"
#include "render/board_renderer.h"

namespace hexloom::test {
namespace {

using RenderCommandTest = CliTest;
using render::BoardRenderer;

constexpr double kSize = 20;

// Pixel position of a cell's centre in the picture, and of the middle of its upper-right outline
// edge (the outline runs at 0.86 of the radius; the edge middle is cos 30 degrees of that).
QPoint centreOf(const core::io::MapFile& f, core::model::OffsetCoord at, QPointF offset = {})
{
    const QPointF c = BoardRenderer::centre(f.board, f.board.indexAtOffset(at), kSize) -
                      BoardRenderer::bounds(f.board, kSize).topLeft() + offset;
    return c.toPoint();
}
const QPointF kEdge(0.86 * kSize * 0.866 * 0.5, -0.86 * kSize * 0.866 * 0.866);

TEST_F(RenderCommandTest, PngHasTheTerrainColourAtHexCentresAndOutlinesViolations)
{
    const QString png = path(QStringLiteral("tiny.png")), svg = path(QStringLiteral("tiny.svg"));
    const CliResult r = runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--svg"), svg,
                                QStringLiteral("--size"), QStringLiteral("20"), QStringLiteral("--highlight"), QStringLiteral("REQ1")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QImage image(png);
    ASSERT_FALSE(image.isNull());
    const auto f = core::io::loadMap(tiny);
    EXPECT_EQ(image.pixelColor(centreOf(f, {0, 2})), QColor(0xa0, 0x67, 0x3a)) << "plains";
    EXPECT_EQ(image.pixelColor(centreOf(f, {0, 0})), QColor(0xf2, 0xd7, 0x66)) << "desert";
    EXPECT_EQ(image.pixelColor(centreOf(f, {1, 1})), QColor(0xa9, 0xd8, 0xf0)) << "river";
    // REQ1 (published) breaks at the two deserts (0,0) and (0,1), not at the plains (0,2).
    const QColor outline(255, 0, 200);
    EXPECT_EQ(image.pixelColor(centreOf(f, {0, 0}, kEdge)), outline);
    EXPECT_EQ(image.pixelColor(centreOf(f, {0, 1}, kEdge)), outline);
    EXPECT_EQ(image.pixelColor(centreOf(f, {0, 2}, kEdge)), QColor(0xa0, 0x67, 0x3a));
    QFile s(svg);
    ASSERT_TRUE(s.open(QIODevice::ReadOnly));
    const QByteArray text = s.readAll();
    EXPECT_TRUE(text.contains("<svg"));
    EXPECT_TRUE(text.contains("#a0673a"));
}

TEST_F(RenderCommandTest, WithoutHighlightNothingIsOutlined)
{
    const QString png = path(QStringLiteral("plain.png"));
    ASSERT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("20")}).exitCode, 0);
    const auto f = core::io::loadMap(tiny);
    EXPECT_EQ(QImage(png).pixelColor(centreOf(f, {0, 0}, kEdge)), QColor(0xf2, 0xd7, 0x66));
}

TEST_F(RenderCommandTest, BadUsageAndBadInput)
{
    const QString png = path(QStringLiteral("x.png"));
    EXPECT_EQ(runCli({QStringLiteral("render"), tiny}).exitCode, 2) << "no output named";
    EXPECT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("1")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("big")}).exitCode, 2);
    const CliResult unknown = runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--highlight"), QStringLiteral("REQ9")});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_TRUE(unknown.err.contains("has no requirement \"REQ9\" (it has REQ1, REQ2, REQ3, REQ4, ISLAND, FAIR, or use all)")) << unknown.err.toStdString();
    EXPECT_EQ(runCli({QStringLiteral("render"), path(QStringLiteral("none.txt")), QStringLiteral("--png"), png}).exitCode, 1);
    EXPECT_FALSE(QFile::exists(png));
}

} // namespace
} // namespace hexloom::test
