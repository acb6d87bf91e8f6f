// Every hex says what it is: `render --svg` and `render --pdf` of space-galaxy, catan-fair and the
// Original Terra Mystica board write each hex's label as text (read back from the SVG's own
// <text> elements and the PDF's own text with pdftotext), harbours with ratio and resource, homes
// numbered; `--palette` changes the fills: colour-blind uses the Okabe–Ito colours, greyscale
// only greys, and neither the rule set's own colours.
#include <QProcess>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <map>
#include <set>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "render/board_renderer.h"
#include "render/palette.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

struct Case {
    const char* map;
    const char* rules;
};
const Case kCases[] = {{"space-galaxy", "space-galaxy"}, {"catan-fair", "catan-fair"}, {"terra-mystica-original", "terra-mystica-published"}};

QString mapPath(const char* name) { return QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/") + QLatin1String(name) + QStringLiteral(".txt"); }

// How many hexes of the map show each label (the kind's label, or its letter when it has none).
std::map<QString, int> expectedLabels(const Case& c)
{
    const auto file = core::io::loadMap(mapPath(c.map), QString::fromLatin1(c.rules));
    std::map<QString, int> out;
    for (core::model::CellIndex i = 0; i < file.map.size(); ++i) {
        const auto t = file.map.terrain(i);
        if (t == core::model::kNoTerrain)
            continue;
        const auto& kind = file.rules->terrain(t);
        ++out[kind.label.empty() ? QString(QChar::fromLatin1(kind.letter)) : QString::fromStdString(kind.label)];
    }
    return out;
}

std::map<QString, int> svgTexts(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    QXmlStreamReader xml(&f);
    std::map<QString, int> out;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            ++out[xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed()];
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    return out;
}

std::set<QString> svgFills(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    static const QRegularExpression re(QStringLiteral("fill=\"(#[0-9a-fA-F]{6})\""));
    std::set<QString> out;
    for (const auto& m : re.globalMatch(QString::fromUtf8(f.readAll())))
        out.insert(m.captured(1).toLower());
    return out;
}

class RenderFacesTest : public CliTest {};

TEST_F(RenderFacesTest, SvgAndPdfWriteEveryHexsLabelAsText)
{
    for (const Case& c : kCases) {
        SCOPED_TRACE(c.map);
        const QString svg = path(QString::fromLatin1(c.map) + QStringLiteral(".svg")), pdf = path(QString::fromLatin1(c.map) + QStringLiteral(".pdf"));
        const auto r = runCli({QStringLiteral("render"), mapPath(c.map), QStringLiteral("--rules"), QString::fromLatin1(c.rules), QStringLiteral("--svg"), svg,
                               QStringLiteral("--pdf"), pdf, QStringLiteral("--hex-mm"), QStringLiteral("16"), QStringLiteral("--size"), QStringLiteral("40")});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        const auto texts = svgTexts(svg);
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
        ASSERT_TRUE(p.waitForFinished(30'000) && p.exitCode() == 0) << "pdftotext (poppler-utils) missing or failed";
        const QString pdfText = QString::fromUtf8(p.readAllStandardOutput());
        for (const auto& [label, hexes] : expectedLabels(c)) {
            EXPECT_EQ(texts.count(label) ? texts.at(label) : 0, hexes) << "SVG text \"" << label.toStdString() << "\"";
            // On paper the legend names kinds too: at least one occurrence per hex.
            EXPECT_GE(pdfText.count(label), hexes) << "PDF text \"" << label.toStdString() << "\"";
        }
        if (QLatin1String(c.map) == QLatin1String("catan-fair")) {
            for (const char* harbour : {"3:1", "2:1 wood", "2:1 wheat", "2:1 sheep", "2:1 brick", "2:1 ore"}) {
                EXPECT_TRUE(texts.count(QString::fromLatin1(harbour))) << harbour;
                EXPECT_TRUE(pdfText.contains(QString::fromLatin1(harbour))) << harbour;
            }
        }
        if (QLatin1String(c.map) == QLatin1String("space-galaxy")) {
            // The six homes are numbered 1 to 6 (no other text on this board is a lone digit).
            for (int home = 1; home <= 6; ++home)
                EXPECT_EQ(texts.count(QString::number(home)) ? texts.at(QString::number(home)) : 0, 1) << "home " << home;
            EXPECT_GE(texts.count(QStringLiteral("R3 I1")) ? texts.at(QStringLiteral("R3 I1")) : 0, 1) << "an industrial system's badges";
        }
    }
}

// On paper every label stays inside its hex: each line of the PDF's own text that is a label
// (pdftotext -bbox-layout gives its box) is narrower than the hex across its flats, at the
// default 30 mm hexes. Measured in a regular font but drawn bold, "Mountains" and "Wasteland"
// ran past both sides of the Original board's hexes, and the harbours' "2:1 wheat" touched them.
TEST_F(RenderFacesTest, PdfLabelsFitInsideTheirHexes)
{
    constexpr double kHexMm = 30, kHexPoints = kHexMm / 25.4 * 72;
    for (const Case& c : kCases) {
        SCOPED_TRACE(c.map);
        const QString pdf = path(QString::fromLatin1(c.map) + QStringLiteral("-30.pdf"));
        const auto r = runCli({QStringLiteral("render"), mapPath(c.map), QStringLiteral("--rules"), QString::fromLatin1(c.rules), QStringLiteral("--pdf"), pdf,
                               QStringLiteral("--hex-mm"), QString::number(kHexMm)});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox-layout"), pdf, QStringLiteral("-")});
        ASSERT_TRUE(p.waitForFinished(30'000) && p.exitCode() == 0) << "pdftotext (poppler-utils) missing or failed";
        const QString xml = QString::fromUtf8(p.readAllStandardOutput());
        static const QRegularExpression line(QStringLiteral("<line xMin=\"([0-9.]+)\" yMin=\"[0-9.]+\" xMax=\"([0-9.]+)\"[^>]*>(.*?)</line>"),
                                             QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression word(QStringLiteral("<word[^>]*>([^<]*)</word>"));
        const auto labels = expectedLabels(c);
        std::map<QString, int> seen;
        for (const auto& m : line.globalMatch(xml)) {
            QStringList words;
            for (const auto& w : word.globalMatch(m.captured(3)))
                words << w.captured(1);
            const QString text = words.join(QLatin1Char(' '));
            if (!labels.count(text))
                continue;
            ++seen[text];
            const double width = m.captured(2).toDouble() - m.captured(1).toDouble();
            EXPECT_LT(width, kHexPoints * 0.9) << "\"" << text.toStdString() << "\" is " << width << " pt wide in a hex of " << kHexPoints << " pt";
        }
        for (const auto& [label, hexes] : labels)
            EXPECT_GE(seen[label], 1) << "no line of the PDF reads \"" << label.toStdString() << "\"";
    }
}

TEST_F(RenderFacesTest, PalettesDifferAndColourBlindIsOkabeIto)
{
    std::map<QString, std::set<QString>> fills;
    for (const char* palette : {"rules", "colour-blind", "greyscale"}) {
        const QString svg = path(QLatin1String(palette) + QStringLiteral(".svg"));
        const auto r = runCli({QStringLiteral("render"), mapPath("space-galaxy"), QStringLiteral("--rules"), QStringLiteral("space-galaxy"),
                               QStringLiteral("--svg"), svg, QStringLiteral("--palette"), QString::fromLatin1(palette)});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        fills[QString::fromLatin1(palette)] = svgFills(svg);
    }
    std::set<QString> ruleColours;
    const auto rules = core::io::loadRuleSet(QStringLiteral("space-galaxy"));
    for (const auto& t : rules->terrains)
        ruleColours.insert(QColor::fromRgb(t.colour).name());
    for (const QString& c : ruleColours)
        EXPECT_TRUE(fills["rules"].count(c)) << c.toStdString();
    for (const QColor& c : render::Palettes::okabeIto())
        EXPECT_TRUE(fills["colour-blind"].count(c.name())) << "Okabe-Ito " << c.name().toStdString();
    for (const char* other : {"colour-blind", "greyscale"})
        for (const QString& c : ruleColours)
            EXPECT_FALSE(fills[QString::fromLatin1(other)].count(c)) << other << " uses the rule set's " << c.toStdString();
    int greys = 0;
    fills["greyscale"].erase(render::RenderOptions{}.background.name()); // the paper around the board, not a hex
    for (const QString& c : fills["greyscale"]) {
        const QColor q(c);
        EXPECT_TRUE(q.red() == q.green() && q.green() == q.blue()) << c.toStdString();
        ++greys;
    }
    EXPECT_GE(greys, static_cast<int>(rules->terrains.size())) << "one grey per kind";
    const auto bad = runCli({QStringLiteral("render"), mapPath("space-galaxy"), QStringLiteral("--svg"), path(QStringLiteral("x.svg")),
                             QStringLiteral("--palette"), QStringLiteral("sepia")});
    EXPECT_NE(bad.exitCode, 0);
    EXPECT_TRUE(QString::fromUtf8(bad.err).contains(QStringLiteral("--palette expects rules, colour-blind, greyscale, not \"sepia\""))) << bad.err.toStdString();
}

// On paper, exactly: a one-page PDF without the legend has one line of text per hex for each label
// (pdftotext -bbox-layout), the galaxy's six homes numbered 1 to 6 once each and its industrial
// systems' badges "R3 I1" once per such system. With the legend, each kind whose name does not
// say its label is listed as "label — name", so a black-and-white print's words find their row.
TEST_F(RenderFacesTest, PdfPagesNumberHomesAndTheLegendNamesTheLabels)
{
    const Case& galaxy = kCases[0];
    const QString pdf = path(QStringLiteral("galaxy-exact.pdf"));
    auto r = runCli({QStringLiteral("render"), mapPath(galaxy.map), QStringLiteral("--pdf"), pdf, QStringLiteral("--hex-mm"), QStringLiteral("20"),
                     QStringLiteral("--no-legend"), QStringLiteral("--palette"), QStringLiteral("greyscale")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox-layout"), pdf, QStringLiteral("-")});
    ASSERT_TRUE(p.waitForFinished(30'000) && p.exitCode() == 0) << "pdftotext (poppler-utils) missing or failed";
    const QString xml = QString::fromUtf8(p.readAllStandardOutput());
    EXPECT_EQ(xml.count(QStringLiteral("<page ")), 1) << "the 37 hexes at 20 mm fit one page";
    static const QRegularExpression line(QStringLiteral("<line[^>]*>(.*?)</line>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression word(QStringLiteral("<word[^>]*>([^<]*)</word>"));
    std::map<QString, int> lines;
    for (const auto& m : line.globalMatch(xml)) {
        QStringList words;
        for (const auto& w : word.globalMatch(m.captured(1)))
            words << w.captured(1);
        ++lines[words.join(QLatin1Char(' '))];
    }
    for (const auto& [label, hexes] : expectedLabels(galaxy))
        EXPECT_EQ(lines[label], hexes) << "\"" << label.toStdString() << "\"";
    for (int home = 1; home <= 6; ++home)
        EXPECT_EQ(lines[QString::number(home)], 1) << "home " << home;
    EXPECT_EQ(lines[QStringLiteral("R3 I1")], expectedLabels(galaxy)[QStringLiteral("Industry")]) << "one badge line per industrial system";

    const QString withLegend = path(QStringLiteral("galaxy-legend.pdf"));
    r = runCli({QStringLiteral("render"), mapPath(galaxy.map), QStringLiteral("--pdf"), withLegend});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QProcess raw;
    raw.start(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), withLegend, QStringLiteral("-")});
    ASSERT_TRUE(raw.waitForFinished(30'000) && raw.exitCode() == 0);
    const QString text = QString::fromUtf8(raw.readAllStandardOutput()).simplified(); // wrapped names joined again
    // ("influence" comes back with an "fl" ligature: matched up to it)
    EXPECT_TRUE(text.contains(QStringLiteral("Twin — Two-planet system (3 resources, 3 in"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("Empty — Empty system"))) << "a name that says its label is not repeated";
    EXPECT_TRUE(text.contains(QStringLiteral("Empty system (4)")));
}

} // namespace
} // namespace hexloom::test
