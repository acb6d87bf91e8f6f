#pragma once
// What a hex says it is, drawn inside it: the kind's glyph (from the bundled symbol set), its
// label, its badges (attributes such as resources and influence) and, on a player's home cell,
// the player's number. Sizes follow the hex; a part whose text would be smaller than
// `minPixels` device pixels is left out, so a zoomed-out canvas stays clean.
#include <QColor>
class QPaintDevice;
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <vector>
#include <QString>

#include "core/rules/terrain.h"

class QPainter;

namespace hexloom::render {

struct HexFace {
    const core::rules::Terrain* kind = nullptr; // nullptr: an empty cell (only a home number)
    QColor fill;                                // the hex's fill (ink is chosen against it)
    bool token = false;                         // a number token sits in the middle
    int home = 0;                               // the player number of a home cell, 0 for none
};

// Where paint() puts each part of a face (empty rectangles for parts left out): the boxes text and
// glyphs are drawn into, so exports can check them against a safe area or a fold line.
struct HexFaceLayout {
    QRectF glyph, label, badges, home;
    QString labelText, badgeText;
    double labelPixels = 0, badgePixels = 0;
    // Every box that is not empty.
    std::vector<QRectF> boxes() const;
};

class HexFacePainter {
public:
    // `device`: the paint device the text is measured on (a PDF's glyph advances are not the
    // screen's); none: the screen's.
    static HexFaceLayout layout(const QFont& font, QPointF centre, double size, const HexFace& face, double scale, double minPixels = 6.0,
                                const QPaintDevice* device = nullptr);
    // `scale`: device pixels per painting unit (the canvas's zoom; 1 for pictures at their size).
    static void paint(QPainter& p, QPointF centre, double size, const HexFace& face, double scale, double minPixels = 6.0);
    // The text of one attribute badge: "R3" for resources 3, "I1.5" for influence 1.5.
    static QString badgeText(const std::string& attribute, double value);
    // Draws glyph `id` (resources/glyphs/<id>.svg) in `colour` into `box`; nothing for an unknown id.
    static void paintGlyph(QPainter& p, const std::string& id, const QRectF& box, const QColor& colour);

private:
    static void paintHome(QPainter& p, const QRectF& disc, int home);
};

} // namespace hexloom::render
