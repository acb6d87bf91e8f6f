// PrintPagePainter paints on each sheet only the hexes whose centre lies within a hex radius of
// the sheet's window (the clip does the rest). The hexes of all sheets are sorted out in one pass
// over the board; the oracle checks every hex against every sheet's window, as the painter did
// for each sheet before.
#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <gtest/gtest.h>
#include <set>
#include <vector>

#include "core/io/atomic_file.h"

#include "tests/support/fixtures.h"
#include "render/board_renderer.h"
#include "render/pdf_printer.h"
#include "render/print_page_painter.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using render::BoardRenderer;
using render::PrintPagePainter;
using render::PrintSettings;

std::set<CellIndex> oracle(const core::model::Board& board, const render::PrintLayout& layout, int page, double hexMm)
{
    constexpr double kUnits = 10.0; // the painter's tenths of a millimetre
    const double size = render::hexRadiusMm(hexMm) * kUnits;
    const QRectF bounds = BoardRenderer::bounds(board, size);
    const QRectF window = layout.boardWindow(page);
    const QRectF visible(window.topLeft() * kUnits + bounds.topLeft(), window.size() * kUnits);
    const QRectF reach = visible.adjusted(-size, -size, size, size);
    std::set<CellIndex> cells;
    for (CellIndex c = 0; c < board.size(); ++c)
        if (reach.contains(BoardRenderer::centre(board, c, size)))
            cells.insert(c);
    return cells;
}

TEST(PrintPagePainter, EachSheetPaintsTheHexesWithinAHexOfItsWindow)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    const auto wide = core::model::Board::terraMystica(6, 40); // one row of sheets, many columns
    for (const auto* board : {&tm.board, &wide})
        for (const double hexMm : {20.0, 45.0, 70.0})
            for (const double overlap : {0.0, 12.0}) {
                PrintSettings s;
                s.hexMm = hexMm;
                s.overlapMm = overlap;
                const PrintPagePainter painter(*board, tm.map, *rules, s);
                const auto& layout = painter.layout();
                size_t painted = 0;
                for (int page = 0; page < layout.boardPages(); ++page) {
                    const auto& cells = painter.cellsOn(page);
                    const std::set<CellIndex> got(cells.begin(), cells.end());
                    EXPECT_EQ(got.size(), cells.size()) << "a hex listed twice on sheet " << page;
                    EXPECT_EQ(got, oracle(*board, layout, page, hexMm)) << hexMm << " mm, overlap " << overlap << ", sheet " << page << " of "
                                                                           << layout.columns() << " x " << layout.rows();
                    painted += cells.size();
                }
                EXPECT_GE(painted, static_cast<size_t>(board->size())) << "a hex on no sheet";
            }
}

// A language whose assembly guide is three times as long as the English one (German's is 1.3 times).
class LongGuide : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QByteArrayView(context) != "hexloom::render::PrintPagePainter" || !QByteArrayView(source).startsWith("Cut along"))
            return {};
        const QString once = QString::fromUtf8(source);
        return once + QLatin1Char(' ') + once + QLatin1Char(' ') + once + QStringLiteral(" END");
    }
    bool isEmpty() const override { return false; }
};

TEST(PrintPagePainter, ALongerAssemblyGuideWrapsWithinThePageAboveThePageGrid)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    LongGuide language;
    QCoreApplication::installTranslator(&language);
    PrintSettings s; // A4 portrait, 30 mm hexes: 3 x 1 sheets and the legend page
    const QByteArray pdf = render::PdfPrinter::print(tm.board, tm.map, *rules, s);
    QCoreApplication::removeTranslator(&language);
    const int legend = PrintPagePainter(tm.board, tm.map, *rules, s).layout().pageCount();
    ASSERT_GT(legend, 1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("legend.pdf"));
    core::io::saveFileAtomically(path, pdf);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(legend), QStringLiteral("-l"),
                                             QString::number(legend), path, QStringLiteral("-")});
    ASSERT_TRUE(text.waitForFinished(30000));
    const QString html = QString::fromUtf8(text.readAllStandardOutput());
    static const QRegularExpression re(QStringLiteral(R"re(yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]+)</word>)re"));
    const double rightMarginPt = (210 - s.marginMm) / 25.4 * 72;
    double guideTop = -1, endBottom = -1;
    std::vector<double> numberTops; // "1", "2", "3": the sheet numbers of the grid (and the "3 × 1" above the guide)
    int words = 0;
    for (auto it = re.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        ++words;
        EXPECT_LE(m.captured(2).toDouble(), rightMarginPt + 1) << m.captured(4).toStdString() << ": past the right margin";
        if (m.captured(4) == QStringLiteral("Cut") && guideTop < 0)
            guideTop = m.captured(1).toDouble();
        if (m.captured(4) == QStringLiteral("END"))
            endBottom = m.captured(3).toDouble();
        if (m.captured(4) == QStringLiteral("1") || m.captured(4) == QStringLiteral("2") || m.captured(4) == QStringLiteral("3"))
            numberTops.push_back(m.captured(1).toDouble());
    }
    ASSERT_GT(words, 20) << html.toStdString();
    ASSERT_GT(guideTop, 0);
    EXPECT_GT(endBottom, guideTop) << "the guide's last word is on the page, under its first";
    int sheetNumbers = 0;
    for (const double top : numberTops)
        if (top > guideTop) {
            ++sheetNumbers;
            EXPECT_GT(top, endBottom) << "a sheet number of the page grid overlaps the guide";
        }
    EXPECT_EQ(sheetNumbers, 3);
}

} // namespace
} // namespace hexloom::test
