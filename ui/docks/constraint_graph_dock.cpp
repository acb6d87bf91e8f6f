#include "ui/docks/constraint_graph_dock.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "core/partition/constraint_graph_file.h"
#include "ui/docks/flow_layout.h"
#include "core/io/map_file.h"
#include "ui/docks/constraint_graph_view.h"
#include "ui/docks/partition_options_form.h"
#include "ui/docks/partition_stats_view.h"
#include "ui/docks/region_node_form.h"
#include "ui/docks/run_panel.h"
#include "ui/document/graph_document.h"
#include "ui/document/map_document.h"
#include "ui/run/partition_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/regions_item.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

namespace partition = core::partition;
using partition::SearchStatus;

namespace {
QAction* action(QObject* parent, const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* a = new QAction(text, parent);
    a->setShortcut(key);
    a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    return a;
}

QToolButton* button(QWidget* parent, QAction* a)
{
    auto* b = new QToolButton(parent);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}
} // namespace

ConstraintGraphDock::ConstraintGraphDock(QWidget* parent) : QDockWidget(tr("Regions"), parent), graph_(new document::GraphDocument(this))
{
    setObjectName(QStringLiteral("RegionsDock"));
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G)); // View → Regions
    toggleViewAction()->setToolTip(tr("Show the Regions panel: draw a constraint graph and partition the map (Ctrl+Shift+G)"));
    createActions();
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* w = new QWidget(scroll);
    auto* layout = new QVBoxLayout(w);
    layout->addWidget(buildGraphBar());
    view_ = new ConstraintGraphView(w);
    view_->setDocument(graph_);
    layout->addWidget(view_, 1);
    graphProblem_ = new QLabel(w);
    graphProblem_->setWordWrap(true);
    layout->addWidget(graphProblem_);
    // The selected region's labels and the run's options share one place: the panel is narrow and
    // Run, Step, Stop, Apply and the figures below should stay in sight.
    auto* tabs = new QTabWidget(w);
    nodeForm_ = new RegionNodeForm(tabs);
    nodeForm_->setDocument(graph_);
    options_ = new PartitionOptionsForm(tabs);
    tabs->addTab(nodeForm_, tr("Region"));
    tabs->addTab(options_, tr("Options"));
    tabs->setTabToolTip(0, tr("Labels of the region selected in the drawing"));
    tabs->setTabToolTip(1, tr("Scope, seed, hex removal, coarsening, restarts and time limit of the partitioning search"));
    layout->addWidget(tabs);
    scroll->setWidget(w);
    // Run, Step, Stop, Apply, the figures and the status line stay at the panel's foot, outside
    // the scrolled part: a narrow panel or a long status message never hides them.
    auto* panel = new QWidget(this);
    auto* rows = new QVBoxLayout(panel);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(0);
    rows->addWidget(scroll, 1);
    stats_ = new PartitionStatsView(panel_);
    panel_->addFigures(stats_);
    panel_->addStateLine();
    panel_->setContentsMargins(9, 4, 9, 6);
    rows->addWidget(panel_);
    setWidget(panel);
    connect(view_, &ConstraintGraphView::selectedNodeChanged, nodeForm_, &RegionNodeForm::showNode);
    connect(view_, &ConstraintGraphView::nodeActivated, this, [this, tabs](int n) {
        view_->selectNode(n);
        tabs->setCurrentWidget(nodeForm_);
        nodeForm_->focusId();
    });
    connect(graph_, &document::GraphDocument::changed, this, &ConstraintGraphDock::graphChanged);
    connect(options_, &PartitionOptionsForm::maxRemovedEdited, graph_, &document::GraphDocument::setMaxRemoved);
    graphChanged();
}

void ConstraintGraphDock::createActions()
{
    // The run's four actions: their tooltips name the shortcut, as action() does for the others.
    auto spec = [](RunPanel::Button b, const QString& text, const QKeySequence& key, const QString& tip, const QString& word) {
        return RunPanel::ActionSpec{b, text, key, QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)), tip, word};
    };
    using B = RunPanel::Button;
    panel_ = new RunPanel({spec(B::Run, tr("&Run Partition"), Qt::Key_F12, tr("Partition the hexes in scope into the drawn regions, to the end"), tr("Run")),
                           spec(B::Step, tr("S&tep Partition"), QKeySequence(Qt::ALT | Qt::Key_F12),
                                tr("Expand a few states and show the heuristic, frontier and restarts"), tr("Step")),
                           spec(B::Stop, tr("St&op Partition"), QKeySequence(Qt::SHIFT | Qt::Key_F12), tr("Stop the partitioning search"), tr("Stop")),
                           spec(B::Apply, tr("&Apply Regions"), QKeySequence(Qt::CTRL | Qt::Key_F12),
                                tr("Give every region its node's terrain and removed hexes the chosen terrain, as one undo step"), tr("Apply"))},
                          this);
    clear_ = action(this, tr("&Clear Regions Overlay"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F12), tr("Hide the regions drawn on the map"));
    open_ = action(this, tr("&Open Constraint Graph…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O), tr("Open a constraint-graph file (.json)"));
    save_ = action(this, tr("&Save Constraint Graph As…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_O), tr("Save the drawn graph as a file"));
    open_->setIconText(tr("Open…")); // the panel's buttons are narrow; the menu shows the full text
    save_->setIconText(tr("Save…"));
    connect(panel_, &RunPanel::runRequested, this, [this] {
        if (controller_ && controller_->isRunning())
            controller_->resume();
        else
            start(false);
    });
    connect(panel_, &RunPanel::stepRequested, this, [this] {
        if (controller_ && controller_->isRunning())
            controller_->step();
        else
            start(true);
    });
    connect(panel_, &RunPanel::stopRequested, this, [this] {
        if (controller_)
            controller_->stop();
    });
    connect(panel_, &RunPanel::applyRequested, this, &ConstraintGraphDock::applyResult);
    connect(clear_, &QAction::triggered, this, [this] {
        if (scene_)
            scene_->regions()->clear();
    });
    connect(open_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Constraint Graph"), QString(), tr("Constraint graphs (*.json)"));
        if (!path.isEmpty())
            openGraph(path);
    });
    connect(save_, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Constraint Graph"), graphName_ + QStringLiteral(".json"),
                                                          tr("Constraint graphs (*.json)"));
        if (!path.isEmpty())
            saveGraph(path);
    });
}

QWidget* ConstraintGraphDock::buildGraphBar()
{
    auto* bar = new QWidget(this);
    auto* rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    builtin_ = new QComboBox(bar);
    builtin_->setObjectName(QStringLiteral("RegionsBuiltinGraph"));
    builtin_->addItem(tr("Built-in graph…"));
    builtin_->addItems(core::partition::builtinGraphNames());
    builtin_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    builtin_->setMinimumContentsLength(8);
    builtin_->setToolTip(tr("Replace the drawing with one of the graphs shipped with Hexloom"));
    connect(builtin_, &QComboBox::activated, this, [this](int i) {
        if (i > 0)
            loadBuiltin(builtin_->itemText(i));
        else
            setGraphName(graphName_); // the first item only names the drawing: nothing to load
    });
    auto* add = action(bar, tr("Add"), {}, tr("Add a region to the drawing (or click on empty space)"));
    connect(add, &QAction::triggered, this, [this] {
        QPointF at(0, 0);
        for (const QPointF& p : graph_->drawing().positions)
            at.setX(std::max(at.x(), p.x() + 70));
        view_->selectNode(graph_->addNode(at));
    });
    auto* remove = action(bar, tr("Delete"), {}, tr("Delete the selected region and its adjacencies (or press Delete in the drawing)"));
    connect(remove, &QAction::triggered, this, [this] {
        if (const int n = view_->selectedNode(); n >= 0) {
            view_->selectNode(-1);
            graph_->removeNode(n);
        }
    });
    auto* layoutAction = action(bar, tr("Lay out"), {}, tr("Arrange the drawing automatically"));
    connect(layoutAction, &QAction::triggered, this, [this] { graph_->replace(document::GraphDrawing::laidOut(graph_->graph()), tr("Lay out the graph")); });
    auto* clearGraph = action(bar, tr("New"), {}, tr("Start an empty drawing"));
    connect(clearGraph, &QAction::triggered, this, [this] { graph_->replace({}, tr("New graph")); });
    // Fixed texts (the stack's own actions name the command and would widen the narrow panel).
    auto* undo = action(bar, tr("Undo"), {}, tr("Undo the last graph edit (Ctrl+Z in the drawing)"));
    auto* redo = action(bar, tr("Redo"), {}, tr("Redo a graph edit (Ctrl+Shift+Z in the drawing)"));
    auto* stack = graph_->undoStack();
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undo, [undo](const QString& t) { undo->setStatusTip(tr("Undo %1").arg(t)); });
    undo->setEnabled(false);
    redo->setEnabled(false);
    auto* top = new FlowLayout; // the combo takes what the buttons leave free on its line
    builtin_->setSizePolicy(QSizePolicy::Expanding, builtin_->sizePolicy().verticalPolicy());
    top->addWidget(builtin_);
    for (QAction* a : {clearGraph, open_, save_})
        top->addWidget(button(bar, a));
    auto* edit = new FlowLayout; // a second line where the texts are longer than the dock is wide
    for (QAction* a : {add, remove, layoutAction, undo, redo})
        edit->addWidget(button(bar, a));
    rows->addLayout(top);
    rows->addLayout(edit);
    return bar;
}

QAction* ConstraintGraphDock::runAction() const { return panel_->action(RunPanel::Button::Run); }
QAction* ConstraintGraphDock::stepAction() const { return panel_->action(RunPanel::Button::Step); }
QAction* ConstraintGraphDock::stopAction() const { return panel_->action(RunPanel::Button::Stop); }
QAction* ConstraintGraphDock::applyAction() const { return panel_->action(RunPanel::Button::Apply); }

void ConstraintGraphDock::setSession(session::DocumentSession* session)
{
    setSession(session->document(), session->scene(), session->partitions());
}

void ConstraintGraphDock::setSession(document::MapDocument* doc, scene::MapScene* scene, run::PartitionController* controller)
{
    if (controller_)
        controller_->disconnect(this);
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    scene_ = scene;
    controller_ = controller;
    connect(controller_, &run::PartitionController::started, this, &ConstraintGraphDock::updateActions);
    connect(controller_, &run::PartitionController::snapshotTaken, this, &ConstraintGraphDock::showSnapshot);
    connect(controller_, &run::PartitionController::finished, this, &ConstraintGraphDock::runFinished);
    connect(doc_, &document::MapDocument::contentReset, this, &ConstraintGraphDock::rulesChanged);
    rulesChanged();
}

void ConstraintGraphDock::rulesChanged()
{
    nodeForm_->setRules(doc_->rules());
    options_->setRules(doc_->rules());
    updateActions();
}

void ConstraintGraphDock::graphChanged()
{
    const QString why = graph_->problem();
    graphProblem_->setText(graph_->graph().size() == 0 ? tr("No regions yet.")
                           : why.isEmpty() ? tr("%n region(s), %1 adjacencies", nullptr, graph_->graph().size()).arg(graph_->graph().edges.size())
                                       : QStringLiteral("<span style='color:#b00000'>%1</span>").arg(why.toHtmlEscaped()));
    options_->showMaxRemoved(graph_->graph().maxRemoved);
    updateActions();
}

void ConstraintGraphDock::updateActions()
{
    const bool running = controller_ && controller_->isRunning();
    const bool drawable = graph_->problem().isEmpty();
    runAction()->setEnabled(controller_ && (running ? controller_->isPaused() : drawable));
    stepAction()->setEnabled(controller_ && (running || drawable));
    stopAction()->setEnabled(running);
    applyAction()->setEnabled(controller_ && !running && controller_->result());
    clear_->setEnabled(scene_ != nullptr);
}

run::PartitionRequest ConstraintGraphDock::request() const
{
    if (!doc_)
        throw std::invalid_argument(tr("no map is open").toStdString());
    if (const QString why = graph_->problem(); !why.isEmpty())
        throw std::invalid_argument(tr("the graph cannot be partitioned: %1").arg(why).toStdString()); // shown as it is
    auto r = options_->request(*doc_, scene_->selection(), graph_->graph());
    r.graphName = graphName_.isEmpty() ? tr("drawn graph") : graphName_;
    return r;
}

void ConstraintGraphDock::start(bool paused)
{
    if (!controller_ || controller_->isRunning())
        return;
    run::PartitionRequest r;
    try {
        r = request();
    } catch (const std::exception& e) {
        setStatus(tr("Cannot partition: %1").arg(ui::text::errorText(e)), true);
        return;
    }
    r.startPaused = paused;
    setStatus(paused ? tr("Stepping: Step expands more, Run continues to the end.") : tr("Searching…"), false);
    controller_->start(std::move(r));
    if (paused)
        controller_->step();
}

void ConstraintGraphDock::showSnapshot(const std::shared_ptr<const run::PartitionSnapshot>& s)
{
    if (scene_ && controller_->board() == doc_->content().board && static_cast<int>(s->regionOfCell.size()) == doc_->board().size())
        scene_->regions()->setRegions(doc_->board(), s->regionOfCell);
    if (!s->final || s->status != SearchStatus::Failed || s->stats.expanded > 0) // a refusal has no figures
        stats_->show(*s);
    updateActions();
}

void ConstraintGraphDock::runFinished(const std::shared_ptr<const run::PartitionSnapshot>& s)
{
    updateActions();
    if (s->result) {
        const auto& r = *s->result;
        setStatus(tr("Found a partition: %n region(s), %1 removed hexes. Apply writes it into the map.", nullptr, r.regionCount())
                      .arg(r.removedCount()),
                  false);
    } else if (s->status == SearchStatus::Cancelled) {
        setStatus(tr("Stopped."), false);
    } else {
        setStatus(tr("No partition: %1").arg(s->messageText.pattern.empty() ? QString::fromStdString(s->message) : ui::text::coreText(s->messageText)), true);
    }
}

void ConstraintGraphDock::applyResult()
{
    if (!controller_ || !controller_->result())
        return;
    try {
        const auto applied = controller_->apply(options_->blocking(doc_->rules()));
        QString text = tr("Regions applied: %n hex(es) changed", nullptr, applied.changed);
        if (applied.keptLocked > 0)
            text += tr("; %n locked hex(es) kept", nullptr, applied.keptLocked);
        setStatus(text, false);
        emit message(text);
    } catch (const std::exception& e) {
        setStatus(tr("Cannot apply: %1").arg(ui::text::errorText(e)), true);
        QMessageBox::warning(this, tr("Apply Regions"), ui::text::errorText(e));
    }
}

void ConstraintGraphDock::setStatus(const QString& text, bool error) { panel_->setState(text, error); }

QString ConstraintGraphDock::statusText() const { return panel_->state(); }

bool ConstraintGraphDock::openGraph(const QString& path)
{
    try {
        graph_->replace(document::GraphDrawing::laidOut(core::partition::loadConstraintGraphFile(path)), tr("Open %1").arg(QFileInfo(path).fileName()));
    } catch (const std::exception& e) {
        setStatus(text::errorText(e), true);
        QMessageBox::warning(this, tr("Open Constraint Graph"), text::errorText(e));
        return false;
    }
    setGraphName(QFileInfo(path).completeBaseName());
    view_->fitAll();
    return true;
}

bool ConstraintGraphDock::saveGraph(const QString& path)
{
    try {
        auto g = graph_->graph();
        if (g.name.empty())
            g.name = QFileInfo(path).completeBaseName().toStdString();
        core::io::saveFileAtomically(path, core::partition::writeConstraintGraph(g));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Save Constraint Graph"), ui::text::errorText(e));
        return false;
    }
    setGraphName(QFileInfo(path).completeBaseName());
    return true;
}

void ConstraintGraphDock::setGraphName(const QString& name)
{
    graphName_ = name;
    // The combo shows the graph in the drawing: a built-in one by its entry, any other by name in
    // the first entry (which used to read "Built-in graph…" whatever was loaded).
    const int builtin = name.isEmpty() ? -1 : builtin_->findText(name);
    builtin_->setItemText(0, builtin > 0 || name.isEmpty() ? tr("Built-in graph…") : name);
    builtin_->setCurrentIndex(std::max(builtin, 0));
    builtin_->setToolTip(tr("The graph in the drawing: %1. Choose another shipped with Hexloom to replace the drawing")
                             .arg(name.isEmpty() ? tr("drawn here") : name));
}

void ConstraintGraphDock::loadBuiltin(const QString& name)
{
    const auto g = core::partition::loadConstraintGraph(name);
    graph_->replace(document::GraphDrawing::laidOut(*g), tr("Built-in graph %1").arg(name));
    setGraphName(name);
    view_->fitAll();
}

void ConstraintGraphDock::loadSettings()
{
    options_->loadSettings();
    QSettings s;
    const QByteArray json = s.value(QStringLiteral("regions/graph")).toByteArray();
    if (json.isEmpty())
        return;
    try { // a graph the last session drew, with its drawing; damaged settings are ignored
        auto drawing = document::GraphDrawing::laidOut(core::partition::parseConstraintGraph(json, "settings"));
        const QVariantList positions = s.value(QStringLiteral("regions/positions")).toList();
        if (positions.size() == static_cast<int>(drawing.positions.size()))
            for (int i = 0; i < positions.size(); ++i)
                drawing.positions[static_cast<size_t>(i)] = positions[i].toPointF();
        graph_->setDrawing(drawing);
        setGraphName(s.value(QStringLiteral("regions/graphName")).toString());
    } catch (const std::exception&) {
    }
    if (doc_)
        options_->setRules(doc_->rules());
}

void ConstraintGraphDock::saveSettings() const
{
    options_->saveSettings();
    QSettings s;
    s.setValue(QStringLiteral("regions/graph"), graph_->graph().size() > 0 ? core::partition::writeConstraintGraph(graph_->graph()) : QByteArray());
    QVariantList positions;
    for (const QPointF& p : graph_->drawing().positions)
        positions << p;
    s.setValue(QStringLiteral("regions/positions"), positions);
    s.setValue(QStringLiteral("regions/graphName"), graphName_);
}

} // namespace hexloom::ui::docks
