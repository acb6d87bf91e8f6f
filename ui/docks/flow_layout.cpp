#include "ui/docks/flow_layout.h"

#include <QStyle>
#include <QWidget>
#include <algorithm>
#include <vector>

namespace hexloom::ui::docks {

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_.append(item); }

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= items_.size())
        return nullptr;
    QLayoutItem* item = items_.takeAt(index);
    invalidate();
    return item;
}

int FlowLayout::spacingOr(int fallback) const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget* w = parentWidget();
    return w ? w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w) : fallback;
}

QSize FlowLayout::sizeHint() const
{
    const int gap = spacingOr(6);
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        const QSize s = item->sizeHint();
        width += s.width() + (shown++ > 0 ? gap : 0);
        height = std::max(height, s.height());
    }
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = spacingOr(6);
    // Items line by line, each at its size hint (no wider than the line); an item that expands
    // horizontally shares out what its line leaves free.
    struct Placed {
        QLayoutItem* item;
        QSize size;
    };
    std::vector<std::vector<Placed>> lines(1);
    int x = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        const QSize s(std::min(hint.width(), std::max(area.width(), item->minimumSize().width())), hint.height());
        if (!lines.back().empty() && x + s.width() > area.width()) {
            lines.emplace_back();
            x = 0;
        }
        lines.back().push_back({item, s});
        x += s.width() + gap;
    }
    int y = area.y();
    for (std::vector<Placed>& line : lines) {
        if (line.empty())
            continue;
        int used = -gap, expanding = 0, height = 0;
        for (const Placed& p : line) {
            used += p.size.width() + gap;
            expanding += (p.item->expandingDirections() & Qt::Horizontal) ? 1 : 0;
            height = std::max(height, p.size.height());
        }
        int spare = std::max(0, area.width() - used);
        x = area.x();
        for (Placed& p : line) {
            if (expanding > 0 && (p.item->expandingDirections() & Qt::Horizontal)) {
                const int share = spare / expanding--;
                p.size.rwidth() += share;
                spare -= share;
            }
            if (apply)
                p.item->setGeometry(QRect(QPoint(x, y), p.size));
            x += p.size.width() + gap;
        }
        y += height + gap;
    }
    const QMargins m = contentsMargins();
    return (y == area.y() ? y : y - gap) - rect.y() + m.bottom();
}

} // namespace hexloom::ui::docks
