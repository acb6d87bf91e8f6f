#include "core/io/tts_save.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <stdexcept>

#include "core/io/tiled_map.h"

namespace hexloom::core::io {

QJsonObject ttsColour(double r, double g, double b) { return {{"r", r}, {"g", g}, {"b", b}}; }

namespace {

// Custom_Tile shapes (CustomTile.Type; the Lua API's Custom Tile "type"): 0 square, 1 hex,
// 2 circle, 3 rounded square.
constexpr int kHexTile = 1;
// The save's Grid.Type is the Lua API's Grid.type less one: 0 rectangles, 1 horizontal hexes,
// 2 vertical hexes, read as rows of pointy-top hexes like the tiles (a community reading, not
// checked in the game). There is no "none": Lines false hides the grid. docs/file-format.md cites
// the sources.
constexpr int kVerticalHexGrid = 2;


QJsonObject tile(const QString& guid, double x, double z, double scale, const QString& nickname, const QString& description, const QString& image)
{
    const QJsonObject transform{{"posX", x},       {"posY", 1.0},     {"posZ", z},       {"rotX", 0.0}, {"rotY", 0.0},
                                {"rotZ", 0.0},     {"scaleX", scale}, {"scaleY", 1.0},   {"scaleZ", scale}};
    const QJsonObject custom{{"ImageURL", image},
                             {"ImageSecondaryURL", image},
                             {"ImageScalar", 1.0},
                             {"WidthScale", 0.0},
                             {"CustomTile", QJsonObject{{"Type", kHexTile}, {"Thickness", 0.1}, {"Stackable", false}, {"Stretch", true}}}};
    return QJsonObject{{"GUID", guid},          {"Name", "Custom_Tile"}, {"Transform", transform}, {"Nickname", nickname},
                       {"Description", description}, {"GMNotes", ""},  {"ColorDiffuse", ttsColour(1, 1, 1)}, {"Locked", true},
                       {"Grid", true},          {"Snap", true},          {"Tooltip", true},        {"CustomImage", custom},
                       {"LuaScript", ""},       {"LuaScriptState", ""},  {"XmlUI", ""}};
}

QString cellDescription(const MapFile& file, model::CellIndex i)
{
    const auto o = file.board.offset(i);
    QString text = QStringLiteral("row %1, column %2").arg(o.row).arg(o.col);
    if (file.map.token(i) != model::kNoToken)
        text += QStringLiteral(", token %1").arg(file.map.token(i));
    if (file.map.locked(i))
        text += QStringLiteral(", locked in Hexloom");
    return text;
}

} // namespace

void checkTtsUnits(const char* what, double value, double minimum, double maximum)
{
    if (!(value >= minimum && value <= maximum))
        throw std::invalid_argument(
            QStringLiteral("%1 must be %2 to %3 table units, not %4").arg(QLatin1String(what)).arg(minimum).arg(maximum).arg(value).toStdString());
}

void checkTtsHexWidth(double hexWidth) { checkTtsUnits("the Tabletop Simulator hex size", hexWidth, kTtsMinHexWidth, kTtsMaxHexWidth); }

double ttsGridSize(double hexWidth) { return hexWidth * 2 / std::sqrt(3.0); }

QByteArray ttsSaveJson(const MapFile& file, const QJsonArray& objects, double hexWidth)
{
    // xSize/ySize: a hex's corner-to-corner size, as the two public readings found both take them
    // (docs/file-format.md, "Checked again"). The grid is hidden and does not snap, so the tiles do
    // not depend on it.
    const QJsonObject grid{{"Type", kVerticalHexGrid},   {"Lines", false},    {"Color", ttsColour(0, 0, 0)},  {"Opacity", 0.75},
                           {"ThickLines", false}, {"Snapping", false}, {"Offset", false},            {"BothSnapping", false},
                           {"xSize", ttsGridSize(hexWidth)}, {"ySize", ttsGridSize(hexWidth)}, {"PosOffset", QJsonObject{{"x", 0.0}, {"y", 1.0}, {"z", 0.0}}}};
    const QString name = QString::fromStdString(file.rules->title.empty() ? file.rules->name : file.rules->title);
    const QJsonObject save{{"SaveName", QStringLiteral("Hexloom: ") + name},
                           {"GameMode", name},
                           {"Date", ""},
                           {"VersionNumber", ""},
                           {"Gravity", 0.5},
                           {"PlayArea", 0.5},
                           {"Table", "Table_RPG"},
                           {"Sky", "Sky_Museum"},
                           {"Note", QString::fromStdString(file.metadata.recipe)},
                           {"Rules", ""},
                           {"XmlUI", ""},
                           {"LuaScript", ""},
                           {"LuaScriptState", ""},
                           {"Grid", grid},
                           {"TabStates", QJsonObject{}},
                           {"ObjectStates", objects}};
    return QJsonDocument(save).toJson(QJsonDocument::Indented);
}

QByteArray writeTtsSave(const MapFile& file, const QString& imageBase, double hexWidth)
{
    checkTtsHexWidth(hexWidth);
    const auto faces = tiledFaces(*file.rules);
    const QString emptyImage = imageBase + faces[static_cast<size_t>(file.rules->terrainCount())].image;
    // Pointy-top hexes whose neighbours are hexWidth apart: circumradius width / sqrt(3).
    const double radius = hexWidth / std::sqrt(3.0);
    double meanX = 0, meanY = 0;
    for (model::CellIndex i = 0; i < file.board.size(); ++i) {
        const auto c = model::HexLayout::centre(file.board.hex(i), radius);
        meanX += c.x / file.board.size();
        meanY += c.y / file.board.size();
    }
    QJsonArray objects;
    for (model::CellIndex i = 0; i < file.board.size(); ++i) {
        const auto c = model::HexLayout::centre(file.board.hex(i), radius);
        const auto t = file.map.terrain(i);
        QString nickname = t == model::kNoTerrain ? QStringLiteral("(empty)") : QString::fromStdString(file.rules->terrain(t).name);
        if (file.map.token(i) != model::kNoToken)
            nickname += QLatin1Char(' ') + QString::number(file.map.token(i));
        const QString image = t == model::kNoTerrain ? emptyImage : imageBase + faces[t].image;
        // Screen down (the board's rows going down) is the table's -z, towards the first seat.
        objects.append(tile(QStringLiteral("%1").arg(0x100000 + i, 6, 16, QLatin1Char('0')), c.x - meanX, meanY - c.y, hexWidth / kTtsHexWidth, nickname,
                            cellDescription(file, i), image));
    }
    return ttsSaveJson(file, objects, hexWidth);
}

} // namespace hexloom::core::io
