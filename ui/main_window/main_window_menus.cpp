// The main window's menu bar: File, Edit, View, Tools, Search, Assemble, Regions and Help, each
// action with its shortcut and tooltip. Split from main_window.cpp to keep each file readable.
#include "ui/main_window/main_window.h"
#include "ui/main_window/language_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <set>

#include "render/palette.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/run_replay.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/main_window/dock_registry.h"
#include "ui/main_window/export_menu.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/fix_near_hex.h"
#include "ui/main_window/why_not_zero.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/recipe_opener.h"
#include "ui/main_window/symmetry_controls.h"
#include "ui/session/document_session.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::main_window {

using core::model::CellIndex;

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    files_->fillMenu(fileMenu);
    addExportMenu(fileMenu, this, [this] { return session_ ? session_->document() : nullptr; }, pdfWriter_); // workflow: PDF export
    addOpenRecipeAction(fileMenu, this, {[this] { return files_->maybeSave(); }, // workflow: File -> Open Recipe
                                         [this](document::LoadedDocument d) { installDocument(std::move(d), QString()); },
                                         [this](const QString& verdict) { statusBar()->showMessage(verdict); }});
    editMenu_ = menuBar()->addMenu(tr("&Edit"));
    createViewMenu();
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(tools_->actions());
    tools->addSeparator();
    tools->addAction(symmetry_->brushAction());
    QAction* smaller = tools->addAction(tr("Smaller Brush"), this, [this] { options_->setBrushRadius(options_->brushRadius() - 1); });
    smaller->setShortcut(Qt::Key_BracketLeft);
    smaller->setToolTip(tr("Brush of 1, 7 or 19 hexes: one size down"));
    QAction* larger = tools->addAction(tr("Larger Brush"), this, [this] { options_->setBrushRadius(options_->brushRadius() + 1); });
    larger->setShortcut(Qt::Key_BracketRight);
    larger->setToolTip(tr("Brush of 1, 7 or 19 hexes: one size up"));
    QMenu* searchMenu = menuBar()->addMenu(tr("&Search"));
    searchMenu->addActions({search_->runAction(), search_->pauseAction(), search_->stepAction(), search_->stopAction()});
    searchMenu->addSeparator();
    searchMenu->addActions(search_->menuActions());
    searchMenu->addSeparator();
    searchMenu->addActions({fixNear_->action(), gallery_->acceptAction(), gallery_->clearAction()});
    searchMenu->addAction(whyNotZero_->action());
    searchMenu->addSeparator();
    searchMenu->addActions({monitor_->replay()->backAction(), monitor_->replay()->forwardAction()});
    QMenu* assembleMenu = menuBar()->addMenu(tr("&Assemble"));
    assembleMenu->addAction(assembly_->openAction());
    assembleMenu->addSeparator();
    assembleMenu->addActions({assembly_->assembleAction(), assembly_->stepAction(), assembly_->stopAction(), assembly_->applyAction()});
    createRegionsMenu();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help, this, menuBar()); // workflow: F1 user guide, shortcut sheet
    QAction* about = help->addAction(tr("&About Hexloom"), this, [this] {
        QMessageBox::about(this, tr("About Hexloom"),
                           tr("<b>Hexloom</b> %1<br>A hex map editor where a designer and search algorithms design a map "
                              "together. Help → User Guide (F1) explains it.")
                               .arg(QApplication::applicationVersion()));
    });
    about->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F1));
    about->setToolTip(tr("Version and where to find the user guide"));
    for (QMenu* m : menuBar()->findChildren<QMenu*>())
        m->setToolTipsVisible(true);
}

void MainWindow::createEditMenu()
{
    editMenu_->clear();
    undo_ = session_->document()->undoStack()->createUndoAction(editMenu_, tr("&Undo"));
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = session_->document()->undoStack()->createRedoAction(editMenu_, tr("&Redo"));
    redo_->setShortcut(QKeySequence::Redo);
    undo_->setToolTip(tr("Take back the last change (a stroke, an edit or a whole live run)"));
    redo_->setToolTip(tr("Do again what Undo took back"));
    editMenu_->addActions({undo_, redo_});
    editMenu_->addSeparator();
    auto add = [this](const QString& text, const QKeySequence& key, const QString& tip, auto slot) {
        QAction* a = editMenu_->addAction(text, this, slot);
        a->setShortcut(key);
        a->setToolTip(tip);
        a->setStatusTip(tip);
    };
    add(tr("Select &All"), QKeySequence::SelectAll, tr("Select every hex"), [this] { session_->scene()->selectAll(); });
    add(tr("Select &None"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), tr("Clear the selection"),
        [this] { session_->scene()->clearSelection(); });
    add(tr("&Invert Selection"), QKeySequence(Qt::CTRL | Qt::Key_I), tr("Select the hexes that are not selected, and only those"),
        [this] { session_->scene()->invertSelection(); });
    add(tr("&Lock Selection"), QKeySequence(Qt::CTRL | Qt::Key_L), tr("Lock the selected hexes"), [this] { changeSelection(true, false); });
    add(tr("U&nlock Selection"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), tr("Unlock the selected hexes"),
        [this] { changeSelection(false, false); });
    add(tr("&Fill Selection"), QKeySequence(Qt::CTRL | Qt::Key_F), tr("Paint the selected hexes with the brush terrain"),
        [this] { changeSelection(false, true); });
    editMenu_->addSeparator();
    add(tr("Rule &Set…"), QKeySequence(Qt::CTRL | Qt::Key_R), tr("Edit terrains, pools and requirements of the map's rule set"),
        [this] { editRuleSet(); });
}

namespace {
// The canvas palette, kept in the settings ("view/palette") so every map opens in it.
render::Palette savedPalette()
{
    return render::Palettes::fromName(QSettings().value(QStringLiteral("view/palette")).toString()).value_or(render::Palette::Rules);
}
} // namespace

void MainWindow::addPaletteMenu(QMenu* view)
{
    QMenu* menu = view->addMenu(tr("&Palette"));
    menu->setToolTip(tr("The colours of the hexes on the canvas; labels and glyphs stay on in every palette"));
    auto* group = new QActionGroup(menu);
    const std::pair<render::Palette, QString> entries[] = {
        {render::Palette::Rules, tr("&Rule Set Colours")}, {render::Palette::ColourBlind, tr("&Colour-Blind Safe (Okabe-Ito)")}, {render::Palette::Greyscale, tr("&Greyscale")}};
    const QString tips[] = {tr("The colours the rule set gives its kinds"), tr("Eight colours told apart with every common colour-vision deficiency"),
                            tr("Greys from light to dark, as a black-and-white printer shows the board")};
    int i = 0;
    for (const auto& [palette, text] : entries) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(palette == savedPalette());
        a->setToolTip(tips[i]);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | static_cast<Qt::Key>(Qt::Key_1 + i++)));
        a->setObjectName(QStringLiteral("palette-") + render::Palettes::name(palette));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, palette = palette] {
            QSettings().setValue(QStringLiteral("view/palette"), render::Palettes::name(palette));
            session_->scene()->setPalette(palette);
        });
    }
}

void MainWindow::createViewMenu()
{
    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto add = [&](const QString& text, const QKeySequence& key, const QString& tip, auto slot) {
        QAction* a = view->addAction(text, this, slot);
        a->setShortcut(key);
        a->setToolTip(tip);
        return a;
    };
    add(tr("Zoom &In"), QKeySequence::ZoomIn, tr("Zoom in (or the mouse wheel)"), [this] { view_->zoomBy(1.25); });
    add(tr("Zoom &Out"), QKeySequence::ZoomOut, tr("Zoom out (or the mouse wheel)"), [this] { view_->zoomBy(0.8); });
    add(tr("&Fit Board"), QKeySequence(Qt::CTRL | Qt::Key_0), tr("Show the whole board"), [this] { view_->fitBoard(); });
    QAction* coords = add(tr("Show &Coordinates"), QKeySequence(Qt::CTRL | Qt::Key_K), tr("Label hexes with row,column"), [this] {
        coordinates_ = !coordinates_;
        session_->scene()->setShowCoordinates(coordinates_);
    });
    coords->setCheckable(true);
    view->addAction(symmetry_->showAction());
    addPaletteMenu(view);
    view->addSeparator();
    view->addActions(monitor_->chartActions());
    view->addSeparator();
    for (const DockEntry& e : dockRegistry())
        if (auto* d = findChild<QDockWidget*>(e.id, Qt::FindDirectChildrenOnly))
            view->addAction(d->toggleViewAction());
    layouts_->addTo(view); // workflow: Reset Layout and presets
    view->addSeparator();
    view->addMenu(new LanguageMenu(this));
}

void MainWindow::createRegionsMenu()
{
    QMenu* menu = menuBar()->addMenu(tr("Re&gions"));
    menu->addActions({regions_->runAction(), regions_->stepAction(), regions_->stopAction()});
    menu->addSeparator();
    menu->addActions({regions_->applyAction(), regions_->clearAction()});
    menu->addSeparator();
    menu->addActions({regions_->openAction(), regions_->saveAction()});
    for (QAction* a : menu->actions())
        connect(a, &QAction::triggered, regions_, [this] {
            regions_->show();
            regions_->raise();
        });
    connect(regions_, &docks::ConstraintGraphDock::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
}

} // namespace hexloom::ui::main_window
