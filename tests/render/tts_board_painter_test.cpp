// The one-object Tabletop Simulator save as written by saveMap, checked from the files alone: the
// picture beside the save is square and within Tabletop Simulator's 4096 pixels, and two
// neighbouring hexes found in the picture by their fill colours lie the chosen hex size apart once
// the board's scale from the JSON turns pixels into table units.
#include "render/tts_board_painter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QUrl>
#include <cmath>
#include <gtest/gtest.h>

#include "core/io/map_formats.h"
#include "render/board_renderer.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;

// A board of one kind but for two neighbouring cells of two others, so each can be found by colour.
core::io::MapFile twoMarked(const core::model::Board& board, CellIndex a, CellIndex b)
{
    core::io::MapFile f{builtinRules("catan"), false, board, core::model::Map(board.size()), {}};
    for (CellIndex i = 0; i < board.size(); ++i)
        f.map.setTerrain(i, 0);
    f.map.setTerrain(a, 1);
    f.map.setTerrain(b, 2);
    return f;
}

// The mean position of the pixels of exactly `colour` (the hex's fill; its face is drawn in others,
// and a face is symmetric enough that the mean stays within a pixel or two of the centre).
QPointF centroid(const QImage& image, QColor colour)
{
    double x = 0, y = 0, n = 0;
    for (int row = 0; row < image.height(); ++row)
        for (int col = 0; col < image.width(); ++col)
            if (image.pixelColor(col, row).rgb() == colour.rgb()) {
                x += col + 0.5;
                y += row + 0.5;
                ++n;
            }
    EXPECT_GT(n, 0) << "no pixel of " << colour.name().toStdString();
    return n > 0 ? QPointF(x / n, y / n) : QPointF();
}

struct Written {
    QJsonObject save;
    QImage picture;
};

Written write(const core::io::MapFile& f, const QString& dir, double hexWidth)
{
    const QString path = dir + QStringLiteral("/table.json");
    core::io::WriteOptions options;
    options.ttsHexWidth = hexWidth;
    core::io::saveMap(path, f, core::io::MapFormat("tts-board"), options);
    QFile json(path);
    EXPECT_TRUE(json.open(QIODevice::ReadOnly));
    Written w{QJsonDocument::fromJson(json.readAll()).object(), {}};
    const QString url = w.save["ObjectStates"][0]["CustomImage"]["ImageURL"].toString();
    EXPECT_EQ(QUrl(url).toLocalFile(), dir + QStringLiteral("/table-board.png")) << "the picture beside the save, by URL";
    w.picture = QImage(QUrl(url).toLocalFile());
    return w;
}

TEST(TtsBoardPainterTest, NeighbouringHexesInThePictureAreTheChosenSizeApartOnTheTable)
{
    render::installTtsBoardPainter();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const core::model::Board board = core::model::Board::rectangle(6, 4);
    for (const int direction : {0, 1, 2}) {
        const CellIndex a = board.size() / 2 - 2;
        const CellIndex b = board.neighbourAt(a, direction);
        ASSERT_NE(b, core::model::kNoCell);
        const core::io::MapFile f = twoMarked(board, a, b);
        for (const double width : {2.0, 3.5}) {
            SCOPED_TRACE("direction " + std::to_string(direction) + " at " + std::to_string(width));
            const Written w = write(f, dir.path(), width);
            ASSERT_FALSE(w.picture.isNull());
            EXPECT_EQ(w.picture.width(), w.picture.height()) << "square";
            const double scale = w.save["ObjectStates"][0]["Transform"]["scaleZ"].toDouble();
            const double unitsPerPixel = scale * core::io::kTtsBoardSideAtScale1 / w.picture.height();
            const QPointF pa = centroid(w.picture, render::BoardRenderer::terrainColour(*f.rules, 1));
            const QPointF pb = centroid(w.picture, render::BoardRenderer::terrainColour(*f.rules, 2));
            EXPECT_NEAR(std::hypot(pa.x() - pb.x(), pa.y() - pb.y()) * unitsPerPixel, width, 0.03 * width);
        }
    }
}

TEST(TtsBoardPainterTest, ABigBoardsPictureKeepsWithinTabletopSimulatorsSizeAndItsHexSize)
{
    render::installTtsBoardPainter();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const core::model::Board board = core::model::Board::rectangle(90, 40);
    const Written w = write(twoMarked(board, 0, board.neighbourAt(0, 0)), dir.path(), 2.0);
    EXPECT_EQ(w.picture.width(), w.picture.height());
    EXPECT_LE(w.picture.width(), render::kTtsBoardMaxPixels);
    EXPECT_GT(w.picture.width(), render::kTtsBoardMaxPixels * 0.97) << "hexes shrunk only as far as needed";
    const core::io::TtsBoardPicture measured = render::measureTtsBoard(twoMarked(board, 0, 1));
    const double scale = w.save["ObjectStates"][0]["Transform"]["scaleZ"].toDouble();
    EXPECT_NEAR(std::sqrt(3.0) * measured.hexRadius * scale * core::io::kTtsBoardSideAtScale1 / measured.pixels, 2.0, 1e-9);
}

} // namespace
} // namespace hexloom::test
