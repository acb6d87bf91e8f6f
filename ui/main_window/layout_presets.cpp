#include "ui/main_window/layout_presets.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <algorithm>

namespace hexloom::ui::main_window {

LayoutPresets::LayoutPresets(QMainWindow* window, Docks docks) : QObject(window), window_(window), d_(docks)
{
    // The gallery shows itself with its first suggestion.
    if (auto* list = d_.gallery->findChild<QListWidget*>())
        connect(list->model(), &QAbstractItemModel::rowsInserted, d_.gallery, [this] {
            if (d_.gallery->isHidden())
                d_.gallery->show();
        });
}

// Everything in one column on the left: the map's docks (Requirements, Balance, Tile Assembly)
// tabbed above the run's (Search, Progress, Regions), or with Teach, the search and its chart
// side by side in a right column.
void LayoutPresets::arrange(int leftWidth, bool searchBesideChart)
{
    QDockWidget* all[] = {d_.requirements, d_.balance, d_.tiles, d_.search, d_.monitor, d_.gallery, d_.regions};
    for (QDockWidget* w : all)
        window_->removeDockWidget(w);
    window_->addDockWidget(Qt::LeftDockWidgetArea, d_.requirements);
    window_->tabifyDockWidget(d_.requirements, d_.balance);
    window_->tabifyDockWidget(d_.balance, d_.tiles);
    const Qt::DockWidgetArea runArea = searchBesideChart ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
    window_->addDockWidget(runArea, d_.search);
    window_->tabifyDockWidget(d_.search, d_.regions);
    if (searchBesideChart) {
        window_->addDockWidget(Qt::RightDockWidgetArea, d_.monitor);
    } else {
        window_->tabifyDockWidget(d_.regions, d_.monitor);
    }
    window_->addDockWidget(Qt::BottomDockWidgetArea, d_.gallery);
    for (QDockWidget* w : all)
        w->show();
    d_.gallery->setVisible(d_.gallery->findChild<QListWidget*>() && d_.gallery->findChild<QListWidget*>()->count() > 0);
    d_.requirements->raise();
    d_.search->raise();
    // Wider screens give the column more room (names cut at 330 px read whole at 420).
    leftWidth = std::max(leftWidth, static_cast<int>(window_->width() * 0.22));
    window_->resizeDocks({d_.requirements}, {leftWidth}, Qt::Horizontal);
    if (searchBesideChart)
        window_->resizeDocks({d_.search}, {leftWidth}, Qt::Horizontal);
}

// "Wide open": every panel of the column in one group of tabs, so the raised one has the column's
// whole height (the Regions panel's drawing, labels and run buttons need about 640 px).
void LayoutPresets::openUp(QDockWidget* dock)
{
    for (QDockWidget* w : {d_.search, d_.regions, d_.monitor})
        window_->tabifyDockWidget(d_.tiles, w);
    dock->raise();
}

void LayoutPresets::apply(Preset preset)
{
    switch (preset) {
    case Preset::Design:
        arrange(330, false);
        break;
    case Preset::Teach:
        arrange(260, true);
        d_.monitor->raise();
        break;
    case Preset::Regions:
        arrange(440, false);
        openUp(d_.regions);
        break;
    case Preset::Tiles:
        arrange(440, false);
        openUp(d_.tiles);
        break;
    }
    emit applied(preset);
}

void LayoutPresets::addTo(QMenu* view)
{
    view->addSeparator();
    QAction* reset = view->addAction(tr("&Reset Layout"), this, [this] { apply(Preset::Design); });
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_0));
    reset->setToolTip(tr("Put every panel back where it started (the Design layout)"));
    QMenu* presets = view->addMenu(tr("&Layout"));
    presets->setToolTipsVisible(true);
    const struct {
        QString name;
        Preset preset;
        int key;
        QString tip;
    } entries[] = {
        {tr("&Design"), Preset::Design, Qt::Key_1, tr("The canvas first; the panels in one column of tabs")},
        {tr("&Teach"), Preset::Teach, Qt::Key_2, tr("The search and its chart beside the canvas, the teaching view on at a pace the eye can follow")},
        {tr("&Regions"), Preset::Regions, Qt::Key_3, tr("The Regions panel wide open")},
        {tr("T&iles"), Preset::Tiles, Qt::Key_4, tr("The Tile Assembly panel wide open")},
    };
    for (const auto& e : entries) {
        QAction* a = presets->addAction(e.name, this, [this, p = e.preset] { apply(p); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | e.key));
        a->setToolTip(e.tip);
    }
}

} // namespace hexloom::ui::main_window
