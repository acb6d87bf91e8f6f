#include "core/io/tts_board_save.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <cmath>
#include <stdexcept>

#include "core/io/tts_save.h"

namespace hexloom::core::io {

namespace {

TtsBoardPainter& painter()
{
    static TtsBoardPainter installed;
    return installed;
}

const TtsBoardPainter& installedPainter()
{
    if (!painter().measure || !painter().paint)
        throw std::logic_error("Tabletop Simulator board pictures need render::installTtsBoardPainter() first");
    return painter();
}

void checkBoardSide(double side) { checkTtsUnits("the side of a Tabletop Simulator board at scale 1", side, kTtsMinBoardSide, kTtsMaxBoardSide); }

QString boardDescription(const MapFile& file, double hexWidth)
{
    QString text = QStringLiteral("%1 hexes, %2 table units between neighbouring hexes").arg(file.board.size()).arg(hexWidth);
    if (!file.metadata.recipe.empty())
        text += QStringLiteral("\n") + QString::fromStdString(file.metadata.recipe);
    return text;
}

} // namespace

void setTtsBoardPainter(TtsBoardPainter p) { painter() = std::move(p); }

double ttsBoardScale(const TtsBoardPicture& picture, double hexWidth, double sideAtScale1)
{
    if (picture.pixels <= 0 || !(picture.hexRadius > 0))
        throw std::invalid_argument("a Tabletop Simulator board picture needs a size and a hex radius");
    checkBoardSide(sideAtScale1);
    const double unitsPerPixel = hexWidth / (std::sqrt(3.0) * picture.hexRadius);
    return picture.pixels * unitsPerPixel / sideAtScale1;
}

QByteArray writeTtsBoardSave(const MapFile& file, const QString& imageUrl, const TtsBoardPicture& picture, double hexWidth,
                             double sideAtScale1)
{
    checkTtsHexWidth(hexWidth);
    const double scale = ttsBoardScale(picture, hexWidth, sideAtScale1);
    // Turned half a turn, as public exporters turn their boards, so the picture's top faces away
    // from the first seat (docs/file-format.md: not checked in Tabletop Simulator itself).
    const QJsonObject transform{{"posX", 0.0},   {"posY", 1.0}, {"posZ", 0.0},   {"rotX", 0.0},  {"rotY", 180.0},
                                {"rotZ", 0.0},   {"scaleX", scale}, {"scaleY", 1.0}, {"scaleZ", scale}};
    const QJsonObject image{{"ImageURL", imageUrl}, {"ImageSecondaryURL", ""}, {"ImageScalar", 1.0}, {"WidthScale", 0.0}};
    const QString name = QString::fromStdString(file.rules->title.empty() ? file.rules->name : file.rules->title);
    const QJsonObject board{{"GUID", "200000"},       {"Name", "Custom_Board"},
                            {"Transform", transform}, {"Nickname", name + QStringLiteral(" board")},
                            {"Description", boardDescription(file, hexWidth)},
                            {"GMNotes", ""},          {"ColorDiffuse", ttsColour(1, 1, 1)},
                            {"Locked", true},         {"Grid", false},
                            {"Snap", false},          {"Tooltip", true},
                            {"CustomImage", image},   {"LuaScript", ""},
                            {"LuaScriptState", ""},   {"XmlUI", ""}};
    return ttsSaveJson(file, QJsonArray{board}, hexWidth);
}

QString ttsBoardImageName(const QString& savePath) { return QFileInfo(savePath).completeBaseName() + QStringLiteral("-board.png"); }

MapFormatInfo ttsBoardMapFormat()
{
    MapFormatInfo f;
    f.id = "tts-board";
    f.displayName = QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Tabletop Simulator saves (one board)"));
    f.keepsLocks = false;
    f.write = [](const MapFile& file) {
        return writeTtsBoardSave(file, QStringLiteral("board.png"), installedPainter().measure(file), kTtsHexWidth, kTtsBoardSideAtScale1);
    };
    // Local images by absolute file:/// URL (docs/file-format.md: the knowledge base shows a plain path; unchecked in the game).
    f.writeAt = [](const MapFile& file, const QString& path, const WriteOptions& options) {
        const QString image = QFileInfo(path).absolutePath() + QLatin1Char('/') + ttsBoardImageName(path);
        return writeTtsBoardSave(file, QUrl::fromLocalFile(image).toString(QUrl::FullyEncoded), installedPainter().measure(file),
                                 options.ttsHexWidth, options.ttsBoardSide);
    };
    f.companionsAt = [](const MapFile& file, const QString& path, const WriteOptions& options) {
        return std::vector<CompanionFile>{{ttsBoardImageName(path), installedPainter().paint(file, options.palette)}};
    };
    f.losses = [](const MapFile&) {
        return std::vector<std::string>{"a Tabletop Simulator save is not read back by Hexloom: keep the map itself too",
                                        "the board is one picture: its hexes cannot be moved or swapped in the game (--to tts makes one tile per hex)"};
    };
    return f;
}

} // namespace hexloom::core::io
