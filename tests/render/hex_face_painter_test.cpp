// What a hex's face holds at a given size on the device: the glyph from 9.6 device pixels across
// (a radius of 21 pixels without a token, 30 beside one), so `render` at its default 28 pixels and
// the canvas at 1:1 show glyphs; the label from 6 pixels tall; every part scales with the zoom
// (`scale`), and a part too small to read is left out.
#include <QFont>
#include <gtest/gtest.h>

#include "render/hex_face_painter.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using render::HexFace;
using render::HexFacePainter;

const core::rules::Terrain& industry(const core::rules::RuleSet& rules)
{
    for (const auto& t : rules.terrains)
        if (t.id == "rich")
            return t;
    ADD_FAILURE() << "no industrial system";
    return rules.terrains.front();
}

TEST(HexFacePainter, GlyphsShowFromAReadableSizeAndEveryPartScalesWithTheZoom)
{
    const auto rules = builtinRules("space-galaxy");
    const HexFace plain{&industry(*rules), QColor(200, 120, 60), false, 0}, withToken{&industry(*rules), QColor(200, 120, 60), true, 0};
    const QFont font;
    EXPECT_FALSE(HexFacePainter::layout(font, {0, 0}, 28, plain, 1.0).glyph.isEmpty()) << "render's default size shows the glyph";
    EXPECT_TRUE(HexFacePainter::layout(font, {0, 0}, 20, plain, 1.0).glyph.isEmpty()) << "under 9.6 pixels: left out";
    EXPECT_TRUE(HexFacePainter::layout(font, {0, 0}, 29, withToken, 1.0).glyph.isEmpty()) << "beside a token the glyph is smaller";
    EXPECT_FALSE(HexFacePainter::layout(font, {0, 0}, 31, withToken, 1.0).glyph.isEmpty());
    // The canvas draws at 28 scene units and zooms: the same as drawing at 28 x zoom.
    EXPECT_TRUE(HexFacePainter::layout(font, {0, 0}, 28, plain, 0.7).glyph.isEmpty());
    const auto near = HexFacePainter::layout(font, {0, 0}, 28, plain, 2.0), far = HexFacePainter::layout(font, {0, 0}, 28, plain, 0.5);
    EXPECT_FALSE(near.label.isEmpty());
    EXPECT_FALSE(near.badges.isEmpty());
    EXPECT_TRUE(far.label.isEmpty()) << near.labelPixels * 0.5 << " pixels: too small to read";
    EXPECT_TRUE(far.badges.isEmpty());
    const auto big = HexFacePainter::layout(font, {0, 0}, 56, plain, 1.0);
    EXPECT_NEAR(big.glyph.width(), 2 * near.glyph.width(), 1e-9) << "the glyph grows with the hex";
    EXPECT_NEAR(big.labelPixels, 2 * near.labelPixels, 2.0) << "and so does the label (whole pixels)";
}

} // namespace
} // namespace hexloom::test
