// The one-object Tabletop Simulator save: one locked Custom_Board whose scale, recomputed from the
// JSON and the picture's size, puts the picture's neighbouring hexes exactly the chosen hex size
// apart on the table; bad sizes are refused; the format writes its picture beside the save under
// the save's own name and is never read. (The picture itself: tests/render/tts_board_painter_test.)
#include "core/io/tts_board_save.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <gtest/gtest.h>
#include <stdexcept>

#include "core/io/map_formats.h"
#include "core/io/rule_set_file.h"
#include "core/io/tts_save.h"

namespace hexloom::core::io {
namespace {

MapFile catan()
{
    return parseMap(builtinResource(QStringLiteral("maps/catan-standard.txt")), "catan-standard", MapFormat::Letters);
}

TEST(TtsBoardSaveTest, TheBoardsScaleMakesThePicturesHexesTheChosenSizeApart)
{
    const MapFile f = catan();
    for (const TtsBoardPicture picture : {TtsBoardPicture{700, 41.5}, TtsBoardPicture{4096, 12.25}})
        for (const double width : {kTtsHexWidth, 0.5, 3.5, 20.0})
            for (const double side : {kTtsBoardSideAtScale1, kTtsMinBoardSide, 2.6, kTtsMaxBoardSide}) {
                SCOPED_TRACE(std::to_string(picture.pixels) + " px at " + std::to_string(width) + ", side " + std::to_string(side));
                const QJsonObject save = QJsonDocument::fromJson(writeTtsBoardSave(f, QStringLiteral("board.png"), picture, width, side)).object();
                const QJsonArray objects = save["ObjectStates"].toArray();
                ASSERT_EQ(objects.size(), 1) << "one object";
                const QJsonObject board = objects[0].toObject();
                EXPECT_EQ(board["Name"].toString(), QStringLiteral("Custom_Board"));
                EXPECT_TRUE(board["Locked"].toBool());
                EXPECT_EQ(board["CustomImage"]["ImageURL"].toString(), QStringLiteral("board.png"));
                const QJsonObject t = board["Transform"].toObject();
                EXPECT_DOUBLE_EQ(t["scaleX"].toDouble(), t["scaleZ"].toDouble()) << "a square picture, scaled alike both ways";
                // The geometry claimed: the square is scale * side-at-scale-1 units a side, so one pixel is
                // that over the picture's pixels, and neighbouring hexes are sqrt(3) * radius pixels apart.
                const double unitsPerPixel = t["scaleZ"].toDouble() * side / picture.pixels;
                EXPECT_NEAR(std::sqrt(3.0) * picture.hexRadius * unitsPerPixel, width, 1e-9);
                EXPECT_DOUBLE_EQ(save["Grid"]["xSize"].toDouble(), ttsGridSize(width)) << "the table grid matches the tile save's";
            }
}

TEST(TtsBoardSaveTest, RefusesSizesOutsideTheRangesAndPicturesWithoutSize)
{
    const MapFile f = catan();
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 40}, 0.4), std::invalid_argument);
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 40}, 21), std::invalid_argument);
    EXPECT_THROW(writeTtsBoardSave(f, {}, {0, 40}, 2), std::invalid_argument);
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 0}, 2), std::invalid_argument);
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 40}, 2, 0.09), std::invalid_argument) << "a board side below the range";
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 40}, 2, 10.5), std::invalid_argument) << "a board side above the range";
    EXPECT_THROW(writeTtsBoardSave(f, {}, {700, 40}, 2, std::nan("")), std::invalid_argument);
}

TEST(TtsBoardSaveTest, TheFormatNamesItsPictureAfterTheSaveAndIsNeverRead)
{
    const MapFormatInfo* format = MapFormats::find("tts-board");
    ASSERT_NE(format, nullptr);
    EXPECT_FALSE(format->read) << "written only";
    EXPECT_TRUE(format->extensions.isEmpty()) << "chosen by --to or the export dialog, never by extension";
    EXPECT_EQ(ttsBoardImageName(QStringLiteral("/tmp/my table/game.v2.json")), QStringLiteral("game.v2-board.png"));
    setTtsBoardPainter({[](const MapFile&) { return TtsBoardPicture{100, 10}; }, [](const MapFile&, const std::string&) { return QByteArray("png"); }});
    const QJsonObject save = QJsonDocument::fromJson(format->writeAt(catan(), QStringLiteral("/tmp/my table/game.json"), {})).object();
    EXPECT_EQ(save["ObjectStates"][0]["CustomImage"]["ImageURL"].toString(), QStringLiteral("file:///tmp/my%20table/game-board.png"));
    const auto files = format->companionsAt(catan(), QStringLiteral("/tmp/my table/game.json"), {});
    ASSERT_EQ(files.size(), 1u);
    EXPECT_EQ(files[0].path, QStringLiteral("game-board.png"));
    EXPECT_EQ(files[0].data, QByteArray("png"));
    setTtsBoardPainter({});
    EXPECT_THROW(format->writeAt(catan(), QStringLiteral("/tmp/game.json"), {}), std::logic_error) << "no painter installed";
}

// The format writes with the side at scale 1 its WriteOptions carry (what `convert --tts-board-side`
// and the export dialog set): twice the side, half the scale. Each write takes its own options, so a
// write with another side between two default ones changes neither; a side outside the range is
// refused before anything is written.
TEST(TtsBoardSaveTest, TheFormatWritesWithTheSideItsOptionsCarry)
{
    const MapFormatInfo* format = MapFormats::find("tts-board");
    ASSERT_NE(format, nullptr);
    setTtsBoardPainter({[](const MapFile&) { return TtsBoardPicture{400, 20}; }, [](const MapFile&, const std::string&) { return QByteArray("png"); }});
    auto scale = [&](const WriteOptions& options) {
        return QJsonDocument::fromJson(format->writeAt(catan(), QStringLiteral("/tmp/t.json"), options)).object()["ObjectStates"][0]["Transform"]["scaleX"].toDouble();
    };
    EXPECT_DOUBLE_EQ(WriteOptions{}.ttsBoardSide, kTtsBoardSideAtScale1) << "the community figure by default";
    const double standard = scale({});
    EXPECT_NEAR(standard, ttsBoardScale({400, 20}, kTtsHexWidth, kTtsBoardSideAtScale1), 1e-12);
    WriteOptions doubled;
    doubled.ttsBoardSide = 2 * kTtsBoardSideAtScale1;
    EXPECT_NEAR(scale(doubled), standard / 2, 1e-12);
    EXPECT_NEAR(scale({}), standard, 1e-12) << "the side of one write does not leak into the next";
    for (const double bad : {0.0, 0.09, 10.01, std::nan("")}) {
        WriteOptions refused;
        refused.ttsBoardSide = bad;
        EXPECT_THROW(scale(refused), std::invalid_argument) << bad;
    }
    EXPECT_NEAR(scale({}), standard, 1e-12) << "a refused side changes nothing";
    setTtsBoardPainter({});
}

} // namespace
} // namespace hexloom::core::io
