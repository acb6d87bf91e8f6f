#include "ui/main_window/main_window.h"

#include "render/tiled_tile_painter.h"
#include "render/tts_board_painter.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <algorithm>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include "render/palette.h"
#include "ui/dialogs/rule_set_editor_dialog.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/fairness_panel.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/heat_legend.h"
#include "ui/docks/run_replay.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/main_window/elided_label.h"
#include "ui/main_window/file_dialog_fit.h"
#include "ui/main_window/fix_near_hex.h"
#include "ui/main_window/full_text_tips.h"
#include "ui/main_window/proven_bound.h"
#include "ui/main_window/symmetry_controls.h"
#include "ui/main_window/why_not_zero.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/dock_registry.h"
#include "ui/docks/run_bar.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/open_progress.h"
#include "ui/main_window/pdf_progress.h"
#include "ui/main_window/pdf_writer.h"
#include "ui/session/document_loader.h"
#include "ui/session/document_session.h"
#include "ui/main_window/file_controller.h"
#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "render/board_renderer.h"
#include "ui/scene/teaching_overlay.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"
#include "ui/tools/tool_options_bar.h"
#include "ui/text/core_text.h"
#include "ui/text/decimal.h"

namespace hexloom::ui::main_window {

using core::model::CellIndex;

MainWindow::MainWindow()
{
    setObjectName(QStringLiteral("MainWindow"));
    new FullTextTips(this); // nothing cut without its full text as a tooltip
    new FileDialogFit(this); // Qt's own file dialog at a size that shows its columns
    render::installTiledTilePainter(); // Save As and Export to a Tiled map draw its tile images
    render::installTtsBoardPainter();  // and Export to a one-board Tabletop Simulator save its picture
    options_ = new tools::ToolOptions(this);
    options_->load();
    tools_ = new tools::ToolManager(options_, this);
    connect(tools_, &tools::ToolManager::notice, this, [this](const QString& m) { statusBar()->showMessage(m, 10000); });
    auto* toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("ToolsBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolBar->addActions(tools_->actions());
    optionsBar_ = new tools::ToolOptionsBar(options_, this);
    addToolBar(optionsBar_);
    autosave_ = new AutosaveManager([this] { return session_ ? session_->document() : nullptr; }, this);
    files_ = new FileController(this, {[this] { return session_->document(); },
                                       [this](document::LoadedDocument d, const QString& p) { installDocument(std::move(d), p); },
                                       [this](session::PreparedDocument d, const QString& p) { installPrepared(std::move(d), p); }},
                                autosave_);
    pdfWriter_ = new PdfWriter(this);
    // The dock column runs the window's full height and the Suggestions band lies under the canvas
    // only: with the band under the column too, the column's and the band's minimum heights added
    // up past 800 px and the window grew off a 1280 x 800 screen when the band appeared.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    createDocks();
    fixNear_ = new FixNearHex(search_, this);
    connect(fixNear_, &FixNearHex::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    whyNotZero_ = new WhyNotZero(search_, this);
    connect(whyNotZero_, &WhyNotZero::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    symmetry_ = new SymmetryControls(options_, search_->symmetryBox(), this);
    connect(symmetry_, &SymmetryControls::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    toolBar->addSeparator();
    toolBar->addAction(symmetry_->brushAction());
    addToolBarBreak(); // workflow: the compact run bar, on its own row so it never overflows
    addToolBar(new docks::RunBar(search_, this));
    connect(layouts_, &LayoutPresets::applied, search_, [this](LayoutPresets::Preset p) {
        if (p == LayoutPresets::Preset::Teach)
            search_->prepareForTeaching();
    });
    createMenus();
    hexLabel_ = new QLabel(this);
    scoreLabel_ = new QLabel(this);
    scoreLabel_->setObjectName(QStringLiteral("ScoreLabel"));
    statusBar()->addWidget(hexLabel_, 1);
    statusBar()->addPermanentWidget(new OpenProgress(files_->loader(), this));
    statusBar()->addPermanentWidget(new PdfProgress(pdfWriter_, this));
    statusBar()->addPermanentWidget(scoreLabel_);
    auto* bound = new QLabel(this);
    bound->setObjectName(QStringLiteral("ProvenBound"));
    statusBar()->addPermanentWidget(bound);
    new ProvenBound(bound, this); // found with findChild, attached with each session
    // First start: the screen's free area (at least the 1280 x 800 the layout is made for), so a
    // 1920 x 1080 screen is used whole; later starts restore the saved geometry.
    const QScreen* screen = QGuiApplication::primaryScreen();
    resize((screen ? screen->availableGeometry().size() : QSize(1280, 800)).expandedTo(QSize(1280, 800)));
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restoreState(s.value(QStringLiteral("window/state")).toByteArray()))
        QTimer::singleShot(0, this, [this] { layouts_->apply(LayoutPresets::Preset::Design); }); // first start, sized
    for (const DockEntry& e : dockRegistry())
        if (e.loadSettings)
            e.loadSettings(findChild<QDockWidget*>(e.id, Qt::FindDirectChildrenOnly));
}

MainWindow::~MainWindow()
{
    delete view_; // the view shows the session's scene
    releaseSession();
}

void MainWindow::releaseSession()
{
    if (!session_)
        return;
    // Nothing may hear from the old document while it is torn down.
    session_->retire();
    session_.reset();
}

// Every registered dock, placed by the Design layout; each follows the open document through the
// session-changed signal, the one path for every dock and the tools.
void MainWindow::createDocks()
{
    std::vector<LayoutPresets::Placed> placed;
    for (const DockEntry& e : dockRegistry()) {
        QDockWidget* d = e.make(this);
        addDockWidget(LayoutPresets::areaIn(e.group, LayoutPresets::Preset::Design), d);
        if (e.follow)
            connect(this, &MainWindow::sessionChanged, d, [d, follow = e.follow](session::DocumentSession* s) { follow(d, s); });
        placed.push_back({&e, d});
    }
    layouts_ = new LayoutPresets(this, std::move(placed)); // workflow
    requirements_ = dock<docks::RequirementsDock>();
    balance_ = dock<docks::BalanceDock>();
    // The Fairness dock's verdict stays in the status bar: who is disadvantaged, or "Fair". A long
    // one (why a player is behind) is elided to the room left, whole in its tooltip.
    auto* verdict = new ElidedLabel(tr("The Fairness dock's verdict on the map"), this);
    verdict->setObjectName(QStringLiteral("FairnessVerdict"));
    statusBar()->addPermanentWidget(verdict);
    connect(balance_->fairness(), &docks::FairnessPanel::verdictChanged, verdict, &ElidedLabel::setFullText);
    search_ = dock<docks::SearchDock>();
    monitor_ = dock<docks::RunMonitorDock>();
    gallery_ = dock<docks::SuggestionGallery>();
    assembly_ = dock<docks::TileSetDock>();
    regions_ = dock<docks::ConstraintGraphDock>();
    connect(this, &MainWindow::sessionChanged, tools_, [this](session::DocumentSession* s) { tools_->setDocument(s->document(), s->scene()); });
    connect(gallery_, &docks::SuggestionGallery::showDifference, this, &MainWindow::showDifference);
    connect(gallery_, &docks::SuggestionGallery::acceptRequested, this, [this](const run::Suggestion& s) {
        const int kept = session_->runs()->accept(s);
        gallery_->select(-1);
        if (kept >= 0) {
            // The teaching marks showed a finished run's state on the map before the accept: the map
            // is another now, and the marks would point at hexes that mean something else.
            session_->teaching()->clear();
            monitor_->heatLegend()->clear();
        }
        if (kept < 0)
            statusBar()->showMessage(tr("The suggestion was made for another board or rule set: nothing applied"), 5000);
        else
            statusBar()->showMessage(kept == 0 ? tr("Suggestion applied") : tr("Suggestion applied; %n hex(es) you edited since were kept", nullptr, kept), 5000);
    });
    connect(monitor_->replay(), &docks::RunReplay::showSnapshot, this, [this](const auto& s) {
        if (!session_)
            return;
        run::Suggestion shown;
        shown.snapshot = s;
        showDifference(s ? &shown : nullptr);
        if (!s)
            return;
        if (s->teaching)
            session_->teaching()->show(*s);
        statusBar()->showMessage(tr("Replay: iteration %1, best %2; the small hexes show where that map differs from the map now")
                                     .arg(s->iteration)
                                     .arg(text::decimal(s->best, 2)));
    });
    connect(search_, &docks::SearchDock::pheromoneKindChanged, this, [this](int kind) {
        monitor_->heatLegend()->setPheromoneKind(kind);
        if (session_)
            session_->teaching()->setPheromoneKind(kind);
    });
    connect(search_, &docks::SearchDock::teachingToggled, this, [this](bool on) {
        if (on)
            return;
        monitor_->heatLegend()->clear();
        if (session_)
            session_->teaching()->clear();
    });
}

void MainWindow::installDocument(document::LoadedDocument loaded, const QString& path)
{
    installPrepared(session::PreparedDocument{std::move(loaded), {}, {}}, path);
}

void MainWindow::installPrepared(session::PreparedDocument prepared, const QString& path)
{
    files_->loader()->cancel(); // the designer's latest choice of document wins
    // The whole session is replaced as one unit: the new one is built, announced to every dock and
    // tool, and only then is the old one (document, scene, controllers, workers) destroyed.
    auto next = std::make_unique<session::DocumentSession>(std::move(prepared), path);
    auto* nextView = new scene::MapView(next->scene(), tools_, this);
    // Qt deletes the old view later (deleteLater), after the old session's scene is gone: the
    // view guards its scene pointer (MapView::scene_) for the events it may get meanwhile.
    setCentralWidget(nextView);
    view_ = nextView;
    std::unique_ptr<session::DocumentSession> old = std::move(session_);
    if (old)
        old->retire();
    session_ = std::move(next);
    emit sessionChanged(session_.get());
    old.reset();
    connectSession();
}

// The main window's own wiring to the current session (status bar, title, edit menu, teaching).
void MainWindow::connectSession()
{
    auto* doc = session_->document();
    session_->scene()->setShowCoordinates(coordinates_);
    session_->scene()->setPalette(render::Palettes::fromName(QSettings().value(QStringLiteral("view/palette")).toString()).value_or(render::Palette::Rules));
    session_->teaching()->setPheromoneKind(search_->pheromoneKind());
    optionsBar_->setRules(doc->rules());
    autosave_->watch(doc);
    createEditMenu();
    connect(view_, &scene::MapView::hoveredCell, this, &MainWindow::showHex);
    fixNear_->attach(view_, session_->scene());
    whyNotZero_->attach(session_.get());
    symmetry_->attach(session_.get());
    if (auto* bound = findChild<ProvenBound*>())
        bound->attach(session_.get());
    connect(view_, &scene::MapView::hoveredCell, balance_->fairness(), &docks::FairnessPanel::showHovered);
    connect(doc, &document::MapDocument::reportChanged, this, [this] {
        scoreLabel_->setText(tr("Score %1").arg(text::decimal(session_->document()->report().total, 2)));
    });
    connect(doc, &document::MapDocument::contentReset, this, [this] { optionsBar_->setRules(session_->document()->rules()); });
    connect(doc->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(doc, &document::MapDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(doc, &document::MapDocument::contentReset, this, &MainWindow::updateTitle); // a new rule set (Apply) names an untitled map
    auto* runs = session_->runs();
    connect(runs, &run::RunController::snapshotTaken, this, [this](int job, const auto& s) {
        if (job == 0 && search_->teaching()) {
            if (s->teaching && !s->teaching->kinds.empty())
                search_->setPheromoneKinds(s->teaching->kinds);
            session_->teaching()->show(*s);
        }
    });
    connect(runs, &run::RunController::suggestionReady, gallery_, &docks::SuggestionGallery::addSuggestion);
    connect(runs, &run::RunController::runFailed, this, [this](const QString& m) { QMessageBox::warning(this, tr("Search"), m); });
    connect(runs, &run::RunController::notice, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(runs, &run::RunController::started, this, [this] {
        session_->teaching()->clear();
        search_->setPheromoneKinds({}); // an ant colony run refills the kinds (and the choice) at its first snapshot
    });
    scoreLabel_->setText(tr("Score %1").arg(text::decimal(doc->report().total, 2)));
    updateTitle();
    view_->show();
    view_->fitBoard();
}

void MainWindow::openDefault()
{
    installDocument(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")), QString());
}

bool MainWindow::openFile(const QString& path) { return files_->openPath(path); }

bool MainWindow::loadFile(const QString& path)
{
    if (!session_)
        openDefault(); // something to show (and to keep if the load fails)
    return files_->load(path);
}

bool MainWindow::offerRecovery()
{
    auto orphans = autosave_->store().claimOrphans(); // only work whose editor is gone
    if (orphans.empty())
        return false;
    auto& orphan = orphans.front();
    const auto& s = orphan.summary;
    QString text = s.readable ? tr("Hexloom did not close properly last time. Restore the map you were editing, \u201c%1\u201d "
                                   "(autosaved %2, %n unsaved edit(s))?",
                                   nullptr, s.unsavedEdits)
                                    .arg(s.title, QLocale().toString(s.savedAt.toLocalTime(), QLocale::ShortFormat))
                              : tr("A recovery file left by Hexloom cannot be read:\n%1\nDiscard it?").arg(orphan.file.path());
    if (orphans.size() > 1)
        text += tr("\n\n%n more unsaved map(s) will be offered at the next start.", nullptr, static_cast<int>(orphans.size() - 1));
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"), text, QMessageBox::Discard | QMessageBox::Cancel, this);
    if (s.readable) {
        box.addButton(QMessageBox::Yes)->setText(tr("&Restore"));
        box.setDefaultButton(QMessageBox::Yes);
    }
    box.button(QMessageBox::Cancel)->setText(tr("&Keep for Later"));
    box.button(QMessageBox::Cancel)->setToolTip(tr("Open Hexloom without it; it is offered again at the next start"));
    const int answer = box.exec();
    if (answer == QMessageBox::Discard)
        orphan.remove();
    return answer == QMessageBox::Yes && restoreOrphan(orphan);
}

bool MainWindow::restoreRecovery()
{
    auto orphans = autosave_->store().claimOrphans();
    auto it = std::find_if(orphans.begin(), orphans.end(), [](const auto& o) { return o.summary.readable; });
    return it != orphans.end() && restoreOrphan(*it);
}

bool MainWindow::restoreOrphan(document::RecoveryStore::Orphan& orphan)
{
    try {
        auto recovered = orphan.file.read();
        installDocument(std::move(recovered.document), recovered.originalPath);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Restore"), text::errorText(e));
        return false; // the file stays, offered again at the next start
    }
    session_->document()->undoStack()->resetClean(); // restored work is unsaved work
    updateTitle();
    // The work is in this editor's own recovery file before the orphan goes: never only in memory.
    autosave_->saveNow();
    if (autosave_->file().exists())
        orphan.remove();
    return true;
}

void MainWindow::updateTitle()
{
    const auto* doc = session_->document();
    const QString name = doc->filePath().isEmpty() ? QString::fromStdString(doc->rules().title) : QFileInfo(doc->filePath()).fileName();
    setWindowTitle(tr("%1[*] — Hexloom").arg(name));
    setWindowModified(doc->isModified());
}

void MainWindow::showHex(CellIndex cell)
{
    const auto* doc = session_->document();
    if (cell == core::model::kNoCell) {
        hexLabel_->clear();
        return;
    }
    const auto off = doc->board().offset(cell);
    const auto hex = doc->board().hex(cell);
    const auto t = doc->map().terrain(cell);
    QString text = tr("Hex %1 · row %2, column %3 · axial (%4, %5) · %6")
                       .arg(cell)
                       .arg(off.row)
                       .arg(off.col)
                       .arg(hex.q)
                       .arg(hex.r)
                       .arg(t == core::model::kNoTerrain ? tr("empty") : QString::fromStdString(doc->rules().terrain(t).name));
    if (doc->map().token(cell) > 0)
        text += tr(" · token %1").arg(doc->map().token(cell));
    if (doc->map().locked(cell))
        text += tr(" · locked");
    // Only the requirements that count: a switched-off one breaks nothing the score sees.
    const auto& requirements = doc->rules().requirements;
    int broken = 0;
    for (const auto& [index, reason] : doc->explain(cell))
        broken += index >= 0 && static_cast<size_t>(index) < requirements.size() && requirements[static_cast<size_t>(index)].enabled ? 1 : 0;
    if (broken > 0)
        text += tr(" · breaks %n requirement(s)", nullptr, broken);
    hexLabel_->setText(text);
}

void MainWindow::changeSelection(bool lock, bool fill)
{
    auto* doc = session_->document();
    const auto& selection = session_->scene()->selection();
    std::vector<document::CellChange> changes;
    changes.reserve(selection.size());
    selection.forEach([&](CellIndex c) {
        auto s = document::CellState::of(doc->map(), c);
        if (fill)
            s.terrain = options_->terrain() < doc->rules().terrainCount() ? options_->terrain() : s.terrain;
        else
            s.locked = lock;
        changes.push_back({c, s});
    });
    doc->changeCells(changes, fill ? tr("Fill selection") : lock ? tr("Lock selection") : tr("Unlock selection"));
}

void MainWindow::showDifference(const run::Suggestion* s)
{
    auto* layer = session_->scene()->marks(scene::MarkLayer::Difference);
    if (!s) {
        layer->clear();
        return;
    }
    const auto& map = session_->document()->map();
    const auto& rules = session_->document()->rules();
    std::vector<scene::CellMark> marks;
    for (CellIndex c = 0; c < map.size() && c < s->snapshot->map.size(); ++c)
        if (map.terrain(c) != s->snapshot->map.terrain(c) || map.token(c) != s->snapshot->map.token(c))
            marks.push_back({c, render::BoardRenderer::terrainColour(rules, s->snapshot->map.terrain(c))});
    const int changed = static_cast<int>(marks.size());
    layer->setMarks(std::move(marks));
    statusBar()->showMessage(tr("The suggestion changes %n hex(es): the small hexes show its terrain", nullptr, changed));
}

void MainWindow::editRuleSet()
{
    auto* doc = session_->document();
    dialogs::RuleSetEditorDialog dialog(doc->rules(), this);
    dialog.setPlayedBoard(doc->board());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto edited = dialog.ruleSet();
    if (!edited)
        return;
    auto rules = std::make_shared<const core::rules::RuleSet>(*edited);
    auto content = doc->content();
    content.map = dialogs::RuleSetEditorDialog::remap(doc->map(), doc->rules(), *rules, dialog.renamedKinds());
    content.rules = rules;
    doc->replaceContent(std::move(content), tr("Edit rule set"));
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (session_ && !files_->maybeSave()) {
        e->ignore();
        return;
    }
    pdfWriter_->finish(); // as a save in flight: a PDF being written is waited for (or cancelled)
    if (session_) {
        session_->runs()->stop();
        session_->partitions()->stop();
    }
    autosave_->discard();
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    options_->save();
    for (const DockEntry& e : dockRegistry())
        if (e.saveSettings)
            e.saveSettings(findChild<QDockWidget*>(e.id, Qt::FindDirectChildrenOnly));
    e->accept();
}

} // namespace hexloom::ui::main_window
