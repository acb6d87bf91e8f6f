#pragma once
// The editor window: the canvas in the middle, tools and brush options on tool bars, docks for
// requirements, balance, search, progress and suggestions, menus with every action, the status
// bar, settings and crash recovery. One document at a time (New/Open replace it).
#include <QMainWindow>
#include <memory>

#include "ui/document/document_files.h"
#include "ui/document/recovery_store.h"

class QLabel;

namespace hexloom::ui::docks {
class BalanceDock;
class ConstraintGraphDock;
class RequirementsDock;
class RunMonitorDock;
class SearchDock;
class SuggestionGallery;
class TileSetDock;
}
namespace hexloom::ui::run {
struct Suggestion;
}
namespace hexloom::ui::scene {
class MapView;
}
namespace hexloom::ui::session {
class DocumentSession;
struct PreparedDocument;
}
namespace hexloom::ui::tools {
class ToolManager;
class ToolOptions;
class ToolOptionsBar;
}

namespace hexloom::ui::main_window {

class AutosaveManager;
class FixNearHex;
class LayoutPresets;
class FileController;
class PdfWriter;
class SymmetryControls;
class WhyNotZero;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow();
    ~MainWindow() override;

    // The built-in Terra Mystica Original board with the published rules.
    void openDefault();
    // Opens `path` before returning (FileController::openPath: a Tiled map loads on a worker while
    // the caller waits, asking for its tiles' kinds when they have none); false with a message
    // shown, or when the designer cancels.
    bool openFile(const QString& path);
    // Opens `path` as File → Open does: a big file, or a Tiled map, loads in the background and a
    // Tiled map asks for its tiles' kinds when they have none (FileController::load).
    bool loadFile(const QString& path);
    // Offers to restore the newest work left by an editor that is gone (killed, crashed); never
    // another running editor's. Restore / Discard / Keep for Later; true when restored.
    bool offerRecovery();
    // Restores the newest readable orphan without asking (--recover); true when restored.
    bool restoreRecovery();
    void installDocument(document::LoadedDocument loaded, const QString& path);
    // Replaces the open document (and drops any load in flight) with one whose heavy parts are built.
    void installPrepared(session::PreparedDocument prepared, const QString& path);
    FileController* files() const { return files_; }

    session::DocumentSession* session() const { return session_.get(); }
    scene::MapView* view() const { return view_; }
    docks::RequirementsDock* requirementsDock() const { return requirements_; }
    docks::SearchDock* searchDock() const { return search_; }
    docks::ConstraintGraphDock* regionsDock() const { return regions_; }
    docks::SuggestionGallery* gallery() const { return gallery_; }
    docks::RunMonitorDock* runMonitor() const { return monitor_; }
    FixNearHex* fixNearHex() const { return fixNear_; }
    WhyNotZero* whyNotZero() const { return whyNotZero_; } // Search → Why Not Zero?
    docks::TileSetDock* tileSetDock() const { return assembly_; }
    tools::ToolManager* tools() const { return tools_; }
    AutosaveManager* autosave() const { return autosave_; }
    PdfWriter* pdfWriter() const { return pdfWriter_; } // File → Export → PDF of big boards
    SymmetryControls* symmetry() const { return symmetry_; } // symmetric brush, View → Show Symmetry
    void editRuleSet();

signals:
    // The one path by which docks and tools learn of a new open document: emitted once the new
    // session is in place and before the old one is destroyed. Receivers keep QPointers only.
    void sessionChanged(hexloom::ui::session::DocumentSession* session);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void releaseSession();
    bool restoreOrphan(document::RecoveryStore::Orphan& orphan);
    void connectSession();
    void createDocks();
    // The window's dock of class D (created from the dock registry).
    template <typename D>
    D* dock() const
    {
        return findChild<D*>(QString(), Qt::FindDirectChildrenOnly);
    }
    void createMenus();
    void createEditMenu();
    void createViewMenu();
    void addPaletteMenu(QMenu* view); // View > Palette: the canvas palette, saved in the settings
    void createRegionsMenu();
    void updateTitle();
    void showHex(core::model::CellIndex cell);
    void changeSelection(bool lock, bool fill);
    void showDifference(const run::Suggestion* s);

    std::unique_ptr<session::DocumentSession> session_;
    tools::ToolOptions* options_;
    tools::ToolManager* tools_;
    tools::ToolOptionsBar* optionsBar_;
    scene::MapView* view_ = nullptr;
    docks::RequirementsDock* requirements_;
    docks::BalanceDock* balance_;
    docks::SearchDock* search_;
    docks::RunMonitorDock* monitor_;
    docks::SuggestionGallery* gallery_;
    FixNearHex* fixNear_ = nullptr;
    WhyNotZero* whyNotZero_ = nullptr;
    SymmetryControls* symmetry_ = nullptr;
    docks::TileSetDock* assembly_;
    docks::ConstraintGraphDock* regions_;
    AutosaveManager* autosave_;
    PdfWriter* pdfWriter_;
    FileController* files_;
    QLabel* hexLabel_;
    QLabel* scoreLabel_;
    QMenu* editMenu_ = nullptr;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    bool coordinates_ = false;
    LayoutPresets* layouts_ = nullptr; // workflow: dock arrangements
public:
    LayoutPresets* layouts() const { return layouts_; }
};

} // namespace hexloom::ui::main_window
