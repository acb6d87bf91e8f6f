#include "ui/docks/heat_legend.h"

#include <QLinearGradient>
#include <QPainter>

#include "ui/scene/teaching_overlay.h"

namespace hexloom::ui::docks {

using scene::TeachingOverlay;

namespace {
constexpr int kRowHeight = 20;
constexpr int kScaleWidth = 90;
constexpr int kSwatch = 12;
} // namespace

HeatLegend::HeatLegend(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("HeatLegend"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void HeatLegend::showState(const core::search::Snapshot& s)
{
    state_ = s.teaching;
    rebuild();
}

void HeatLegend::setPheromoneKind(int kind)
{
    pheromoneKind_ = kind;
    rebuild();
}

void HeatLegend::clear()
{
    state_.reset();
    rebuild();
}

void HeatLegend::rebuild()
{
    rows_.clear();
    if (state_) {
        const auto& t = *state_;
        if (t.perCellMeaning == core::search::TeachingState::PerCell::Agreement && !t.perCell.empty())
            rows_.push_back({tr("swarm agreement on the best map's tile"), TeachingOverlay::agreementColour(), true, tr("0 %"), tr("100 %")});
        else if (!t.perCell.empty() || !t.pheromone.empty()) {
            const bool oneKind = pheromoneKind_ >= 0 && pheromoneKind_ < static_cast<int>(t.kinds.size());
            const QString kind = oneKind ? QString::fromStdString(t.kinds[static_cast<size_t>(pheromoneKind_)]) : tr("the best map's tile");
            rows_.push_back({tr("pheromone of %1").arg(kind), TeachingOverlay::pheromoneColour(), true, tr("none"), tr("most")});
        }
        if (!t.lastMove.empty())
            rows_.push_back({t.lastMoveIsPerturbation ? tr("last perturbation") : tr("last move"), TeachingOverlay::lastMoveColour(), false, {}, {}});
        if (!t.tabuCells.empty())
            rows_.push_back({tr("tabu: hexes of recent moves"), TeachingOverlay::tabuColour(), false, {}, {}, true});
    }
    setToolTip(entries().join(QLatin1Char('\n')));
    setVisible(!rows_.empty());
    updateGeometry();
    update();
}

QStringList HeatLegend::entries() const
{
    QStringList out;
    for (const Row& r : rows_)
        out << (r.gradient ? QStringLiteral("%1: %2 … %3").arg(r.text, r.low, r.high) : r.text);
    return out;
}

QSize HeatLegend::sizeHint() const { return {kScaleWidth * 3, kRowHeight * static_cast<int>(rows_.size()) + 4}; }

void HeatLegend::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    int y = 2;
    for (const Row& r : rows_) {
        const int mid = y + kRowHeight / 2;
        int x = 4;
        if (r.gradient) {
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(x, mid + fm.ascent() / 2 - 1, r.low);
            x += fm.horizontalAdvance(r.low) + 4;
            QColor clear = r.colour, full = r.colour;
            clear.setAlpha(0);
            full.setAlpha(TeachingOverlay::kHeatAlpha);
            QLinearGradient g(x, 0, x + kScaleWidth, 0);
            g.setColorAt(0, clear);
            g.setColorAt(1, full);
            const QRect bar(x, mid - kSwatch / 2, kScaleWidth, kSwatch);
            p.fillRect(bar, Qt::white);
            p.fillRect(bar, g);
            p.setPen(palette().color(QPalette::Mid));
            p.drawRect(bar);
            x += kScaleWidth + 4;
            p.setPen(palette().color(QPalette::WindowText));
            p.drawText(x, mid + fm.ascent() / 2 - 1, r.high);
            x += fm.horizontalAdvance(r.high) + 8;
        } else {
            const QRect swatch(x, mid - kSwatch / 2, kSwatch, kSwatch);
            if (r.dot) {
                p.setPen(Qt::NoPen);
                p.setBrush(r.colour);
                p.drawEllipse(swatch.adjusted(2, 2, -2, -2));
                p.setBrush(Qt::NoBrush);
            } else {
                p.setPen(QPen(r.colour, 3));
                p.drawRect(swatch);
            }
            x += kSwatch + 6;
        }
        p.setPen(palette().color(QPalette::WindowText));
        const QString text = fm.elidedText(r.text, Qt::ElideRight, std::max(0, width() - x - 4));
        p.drawText(x, mid + fm.ascent() / 2 - 1, text);
        y += kRowHeight;
    }
}

} // namespace hexloom::ui::docks
