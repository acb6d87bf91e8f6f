#pragma once
// Named, versioned print-service presets: the image sizes, resolution, bleed and safe area a print
// service publishes for a product, so `hexloom-cli render --preset` and File → Export → For a
// Print Service… write files the service accepts as they are. A preset's version rises whenever
// one of its numbers changes, so a script that names `tgc-hex-small@1` fails loudly rather than
// printing at a size it did not ask for. Sources: docs/file-format.md ("Print-service presets").
#include <QSize>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "render/picture_writer.h"

namespace hexloom::render {

enum class PrintProduct {
    HexTiles, // one front image per hex and one shared back (`--tiles DIR`)
    Board,    // the whole map as one image (`--png OUT`)
};

struct PrintPreset {
    std::string id; // "tgc-hex-small"
    int version = 1;
    QString title;  // "The Game Crafter small hex tile"
    std::vector<PrintProduct> products; // what the preset makes, the first being its main product
    // The published image size with the bleed; empty when the image follows the map (sized by
    // the hex width in millimetres, as PrintPlayGames takes custom sizes).
    QSize pixels;
    double dotsPerInch = 300;
    double bleedPixels = 0;  // cut away on every side
    double safePixels = 0;   // inside the cut line: labels stay further in than this
    std::vector<double> foldsX; // vertical fold lines (image pixels from the left edge)
    std::vector<double> foldsY; // horizontal fold lines (from the top edge)
    QString source;             // the page the numbers come from

    bool makes(PrintProduct p) const;
    bool fixedSize() const { return !pixels.isEmpty(); }
    // What an image may take: a fixed size exactly; the picture writer's default limits otherwise.
    PictureLimits limits() const;
    // "tgc-hex-small@1"
    std::string versionedId() const { return id + "@" + std::to_string(version); }
};

class PrintPresets {
public:
    static const std::vector<PrintPreset>& all();
    // "NAME" or "NAME@VERSION". Throws std::invalid_argument naming the presets for an unknown
    // name, and the current version for a version that is not it.
    static const PrintPreset& find(const std::string& name);
    // One line per preset, as `render --preset list` prints them.
    static QStringList describe();
};

} // namespace hexloom::render
