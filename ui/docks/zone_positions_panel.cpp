#include "ui/docks/zone_positions_panel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/docks/fit_columns.h"
#include "ui/document/map_document.h"
#include "render/board_renderer.h"

namespace hexloom::ui::docks {

ZonePositionsPanel::ZonePositionsPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    table_ = new QTableWidget(0, 3, this);
    table_->setHorizontalHeaderLabels({tr("Position"), tr("Kind"), tr("Breaks")});
    fitColumns(table_, {QHeaderView::ResizeToContents, QHeaderView::Stretch, QHeaderView::Stretch});
    table_->horizontalHeaderItem(2)->setToolTip(tr("The requirements this hex breaks now"));
    table_->verticalHeader()->hide();
    showEveryRow(table_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    layout->addWidget(summary_);
    layout->addWidget(table_);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

void ZonePositionsPanel::setDocument(document::MapDocument* doc)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    shown_.clear();
    connect(doc_, &document::MapDocument::reportChanged, this, &ZonePositionsPanel::refresh);
    connect(doc_, &document::MapDocument::contentReset, this, [this] {
        shown_.clear();
        refresh();
    });
    refresh();
}

int ZonePositionsPanel::rowCount() const { return table_->rowCount(); }

QString ZonePositionsPanel::text(int row, int column) const
{
    const QTableWidgetItem* item = table_->item(row, column);
    return item ? item->text() : QString();
}

bool ZonePositionsPanel::rowMoved(int row) const { return row >= 0 && row < static_cast<int>(moved_.size()) && moved_[static_cast<size_t>(row)]; }

// Tall enough for every row up to kShownRows (the dock scrolls as a whole), so a zone's positions
// are seen at a glance.
void ZonePositionsPanel::fitHeight()
{
    int h = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int r = 0; r < std::min(table_->rowCount(), kShownRows); ++r)
        h += table_->rowHeight(r);
    table_->setFixedHeight(h);
}

void ZonePositionsPanel::refresh()
{
    if (!doc_)
        return;
    const auto& rules = doc_->rules();
    const auto& map = doc_->map();
    setVisible(rules.hasZones());
    std::vector<core::model::CellIndex> cells;
    QStringList zones;
    for (int z = 1; z < rules.zoneCount(); ++z) {
        int count = 0;
        for (core::model::CellIndex c = 0; c < map.size(); ++c)
            if (rules.zone(map.terrain(c)) == z) {
                cells.push_back(c);
                ++count;
            }
        const QString name = QString::fromStdString(rules.zoneName(z)), kinds = QString::fromStdString(rules.zoneKinds(z));
        zones << (count == 1 ? tr("1 %1 position: searches move %2 only among them").arg(name, kinds)
                             : tr("%1 %2 positions: searches move %3 only among them").arg(count).arg(name, kinds));
    }
    if (cells != cells_)
        shown_.clear(); // other positions (a new map, a designer's paint): nothing "moved"
    cells_ = cells;
    int breaking = 0;
    table_->setRowCount(static_cast<int>(cells_.size()));
    fitRows(table_);
    moved_.assign(cells_.size(), false);
    for (int i = 0; i < static_cast<int>(cells_.size()); ++i) {
        const core::model::CellIndex c = cells_[static_cast<size_t>(i)];
        QStringList broken;
        for (const auto& r : doc_->report().requirements)
            if (r.enabled && r.violations > 0 && std::find(r.cells.begin(), r.cells.end(), c) != r.cells.end())
                broken << QString::fromStdString(r.id);
        breaking += broken.isEmpty() ? 0 : 1;
        moved_[static_cast<size_t>(i)] = shown_.size() == cells_.size() && shown_[static_cast<size_t>(i)] != map.terrain(c);
        const auto offset = doc_->board().offset(c);
        const QString texts[] = {QStringLiteral("%1,%2").arg(offset.row).arg(offset.col), QString::fromStdString(rules.terrain(map.terrain(c)).name),
                                 broken.join(QStringLiteral(", "))};
        for (int col = 0; col < 3; ++col) {
            QTableWidgetItem* item = table_->item(i, col);
            if (!item)
                table_->setItem(i, col, item = new QTableWidgetItem);
            item->setText(texts[col]);
            item->setForeground(broken.isEmpty() ? palette().text().color() : QColor(190, 30, 30));
            QFont font = item->font();
            font.setBold(moved_[static_cast<size_t>(i)]);
            item->setFont(font);
        }
        table_->item(i, 1)->setData(Qt::DecorationRole, render::BoardRenderer::terrainColour(rules, map.terrain(c)));
    }
    shown_.clear();
    for (core::model::CellIndex c : cells_)
        shown_.push_back(map.terrain(c));
    summary_->setText(tr("%1, as they move land among land. %2; bold rows changed in the last update.")
                          .arg(zones.join(QStringLiteral("; ")),
                               breaking == 1 ? tr("1 of them breaks a requirement now") : tr("%1 of them break a requirement now").arg(breaking)));
    fitHeight();
}

} // namespace hexloom::ui::docks
