// Print-service presets, checked against what the services publish and against the written PNGs
// read back: every preset's images have its published pixel size; the background fills the bleed;
// nothing is drawn outside the safe area (pixels checked, and the faces' boxes against the safe
// area recomputed here from the preset's numbers); a fold through a label is reported; --tiles
// writes one image per hex plus back.png, atomically, and a bad folder is named.
#include "render/print_sheet.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

#include "render/board_renderer.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using render::PrintPresets;
using render::PrintProduct;

const double kRoot3 = std::sqrt(3.0);

struct Published {
    const char* id;
    int width, height;
};
// The Game Crafter's published image sizes (docs/file-format.md cites the pages).
const Published kPublished[] = {{"tgc-hex-mini", 450, 450},   {"tgc-hex-small", 675, 600}, {"tgc-hex-medium", 825, 750},
                                {"tgc-hex-large", 1200, 1050}, {"tgc-bifold", 2775, 5475},  {"tgc-quadfold", 5475, 5475},
                                {"tgc-sixfold", 8175, 5475}};

struct Catan {
    std::shared_ptr<const core::rules::RuleSet> rules = builtinRules("catan");
    core::io::BoardAndMap m = builtinMap("catan-standard", *rules);
};

struct Galaxy { // homes on the board
    std::shared_ptr<const core::rules::RuleSet> rules = builtinRules("space-galaxy");
    core::io::BoardAndMap m = builtinMap("space-galaxy", *rules);
};

// The cut hexagon of a tile image, recomputed from the preset's numbers: the largest regular
// hexagon with flat sides up and down inside the image less the bleed, centred.
QPolygonF safeHexagon(const render::PrintPreset& p, QSize image)
{
    const double trim = std::min((image.width() - 2 * p.bleedPixels) / 2, (image.height() - 2 * p.bleedPixels) / kRoot3);
    const double safe = trim - p.safePixels / (kRoot3 / 2); // the flats move in by safePixels
    QPolygonF h;
    for (int i = 0; i < 6; ++i)
        h << QPointF(image.width() / 2.0 + safe * std::cos(i * M_PI / 3), image.height() / 2.0 + safe * std::sin(i * M_PI / 3));
    return h;
}

QImage readPng(const QString& path)
{
    QImageReader::setAllocationLimit(512); // MB: a six-fold board is 179 MB decoded, over Qt's default 128
    QImage image(path);
    EXPECT_FALSE(image.isNull()) << path.toStdString();
    return image.convertToFormat(QImage::Format_RGB32);
}

// Pixels that differ from `background` outside `inside` (grown by one pixel for anti-aliasing).
int strayPixels(const QImage& image, const QColor& background, const std::function<bool(QPointF)>& inside)
{
    int stray = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QPointF c(x + 0.5, y + 0.5);
            bool near = inside(c);
            for (const QPointF d : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
                near = near || inside(c + d);
            if (!near && image.pixelColor(x, y) != background)
                ++stray;
        }
    return stray;
}

TEST(PrintPresets, AreTheIssuesPresetsWithThePublishedSizes)
{
    std::vector<std::string> ids;
    for (const auto& p : PrintPresets::all())
        ids.push_back(p.id);
    EXPECT_EQ(ids, (std::vector<std::string>{"tgc-hex-mini", "tgc-hex-small", "tgc-hex-medium", "tgc-hex-large", "tgc-bifold", "tgc-quadfold",
                                             "tgc-sixfold", "ppg-3mm"}));
    for (const Published& p : kPublished) {
        const auto& preset = PrintPresets::find(p.id);
        EXPECT_EQ(preset.pixels, QSize(p.width, p.height)) << p.id;
        EXPECT_EQ(preset.dotsPerInch, 300);
        EXPECT_EQ(preset.bleedPixels, 300.0 / 8) << "1/8 inch at 300 dpi";
        EXPECT_EQ(preset.safePixels, 300.0 / 8);
    }
    EXPECT_NEAR(PrintPresets::find("ppg-3mm").bleedPixels, 3 / 25.4 * 300, 1e-9);
    EXPECT_EQ(&PrintPresets::find("tgc-hex-small@1"), &PrintPresets::find("tgc-hex-small"));
    EXPECT_THROW(PrintPresets::find("tgc-hex-small@2"), std::invalid_argument);
    EXPECT_THROW(PrintPresets::find("tgc-hex-huge"), std::invalid_argument);
}

TEST(PrintPresets, FoldsSplitTheCutBoardIntoNineInchPanels)
{
    // A fold of a w x h panel board lies between panels of 9 inches, counted from the cut line.
    EXPECT_EQ(PrintPresets::find("tgc-bifold").foldsY, std::vector<double>{37.5 + 2700});
    EXPECT_TRUE(PrintPresets::find("tgc-bifold").foldsX.empty());
    EXPECT_EQ(PrintPresets::find("tgc-quadfold").foldsX, std::vector<double>{37.5 + 2700});
    EXPECT_EQ(PrintPresets::find("tgc-quadfold").foldsY, std::vector<double>{37.5 + 2700});
    EXPECT_EQ(PrintPresets::find("tgc-sixfold").foldsX, (std::vector<double>{37.5 + 2700, 37.5 + 5400}));
}

TEST(PrintTiles, EveryHexPresetWritesOneImagePerHexAndABackAtThePublishedSize)
{
    const Catan c;
    for (const Published& p : kPublished) {
        const auto& preset = PrintPresets::find(p.id);
        if (!preset.makes(PrintProduct::HexTiles))
            continue;
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("tiles"));
        const auto written = render::writeTilePrints(out, c.m.board, c.m.map, *c.rules, preset, {});
        EXPECT_EQ(written.fronts, c.m.board.size());
        const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
        EXPECT_EQ(files.size(), c.m.board.size() + 1) << "no temporary files left: " << files.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(files.contains(QStringLiteral("back.png")));
        for (CellIndex i = 0; i < c.m.board.size(); ++i)
            EXPECT_TRUE(files.contains(render::PrintSheets::tileFileName(c.m.board, i)));
        for (const QString& f : files)
            EXPECT_EQ(QImage(QDir(out).filePath(f)).size(), QSize(p.width, p.height)) << p.id << " " << f.toStdString();
    }
}

TEST(PrintTiles, TheKindFillsTheBleedAndNothingIsDrawnOutsideTheSafeHexagon)
{
    const Catan c;
    const Galaxy g;
    for (const auto* m : {&c.m, &g.m}) {
        const auto& rules = m == &c.m ? *c.rules : *g.rules;
        const auto& preset = PrintPresets::find("tgc-hex-small");
        QTemporaryDir dir;
        render::writeTilePrints(dir.path(), m->board, m->map, rules, preset, {});
        const QPolygonF safe = safeHexagon(preset, preset.pixels);
        int checked = 0;
        for (CellIndex i = 0; i < m->board.size() && checked < 12; ++i, ++checked) {
            const QImage image = readPng(QDir(dir.path()).filePath(render::PrintSheets::tileFileName(m->board, i)));
            const QColor fill = render::Palettes::fill(rules, m->map.terrain(i), render::Palette::Rules);
            // The bleed: every pixel of the image's border rows and columns is the kind's colour.
            for (int x = 0; x < image.width(); ++x)
                for (int y : {0, 10, image.height() - 1})
                    ASSERT_EQ(image.pixelColor(x, y), fill) << "cell " << i << " at " << x << "," << y;
            EXPECT_EQ(strayPixels(image, fill, [&](QPointF p) { return safe.containsPoint(p, Qt::OddEvenFill); }), 0) << "cell " << i;
        }
    }
}

TEST(PrintTiles, EveryFaceBoxLiesInTheSafeHexagonRecomputedFromThePreset)
{
    const Galaxy g;
    const Catan c;
    for (const auto& preset : PrintPresets::all()) {
        if (!preset.makes(PrintProduct::HexTiles))
            continue;
        for (const auto* m : {&c.m, &g.m}) {
            const auto& rules = m == &c.m ? *c.rules : *g.rules;
            const auto sheet = render::PrintSheets::tileSheet(m->board, m->map, rules, preset, {});
            const QPolygonF safe = safeHexagon(preset, sheet.pixels);
            const auto homes = render::BoardRenderer::homeNumbers(m->board, rules);
            int boxes = 0;
            for (CellIndex i = 0; i < m->board.size(); ++i)
                for (const QRectF& b : render::PrintSheets::faceBoxes(m->map, rules, i, homes[static_cast<size_t>(i)], sheet.centre, sheet.faceSize, {})) {
                    ++boxes;
                    for (const QPointF corner : {b.topLeft(), b.topRight(), b.bottomLeft(), b.bottomRight()})
                        EXPECT_TRUE(safe.containsPoint(corner, Qt::OddEvenFill)) << preset.id << " cell " << i;
                }
            EXPECT_GT(boxes, m->board.size()) << "labels, glyphs and tokens were measured";
            EXPECT_GT(sheet.faceSize, sheet.safeRadius * 0.5) << "the face is not shrunk to nothing";
        }
    }
}

TEST(PrintTiles, PpgTilesAreTheHexWidthPlusThreeMillimetresOfBleed)
{
    const Catan c;
    render::PrintOptions o;
    o.hexMm = 40;
    QTemporaryDir dir;
    const auto w = render::writeTilePrints(dir.path(), c.m.board, c.m.map, *c.rules, PrintPresets::find("ppg-3mm"), o);
    const double flats = 40 / 25.4 * 300, bleed = 3 / 25.4 * 300; // across the flats is the height of a flat-topped hex
    const QSize expected(static_cast<int>(std::ceil(flats * 2 / kRoot3 + 2 * bleed)), static_cast<int>(std::ceil(flats + 2 * bleed)));
    EXPECT_EQ(w.pixels, expected);
    EXPECT_EQ(QImage(QDir(dir.path()).filePath(QStringLiteral("back.png"))).size(), expected);
}

TEST(PrintTiles, ABadFolderIsNamedAndNothingIsWritten)
{
    const Catan c;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("a-file"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const auto& preset = PrintPresets::find("tgc-hex-mini");
    try {
        render::writeTilePrints(file, c.m.board, c.m.map, *c.rules, preset, {});
        FAIL() << "a file taken for a folder";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(file.toStdString()), std::string::npos) << e.what();
    }
    const QString under = file + QStringLiteral("/tiles"); // a folder cannot be made under a file
    EXPECT_THROW(render::writeTilePrints(under, c.m.board, c.m.map, *c.rules, preset, {}), std::runtime_error);
    // Over the limits (a 500 mm hex is 6890 x 5977 pixels), or a preset without tiles: not even the folder is made.
    render::PrintOptions huge;
    huge.hexMm = 500;
    const QString big = dir.filePath(QStringLiteral("big"));
    EXPECT_THROW(render::writeTilePrints(big, c.m.board, c.m.map, *c.rules, PrintPresets::find("ppg-3mm"), huge), std::runtime_error);
    EXPECT_FALSE(QFileInfo::exists(big));
    EXPECT_THROW(render::writeTilePrints(big, c.m.board, c.m.map, *c.rules, PrintPresets::find("tgc-bifold"), {}), std::invalid_argument);
    EXPECT_FALSE(QFileInfo::exists(big));
}

TEST(PrintBoard, EveryBoardPresetWritesItsPublishedSizeWithTheBoardInsideTheSafeArea)
{
    const Catan c;
    for (const Published& p : kPublished) {
        const auto& preset = PrintPresets::find(p.id);
        if (!preset.makes(PrintProduct::Board))
            continue;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        const auto written = render::writeBoardPrint(path, c.m.board, c.m.map, *c.rules, preset, {});
        EXPECT_EQ(written.pixels, QSize(p.width, p.height));
        const QImage image = readPng(path);
        EXPECT_EQ(image.dotsPerMeterX(), std::lround(300 / 0.0254)) << "300 dpi recorded";
        ASSERT_EQ(image.size(), QSize(p.width, p.height)) << p.id;
        // The safe area recomputed: the image less the bleed and the safe margin on every side.
        const double m = preset.bleedPixels + preset.safePixels;
        const QRectF safe(m, m, p.width - 2 * m, p.height - 2 * m);
        const auto sheet = render::PrintSheets::boardSheet(c.m.board, c.m.map, *c.rules, preset, {});
        for (CellIndex i = 0; i < c.m.board.size(); ++i)
            for (int k = 0; k < 6; ++k) {
                const QPointF at = sheet.centre(c.m.board, i);
                // Pointy-top hexes, or flat-top ones on a board turned a quarter turn.
                const double a = (sheet.rotated ? 0 : M_PI / 6) + k * M_PI / 3;
                const QPointF corner(at.x() + sheet.hexSize * std::cos(a), at.y() + sheet.hexSize * std::sin(a));
                EXPECT_TRUE(safe.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(corner)) << p.id << " cell " << i;
            }
        // The background reaches the image's edge (the bleed); nothing is drawn outside the safe area.
        const QColor background = render::RenderOptions().background;
        EXPECT_EQ(image.pixelColor(0, 0), background);
        EXPECT_EQ(image.pixelColor(p.width - 1, p.height / 2), background);
        if (p.width == 5475) { // one full scan is enough (a scan of 30 megapixels takes a while)
            QImage small = image.scaled(image.width() / 5, image.height() / 5);
            small = small.convertToFormat(QImage::Format_RGB32);
            int stray = 0;
            for (int y = 0; y < small.height(); ++y)
                for (int x = 0; x < small.width(); ++x) {
                    const QPointF c(x * 5.0 + 2.5, y * 5.0 + 2.5);
                    if (!safe.adjusted(-1.5, -1.5, 1.5, 1.5).contains(c) && small.pixelColor(x, y) != background)
                        ADD_FAILURE() << "drawn outside the safe area at " << c.x() << "," << c.y() << " (" << ++stray << ")";
                    if (stray > 3)
                        return;
                }
            EXPECT_EQ(stray, 0);
        }
    }
}

TEST(PrintBoard, PpgBoardsAreTheBoardAtItsHexWidthWithBleedAndSafeMargins)
{
    const Catan c;
    render::PrintOptions o;
    o.hexMm = 20;
    const double radius = 20 / 25.4 * 300 / kRoot3, margin = 2 * 3 / 25.4 * 300;
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9; // the hexes' outlines, pointy-top
    for (CellIndex i = 0; i < c.m.board.size(); ++i) {
        const QPointF at = render::BoardRenderer::centre(c.m.board, i, radius);
        x0 = std::min(x0, at.x() - radius * kRoot3 / 2), x1 = std::max(x1, at.x() + radius * kRoot3 / 2);
        y0 = std::min(y0, at.y() - radius), y1 = std::max(y1, at.y() + radius);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ppg.png"));
    render::writeBoardPrint(path, c.m.board, c.m.map, *c.rules, PrintPresets::find("ppg-3mm"), o);
    const double outline = 0.04 * radius; // the outer hexes' stroke, half of it outside them on each side
    EXPECT_EQ(QImage(path).size(), QSize(static_cast<int>(std::ceil(x1 - x0 + outline + 2 * margin)),
                                         static_cast<int>(std::ceil(y1 - y0 + outline + 2 * margin))));
}

TEST(PrintBoard, AFoldThroughALabelIsReportedAndOneBetweenHexesIsNot)
{
    // One hex in the middle of a quad-fold board: the vertical fold runs through its label.
    const auto rules = builtinRules("catan");
    const core::model::Board one = core::model::Board::fromCells({{0, 0}});
    core::model::Map oneMap(1);
    oneMap.setTerrain(0, 1);
    const auto& quad = PrintPresets::find("tgc-quadfold");
    const auto sheet = render::PrintSheets::boardSheet(one, oneMap, *rules, quad, {});
    EXPECT_NEAR(sheet.centre(one, 0).x(), 2737.5, 1e-6);
    ASSERT_EQ(sheet.foldCrossings.size(), 1u) << "the horizontal fold passes between the glyph and the label";
    EXPECT_TRUE(sheet.foldCrossings[0].vertical);
    EXPECT_EQ(sheet.foldCrossings[0].at, 2737.5);
    const QStringList warnings = render::PrintSheets::foldWarnings(one, sheet);
    ASSERT_EQ(warnings.size(), 1);
    EXPECT_TRUE(warnings[0].contains(QStringLiteral("hex 0,0"))) << warnings[0].toStdString();
    // Two hexes side by side: the fold runs along their shared side, through no label.
    const core::model::Board two = core::model::Board::fromCells({{0, 0}, {1, 0}});
    core::model::Map twoMap(2);
    twoMap.setTerrain(0, 1);
    twoMap.setTerrain(1, 2);
    const auto sheet2 = render::PrintSheets::boardSheet(two, twoMap, *rules, quad, {});
    EXPECT_NEAR((sheet2.centre(two, 0).x() + sheet2.centre(two, 1).x()) / 2, 2737.5, 1e-6);
    EXPECT_TRUE(sheet2.foldCrossings.empty());
    // Without faces there is nothing to cross.
    render::PrintOptions bare;
    bare.faces = false;
    EXPECT_TRUE(render::PrintSheets::boardSheet(one, oneMap, *rules, quad, bare).foldCrossings.empty());
}

// The largest radius at which a board's hex outlines fit `safe`, recomputed from the hexes'
// centres (pointy-top: sqrt(3) r wide, 2 r high; turned: 2 r wide, sqrt(3) r high).
double fittingRadius(const core::model::Board& board, QSizeF safe, bool turned)
{
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
    for (CellIndex i = 0; i < board.size(); ++i) {
        const QPointF at = render::BoardRenderer::centre(board, i, 1.0);
        x0 = std::min(x0, at.x() - kRoot3 / 2), x1 = std::max(x1, at.x() + kRoot3 / 2);
        y0 = std::min(y0, at.y() - 1), y1 = std::max(y1, at.y() + 1);
    }
    const double w = (turned ? y1 - y0 : x1 - x0) + 0.04, h = (turned ? x1 - x0 : y1 - y0) + 0.04; // with the outline's stroke
    return std::min(safe.width() / w, safe.height() / h);
}

TEST(PrintBoard, AWideBoardIsTurnedOntoATallSheetWhenThatMakesItLarger)
{
    const auto rules = builtinRules("catan");
    const core::model::Board wide = core::model::Board::rectangle(14, 4);
    core::model::Map map(wide.size());
    for (CellIndex i = 0; i < wide.size(); ++i)
        map.setTerrain(i, static_cast<core::model::TerrainId>(i % 5));
    const auto& bifold = PrintPresets::find("tgc-bifold"); // 2775 x 5475: tall
    const double m = bifold.bleedPixels + bifold.safePixels;
    const QSizeF safe(2775 - 2 * m, 5475 - 2 * m);
    const auto turned = render::PrintSheets::boardSheet(wide, map, *rules, bifold, {});
    render::PrintOptions keep;
    keep.rotate = false;
    const auto kept = render::PrintSheets::boardSheet(wide, map, *rules, bifold, keep);
    ASSERT_TRUE(turned.rotated);
    EXPECT_FALSE(kept.rotated) << "the option refuses the turn";
    EXPECT_NEAR(turned.hexSize, fittingRadius(wide, safe, true), 1e-6);
    EXPECT_NEAR(kept.hexSize, fittingRadius(wide, safe, false), 1e-6);
    EXPECT_GT(turned.hexSize, 1.5 * kept.hexSize);
    // Turned clockwise: a row's next hex (east) lies below, the next row (south-east) to the left.
    for (CellIndex i = 0; i < wide.size(); ++i) {
        const QPointF at = turned.centre(wide, i);
        const CellIndex east = wide.neighbourAt(i, 0);
        if (east != core::model::kNoCell) {
            const QPointF next = turned.centre(wide, east);
            EXPECT_NEAR(next.x(), at.x(), 1e-6);
            EXPECT_NEAR(next.y() - at.y(), kRoot3 * turned.hexSize, 1e-6);
        }
        for (int k = 0; k < 6; ++k) { // flat-top corners inside the safe area
            const QPointF corner(at.x() + turned.hexSize * std::cos(k * M_PI / 3), at.y() + turned.hexSize * std::sin(k * M_PI / 3));
            EXPECT_TRUE(QRectF(QPointF(m, m), safe).adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(corner)) << "cell " << i;
        }
    }
    // The picture drawn turned too: each hex's fill is under its turned centre (no faces over it).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("turned.png"));
    render::PrintOptions bare;
    bare.faces = false;
    const auto written = render::writeBoardPrint(path, wide, map, *rules, bifold, bare);
    EXPECT_TRUE(written.rotated);
    const QImage image = readPng(path);
    for (CellIndex i = 0; i < wide.size(); i += 7) {
        EXPECT_EQ(image.pixelColor(turned.centre(wide, i).toPoint()), render::BoardRenderer::terrainColour(*rules, map.terrain(i))) << "cell " << i;
    }
}

TEST(PrintBoard, ATurnedBoardsFoldWarningsNameTheHexesTheFoldNowCrosses)
{
    const auto rules = builtinRules("catan");
    const core::model::Board wide = core::model::Board::rectangle(14, 4);
    core::model::Map map(wide.size());
    for (CellIndex i = 0; i < wide.size(); ++i)
        map.setTerrain(i, 1);
    const auto& bifold = PrintPresets::find("tgc-bifold");
    ASSERT_EQ(bifold.foldsY.size(), 1u);
    const double fold = bifold.foldsY[0];
    const auto sheet = render::PrintSheets::boardSheet(wide, map, *rules, bifold, {});
    ASSERT_TRUE(sheet.rotated);
    std::set<CellIndex> crossing;
    for (const render::FoldCrossing& f : sheet.foldCrossings) {
        EXPECT_FALSE(f.vertical) << "a bi-fold folds across its height";
        crossing.insert(f.cell);
    }
    // From the turned geometry alone: a hex whose centre lies on the fold has its face crossed;
    // one whose centre is more than a hex radius away cannot be.
    for (CellIndex i = 0; i < wide.size(); ++i) {
        const double off = std::abs(sheet.centre(wide, i).y() - fold);
        if (off < 0.05 * sheet.hexSize) {
            EXPECT_TRUE(crossing.count(i)) << "cell " << i << " sits on the fold";
        }
        if (off > sheet.hexSize) {
            EXPECT_FALSE(crossing.count(i)) << "cell " << i << " is " << off << " px from the fold";
        }
    }
    EXPECT_FALSE(crossing.empty()) << "the turned board's middle hexes sit on the fold";
    EXPECT_EQ(render::PrintSheets::foldWarnings(wide, sheet).size(), static_cast<qsizetype>(sheet.foldCrossings.size()));
}

TEST(PrintBoard, APresetSizedByTheHexRefusesOverItsLimitBeforeWriting)
{
    const Catan c;
    render::PrintOptions o;
    o.hexMm = 500;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.png"));
    try {
        render::writeBoardPrint(path, c.m.board, c.m.map, *c.rules, PrintPresets::find("ppg-3mm"), o);
        FAIL() << "a board of 500 mm hexes fits no PNG limit";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("the limit is"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_THROW(render::PrintSheets::boardSheet(c.m.board, c.m.map, *c.rules, PrintPresets::find("tgc-hex-large"), {}), std::invalid_argument);
}

} // namespace
} // namespace hexloom::test
