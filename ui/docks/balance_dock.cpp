#include "ui/docks/balance_dock.h"

#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/docks/fairness_panel.h"
#include "ui/docks/fit_columns.h"
#include "ui/docks/seat_draft_panel.h"
#include "ui/docks/zone_positions_panel.h"
#include "ui/document/map_document.h"
#include "ui/session/document_session.h"
#include "render/board_renderer.h"

namespace hexloom::ui::docks {

BalanceDock::BalanceDock(QWidget* parent)
    : QDockWidget(tr("Fairness"), parent),
      balance_([](const document::DocumentContent& c) { return core::rules::balanceReport(*c.board, c.map, *c.rules); },
               [this](const std::vector<core::rules::TerrainBalance>& rows) { showRows(rows); })
{
    setObjectName(QStringLiteral("BalanceDock"));
    auto* w = content_ = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(4, 4, 4, 4); // every player in view at 1280 x 800, beside the Search panel
    fairness_ = new FairnessPanel(w);
    layout->addWidget(fairness_);
    seatDraft_ = new SeatDraftPanel(w);
    layout->addWidget(seatDraft_);
    zones_ = new ZonePositionsPanel(w);
    layout->addWidget(zones_);
    note_ = new QLabel(w);
    note_->setWordWrap(true);
    table_ = new QTableWidget(0, 4, w);
    table_->setHorizontalHeaderLabels({tr("Home terrain"), tr("Hexes"), tr("1-spade neighbour"), tr("River contact")});
    fitColumns(table_, {QHeaderView::Stretch, QHeaderView::ResizeToContents, QHeaderView::ResizeToContents, QHeaderView::ResizeToContents});
    table_->verticalHeader()->hide();
    showEveryRow(table_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeaderItem(2)->setToolTip(tr("Hexes with a land neighbour one spade away on the terraform cycle"));
    table_->horizontalHeaderItem(3)->setToolTip(tr("Hexes next to water"));
    layout->addWidget(note_);
    layout->addWidget(table_);
    layout->addStretch(); // what the panels leave (Catan: no players) stays below them
    // Scrolls instead of forcing its height on the tabbed dock area (the window must fit 1280x800).
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(w);
    setWidget(scroll);
    // Raised (its tab chosen, or shown), the dock takes the height its rows need; so it does when
    // another map brings more players while it is in view.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        seatDraft_->setInView(visible); // the corners' numbers only while the tab is raised
        if (visible)
            QTimer::singleShot(0, this, &BalanceDock::fitHeight);
    });
    connect(fairness_, &FairnessPanel::rowCountChanged, this, [this] {
        if (isVisible())
            QTimer::singleShot(0, this, &BalanceDock::fitHeight);
    });
}

void BalanceDock::fitHeight()
{
    auto* window = qobject_cast<QMainWindow*>(parentWidget());
    if (!window || isFloating() || !isVisible() || window->dockWidgetArea(this) == Qt::NoDockWidgetArea)
        return;
    // The dock's own frame (title bar, margins) is what it is taller than its scroll area.
    const int frame = height() - widget()->height();
    const int wanted = content_->sizeHint().height() + frame;
    // The visible docks of its column (the Search panel's group under it); they keep a third.
    QList<QDockWidget*> docks{this};
    QList<int> heights{0};
    int column = height();
    for (QDockWidget* d : window->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (d != this && d->isVisible() && !d->isFloating() && window->dockWidgetArea(d) == window->dockWidgetArea(this) && d->x() == x()) {
            docks << d;
            heights << d->height();
            column += d->height();
        }
    const int target = std::min(wanted, column * 2 / 3);
    if (docks.size() < 2 || height() >= target)
        return;
    // Qt moves a tabbed dock's splitter only when it is given its neighbours' heights too.
    heights[0] = target;
    const int taken = target - height();
    for (qsizetype i = 1; i < heights.size(); ++i)
        heights[i] -= taken * heights[i] / (column - height());
    window->resizeDocks(docks, heights, Qt::Vertical);
}

void BalanceDock::setSession(session::DocumentSession* session) { setDocument(session->document(), session->scene()); }

void BalanceDock::setDocument(document::MapDocument* doc, scene::MapScene* scene)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    balance_.attach(doc);
    fairness_->setDocument(doc, scene);
    zones_->setDocument(doc);
    seatDraft_->setDocument(doc, scene);
    connect(doc_, &document::MapDocument::reportChanged, this, &BalanceDock::refresh);
    refresh();
}

void BalanceDock::showEvent(QShowEvent* e)
{
    QDockWidget::showEvent(e);
    if (stale_ && doc_)
        refresh();
}

void BalanceDock::refresh()
{
    stale_ = !isVisible() && doc_->board().size() >= document::MapDocument::kBackgroundScoringHexes;
    if (stale_)
        return;
    const auto& rules = doc_->rules();
    if (rules.cycleLength() == 0) {
        // The home-terrain table and its note are for rule sets with a terraform cycle (Terra
        // Mystica) only: elsewhere they would speak of nothing the game has.
        note_->clear();
        note_->hide();
        table_->setRowCount(0);
        table_->hide();
        return;
    }
    note_->show();
    table_->show();
    note_->setText(tr("How fairly each faction's home terrain is placed."));
    balance_.request();
}

void BalanceDock::showRows(const std::vector<core::rules::TerrainBalance>& rows)
{
    const auto& rules = doc_->rules(); // the rules `rows` were computed with: same revision
    if (rules.cycleLength() == 0)
        return;
    const int before = table_->rowCount();
    table_->setRowCount(static_cast<int>(rows.size()));
    fitRows(table_);
    if (before != table_->rowCount() && isVisible())
        QTimer::singleShot(0, this, &BalanceDock::fitHeight);
    // Items are reused: this runs on every edit and on every live search update.
    auto cell = [this](int row, int col) {
        QTableWidgetItem* item = table_->item(row, col);
        if (!item) {
            item = new QTableWidgetItem;
            item->setTextAlignment(col == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, col, item);
        }
        return item;
    };
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const auto& b = rows[static_cast<size_t>(i)];
        cell(i, 0)->setText(QString::fromStdString(rules.terrain(b.terrain).name));
        cell(i, 0)->setData(Qt::DecorationRole, render::BoardRenderer::terrainColour(rules, b.terrain));
        const int values[3] = {b.hexes, b.withOneSpadeNeighbour, b.withWaterContact};
        for (int k = 0; k < 3; ++k)
            cell(i, k + 1)->setText(k == 0 || b.hexes == 0 ? QString::number(values[k])
                                                           : QStringLiteral("%1 (%2%)").arg(values[k]).arg(100 * values[k] / b.hexes));
    }
}

} // namespace hexloom::ui::docks
