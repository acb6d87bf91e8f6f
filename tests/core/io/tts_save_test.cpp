// Tabletop Simulator saves: the tile positions read back from the JSON form the board's hex
// lattice (every pair of neighbours one hex width apart, the six directions 60 degrees apart, no
// other cell closer), one locked hexagonal Custom_Tile per cell with its kind's face, a hexagonal
// table grid of the same size, and absolute file:/// image URLs when saved to a path.
#include "core/io/tts_save.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <cmath>
#include <gtest/gtest.h>
#include <numbers>

#include "core/io/map_formats.h"
#include "core/io/rule_set_file.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {
namespace {

using model::CellIndex;

MapFile shipped(const QString& name)
{
    return parseMap(builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt")), name.toStdString(), MapFormat::Letters);
}

struct Placed {
    double x = 0;
    double z = 0;
};

// The tiles of a save by their "row R, column C" description, positions as written.
std::map<std::pair<int, int>, Placed> positions(const QJsonArray& objects)
{
    std::map<std::pair<int, int>, Placed> out;
    for (const QJsonValue o : objects) {
        int row = -1, col = -1;
        std::sscanf(o["Description"].toString().toLatin1().constData(), "row %d, column %d", &row, &col);
        const QJsonObject t = o["Transform"].toObject();
        out[{row, col}] = {t["posX"].toDouble(), t["posZ"].toDouble()};
    }
    return out;
}

TEST(TtsSaveTest, TilePositionsFormTheBoardsHexLatticeAtTheChosenSize)
{
    for (const double width : {kTtsHexWidth, 3.5}) {
        for (const QString& name : builtinMapNames()) {
            SCOPED_TRACE(name.toStdString() + " at " + std::to_string(width));
            const MapFile f = shipped(name);
            const QJsonObject save = QJsonDocument::fromJson(writeTtsSave(f, {}, width)).object();
            EXPECT_DOUBLE_EQ(save["Grid"]["xSize"].toDouble(), ttsGridSize(width)) << "the table's grid has the tiles' size";
            EXPECT_DOUBLE_EQ(save["ObjectStates"][0]["Transform"]["scaleX"].toDouble(), width / kTtsHexWidth);
            EXPECT_DOUBLE_EQ(save["ObjectStates"][0]["Transform"]["scaleZ"].toDouble(), width / kTtsHexWidth);
            const QJsonArray objects = save["ObjectStates"].toArray();
            ASSERT_EQ(objects.size(), f.board.size());
            const auto placed = positions(objects);
            ASSERT_EQ(static_cast<int>(placed.size()), f.board.size()) << "one tile per cell";
            auto at = [&](CellIndex i) {
                const auto o = f.board.offset(i);
                return placed.at({o.row, o.col});
            };
            for (CellIndex i = 0; i < f.board.size(); ++i) {
                const Placed p = at(i);
                std::vector<double> angles;
                for (int d = 0; d < 6; ++d) {
                    const CellIndex j = f.board.neighbourAt(i, d);
                    if (j == model::kNoCell)
                        continue;
                    const Placed q = at(j);
                    EXPECT_NEAR(std::hypot(q.x - p.x, q.z - p.z), width, 1e-9);
                    angles.push_back(std::atan2(q.z - p.z, q.x - p.x) * 180 / std::numbers::pi);
                }
                // Every direction to a neighbour is a multiple of 60 degrees from every other one, and
                // no two neighbours share one.
                for (size_t a = 0; a < angles.size(); ++a)
                    for (size_t b = a + 1; b < angles.size(); ++b) {
                        const double diff = std::fmod(std::abs(angles[a] - angles[b]), 60.0);
                        EXPECT_TRUE(diff < 1e-6 || diff > 60 - 1e-6) << angles[a] << " vs " << angles[b];
                        EXPECT_GT(std::abs(angles[a] - angles[b]), 1.0);
                    }
            }
            // No two cells closer than neighbours; cells that are not neighbours are further apart.
            for (CellIndex i = 0; i < f.board.size(); ++i)
                for (CellIndex j = i + 1; j < f.board.size(); ++j) {
                    const double d = std::hypot(at(i).x - at(j).x, at(i).z - at(j).z);
                    const bool adjacent = std::find(f.board.neighbours(i).begin(), f.board.neighbours(i).end(), j) != f.board.neighbours(i).end();
                    if (!adjacent) {
                        EXPECT_GT(d, width * 1.5);
                    }
                }
        }
    }
}

// The table grid, read as the two public sources read a vertical-hex grid (docs/file-format.md,
// "Checked again"): `xSize` and `ySize` a hex's corner-to-corner size, so neighbours in a row lie
// xSize * sqrt(3)/2 apart along x and rows ySize * 3/4 apart along z. The tiles, recomputed from
// their written positions, must sit at exactly that spacing.
TEST(TtsSaveTest, TheTableGridsCellsHaveTheTilesSpacing)
{
    for (const double width : {kTtsHexWidth, 0.5, 3.5, 20.0}) {
        const MapFile f = shipped(QStringLiteral("catan-standard"));
        const QJsonObject save = QJsonDocument::fromJson(writeTtsSave(f, {}, width)).object();
        const double xSize = save["Grid"]["xSize"].toDouble();
        const double ySize = save["Grid"]["ySize"].toDouble();
        const auto placed = positions(save["ObjectStates"].toArray());
        int rowPairs = 0, rowSteps = 0;
        for (const auto& [rc, p] : placed) {
            if (const auto right = placed.find({rc.first, rc.second + 1}); right != placed.end()) {
                EXPECT_NEAR(std::abs(right->second.x - p.x), xSize * std::sqrt(3.0) / 2, 1e-9) << "row " << rc.first;
                EXPECT_NEAR(right->second.z, p.z, 1e-9);
                ++rowPairs;
            }
            for (const auto& [rc2, q] : placed)
                if (rc2.first == rc.first + 1) {
                    EXPECT_NEAR(std::abs(q.z - p.z), ySize * 0.75, 1e-9) << "rows " << rc.first << " and " << rc2.first;
                    ++rowSteps;
                }
        }
        EXPECT_GT(rowPairs, 10);
        EXPECT_GT(rowSteps, 10);
    }
}

TEST(TtsSaveTest, LockedHexTilesWithTheKindsFacesOnAHexGrid)
{
    const MapFile f = shipped(QStringLiteral("catan-standard"));
    const QJsonObject save = QJsonDocument::fromJson(writeTtsSave(f, {})).object();
    EXPECT_EQ(save["Grid"]["Type"].toInt(), 2);
    EXPECT_DOUBLE_EQ(save["Grid"]["xSize"].toDouble(), ttsGridSize(kTtsHexWidth));
    const auto faces = tiledFaces(*f.rules);
    const QJsonArray objects = save["ObjectStates"].toArray();
    std::set<QString> guids;
    for (int i = 0; i < objects.size(); ++i) {
        const QJsonObject o = objects[i].toObject();
        EXPECT_EQ(o["Name"].toString(), "Custom_Tile");
        EXPECT_TRUE(o["Locked"].toBool());
        EXPECT_EQ(o["CustomImage"]["CustomTile"]["Type"].toInt(), 1) << "hexagonal";
        EXPECT_TRUE(guids.insert(o["GUID"].toString()).second);
        const auto t = f.map.terrain(i);
        ASSERT_NE(t, model::kNoTerrain);
        EXPECT_EQ(o["CustomImage"]["ImageURL"].toString(), faces[t].image);
        EXPECT_TRUE(o["Nickname"].toString().startsWith(QString::fromStdString(f.rules->terrain(t).name)));
        if (f.map.token(i) != model::kNoToken) {
            EXPECT_TRUE(o["Nickname"].toString().endsWith(QLatin1Char(' ') + QString::number(f.map.token(i))));
        }
    }
}

// Every field docs/file-format.md ("What the saves rest on") cites, with the JSON type the sources
// give it: the knowledge base's SaveState, ObjectState, TransformState and GridState, the Lua API's
// grid types (the save's Type is one less: 2 = vertical hexes) and Custom Tile shapes (1 = hex).
TEST(TtsSaveTest, TheFieldsAndTheirTypesAreTheDocumentedOnes)
{
    const QJsonObject save = QJsonDocument::fromJson(writeTtsSave(shipped(QStringLiteral("catan-standard")), {})).object();
    for (const char* key : {"SaveName", "GameMode", "Date", "Table", "Sky", "Note", "Rules"})
        EXPECT_TRUE(save[key].isString()) << key;
    EXPECT_TRUE(save["ObjectStates"].isArray());
    const QJsonObject grid = save["Grid"].toObject();
    EXPECT_EQ(grid["Type"].toInt(-1), 2) << "vertical hexes: the Lua API's Grid.type 3, less one";
    for (const char* key : {"Lines", "Snapping", "Offset", "BothSnapping", "ThickLines"})
        EXPECT_TRUE(grid[key].isBool()) << key;
    EXPECT_FALSE(grid["Lines"].toBool()) << "hidden";
    EXPECT_FALSE(grid["Snapping"].toBool());
    EXPECT_DOUBLE_EQ(grid["xSize"].toDouble(), ttsGridSize(kTtsHexWidth));
    EXPECT_DOUBLE_EQ(grid["ySize"].toDouble(), ttsGridSize(kTtsHexWidth));
    const QJsonArray objects = save["ObjectStates"].toArray();
    ASSERT_FALSE(objects.isEmpty());
    for (const QJsonValue value : objects) {
        const QJsonObject o = value.toObject();
        for (const char* key : {"Name", "Nickname", "Description", "GUID"})
            EXPECT_TRUE(o[key].isString()) << key;
        EXPECT_TRUE(o["Grid"].isBool());
        EXPECT_TRUE(o["Locked"].isBool());
        for (const char* c : {"r", "g", "b"})
            EXPECT_TRUE(o["ColorDiffuse"][c].isDouble()) << c;
        const QJsonObject t = o["Transform"].toObject();
        ASSERT_EQ(t.size(), 9) << "posX..scaleZ and nothing else";
        for (const char* key : {"posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"})
            EXPECT_TRUE(t[key].isDouble()) << key;
        const QJsonObject image = o["CustomImage"].toObject();
        EXPECT_TRUE(image["ImageURL"].isString());
        EXPECT_TRUE(image["WidthScale"].isDouble());
        const QJsonObject tile = image["CustomTile"].toObject();
        EXPECT_EQ(tile["Type"].toInt(-1), 1) << "hex";
        EXPECT_TRUE(tile["Thickness"].isDouble());
        EXPECT_TRUE(tile["Stackable"].isBool());
        EXPECT_TRUE(tile["Stretch"].isBool());
    }
}

TEST(TtsSaveTest, SavedToAPathTheImagesAreFileUrlsOfItsFolder)
{
    const MapFormatInfo& tts = *MapFormats::find("tts");
    ASSERT_TRUE(tts.writeAt);
    const MapFile f = shipped(QStringLiteral("terra-mystica-original"));
    const QJsonObject save = QJsonDocument::fromJson(tts.writeAt(f, QStringLiteral("/tmp/some folder/save.json"), {})).object();
    const QString url = save["ObjectStates"][0]["CustomImage"]["ImageURL"].toString();
    EXPECT_TRUE(url.startsWith(QStringLiteral("file:///tmp/some%20folder/hexloom-tiles/"))) << url.toStdString();
    EXPECT_EQ(QUrl(url).toLocalFile(), QStringLiteral("/tmp/some folder/") + tiledFaces(*f.rules)[f.map.terrain(0)].image);
    EXPECT_THROW(parseMap(writeTtsSave(f, {}), "save.json", MapFormat("tts")), std::invalid_argument);
    // The chosen size travels through the format's options; an absurd one is refused.
    WriteOptions big;
    big.ttsHexWidth = 4;
    const QJsonObject bigSave = QJsonDocument::fromJson(tts.writeAt(f, QStringLiteral("/tmp/save.json"), big)).object();
    EXPECT_DOUBLE_EQ(bigSave["Grid"]["xSize"].toDouble(), ttsGridSize(4));
    EXPECT_THROW(writeTtsSave(f, {}, 0.1), std::invalid_argument);
    EXPECT_THROW(writeTtsSave(f, {}, std::nan("")), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::io
