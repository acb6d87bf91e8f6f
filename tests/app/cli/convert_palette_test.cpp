// `convert --palette`: the pictures written beside a Tiled map or a Tabletop Simulator save (tile
// images, the one-board picture) take the palette asked for, as `render --palette` does: greyscale
// leaves no coloured pixel, colour-blind fills with the Okabe–Ito colours (listed here from the
// paper, not from the code) instead of the rule set's own (read from the rule-set file), and the
// default keeps the rule set's. A palette for a format that writes no pictures, or an unknown
// palette, is refused before anything is read or written.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdlib>
#include <set>

#include "tests/app/cli/cli_runner.h"
#include "tests/support/opaque_colours.h"

namespace hexloom::test {
namespace {

// Okabe & Ito, "Color Universal Design" (2008): orange, sky blue, bluish green, yellow, blue,
// vermillion, reddish purple, black.
const std::set<QRgb> kOkabeIto{qRgb(0xE6, 0x9F, 0x00), qRgb(0x56, 0xB4, 0xE9), qRgb(0x00, 0x9E, 0x73), qRgb(0xF0, 0xE4, 0x42),
                               qRgb(0x00, 0x72, 0xB2), qRgb(0xD5, 0x5E, 0x00), qRgb(0xCC, 0x79, 0xA7), qRgb(0x00, 0x00, 0x00)};

// The rule set's own colours, from its file.
std::set<QRgb> ruleColours(const char* rules)
{
    QFile f(QStringLiteral(HEXLOOM_RESOURCE_DIR "/rules/") + QLatin1String(rules) + QStringLiteral(".json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    std::set<QRgb> out;
    for (const QJsonValue t : QJsonDocument::fromJson(f.readAll()).object()["terrains"].toArray())
        out.insert(QColor(t["colour"].toString()).rgb());
    return out;
}

// A pixel whose channels differ by more than `slack` (anti-aliasing against the board's off-white
// background differs by up to 3).
bool coloured(QRgb c, int slack) { return std::abs(qRed(c) - qGreen(c)) > slack || std::abs(qGreen(c) - qBlue(c)) > slack; }

class ConvertPaletteTest : public CliTest {
protected:
    CliResult convert(const char* map, const QString& out, const QStringList& extra)
    {
        return runCli(QStringList{QStringLiteral("convert"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/") + QLatin1String(map) + QStringLiteral(".txt"), out} +
                      extra);
    }
    // The kinds' tile images written beside a Tiled map or a tile save.
    QStringList kindImages(const QString& folder) const
    {
        QStringList out;
        for (const QString& name : QDir(path(folder)).entryList({QStringLiteral("kind-*.png")}, QDir::Files))
            out << path(folder) + QLatin1Char('/') + name;
        return out;
    }
};

TEST_F(ConvertPaletteTest, TiledTileImagesTakeThePalette)
{
    const QString tiles = QStringLiteral("hexloom-tiles/catan-fair");
    const auto rules = ruleColours("catan-fair");
    for (const char* palette : {"", "colour-blind", "greyscale"}) {
        SCOPED_TRACE(palette);
        ASSERT_TRUE(QDir(path(QStringLiteral("hexloom-tiles"))).removeRecursively());
        QStringList extra;
        if (*palette)
            extra << QStringLiteral("--palette") << QLatin1String(palette);
        const CliResult r = convert("catan-fair", path(QStringLiteral("board.tmj")), extra);
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        const QStringList images = kindImages(tiles);
        ASSERT_EQ(images.size(), 13) << "one image per kind";
        std::set<QRgb> all;
        for (const QString& image : images) {
            const auto colours = opaqueColours(QImage(image));
            all.insert(colours.begin(), colours.end());
            if (QLatin1String(palette) == QLatin1String("greyscale"))
                for (QRgb c : colours)
                    ASSERT_FALSE(coloured(c, 1)) << image.toStdString() << " has " << QColor(c).name().toStdString();
        }
        std::set<QRgb> ruleFills, okabeFills;
        for (QRgb c : all)
            (rules.count(c) ? ruleFills : okabeFills).insert(c);
        if (!*palette) {
            EXPECT_EQ(ruleFills, rules) << "by default every kind in the rule set's own colour";
        } else {
            EXPECT_TRUE(ruleFills.empty()) << QColor(ruleFills.empty() ? 0 : *ruleFills.begin()).name().toStdString();
        }
        if (QLatin1String(palette) == QLatin1String("colour-blind")) {
            int okabe = 0;
            for (QRgb c : kOkabeIto)
                okabe += all.count(c) ? 1 : 0;
            EXPECT_GE(okabe, 6) << "the first kinds take the Okabe–Ito colours";
        }
    }
}

TEST_F(ConvertPaletteTest, TabletopSimulatorPicturesTakeThePalette)
{
    const auto rules = ruleColours("space-galaxy");
    const CliResult board = convert("space-galaxy", path(QStringLiteral("cb.json")),
                                    {QStringLiteral("--to"), QStringLiteral("tts-board"), QStringLiteral("--palette"), QStringLiteral("colour-blind")});
    ASSERT_EQ(board.exitCode, 0) << board.err.toStdString();
    const auto colours = opaqueColours(QImage(path(QStringLiteral("cb-board.png"))));
    ASSERT_FALSE(colours.empty());
    for (QRgb c : rules) // greys such as the asteroids' also come from anti-aliasing between black and white
        EXPECT_FALSE(colours.count(c) && coloured(c, 0)) << "the rule set's " << QColor(c).name().toStdString();
    for (QRgb c : kOkabeIto)
        EXPECT_TRUE(colours.count(c)) << "Okabe–Ito " << QColor(c).name().toStdString();

    const CliResult grey = convert("space-galaxy", path(QStringLiteral("grey.json")),
                                   {QStringLiteral("--to"), QStringLiteral("tts-board"), QStringLiteral("--palette"), QStringLiteral("greyscale")});
    ASSERT_EQ(grey.exitCode, 0) << grey.err.toStdString();
    for (QRgb c : opaqueColours(QImage(path(QStringLiteral("grey-board.png")))))
        ASSERT_FALSE(coloured(c, 3)) << QColor(c).name().toStdString();

    // One locked tile per hex: the tiles' faces are the kinds' images beside the save.
    const CliResult tiles = convert("space-galaxy", path(QStringLiteral("tiles.json")),
                                    {QStringLiteral("--to"), QStringLiteral("tts"), QStringLiteral("--palette"), QStringLiteral("greyscale")});
    ASSERT_EQ(tiles.exitCode, 0) << tiles.err.toStdString();
    const QStringList images = kindImages(QStringLiteral("hexloom-tiles/space-galaxy"));
    ASSERT_EQ(images.size(), 14);
    for (const QString& image : images)
        for (QRgb c : opaqueColours(QImage(image)))
            ASSERT_FALSE(coloured(c, 1)) << image.toStdString() << " has " << QColor(c).name().toStdString();
}

TEST_F(ConvertPaletteTest, APaletteWithoutPicturesOrUnknownIsRefused)
{
    const QString out = path(QStringLiteral("map.json"));
    const CliResult json = convert("catan-fair", out, {QStringLiteral("--palette"), QStringLiteral("greyscale")});
    EXPECT_EQ(json.exitCode, 2);
    EXPECT_TRUE(json.err.contains("--palette is for formats that write pictures")) << json.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
    const CliResult sepia = convert("catan-fair", path(QStringLiteral("map.tmj")), {QStringLiteral("--palette"), QStringLiteral("sepia")});
    EXPECT_EQ(sepia.exitCode, 2);
    EXPECT_TRUE(sepia.err.contains("--palette expects rules, colour-blind, greyscale, not \"sepia\"")) << sepia.err.toStdString();
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("map.tmj"))));
}

} // namespace
} // namespace hexloom::test
