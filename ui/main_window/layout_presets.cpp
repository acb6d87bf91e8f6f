#include "ui/main_window/layout_presets.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <algorithm>

namespace hexloom::ui::main_window {

namespace {

// A band shows itself with the first entry of its list (the gallery with its first suggestion).
QListWidget* bandList(QDockWidget* band) { return band->findChild<QListWidget*>(); }

struct PresetPlan {
    int leftWidth;
    QString wideOpen; // the panel given the column's whole height; empty: none
};

PresetPlan plan(LayoutPresets::Preset preset)
{
    switch (preset) {
    case LayoutPresets::Preset::Teach:
        return {260, {}};
    case LayoutPresets::Preset::Regions:
        return {440, QStringLiteral("RegionsDock")};
    case LayoutPresets::Preset::Tiles:
        return {440, QStringLiteral("TileSetDock")};
    case LayoutPresets::Preset::Design:
        break;
    }
    return {330, {}};
}

} // namespace

LayoutPresets::LayoutPresets(QMainWindow* window, std::vector<Placed> docks) : QObject(window), window_(window), docks_(std::move(docks))
{
    for (QDockWidget* band : group(DockGroup::Band))
        if (auto* list = bandList(band))
            connect(list->model(), &QAbstractItemModel::rowsInserted, band, [band] {
                if (band->isHidden())
                    band->show();
            });
    arrange(Preset::Design, plan(Preset::Design).leftWidth); // until the window is sized (or restores a saved state)
}

Qt::DockWidgetArea LayoutPresets::areaIn(DockGroup group, Preset preset)
{
    switch (group) {
    case DockGroup::Map:
        return Qt::LeftDockWidgetArea;
    case DockGroup::Run:
    case DockGroup::Chart:
        return preset == Preset::Teach ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
    case DockGroup::Band:
        break;
    }
    return Qt::BottomDockWidgetArea;
}

bool LayoutPresets::shows(const DockEntry& entry, Preset preset) { return (entry.shownIn >> static_cast<unsigned>(preset)) & 1u; }

std::vector<QDockWidget*> LayoutPresets::group(DockGroup g) const
{
    std::vector<QDockWidget*> out;
    for (const Placed& p : docks_)
        if (p.entry->group == g)
            out.push_back(p.dock);
    return out;
}

QDockWidget* LayoutPresets::dock(const QString& id) const
{
    for (const Placed& p : docks_)
        if (p.entry->id == id)
            return p.dock;
    return nullptr;
}

// Everything in one column on the left: the map's docks tabbed above the runs' (a chart among
// them), or with Teach, the runs' tabs and the chart below them in a right column.
void LayoutPresets::arrange(Preset preset, int leftWidth)
{
    for (const Placed& p : docks_)
        window_->removeDockWidget(p.dock);
    // Tabs of one group follow the registry's order; each group after the one before it.
    QDockWidget* first[4] = {};
    QDockWidget* last[4] = {};
    for (DockGroup g : {DockGroup::Map, DockGroup::Run, DockGroup::Chart, DockGroup::Band}) {
        for (QDockWidget* d : group(g)) {
            const auto i = static_cast<size_t>(g);
            QDockWidget* tabWith = last[i];
            if (g == DockGroup::Chart && preset != Preset::Teach && !tabWith)
                tabWith = last[static_cast<size_t>(DockGroup::Run)];
            if (tabWith)
                window_->tabifyDockWidget(tabWith, d);
            else
                window_->addDockWidget(areaIn(g, preset), d);
            if (!first[i])
                first[i] = d;
            last[i] = d;
        }
    }
    for (const Placed& p : docks_)
        p.dock->setVisible(shows(*p.entry, preset));
    for (QDockWidget* band : group(DockGroup::Band))
        band->setVisible(band->isVisible() && bandList(band) && bandList(band)->count() > 0);
    QDockWidget* map = first[static_cast<size_t>(DockGroup::Map)];
    QDockWidget* run = first[static_cast<size_t>(DockGroup::Run)];
    for (QDockWidget* d : {map, run})
        if (d)
            d->raise();
    // Wider screens give the column more room (names cut at 330 px read whole at 420).
    leftWidth = std::max(leftWidth, static_cast<int>(window_->width() * 0.22));
    if (map)
        window_->resizeDocks({map}, {leftWidth}, Qt::Horizontal);
    if (run && preset == Preset::Teach)
        window_->resizeDocks({run}, {leftWidth}, Qt::Horizontal);
}

// "Wide open": every panel of the column in one group of tabs, so the raised one has the column's
// whole height (the Regions panel's drawing, labels and run buttons need about 640 px).
void LayoutPresets::openUp(const QString& id)
{
    const auto maps = group(DockGroup::Map);
    if (maps.empty())
        return;
    for (DockGroup g : {DockGroup::Run, DockGroup::Chart})
        for (QDockWidget* d : group(g))
            window_->tabifyDockWidget(maps.back(), d);
    if (QDockWidget* d = dock(id))
        d->raise();
}

void LayoutPresets::apply(Preset preset)
{
    const PresetPlan p = plan(preset);
    // The plans' widths are for a 1280-pixel window; a wider one gives the dock column its share
    // (a 1920 x 1080 screen used to keep the 1280 column and give every extra pixel to the canvas).
    const double wider = std::max(1.0, window_->width() / 1280.0);
    arrange(preset, static_cast<int>(p.leftWidth * wider));
    if (preset == Preset::Teach)
        for (QDockWidget* chart : group(DockGroup::Chart))
            chart->raise();
    if (!p.wideOpen.isEmpty())
        openUp(p.wideOpen);
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
