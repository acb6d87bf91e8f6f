// hexloom-cli render pictures: --highlight all outlines each requirement's violations in its own
// colour (nested when a hex breaks several) with a legend of those colours under the board, and
// the size follows --dpi with --hex-mm or --width.
#include <QImage>
#include <cmath>
#include <map>

#include "core/io/map_file.h"
#include "core/rules/evaluator.h"
#include "tests/app/cli/cli_runner.h"
#include "render/board_renderer.h"
#include "render/picture_renderer.h"

namespace hexloom::test {
namespace {

using RenderPictureTest = CliTest;
using render::BoardRenderer;
using render::PictureRenderer;

TEST_F(RenderPictureTest, HighlightAllGivesEveryRequirementItsColourAndALegend)
{
    const QString png = path(QStringLiteral("all.png")), plain = path(QStringLiteral("plain.png"));
    // Three deserts next to each other around a one-hex river: REQ1, REQ2 and REQ4 break.
    const QString map = write(QStringLiteral("three.txt"), "Y,Y,Y\nI,Y\n");
    constexpr double kSize = 30;
    const CliResult r = runCli({QStringLiteral("render"), map, QStringLiteral("--png"), png, QStringLiteral("--size"), QStringLiteral("30"),
                                QStringLiteral("--highlight"), QStringLiteral("all")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(runCli({QStringLiteral("render"), map, QStringLiteral("--png"), plain, QStringLiteral("--size"), QStringLiteral("30")}).exitCode, 0);
    const QImage image(png), without(plain);
    ASSERT_FALSE(image.isNull());

    // The oracle: the evaluator's violating cells of each enabled requirement, in rule-set order.
    const auto f = core::io::loadMap(map);
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(f.board), f.rules);
    std::vector<std::vector<core::model::CellIndex>> sets;
    for (const auto& req : eval.report(f.map, true).requirements)
        if (req.enabled)
            sets.push_back(req.cells);
    ASSERT_GE(std::count_if(sets.begin(), sets.end(), [](const auto& s) { return !s.empty(); }), 2)
        << "the map map must break two requirements for this test to mean something";
    // Each cell's k-th set is outlined k steps further inside; probe the middle of the outline's
    // upper-right side (cos 30 degrees of the outline radius from the centre).
    const QPointF origin = BoardRenderer::bounds(f.board, kSize).topLeft();
    std::map<core::model::CellIndex, int> depth;
    std::set<QRgb> colours;
    for (size_t i = 0; i < sets.size(); ++i)
        for (core::model::CellIndex c : sets[i]) {
            const double radius = kSize * (0.86 - 0.13 * depth[c]++), side = radius * std::sqrt(3.0) / 2;
            const QPointF at = BoardRenderer::centre(f.board, c, kSize) - origin + QPointF(side * 0.5, -side * std::sqrt(3.0) / 2);
            EXPECT_EQ(image.pixelColor(at.toPoint()), PictureRenderer::highlightColour(int(i))) << "requirement " << i << " cell " << c;
            colours.insert(PictureRenderer::highlightColour(int(i)).rgb());
        }
    EXPECT_GE(colours.size(), 2u) << "two requirements, two colours";

    // The legend below the board shows every enabled requirement's colour.
    EXPECT_GE(image.width(), without.width()); // widened where a legend line needs it
    ASSERT_GT(image.height(), without.height());
    for (size_t i = 0; i < sets.size(); ++i) {
        bool found = false;
        for (int y = without.height(); y < image.height() && !found; ++y)
            for (int x = 0; x < image.width() && !found; ++x)
                found = image.pixelColor(x, y) == PictureRenderer::highlightColour(int(i));
        EXPECT_TRUE(found) << "legend colour of requirement " << i;
    }
    ASSERT_EQ(runCli({QStringLiteral("render"), map, QStringLiteral("--png"), plain, QStringLiteral("--size"), QStringLiteral("30"),
                      QStringLiteral("--highlight"), QStringLiteral("all"), QStringLiteral("--no-legend")})
                  .exitCode,
              0);
    EXPECT_EQ(QImage(plain).height(), without.height());
}

TEST_F(RenderPictureTest, DpiAndHexWidthOrPictureWidthSetTheSize)
{
    const QString png = path(QStringLiteral("dpi.png"));
    ASSERT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--dpi"), QStringLiteral("300"),
                      QStringLiteral("--hex-mm"), QStringLiteral("25")})
                  .exitCode,
              0);
    const QImage image(png);
    EXPECT_NEAR(image.dotsPerMeterX(), 300 / 0.0254, 1);
    // A hex 25 mm across the flats at 300 dpi is 295.3 pixels across: radius 295.3 / sqrt(3).
    const double radius = 25 / 25.4 * 300 / std::sqrt(3.0);
    const auto f = core::io::loadMap(tiny);
    const QRectF b = BoardRenderer::bounds(f.board, radius);
    EXPECT_NEAR(image.width(), b.width(), 1.0);
    const QPointF a = BoardRenderer::centre(f.board, f.board.indexAtOffset({0, 0}), radius) - b.topLeft();
    // One hex width to the right of (0,0)'s centre is (0,1)'s centre: desert there, plains at (0,2).
    EXPECT_EQ(image.pixelColor((a + QPointF(25 / 25.4 * 300 * 2, 0)).toPoint()), QColor(0xa0, 0x67, 0x3a));

    ASSERT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--width"), QStringLiteral("500")}).exitCode, 0);
    EXPECT_NEAR(QImage(png).width(), 500, 1);
    EXPECT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--width"), QStringLiteral("500"),
                      QStringLiteral("--size"), QStringLiteral("20")})
                  .exitCode,
              2);
    EXPECT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--png"), png, QStringLiteral("--dpi"), QStringLiteral("0")}).exitCode, 2);
}

} // namespace
} // namespace hexloom::test
