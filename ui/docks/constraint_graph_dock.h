#pragma once
// The Regions panel: the designer draws the constraint graph (regions and which of them must
// touch) or picks or opens one, labels its regions, chooses the partitioning options, and runs the
// A* partitioner on the map's hexes (Run to the end, Step a few expansions, Stop) while the canvas
// shows the regions in colour with their borders and removed hexes hatched, and Step mode shows
// the heuristic, expanded states, frontier, restarts and time. Apply writes the partition into the
// map as one undo step. Graph edits have their own undo stack.
#include <QDockWidget>
#include <QPointer>
#include <memory>

#include "ui/run/partition_request.h"

class QAction;
class QComboBox;
class QLabel;

namespace hexloom::ui::document {
class GraphDocument;
class MapDocument;
}
namespace hexloom::ui::scene {
class MapScene;
}
namespace hexloom::ui::run {
class PartitionController;
}

namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class ConstraintGraphView;
class PartitionOptionsForm;
class PartitionStatsView;
class RegionNodeForm;
class RunPanel;

class ConstraintGraphDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ConstraintGraphDock(QWidget* parent = nullptr);

    // The main window's one path for a new open document.
    void setSession(session::DocumentSession* session);
    void setSession(document::MapDocument* doc, scene::MapScene* scene, run::PartitionController* controller);
    document::GraphDocument* graph() const { return graph_; }
    ConstraintGraphView* view() const { return view_; }
    PartitionOptionsForm* options() const { return options_; }

    QAction* runAction() const;
    QAction* stepAction() const;
    QAction* stopAction() const;
    QAction* applyAction() const;
    QAction* clearAction() const { return clear_; }
    QAction* openAction() const { return open_; }
    QAction* saveAction() const { return save_; }

    // What Run would start now. Throws std::invalid_argument with the reason it cannot start.
    run::PartitionRequest request() const;
    // Replace the drawing (one undo step); false, with a dialog naming file, line and field, when
    // the file is not a valid constraint graph.
    bool openGraph(const QString& path);
    bool saveGraph(const QString& path);
    void loadBuiltin(const QString& name);
    // Records the drawing's graph name and shows it in the built-in graph combo.
    void setGraphName(const QString& name);
    // The line under the buttons: what happened last (a refusal, a failure, a found partition).
    QString statusText() const;

    void loadSettings();
    void saveSettings() const;

signals:
    // A partition was applied or could not be: for the main window's status bar.
    void message(const QString& text);

private:
    QWidget* buildGraphBar();
    void createActions();
    void start(bool paused);
    void applyResult();
    void showSnapshot(const std::shared_ptr<const run::PartitionSnapshot>& s);
    void runFinished(const std::shared_ptr<const run::PartitionSnapshot>& s);
    void setStatus(const QString& text, bool error);
    void graphChanged();
    void rulesChanged();
    void updateActions();

    document::GraphDocument* graph_;
    // Null once their session is gone.
    QPointer<document::MapDocument> doc_;
    QPointer<scene::MapScene> scene_;
    QPointer<run::PartitionController> controller_;
    ConstraintGraphView* view_;
    RegionNodeForm* nodeForm_;
    PartitionOptionsForm* options_;
    QComboBox* builtin_;
    QLabel* graphProblem_;
    PartitionStatsView* stats_;
    RunPanel* panel_;
    QString graphName_;
    QAction* clear_;
    QAction* open_;
    QAction* save_;
};

} // namespace hexloom::ui::docks
