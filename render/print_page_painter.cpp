#include "render/print_page_painter.h"

#include <QCoreApplication>
#include <QFont>
#include <QPainterPath>
#include <map>

#include "render/board_renderer.h"
#include "render/hex_face_painter.h"

namespace hexloom::render {

using core::model::CellIndex;

namespace {

// The printed pages speak the editor's language (the CLI installs no translator: English). The
// context is the one lupdate gives the tr() calls in PrintPagePainter's members (translations/
// hexloom_*.ts); `ts_tool.py check` fails when the two differ.
QString tr(const char* text) { return QCoreApplication::translate("hexloom::render::PrintPagePainter", text); }

QSizeF boardSizeMm(const core::model::Board& board, double hexMm)
{
    return BoardRenderer::bounds(board, hexRadiusMm(hexMm)).size();
}

void setFontMm(QPainter& p, double mm, bool bold = false)
{
    QFont f = p.font();
    f.setPixelSize(std::max(1, static_cast<int>(mm * 10 + 0.5)));
    f.setBold(bold);
    p.setFont(f);
}

} // namespace

PrintPagePainter::PrintPagePainter(const core::model::Board& board, const core::model::Map& map,
                                   const core::rules::RuleSet& rules, const PrintSettings& settings)
    : board_(board), map_(map), rules_(rules), settings_(settings), layout_(boardSizeMm(board, settings.hexMm), settings)
{
}

QRectF PrintPagePainter::boardBounds() const { return BoardRenderer::bounds(board_, hexRadiusMm(settings_.hexMm) * kUnits); }

void PrintPagePainter::paint(QPainter& p, int index, double dotsPerMm) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(dotsPerMm / kUnits, dotsPerMm / kUnits);
    if (index < layout_.boardPages()) {
        paintBoard(p, index);
        paintCutLines(p, index);
        if (settings_.legend && !layout_.legendOnOwnPage()) {
            const QRectF pr = layout_.printableMm();
            const double top = layout_.boardOrigin(0).y() + boardBounds().height() / kUnits + 4;
            paintLegend(p, QRectF(pr.left() * kUnits, top * kUnits, pr.width() * kUnits, PrintLayout::kLegendMm * kUnits));
        }
    } else {
        const QRectF pr = layout_.printableMm();
        paintLegend(p, QRectF(pr.topLeft() * kUnits, QSizeF(pr.width(), 60) * kUnits));
        paintPageGrid(p, QRectF(pr.left() * kUnits, (pr.top() + 70) * kUnits, pr.width() * kUnits, (pr.height() - 80) * kUnits));
    }
    paintFooter(p, index);
    p.restore();
}

QImage PrintPagePainter::preview(int index, double dotsPerMm) const
{
    const QSizeF paper = layout_.paperMm() * dotsPerMm;
    QImage image(paper.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    paint(p, index, dotsPerMm);
    return image;
}

const std::vector<CellIndex>& PrintPagePainter::cellsOn(int index) const
{
    if (pageCells_.empty()) {
        const int pages = layout_.boardPages();
        pageCells_.resize(static_cast<size_t>(pages));
        const double size = hexRadiusMm(settings_.hexMm) * kUnits;
        std::vector<QRectF> reach(static_cast<size_t>(pages));
        for (int i = 0; i < pages; ++i) {
            const QRectF window = layout_.boardWindow(i);
            const QRectF visible(window.topLeft() * kUnits + boardBounds().topLeft(), window.size() * kUnits);
            reach[static_cast<size_t>(i)] = visible.adjusted(-size, -size, size, size);
        }
        // Windows step evenly along each axis: a centre can only be in the columns and rows whose
        // reach spans it, found by division and checked exactly.
        const QRectF first = reach.front();
        const double stepX = pages > 1 && layout_.columns() > 1 ? reach[1].left() - first.left() : 0;
        const double stepY = layout_.rows() > 1 ? reach[static_cast<size_t>(layout_.columns())].top() - first.top() : 0;
        auto span = [](double v, double lo, double extent, double step, int count) {
            if (step <= 0)
                return std::pair{0, count - 1};
            const int from = std::max(0, static_cast<int>(std::floor((v - lo - extent) / step)) - 1);
            return std::pair{from, std::min(count - 1, static_cast<int>(std::floor((v - lo) / step)) + 1)};
        };
        for (CellIndex c = 0; c < board_.size(); ++c) {
            const QPointF centre = BoardRenderer::centre(board_, c, size);
            const auto [c0, c1] = span(centre.x(), first.left(), first.width(), stepX, layout_.columns());
            const auto [r0, r1] = span(centre.y(), first.top(), first.height(), stepY, layout_.rows());
            for (int row = r0; row <= r1; ++row)
                for (int col = c0; col <= c1; ++col) {
                    const int page = row * layout_.columns() + col;
                    if (reach[static_cast<size_t>(page)].contains(centre))
                        pageCells_[static_cast<size_t>(page)].push_back(c);
                }
        }
    }
    static const std::vector<CellIndex> none;
    return index >= 0 && index < static_cast<int>(pageCells_.size()) ? pageCells_[static_cast<size_t>(index)] : none;
}

void PrintPagePainter::paintBoard(QPainter& p, int index) const
{
    const QRectF pr = layout_.printableMm();
    p.save();
    p.setClipRect(QRectF(pr.topLeft() * kUnits, pr.size() * kUnits));
    p.translate(layout_.boardOrigin(index) * kUnits);
    p.translate(-boardBounds().topLeft());
    RenderOptions o;
    o.hexSize = hexRadiusMm(settings_.hexMm) * kUnits;
    o.locks = false;
    o.coordinates = settings_.coordinates;
    o.palette = settings_.palette;
    o.homes = BoardRenderer::homeNumbers(board_, rules_);
    // Only the hexes that reach into this page's window are painted; the clip does the rest.
    for (CellIndex c : cellsOn(index))
        BoardRenderer::paintCell(p, board_, map_, rules_, c, o);
    p.translate(boardBounds().topLeft());
    paintRegistration(p, index);
    p.restore();
}

// Registration marks sit on the middle line of every overlap strip, in board coordinates, so the
// same mark is printed on both neighbouring pages: cut one page along the line and the two halves
// of each mark line up when the pages are placed right.
void PrintPagePainter::paintRegistration(QPainter& p, int index) const
{
    if (layout_.boardPages() == 1)
        return;
    const double overlap = settings_.overlapMm;
    std::vector<QPointF> marks;
    for (int row = 0; row < layout_.rows(); ++row)
        for (int col = 0; col < layout_.columns(); ++col) {
            const QRectF w = layout_.boardWindow(row * layout_.columns() + col);
            if (col > 0)
                for (double y : {w.top() + overlap * 1.5, w.bottom() - overlap * 1.5})
                    marks.emplace_back(w.left() + overlap / 2, y);
            if (row > 0)
                for (double x : {w.left() + overlap * 1.5, w.right() - overlap * 1.5})
                    marks.emplace_back(x, w.top() + overlap / 2);
        }
    const QRectF board(QPointF(0, 0), boardBounds().size() / kUnits);
    const double r = 3.0 * kUnits;
    const QRectF sheet = layout_.boardWindow(index).adjusted(-5, -5, 5, 5); // a mark reaches 4.5 mm from its centre
    for (const QPointF& mm : marks) {
        if (!board.contains(mm) || !sheet.contains(mm))
            continue; // over blank paper nothing needs aligning; another sheet's marks are clipped away
        const QPointF c = mm * kUnits;
        p.setPen(QPen(Qt::white, 0.9 * kUnits));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r, r);
        p.setPen(QPen(Qt::black, 0.25 * kUnits));
        p.drawEllipse(c, r, r);
        p.drawLine(c - QPointF(r * 1.5, 0), c + QPointF(r * 1.5, 0));
        p.drawLine(c - QPointF(0, r * 1.5), c + QPointF(0, r * 1.5));
    }
}

// A page that is not in the first column (row) is cut along the middle of its left (top) overlap
// and laid over its neighbour: a dashed line across the page and solid ticks in the margin.
void PrintPagePainter::paintCutLines(QPainter& p, int index) const
{
    if (layout_.boardPages() == 1)
        return;
    const int col = index % layout_.columns(), row = index / layout_.columns();
    const QRectF pr = layout_.printableMm();
    const double o = settings_.overlapMm / 2, m = settings_.marginMm;
    QPen dashed(QColor(40, 40, 40), 0.25 * kUnits, Qt::DashLine);
    QPen tick(Qt::black, 0.3 * kUnits);
    if (col > 0) {
        const double x = pr.left() + o;
        p.setPen(dashed);
        p.drawLine(QPointF(x, pr.top()) * kUnits, QPointF(x, pr.bottom()) * kUnits);
        p.setPen(tick);
        p.drawLine(QPointF(x, pr.top() - m * 0.7) * kUnits, QPointF(x, pr.top() - 1) * kUnits);
        p.drawLine(QPointF(x, pr.bottom() + 1) * kUnits, QPointF(x, pr.bottom() + m * 0.4) * kUnits);
    }
    if (row > 0) {
        const double y = pr.top() + o;
        p.setPen(dashed);
        p.drawLine(QPointF(pr.left(), y) * kUnits, QPointF(pr.right(), y) * kUnits);
        p.setPen(tick);
        p.drawLine(QPointF(pr.left() - m * 0.7, y) * kUnits, QPointF(pr.left() - 1, y) * kUnits);
        p.drawLine(QPointF(pr.right() + 1, y) * kUnits, QPointF(pr.right() + m * 0.7, y) * kUnits);
    }
}

void PrintPagePainter::paintFooter(QPainter& p, int index) const
{
    const QRectF pr = layout_.printableMm();
    const double y = pr.bottom() + 1.5;
    const double h = std::max(2.0, settings_.marginMm - 3.0);
    setFontMm(p, std::min(2.6, h * 0.7));
    p.setPen(QColor(60, 60, 60));
    QString text = settings_.title.isEmpty() ? QString::fromStdString(rules_.title) : settings_.title;
    text += tr(" · page %1 of %2").arg(index + 1).arg(layout_.pageCount());
    if (index < layout_.boardPages() && layout_.boardPages() > 1)
        text += tr(" (row %1, column %2)").arg(index / layout_.columns() + 1).arg(index % layout_.columns() + 1);
    text += tr(" · hex %1 mm across the flats · print at 100 %").arg(settings_.hexMm, 0, 'g', 4);
    const QRectF textBox(pr.left() * kUnits, y * kUnits, (pr.width() - 60) * kUnits, h * kUnits);
    p.drawText(textBox, Qt::AlignLeft | Qt::AlignTop, p.fontMetrics().elidedText(text, Qt::ElideRight, static_cast<int>(textBox.width())));
    // The scale bar: 50 mm with a tick every 10 mm.
    const double x1 = pr.right(), x0 = x1 - 50, ty = y + 0.8;
    p.setPen(QPen(Qt::black, 0.25 * kUnits));
    p.drawLine(QPointF(x0, ty) * kUnits, QPointF(x1, ty) * kUnits);
    for (int i = 0; i <= 5; ++i)
        p.drawLine(QPointF(x0 + 10 * i, ty - 0.8) * kUnits, QPointF(x0 + 10 * i, ty + 0.8) * kUnits);
    p.drawText(QRectF(x0 * kUnits, (ty + 0.8) * kUnits, 50 * kUnits, (h - 1.6) * kUnits), Qt::AlignHCenter | Qt::AlignTop,
               tr("50 mm"));
}

void PrintPagePainter::paintLegend(QPainter& p, QRectF area) const
{
    std::map<core::model::TerrainId, int> counts;
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (map_.terrain(c) != core::model::kNoTerrain)
            ++counts[map_.terrain(c)];
    p.setPen(Qt::black);
    setFontMm(p, 4.0, true);
    const QString title = settings_.title.isEmpty() ? QString::fromStdString(rules_.title) : settings_.title;
    p.drawText(QRectF(area.left(), area.top(), area.width(), 60), Qt::AlignLeft | Qt::AlignTop, title);
    setFontMm(p, 2.8);
    const QString info = tr("%1 hexes, %2 mm across the flats · %3 × %4 pages")
                             .arg(board_.size()).arg(settings_.hexMm, 0, 'g', 4).arg(layout_.columns()).arg(layout_.rows());
    p.drawText(QRectF(area.left(), area.top() + 60, area.width(), 40), Qt::AlignLeft | Qt::AlignTop, info);
    // One swatch per terrain on the map: a hex in its colour with its glyph, its label and name and how many
    // hexes have it. Names wrap, never cut: the first font size and column count whose rows fit
    // the area wins (the smallest, 1.8 mm, when none does).
    std::vector<std::pair<core::model::TerrainId, QString>> items;
    for (const auto& [t, n] : counts) {
        // The label the hexes show leads, unless the name already says it ("Sea", "Harbour 3:1"):
        // on a black-and-white print the words on a hex are what finds its row here.
        const auto& kind = rules_.terrain(t);
        const QString name = QString::fromStdString(kind.name), label = QString::fromStdString(kind.label);
        const QString shown = label.isEmpty() || name.contains(label, Qt::CaseInsensitive) ? name : tr("%1 — %2").arg(label, name);
        items.emplace_back(t, QStringLiteral("%1 (%2)").arg(shown).arg(n));
    }
    const double top = area.top() + 110;
    const LegendGrid grid = legendGrid(p, items, area.width(), area.bottom() - top);
    setFontMm(p, grid.fontMm);
    const double r = grid.fontMm * kUnits;
    double y = top;
    for (size_t i = 0; i < items.size(); ++i) {
        const int row = static_cast<int>(i) / grid.perRow, column = static_cast<int>(i) % grid.perRow;
        if (column == 0 && i > 0)
            y += grid.rowHeights[static_cast<size_t>(row - 1)];
        const auto& [t, text] = items[i];
        const QPointF at(area.left() + column * grid.cellWidth, y);
        const QColor fill = BoardRenderer::terrainColour(rules_, t, settings_.palette);
        p.setPen(QPen(QColor(60, 60, 60), 0.2 * kUnits));
        p.setBrush(fill);
        p.drawPath(BoardRenderer::hexPath(at + QPointF(r, r), r));
        if (const auto& glyph = rules_.terrain(t).glyph; !glyph.empty())
            HexFacePainter::paintGlyph(p, glyph, QRectF(at.x() + r * 0.35, at.y() + r * 0.35, r * 1.3, r * 1.3), Palettes::ink(fill));
        p.setPen(Qt::black);
        p.drawText(QRectF(at.x() + 2.6 * r, at.y(), grid.cellWidth - 2.8 * r, grid.rowHeights[static_cast<size_t>(row)]),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    }
}

PrintPagePainter::LegendGrid PrintPagePainter::legendGrid(QPainter& p, const std::vector<std::pair<core::model::TerrainId, QString>>& items,
                                                          double width, double height)
{
    LegendGrid grid;
    for (double fontMm : {2.8, 2.5, 2.2, 2.0, 1.8}) {
        setFontMm(p, fontMm);
        const double r = fontMm * kUnits;
        for (int perRow = 3; perRow <= 6; ++perRow) {
            grid = {fontMm, perRow, width / perRow, {}};
            double total = 0;
            for (size_t i = 0; i < items.size(); i += static_cast<size_t>(perRow)) {
                double tallest = 2 * r;
                for (size_t k = i; k < std::min(items.size(), i + static_cast<size_t>(perRow)); ++k)
                    tallest = std::max<double>(tallest, p.fontMetrics()
                                                            .boundingRect(QRect(0, 0, static_cast<int>(grid.cellWidth - 2.8 * r), 100000),
                                                                          Qt::AlignLeft | Qt::TextWordWrap, items[k].second)
                                                            .height());
                grid.rowHeights.push_back(tallest + 0.8 * kUnits);
                total += grid.rowHeights.back();
            }
            if (total <= height)
                return grid;
        }
    }
    return grid;
}

// The legend page's assembly guide: the grid of board pages with their numbers.
void PrintPagePainter::paintPageGrid(QPainter& p, QRectF area) const
{
    if (layout_.boardPages() == 1)
        return;
    setFontMm(p, 3.0);
    p.setPen(Qt::black);
    // Wrapped: one line in English, two in German, which a one-line box cut off at the margin.
    const QString guide = tr("Cut along the dashed lines, lay each page over its left and upper neighbour so the "
                             "registration marks meet, and glue.");
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF guideBox = p.boundingRect(QRectF(area.left(), area.top(), area.width(), area.height()), flags, guide);
    p.drawText(QRectF(area.left(), area.top(), area.width(), guideBox.height()), flags, guide);
    const double gridTop = guideBox.height() + 10; // the page grid starts a millimetre below the guide
    const double cols = layout_.columns(), rows = layout_.rows();
    const double aspect = layout_.paperMm().height() / layout_.paperMm().width();
    const double cw = std::min({area.width() / cols, (area.height() - gridTop) / rows / aspect, 300.0}), ch = cw * aspect;
    for (int i = 0; i < layout_.boardPages(); ++i) {
        const QRectF box(area.left() + (i % layout_.columns()) * cw, area.top() + gridTop + (i / layout_.columns()) * ch, cw * 0.95, ch * 0.95);
        p.setPen(QPen(QColor(80, 80, 80), 0.3 * kUnits));
        p.setBrush(QColor(245, 245, 245));
        p.drawRect(box);
        p.drawText(box, Qt::AlignCenter, QString::number(i + 1));
    }
}

} // namespace hexloom::render
