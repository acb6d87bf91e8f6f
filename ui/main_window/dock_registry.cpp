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
// `D::setSession(session::DocumentSession*)`.
template <typename D>
DockEntry dock(const char* id, DockGroup group, PresetSet shownIn = kEveryPreset)
{
    return {QString::fromLatin1(id), group, shownIn, [](QMainWindow* w) -> QDockWidget* { return new D(w); },
            [](QDockWidget* d, session::DocumentSession* s) { static_cast<D*>(d)->setSession(s); }};
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
