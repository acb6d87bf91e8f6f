#include "ui/main_window/dock_registry.h"

#include <QMainWindow>

#include "ui/docks/balance_dock.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/docks/tile_set_dock.h"

namespace hexloom::ui::main_window {

namespace {

// A dock class `D` built as `new D(window)` that follows the open document through
// `D::setSession(session::DocumentSession*)` and keeps its settings through `D::loadSettings()`
// and `D::saveSettings() const` when it has them.
template <typename D>
DockEntry dock(const char* id, DockGroup group, PresetSet shownIn = kEveryPreset)
{
    DockEntry e{QString::fromLatin1(id), group, shownIn, [](QMainWindow* w) -> QDockWidget* { return new D(w); },
                [](QDockWidget* d, session::DocumentSession* s) { static_cast<D*>(d)->setSession(s); }, {}, {}};
    if constexpr (requires(D& d) { d.loadSettings(); })
        e.loadSettings = [](QDockWidget* d) { static_cast<D*>(d)->loadSettings(); };
    if constexpr (requires(const D& d) { d.saveSettings(); })
        e.saveSettings = [](const QDockWidget* d) { static_cast<const D*>(d)->saveSettings(); };
    return e;
}

} // namespace

const std::vector<DockEntry>& dockRegistry()
{
    using namespace docks;
    static const std::vector<DockEntry> entries{
        dock<RequirementsDock>("RequirementsDock", DockGroup::Map),
        dock<BalanceDock>("BalanceDock", DockGroup::Map),
        dock<SearchDock>("SearchDock", DockGroup::Run),
        dock<TileSetDock>("TileSetDock", DockGroup::Map),
        dock<RunMonitorDock>("RunMonitorDock", DockGroup::Chart),
        dock<SuggestionGallery>("SuggestionGallery", DockGroup::Band),
        dock<ConstraintGraphDock>("RegionsDock", DockGroup::Run),
    };
    return entries;
}

} // namespace hexloom::ui::main_window
