#include "ui/docks/tile_list.h"

#include <QPixmap>
#include <algorithm>

#include "render/tile_painter.h"

namespace hexloom::ui::docks {

using core::assembly::TileSet;

namespace {
constexpr int kThumbnail = 64;
} // namespace

TileList::TileList(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("tileList"));
    setIconSize(QSize(kThumbnail, kThumbnail));
    setSelectionMode(QAbstractItemView::NoSelection);
    setUniformItemSizes(true);
    setToolTip(tr("The tile set's tiles: shape, terrain and the connection code on every outer side, with their role "
                  "and how many the assembly has placed"));
}

QString TileList::role(const TileSet& set, int kind)
{
    const auto& t = set.tiles[static_cast<size_t>(kind)];
    const auto fixed = std::count_if(set.fixed.begin(), set.fixed.end(), [&](const auto& f) { return f.tile == t.id; });
    QString r;
    if (fixed > 0)
        r = tr("fixed ×%1").arg(fixed);
    else if (t.min > 0)
        r = t.min == t.max ? tr("required %1").arg(t.min) : tr("required %1–%2").arg(t.min).arg(t.max);
    else
        r = tr("optional 0–%1").arg(t.max);
    if (set.isLineKind(kind))
        r += tr(", line");
    return r;
}

QString TileList::text(int kind, int placed) const
{
    const auto& t = set_->tiles[static_cast<size_t>(kind)];
    const QString name = QString::fromStdString(t.name.empty() ? t.id : t.name);
    return tr("%1\n%2 · %n hex(es) · placed %3", nullptr, t.area()).arg(name, role(*set_, kind)).arg(placed);
}

void TileList::setTileSet(std::shared_ptr<const TileSet> set)
{
    clear();
    set_ = std::move(set);
    placed_.assign(set_ ? set_->tiles.size() : 0, 0);
    if (!set_)
        return;
    for (int k = 0; k < static_cast<int>(set_->tiles.size()); ++k) {
        const auto& t = set_->tiles[static_cast<size_t>(k)];
        auto* item = new QListWidgetItem(QIcon(QPixmap::fromImage(render::TilePainter::thumbnail(t, *set_, kThumbnail))), text(k, 0), this);
        item->setData(Qt::UserRole, QString::fromStdString(t.id));
        item->setToolTip(tr("%1 (%2): %3, %4").arg(QString::fromStdString(t.id), QString::fromStdString(t.name), role(*set_, k),
                                                  t.rotatable ? tr("may rotate") : tr("never rotated")));
    }
}

void TileList::setPlaced(const std::vector<core::assembly::PlacedTile>& placed)
{
    if (!set_)
        return;
    std::vector<int> counts(set_->tiles.size(), 0);
    for (const auto& p : placed)
        if (p.kind >= 0 && p.kind < static_cast<int>(counts.size()))
            ++counts[static_cast<size_t>(p.kind)];
    for (int k = 0; k < count() && k < static_cast<int>(counts.size()); ++k)
        if (counts[static_cast<size_t>(k)] != placed_[static_cast<size_t>(k)])
            item(k)->setText(text(k, counts[static_cast<size_t>(k)]));
    placed_ = std::move(counts);
}

} // namespace hexloom::ui::docks
