#include "render/hex_face_painter.h"

#include <QFile>
#include <cmath>
#include <QFontMetricsF>
#include <QPainter>
#include <QSvgRenderer>
#include <map>
#include <memory>

#include "render/palette.h"

namespace hexloom::render {

namespace {
// One renderer per glyph and colour, per thread (exports run on worker threads); the symbols are
// single-colour SVGs whose fill "#000000" is replaced by the colour asked for.
QSvgRenderer* glyphRenderer(const std::string& id, const QColor& colour)
{
    thread_local std::map<std::string, std::unique_ptr<QSvgRenderer>> cache;
    const std::string key = id + colour.name().toStdString();
    auto it = cache.find(key);
    if (it == cache.end()) {
        QFile file(QStringLiteral(":/hexloom/glyphs/") + QString::fromStdString(id) + QStringLiteral(".svg"));
        QByteArray svg = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        svg.replace("#000000", colour.name().toLatin1());
        auto renderer = std::make_unique<QSvgRenderer>(svg);
        it = cache.emplace(key, renderer->isValid() ? std::move(renderer) : nullptr).first;
    }
    return it->second.get();
}

// The largest pixel size (at most `most`) at which `text` is at most `width` wide, measured in the
// weight it is drawn in and on the painter's own device (a PDF's glyph advances are not the
// screen's): measured plain and drawn bold, "Mountains" and "Wasteland" ran past the hex's sides.
double fittedPixels(const QPainter& p, const QString& text, double width, double most, bool bold)
{
    QFont font = p.font();
    font.setPixelSize(100);
    font.setBold(bold);
    const double at100 = p.device() ? QFontMetricsF(font, p.device()).horizontalAdvance(text) : QFontMetricsF(font).horizontalAdvance(text);
    // drawText takes whole pixels: round down, so the drawn text is never wider than measured.
    return at100 <= 0 ? most : std::min(most, std::floor(100.0 * width / at100));
}

void drawText(QPainter& p, const QRectF& box, const QString& text, double pixels, bool bold, const QColor& ink)
{
    QFont f = p.font();
    f.setPixelSize(std::max(1, static_cast<int>(pixels)));
    f.setBold(bold);
    p.setFont(f);
    p.setPen(ink);
    p.drawText(box, Qt::AlignCenter, text);
}
} // namespace

QString HexFacePainter::badgeText(const std::string& attribute, double value)
{
    const QString name = QString::fromStdString(attribute);
    return (name.isEmpty() ? QString() : name.left(1).toUpper()) + QString::number(value, 'g', 4);
}

void HexFacePainter::paintGlyph(QPainter& p, const std::string& id, const QRectF& box, const QColor& colour)
{
    if (QSvgRenderer* r = glyphRenderer(id, colour))
        r->render(&p, box);
}

void HexFacePainter::paintHome(QPainter& p, QPointF c, double size, int home)
{
    // A numbered disc in the hex's left corner, dark on light: the same on every fill.
    const QPointF at(c.x() - size * 0.52, c.y() - size * 0.28);
    const double r = size * 0.2;
    p.setPen(QPen(QColor(255, 255, 255), size * 0.03));
    p.setBrush(QColor(20, 20, 20));
    p.drawEllipse(at, r, r);
    drawText(p, QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), QString::number(home), r * 1.3, true, QColor(255, 255, 255));
}

void HexFacePainter::paint(QPainter& p, QPointF c, double size, const HexFace& face, double scale, double minPixels)
{
    p.save();
    const QColor ink = Palettes::ink(face.fill);
    const double width = size * 1.45; // inside the hex's flat sides, with a margin
    const bool roomy = !face.token;
    // Without a token: the glyph above the centre, the label just below it, badges under the label;
    // the centre itself stays the kind's fill. With a token in the middle: a small glyph at the
    // top, the label under the token.
    if (face.kind && !face.kind->glyph.empty() && size * 0.3 * scale >= minPixels * 1.5) {
        const double g = roomy ? size * 0.46 : size * 0.32;
        const double y = roomy ? c.y() - size * 0.66 : c.y() - size * 0.78;
        paintGlyph(p, face.kind->glyph, QRectF(c.x() - g / 2, y, g, g), ink);
    }
    if (face.kind) {
        const QString label = face.kind->label.empty() ? QString(QChar::fromLatin1(face.kind->letter)) : QString::fromStdString(face.kind->label);
        const double pixels = fittedPixels(p, label, width, size * (roomy ? 0.28 : 0.24), roomy);
        if (pixels * scale >= minPixels) {
            const double y = roomy ? c.y() + size * 0.02 : c.y() + size * 0.46;
            drawText(p, QRectF(c.x() - width / 2, y, width, pixels * 1.3), label, pixels, roomy, ink);
        }
        QStringList badges;
        for (const auto& b : face.kind->badges)
            if (b != "pips")
                badges << badgeText(b, face.kind->attribute(b));
        const QString text = badges.join(QLatin1Char(' '));
        const double bp = fittedPixels(p, text, width * 0.75, size * 0.2, true);
        if (!text.isEmpty() && bp * scale >= minPixels) {
            const QRectF box(c.x() - width * 0.4, c.y() + size * 0.4, width * 0.8, bp * 1.3);
            p.setPen(Qt::NoPen);
            p.setBrush(ink == QColor(0, 0, 0) ? QColor(255, 255, 255, 170) : QColor(0, 0, 0, 150));
            p.drawRoundedRect(box, bp * 0.4, bp * 0.4);
            drawText(p, box, text, bp, true, ink);
        }
    }
    if (face.home > 0 && size * 0.26 * scale >= minPixels)
        paintHome(p, c, size, face.home);
    p.restore();
}

} // namespace hexloom::render
