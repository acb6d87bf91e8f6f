// hexloom-cli render --pdf: a board larger than a sheet is split over a grid of pages of the
// chosen paper, and the PDF's own coordinates (read back with poppler's pdfinfo and pdftotext)
// show a hex exactly as wide as asked and the page grid stepping by the printable size minus
// the overlap.
#include <QProcess>
#include <QRegularExpression>
#include <map>

#include "core/io/letter_format.h"
#include "tests/app/cli/cli_runner.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

constexpr double kMmPerPt = 25.4 / 72.0;

QString runTool(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(30'000) || p.exitCode() != 0) {
        ADD_FAILURE() << tool.toStdString() << " failed or is missing (install poppler-utils; setup.sh does)";
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

struct Word {
    double x; // centre, in millimetres from the sheet's left edge
    double y;
};

// Every word of one page with its centre, from `pdftotext -bbox`.
std::multimap<QString, Word> words(const QString& pdf, int page)
{
    const QString html = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(page),
                                                                QStringLiteral("-l"), QString::number(page), pdf, QStringLiteral("-")});
    static const QRegularExpression re(QStringLiteral(R"re(xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)</word>)re"));
    std::multimap<QString, Word> out;
    for (auto it = re.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        out.emplace(m.captured(5), Word{(m.captured(1).toDouble() + m.captured(3).toDouble()) / 2 * kMmPerPt,
                                        (m.captured(2).toDouble() + m.captured(4).toDouble()) / 2 * kMmPerPt});
    }
    return out;
}

class RenderPdfTest : public CliTest {
protected:
    void SetUp() override
    {
        CliTest::SetUp();
        const auto rules = builtinRules("terra-mystica-published");
        const auto tm = builtinMap("terra-mystica-original", *rules);
        original = write(QStringLiteral("original.txt"), core::io::writeLetterFormat(tm.board, tm.map, *rules));
    }
    QString info(const QString& pdf) { return runTool(QStringLiteral("pdfinfo"), {pdf}); }
    QString original;
};

TEST_F(RenderPdfTest, LargeBoardFillsThreeByTwoLandscapeA4PagesWithHexesOfTheRequestedWidth)
{
    const QString pdf = path(QStringLiteral("board.pdf"));
    // The Original board is 13.4 hexes wide and 14.4 radii high: at 42 mm, 563 x 349 mm, which
    // takes 3 x 2 landscape A4 sheets (printable 277 x 190 mm, 12 mm overlap) and 4 x 2 portrait.
    const CliResult r = runCli({QStringLiteral("render"), original, QStringLiteral("--pdf"), pdf, QStringLiteral("--hex-mm"),
                                QStringLiteral("42"), QStringLiteral("--paper"), QStringLiteral("a4"), QStringLiteral("--coordinates"),
                                QStringLiteral("--no-legend")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString pdfInfo = info(pdf);
    EXPECT_TRUE(pdfInfo.contains(QRegularExpression(QStringLiteral("Pages:\\s+6\\n")))) << pdfInfo.toStdString();
    EXPECT_TRUE(pdfInfo.contains(QRegularExpression(QStringLiteral("Page size:\\s+842 x 595 pts")))) << pdfInfo.toStdString();

    // Hexes have pointed tops: neighbours in a row are one width across the flats apart, and
    // rows two apart are three radii (sqrt 3 x width) apart.
    const auto page1 = words(pdf, 1);
    ASSERT_EQ(page1.count(QStringLiteral("0,0")), 1u);
    ASSERT_EQ(page1.count(QStringLiteral("0,1")), 1u);
    ASSERT_EQ(page1.count(QStringLiteral("2,0")), 1u);
    const Word a = page1.find(QStringLiteral("0,0"))->second, b = page1.find(QStringLiteral("0,1"))->second,
               c = page1.find(QStringLiteral("2,0"))->second;
    EXPECT_NEAR(b.x - a.x, 42.0, 0.05);
    EXPECT_NEAR(b.y, a.y, 0.05);
    EXPECT_NEAR(c.y - a.y, 42.0 * std::sqrt(3.0), 0.05);

    // A label printed on two neighbouring pages moves by the page step: 277 - 12 mm across,
    // 190 - 12 mm down. At least one label lies in each overlap.
    auto sharedShift = [&](int p, int q, bool across) {
        const auto first = words(pdf, p), second = words(pdf, q);
        int shared = 0;
        for (const auto& [text, w] : first) {
            static const QRegularExpression label(QStringLiteral("^\\d+,\\d+$"));
            if (!label.match(text).hasMatch() || first.count(text) != 1 || second.count(text) != 1)
                continue;
            const Word v = second.find(text)->second;
            EXPECT_NEAR(across ? w.x - v.x : w.y - v.y, across ? 265.0 : 178.0, 0.05) << text.toStdString();
            EXPECT_NEAR(across ? w.y - v.y : w.x - v.x, 0.0, 0.05) << text.toStdString();
            ++shared;
        }
        return shared;
    };
    EXPECT_GT(sharedShift(1, 2, true), 0);
    EXPECT_GT(sharedShift(2, 3, true), 0);
    EXPECT_GT(sharedShift(1, 4, false), 0);
}

TEST_F(RenderPdfTest, LegendAddsAPageAndLetterPaperHasLetterSize)
{
    const QString pdf = path(QStringLiteral("letter.pdf"));
    ASSERT_EQ(runCli({QStringLiteral("render"), original, QStringLiteral("--pdf"), pdf, QStringLiteral("--hex-mm"), QStringLiteral("42"),
                      QStringLiteral("--paper"), QStringLiteral("letter"), QStringLiteral("--orientation"), QStringLiteral("portrait")})
                  .exitCode,
              0);
    const QString pdfInfo = info(pdf);
    EXPECT_TRUE(pdfInfo.contains(QRegularExpression(QStringLiteral("Page size:\\s+612 x 792 pts")))) << pdfInfo.toStdString();
    // Letter portrait: printable 195.9 x 259.4 mm, steps 183.9 and 247.4 mm: the 563 x 349 mm
    // board takes 3 columns x 2 rows, and the legend page after them names the terrains.
    EXPECT_TRUE(pdfInfo.contains(QRegularExpression(QStringLiteral("Pages:\\s+7\\n")))) << pdfInfo.toStdString();
    const auto legend = words(pdf, 7);
    EXPECT_EQ(legend.count(QStringLiteral("Swamp")), 1u);
}

TEST_F(RenderPdfTest, SmallBoardIsOnePageAndBadValuesAreUsageErrors)
{
    const QString pdf = path(QStringLiteral("tiny.pdf"));
    ASSERT_EQ(runCli({QStringLiteral("render"), tiny, QStringLiteral("--pdf"), pdf}).exitCode, 0);
    EXPECT_TRUE(info(pdf).contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))));
    for (const QStringList& bad : {QStringList{QStringLiteral("--hex-mm"), QStringLiteral("0")},
                                   QStringList{QStringLiteral("--hex-mm"), QStringLiteral("wide")},
                                   QStringList{QStringLiteral("--paper"), QStringLiteral("a3")},
                                   QStringList{QStringLiteral("--orientation"), QStringLiteral("diagonal")},
                                   QStringList{QStringLiteral("--overlap"), QStringLiteral("-1")}}) {
        const CliResult r = runCli(QStringList{QStringLiteral("render"), tiny, QStringLiteral("--pdf"), path(QStringLiteral("bad.pdf"))} + bad);
        EXPECT_EQ(r.exitCode, 2) << bad.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(bad[0].mid(2).toUtf8())) << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("bad.pdf"))));
}

} // namespace
} // namespace hexloom::test
