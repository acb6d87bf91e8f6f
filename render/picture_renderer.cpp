#include "render/picture_renderer.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>
#include <cmath>
#include <map>
#include <numbers>
#include <stdexcept>

#include "core/rules/evaluator.h"
#include "render/picture_writer.h"

namespace hexloom::render {

using core::model::CellIndex;

QColor PictureRenderer::highlightColour(int i)
{
    static const QColor palette[] = {QColor(255, 0, 200), QColor(255, 140, 0), QColor(0, 150, 255), QColor(0, 190, 60),
                                     QColor(220, 0, 0),   QColor(120, 60, 220), QColor(0, 200, 200), QColor(120, 80, 20)};
    return palette[i % static_cast<int>(std::size(palette))];
}

std::vector<Highlight> PictureRenderer::violations(const core::model::Board& board, const core::model::Map& map,
                                                   std::shared_ptr<const core::rules::RuleSet> rules, const QString& id)
{
    if (id.isEmpty())
        return {};
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(board), rules);
    const auto report = eval.report(map, true);
    const bool all = id == QLatin1String("all");
    std::vector<Highlight> out;
    for (const auto& r : report.requirements)
        if (all ? r.enabled : QString::fromStdString(r.id) == id)
            out.push_back({r.id, r.name, highlightColour(static_cast<int>(out.size())), r.violations, r.cells});
    if (out.empty() && !all) {
        QStringList ids;
        for (const auto& r : report.requirements)
            ids << QString::fromStdString(r.id);
        throw std::invalid_argument("rule set " + rules->name + " has no requirement \"" + id.toStdString() + "\" (it has " +
                                    ids.join(QStringLiteral(", ")).toStdString() + ", or use all)");
    }
    return out;
}

double PictureRenderer::hexSizeForDpi(double hexMm, double dpi) { return hexMm / 25.4 * dpi / std::numbers::sqrt3; }

double PictureRenderer::hexSizeForWidth(const core::model::Board& board, double width)
{
    // The board's extent grows in proportion to the hex radius.
    return width / BoardRenderer::bounds(board, 1.0).width();
}

double PictureRenderer::legendLineHeight(const PictureOptions& o) { return std::max(14.0, o.board.hexSize * 0.7); }

double PictureRenderer::legendHeight(const PictureOptions& o)
{
    if (!o.legend || o.highlights.empty())
        return 0;
    return legendLineHeight(o) * (static_cast<double>(o.highlights.size()) + 0.6);
}

namespace {

QFont legendFont(double line)
{
    QFont f;
    f.setPixelSize(std::max(1, static_cast<int>(line * 0.62)));
    return f;
}

QString legendText(const Highlight& h)
{
    return QStringLiteral("%1 %2: %3").arg(QString::fromStdString(h.id), QString::fromStdString(h.name)).arg(h.violations);
}

} // namespace

// The picture is widened where the legend needs it, so no requirement's name is cut.
QSizeF PictureRenderer::size(const core::model::Board& board, const PictureOptions& o)
{
    const QSizeF b = BoardRenderer::bounds(board, o.board.hexSize).size();
    double width = b.width();
    if (legendHeight(o) > 0) {
        const double line = legendLineHeight(o);
        const QFontMetricsF metrics(legendFont(line));
        for (const Highlight& h : o.highlights)
            width = std::max(width, line * 2.6 + metrics.horizontalAdvance(legendText(h)));
    }
    return {std::ceil(width), b.height() + legendHeight(o)};
}

void PictureRenderer::paint(QPainter& p, const core::model::Board& board, const core::model::Map& map,
                            const core::rules::RuleSet& rules, const PictureOptions& o)
{
    const QSizeF total = size(board, o);
    p.fillRect(QRectF(QPointF(0, 0), total), o.board.background);
    RenderOptions plain = o.board;
    plain.outlined.clear();
    BoardRenderer::paintBoard(p, board, map, rules, plain);
    paintHighlights(p, board, o);
    const double boardHeight = total.height() - legendHeight(o);
    paintLegend(p, QRectF(0, boardHeight, total.width(), total.height() - boardHeight), o);
}

void PictureRenderer::paintHighlights(QPainter& p, const core::model::Board& board, const PictureOptions& o)
{
    // A hex in several sets gets one outline per set, each further inside.
    std::map<CellIndex, int> depth;
    const double size = o.board.hexSize;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(-BoardRenderer::bounds(board, size).topLeft());
    p.setBrush(Qt::NoBrush);
    for (const Highlight& h : o.highlights) {
        p.setPen(QPen(h.colour, size * 0.11, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (CellIndex c : h.cells) {
            if (c < 0 || c >= board.size())
                continue;
            const double inset = std::max(0.2, 0.86 - 0.13 * depth[c]++);
            p.drawPath(BoardRenderer::hexPath(BoardRenderer::centre(board, c, size), size * inset));
        }
    }
    p.restore();
}

void PictureRenderer::paintLegend(QPainter& p, QRectF area, const PictureOptions& o)
{
    if (area.height() <= 0)
        return;
    const double line = legendLineHeight(o);
    p.setFont(legendFont(line));
    const QFontMetricsF metrics(p.font());
    double y = area.top() + line * 0.3;
    for (const Highlight& h : o.highlights) {
        const double x = area.left() + line * 0.5;
        p.setPen(QPen(h.colour, line * 0.22, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(x, y + line / 2), QPointF(x + line * 1.2, y + line / 2));
        p.setPen(QColor(30, 30, 30));
        const QString text = legendText(h);
        const QRectF box(x + line * 1.6, y, area.right() - x - line * 1.8, line);
        p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(text, Qt::ElideRight, box.width()));
        y += line;
    }
}

PictureDrawing PictureRenderer::drawing(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                       const PictureOptions& o)
{
    auto at = [o](double hexSize) {
        PictureOptions sized = o;
        sized.board.hexSize = hexSize;
        return sized;
    };
    PictureDrawing d;
    d.hexSize = o.board.hexSize;
    d.size = [&board, at](double hexSize) { return size(board, at(hexSize)); };
    d.paint = [&board, &map, &rules, at](QPainter& p, double hexSize) { paint(p, board, map, rules, at(hexSize)); };
    d.dotsPerInch = o.dotsPerInch;
    return d;
}

QByteArray PictureRenderer::png(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                const PictureOptions& o, int maxSide)
{
    return encodePicture(drawing(board, map, rules, o), SizePolicy::Refuse, PictureLimits::sides(maxSide)).png;
}

QByteArray PictureRenderer::svg(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                const PictureOptions& o)
{
    return encodeSvg(drawing(board, map, rules, o), QString::fromStdString(rules.title));
}

} // namespace hexloom::render
