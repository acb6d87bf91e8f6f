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
double fittedPixels(QFont font, const QPaintDevice* device, const QString& text, double width, double most, bool bold)
{
    font.setPixelSize(100);
    font.setBold(bold);
    const double at100 = device ? QFontMetricsF(font, device).horizontalAdvance(text) : QFontMetricsF(font).horizontalAdvance(text);
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

std::vector<QRectF> HexFaceLayout::boxes() const
{
    std::vector<QRectF> out;
    for (const QRectF& r : {glyph, label, badges, home})
        if (!r.isEmpty())
            out.push_back(r);
    return out;
}

void HexFacePainter::paintHome(QPainter& p, const QRectF& disc, int home)
{
    // A numbered disc in the hex's left corner, dark on light: the same on every fill.
    const double r = disc.width() / 2;
    p.setPen(QPen(QColor(255, 255, 255), r * 0.15));
    p.setBrush(QColor(20, 20, 20));
    p.drawEllipse(disc.center(), r, r);
    drawText(p, disc, QString::number(home), r * 1.3, true, QColor(255, 255, 255));
}

HexFaceLayout HexFacePainter::layout(const QFont& font, QPointF c, double size, const HexFace& face, double scale, double minPixels,
                                     const QPaintDevice* device)
{
    HexFaceLayout l;
    const double width = size * 1.45; // inside the hex's flat sides, with a margin
    const bool roomy = !face.token;
    // Without a token: the glyph above the centre, the label just below it, badges under the label;
    // the centre itself stays the kind's fill. With a token in the middle: a small glyph at the
    // top, the label under the token.
    // A glyph is drawn from 1.6 x minPixels across (9.6 device pixels: a symbol of the set is still
    // told apart there): beside a token from a hex radius of 30 pixels, without one from 21, so the
    // canvas at 1:1 and `render` at its default size show them.
    if (const double g = roomy ? size * 0.46 : size * 0.32; face.kind && !face.kind->glyph.empty() && g * scale >= minPixels * 1.6) {
        const double y = roomy ? c.y() - size * 0.66 : c.y() - size * 0.78;
        l.glyph = QRectF(c.x() - g / 2, y, g, g);
    }
    if (face.kind) {
        l.labelText = face.kind->label.empty() ? QString(QChar::fromLatin1(face.kind->letter)) : QString::fromStdString(face.kind->label);
        // Measured in the weight drawn (bold without a token, badges always bold) on the device drawn on.
        l.labelPixels = fittedPixels(font, device, l.labelText, width, size * (roomy ? 0.28 : 0.24), roomy);
        if (l.labelPixels * scale >= minPixels) {
            const double y = roomy ? c.y() + size * 0.02 : c.y() + size * 0.46;
            l.label = QRectF(c.x() - width / 2, y, width, l.labelPixels * 1.3);
        }
        QStringList badges;
        for (const auto& b : face.kind->badges)
            if (b != "pips")
                badges << badgeText(b, face.kind->attribute(b));
        l.badgeText = badges.join(QLatin1Char(' '));
        l.badgePixels = fittedPixels(font, device, l.badgeText, width * 0.75, size * 0.2, true);
        if (!l.badgeText.isEmpty() && l.badgePixels * scale >= minPixels)
            l.badges = QRectF(c.x() - width * 0.4, c.y() + size * 0.4, width * 0.8, l.badgePixels * 1.3);
    }
    if (face.home > 0 && size * 0.26 * scale >= minPixels) {
        const QPointF at(c.x() - size * 0.52, c.y() - size * 0.28);
        const double r = size * 0.2;
        l.home = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r);
    }
    return l;
}

void HexFacePainter::paint(QPainter& p, QPointF c, double size, const HexFace& face, double scale, double minPixels)
{
    p.save();
    const QColor ink = Palettes::ink(face.fill);
    const HexFaceLayout l = layout(p.font(), c, size, face, scale, minPixels, p.device());
    if (!l.glyph.isEmpty())
        paintGlyph(p, face.kind->glyph, l.glyph, ink);
    if (!l.label.isEmpty())
        drawText(p, l.label, l.labelText, l.labelPixels, !face.token, ink);
    if (!l.badges.isEmpty()) {
        p.setPen(Qt::NoPen);
        p.setBrush(ink == QColor(0, 0, 0) ? QColor(255, 255, 255, 170) : QColor(0, 0, 0, 150));
        p.drawRoundedRect(l.badges, l.badgePixels * 0.4, l.badgePixels * 0.4);
        drawText(p, l.badges, l.badgeText, l.badgePixels, true, ink);
    }
    if (!l.home.isEmpty())
        paintHome(p, l.home, face.home);
    p.restore();
}

} // namespace hexloom::render
