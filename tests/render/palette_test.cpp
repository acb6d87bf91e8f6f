// The palettes' fills for every shipped rule set: no two kinds of a rule set share a fill in any
// palette; colour-blind takes the Okabe–Ito colours (listed here from the paper) nearest the kinds'
// own, so Catan's sea and harbours stay blue, its forest green and its fields yellow; greyscale
// keeps light kinds light (by relative luminance); and fills worked out for one rule set never leak into another's.
#include <QColor>
#include <gtest/gtest.h>
#include <cmath>
#include <set>
#include <string>

#include "render/palette.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using render::Palette;
using render::Palettes;

const char* const kRuleSets[] = {"terra-mystica-published", "terra-mystica-strict", "catan", "catan-fair", "catan-5-6", "catan-seats", "space-galaxy"};

core::model::TerrainId kind(const core::rules::RuleSet& rules, const std::string& id)
{
    for (size_t t = 0; t < rules.terrains.size(); ++t)
        if (rules.terrains[t].id == id)
            return static_cast<core::model::TerrainId>(t);
    ADD_FAILURE() << "no kind " << id;
    return 0;
}

// Relative luminance as WCAG 2 defines it (sRGB channels linearised, weighted 0.2126/0.7152/0.0722).
double lightness(uint32_t rgb)
{
    const QColor c = QColor::fromRgb(rgb);
    const auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

TEST(Palettes, NoTwoKindsShareAFill)
{
    for (const char* name : kRuleSets) {
        const auto rules = builtinRules(name);
        for (const Palette p : {Palette::Rules, Palette::ColourBlind, Palette::Greyscale}) {
            std::set<QRgb> fills;
            for (size_t t = 0; t < rules->terrains.size(); ++t)
                fills.insert(Palettes::fill(*rules, static_cast<core::model::TerrainId>(t), p).rgb());
            EXPECT_EQ(fills.size(), rules->terrains.size()) << name << " " << Palettes::name(p).toStdString();
        }
    }
}

TEST(Palettes, ColourBlindKindsTakeTheNearestOkabeItoColours)
{
    const auto rules = builtinRules("catan-fair");
    const QColor blue(0x00, 0x72, 0xB2), skyBlue(0x56, 0xB4, 0xE9), bluishGreen(0x00, 0x9E, 0x73), yellow(0xF0, 0xE4, 0x42), vermillion(0xD5, 0x5E, 0x00);
    auto fill = [&](const char* id) { return Palettes::fill(*rules, kind(*rules, id), Palette::ColourBlind); };
    EXPECT_TRUE(fill("sea") == blue || fill("sea") == skyBlue) << fill("sea").name().toStdString();
    EXPECT_TRUE(fill("harbour-3") == blue || fill("harbour-3") == skyBlue) << fill("harbour-3").name().toStdString();
    EXPECT_EQ(fill("wood"), bluishGreen);
    EXPECT_EQ(fill("wheat"), yellow);
    EXPECT_EQ(fill("brick"), vermillion);
    // Thirteen kinds, eight colours: every colour is taken once before any is mixed with white.
    std::set<QRgb> pure;
    for (const QColor& c : Palettes::okabeIto())
        pure.insert(c.rgb());
    int purelyFilled = 0;
    for (size_t t = 0; t < rules->terrains.size(); ++t)
        purelyFilled += pure.count(Palettes::fill(*rules, static_cast<core::model::TerrainId>(t), Palette::ColourBlind).rgb()) ? 1 : 0;
    EXPECT_EQ(purelyFilled, 8);
}

TEST(Palettes, GreyscaleKeepsLightKindsLight)
{
    for (const char* name : kRuleSets) {
        const auto rules = builtinRules(name);
        for (size_t a = 0; a < rules->terrains.size(); ++a)
            for (size_t b = 0; b < rules->terrains.size(); ++b) {
                const QColor ga = Palettes::fill(*rules, static_cast<core::model::TerrainId>(a), Palette::Greyscale);
                const QColor gb = Palettes::fill(*rules, static_cast<core::model::TerrainId>(b), Palette::Greyscale);
                EXPECT_TRUE(ga.red() == ga.green() && ga.green() == ga.blue());
                if (lightness(rules->terrains[a].colour) > lightness(rules->terrains[b].colour) + 0.01)
                    EXPECT_GT(ga.red(), gb.red()) << name << ": " << rules->terrains[a].id << " is lighter than " << rules->terrains[b].id;
            }
    }
}

TEST(Palettes, FillsOfOneRuleSetNeverLeakIntoAnother)
{
    const auto catan = builtinRules("catan-fair"), galaxy = builtinRules("space-galaxy");
    const QColor first = Palettes::fill(*catan, 0, Palette::ColourBlind), firstGrey = Palettes::fill(*catan, 0, Palette::Greyscale);
    const QColor other = Palettes::fill(*galaxy, 0, Palette::ColourBlind);
    EXPECT_EQ(Palettes::fill(*catan, 0, Palette::ColourBlind), first);
    EXPECT_EQ(Palettes::fill(*catan, 0, Palette::Greyscale), firstGrey);
    EXPECT_EQ(Palettes::fill(*galaxy, 0, Palette::ColourBlind), other);
    EXPECT_EQ(Palettes::fill(*catan, core::model::kNoTerrain, Palette::ColourBlind), QColor(235, 235, 235)) << "an empty cell";
}

} // namespace
} // namespace hexloom::test
