#include "ui/docks/tile_set_dock.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/io/board_spec.h"
#include "core/assembly/tile_set_file.h"
#include "ui/docks/assembly_text.h"
#include "ui/docks/run_panel.h"
#include "ui/docks/seed_edit.h"
#include "ui/docks/tile_list.h"
#include "ui/document/map_document.h"
#include "ui/run/assembly_controller.h"
#include "ui/scene/assembly_item.h"
#include "ui/session/document_session.h"
#include "ui/scene/map_scene.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

using namespace core::assembly;

TileSetDock::TileSetDock(QWidget* parent) : QDockWidget(tr("Tile Assembly"), parent)
{
    setObjectName(QStringLiteral("TileSetDock"));
    createActions();
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // labels wrap to the dock's width
    auto* w = new QWidget(scroll);
    auto* layout = new QVBoxLayout(w);
    layout->addWidget(buildSetRows());
    tiles_ = new TileList(w);
    tiles_->setMinimumHeight(200);
    layout->addWidget(tiles_, 1);
    layout->addWidget(buildOptions());
    layout->addWidget(panel_);
    panel_->addStateLine()->setObjectName(QStringLiteral("assemblyStatus"));
    stats_ = panel_->addTextLine();
    stepText_ = panel_->addTextLine();
    stepText_->setObjectName(QStringLiteral("assemblyStep"));
    scroll->setWidget(w);
    setWidget(scroll);
    for (const QString& name : core::assembly::builtinTileSetNames())
        setChoice_->addItem(name, name);
    // The set made for the default document's board comes first.
    setChoice_->setCurrentIndex(std::max(0, setChoice_->findData(QStringLiteral("terra-mystica-modular"))));
    connect(setChoice_, &QComboBox::currentIndexChanged, this, &TileSetDock::tileSetChosen);
    tileSetChosen(setChoice_->currentIndex());
    updateButtons();
}

void TileSetDock::createActions()
{
    open_ = new QAction(tr("&Open Tile Set…"), this);
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    open_->setToolTip(tr("Read a tile-set file (Ctrl+Shift+T)"));
    open_->setStatusTip(open_->toolTip());
    open_->setIconText(tr("Open…")); // short words on the dock's buttons; the menu shows the full names
    const QString assemble = tr("Fill the board with the tile set's tiles, streaming the partial assembly; continues a stepped run (F8)");
    const QString step = tr("One placement, removal, gap choice or dead end at a time, shown on the canvas (Ctrl+Shift+F8)");
    const QString stop = tr("Stop the assembly run (Shift+F8)");
    const QString apply = tr("Write the finished assembly into the map as one undo step; locked hexes stay (Ctrl+F8)");
    using B = RunPanel::Button;
    panel_ = new RunPanel({{B::Run, tr("&Assemble"), Qt::Key_F8, assemble, assemble},
                           {B::Step, tr("Assembly S&tep"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F8), step, step, tr("Step")},
                           {B::Stop, tr("Stop Assembly"), QKeySequence(Qt::SHIFT | Qt::Key_F8), stop, stop, tr("Stop")},
                           {B::Apply, tr("Apply Assembly"), QKeySequence(Qt::CTRL | Qt::Key_F8), apply, apply, tr("Apply")}},
                          this);
    connect(open_, &QAction::triggered, this, &TileSetDock::chooseFile);
    connect(panel_, &RunPanel::runRequested, this, [this] { startRun(false); });
    connect(panel_, &RunPanel::stepRequested, this, [this] { startRun(true); });
    connect(panel_, &RunPanel::stopRequested, this, [this] {
        if (controller_)
            controller_->stop();
    });
    connect(panel_, &RunPanel::applyRequested, this, &TileSetDock::applyResult);
}

QWidget* TileSetDock::buildSetRows()
{
    auto* box = new QWidget(this);
    auto* form = new QVBoxLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    setChoice_ = new QComboBox(box);
    setChoice_->setObjectName(QStringLiteral("tileSetChoice"));
    setChoice_->setToolTip(tr("The built-in tile sets and the tile-set files opened so far"));
    auto* openButton = new QToolButton(box);
    openButton->setDefaultAction(open_);
    openButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* row = new QHBoxLayout;
    row->addWidget(setChoice_, 1);
    row->addWidget(openButton);
    form->addLayout(row);
    description_ = new QLabel(box);
    description_->setWordWrap(true);
    boardWarning_ = new QLabel(box);
    boardWarning_->setObjectName(QStringLiteral("boardWarning"));
    boardWarning_->setWordWrap(true);
    boardWarning_->setStyleSheet(QStringLiteral("color: #b00000"));
    useBoard_ = new QPushButton(tr("Use Its Board"), box);
    useBoard_->setToolTip(tr("Replace the map by the tile set's empty board and rule set (one undo step)"));
    connect(useBoard_, &QPushButton::clicked, this, &TileSetDock::useSetBoard);
    form->addWidget(description_);
    form->addWidget(boardWarning_);
    form->addWidget(useBoard_);
    return box;
}

QWidget* TileSetDock::buildOptions()
{
    auto* box = new QWidget(this);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // "Limite de tempo" beside the tricks was wider than the dock
    seed_ = new SeedEdit(tr("The same tile set, board, locks, seed and tricks give the same assembly"), box);
    timeLimit_ = new QDoubleSpinBox(box);
    timeLimit_->setRange(0, 3600);
    timeLimit_->setValue(10);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("none"));
    timeLimit_->setToolTip(tr("Give up after this long (0: never)"));
    auto trick = [box](const QString& text, const char* name) {
        auto* c = new QCheckBox(text, box);
        c->setChecked(true);
        for (const auto& d : assemblyParameters())
            if (d.name == name)
                c->setToolTip(text::coreText(d.help));
        return c;
    };
    gapList_ = trick(tr("gap list"), "gaplist");
    reduce_ = trick(tr("reduce"), "reduce");
    mrv_ = trick(tr("fewest first"), "mrv");
    line_ = trick(tr("lines first"), "line");
    auto* tricks = new QGridLayout;
    tricks->addWidget(gapList_, 0, 0);
    tricks->addWidget(reduce_, 0, 1);
    tricks->addWidget(mrv_, 1, 0);
    tricks->addWidget(line_, 1, 1);
    form->addRow(tr("Seed"), seed_);
    form->addRow(tr("Time limit"), timeLimit_);
    form->addRow(tr("Tricks"), tricks);
    return box;
}

QAction* TileSetDock::assembleAction() const { return panel_->action(RunPanel::Button::Run); }
QAction* TileSetDock::stepAction() const { return panel_->action(RunPanel::Button::Step); }
QAction* TileSetDock::stopAction() const { return panel_->action(RunPanel::Button::Stop); }
QAction* TileSetDock::applyAction() const { return panel_->action(RunPanel::Button::Apply); }

scene::AssemblyItem* TileSetDock::overlay() const { return session_->assemblyOverlay(); }

run::AssemblyController* TileSetDock::controller() const { return controller_; }

void TileSetDock::setSession(session::DocumentSession* session)
{
    if (controller_)
        controller_->disconnect(this);
    if (doc_)
        doc_->disconnect(this);
    session_ = session;
    doc_ = session->document();
    controller_ = session->assemblies();
    connect(controller_, &run::AssemblyController::started, this, &TileSetDock::updateButtons);
    connect(controller_, &run::AssemblyController::snapshotTaken, this, &TileSetDock::showSnapshot);
    connect(controller_, &run::AssemblyController::finished, this, &TileSetDock::runFinished);
    connect(doc_, &document::MapDocument::contentReset, this, [this] {
        overlay()->clear();
        updateBoardWarning();
    });
    connect(doc_, &document::MapDocument::edited, this, [this] {
        if (!controller_->isRunning())
            overlay()->clear(); // the map shows what the designer did now
        updateButtons();
    });
    panel_->setState({});
    stats_->clear();
    stepText_->clear();
    updateBoardWarning();
    updateButtons();
}

bool TileSetDock::openTileSet(const QString& nameOrPath, QString* error)
{
    try {
        auto set = core::assembly::loadTileSet(nameOrPath);
        int i = setChoice_->findData(nameOrPath);
        if (i < 0) {
            setChoice_->addItem(QFileInfo(nameOrPath).fileName(), nameOrPath);
            i = setChoice_->count() - 1;
            setChoice_->setItemData(i, nameOrPath, Qt::ToolTipRole);
        }
        const QSignalBlocker block(setChoice_);
        setChoice_->setCurrentIndex(i);
        set_ = std::move(set);
    } catch (const std::exception& e) {
        if (error)
            *error = text::errorText(e);
        return false;
    }
    tiles_->setTileSet(set_);
    description_->setText(QStringLiteral("<b>%1</b> — %2").arg(QString::fromStdString(set_->title).toHtmlEscaped(),
                                                              QString::fromStdString(set_->description).toHtmlEscaped()));
    updateBoardWarning();
    updateButtons();
    return true;
}

void TileSetDock::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Tile Set"), QString(), tr("Tile sets (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openTileSet(path, &error))
        QMessageBox::warning(this, tr("Open Tile Set"), tr("Cannot read the tile set:\n%1").arg(error));
}

void TileSetDock::tileSetChosen(int index)
{
    if (index < 0)
        return;
    QString error;
    if (!openTileSet(setChoice_->itemData(index).toString(), &error))
        QMessageBox::warning(this, tr("Tile Set"), error);
}

QString TileSetDock::boardWarning() const { return boardWarning_->text(); }

void TileSetDock::updateBoardWarning()
{
    const QString w = set_ && doc_ ? run::AssemblyController::boardMismatch(*set_, doc_->board()) : QString();
    boardWarning_->setText(w);
    boardWarning_->setVisible(!w.isEmpty());
    useBoard_->setVisible(!w.isEmpty());
}

void TileSetDock::useSetBoard()
{
    if (!doc_ || !set_ || (controller_ && controller_->isRunning()))
        return;
    try {
        auto board = core::io::parseBoardSpec(set_->board);
        if (!board)
            return;
        document::DocumentContent content{std::make_shared<const core::model::Board>(std::move(*board)), set_->rules, {}};
        content.map = core::model::Map(content.board->size());
        doc_->replaceContent(std::move(content), tr("Board of tile set %1").arg(QString::fromStdString(set_->name)));
        // Another board and rule set: no longer the file it was opened from, so Save asks where
        // to save instead of overwriting that file with a different game.
        doc_->setFilePath(QString());
    } catch (const std::invalid_argument& e) {
        QMessageBox::warning(this, tr("Tile Set"), text::errorText(e));
    }
}

AssemblyOptions TileSetDock::options() const
{
    AssemblyOptions o;
    o.seed = static_cast<uint64_t>(seed_->value());
    o.timeLimitSeconds = timeLimit_->value();
    o.tricks = {gapList_->isChecked(), reduce_->isChecked(), mrv_->isChecked(), line_->isChecked()};
    return o;
}

void TileSetDock::setSeed(int seed) { seed_->setValue(seed); }

void TileSetDock::startRun(bool stepMode)
{
    if (!controller_ || !set_)
        return;
    if (controller_->isRunning()) {
        if (stepMode)
            controller_->step();
        else
            controller_->resume();
        return;
    }
    panel_->setState(stepMode ? tr("Step mode: press Step (Ctrl+Shift+F8) for the next step, Assemble (F8) to run on") : tr("Assembling…"));
    stepText_->clear();
    controller_->start(set_, options(), stepMode);
}

void TileSetDock::showSnapshot(const std::shared_ptr<const AssemblySnapshot>& s)
{
    overlay()->show(s, set_->rules);
    tiles_->setPlaced(s->placements);
    stats_->setText(assemblyStatsText(s->stats));
    const QString step = assemblyStepText(*s, doc_->board());
    const QString dead = lastDeadEndText(*s, doc_->board());
    stepText_->setText(dead.isEmpty() ? step : step + QLatin1Char('\n') + dead);
}

void TileSetDock::runFinished(const QString& message, bool error)
{
    if (error) {
        panel_->setState(tr("The assembly could not start: %1").arg(message));
        QMessageBox::warning(this, tr("Assemble"), message);
    } else {
        const auto& r = controller_->result();
        const bool solved = r && r->success;
        panel_->setState(solved ? tr("Assembled with %n tile(s), seed %1: Apply (Ctrl+F8) writes it into the map", nullptr,
                                     static_cast<int>(r->placements.size()))
                                      .arg(r->seed)
                                : (boardWarning().isEmpty() ? tr("No assembly: %1") : tr("No assembly: %1 (the tile set is made for another board)")).arg(message));
        if (r)
            stats_->setText(assemblyStatsText(r->stats));
    }
    updateButtons();
}

void TileSetDock::applyResult()
{
    if (!controller_)
        return;
    QString why;
    if (!controller_->apply(&why)) {
        QMessageBox::information(this, tr("Apply Assembly"), why);
        return;
    }
    overlay()->clear();
    tiles_->setPlaced({});
    panel_->setState(tr("Applied: the map is an ordinary map now (scored, editable, optimisable; Undo takes it back). "
                        "Lock hexes and assemble again to keep their tiles."));
    updateButtons();
}

QString TileSetDock::statusText() const { return panel_->state(); }
QString TileSetDock::stepText() const { return stepText_->text(); }
QString TileSetDock::statsText() const { return stats_->text(); }

void TileSetDock::updateButtons()
{
    const bool running = controller_ && controller_->isRunning();
    assembleAction()->setEnabled(controller_ && set_);
    stepAction()->setEnabled(controller_ && set_);
    stopAction()->setEnabled(running);
    applyAction()->setEnabled(controller_ && controller_->canApply());
    open_->setEnabled(!running);
    setChoice_->setEnabled(!running);
}

void TileSetDock::loadSettings()
{
    QSettings s;
    const QString set = s.value(QStringLiteral("assembly/tileSet")).toString();
    if (!set.isEmpty() && (setChoice_->findData(set) >= 0 || QFileInfo::exists(set)))
        openTileSet(set);
    timeLimit_->setValue(s.value(QStringLiteral("assembly/timeLimit"), timeLimit_->value()).toDouble());
    AssemblyTricks tricks;
    try {
        tricks = tricksWithout(s.value(QStringLiteral("assembly/tricksOff"), QStringLiteral("none")).toString().toStdString());
    } catch (const std::invalid_argument&) {
    }
    gapList_->setChecked(tricks.gapList);
    reduce_->setChecked(tricks.reduce);
    mrv_->setChecked(tricks.mrv);
    line_->setChecked(tricks.line);
}

void TileSetDock::saveSettings() const
{
    QSettings s;
    if (set_)
        s.setValue(QStringLiteral("assembly/tileSet"), setChoice_->currentData());
    s.setValue(QStringLiteral("assembly/timeLimit"), timeLimit_->value());
    s.setValue(QStringLiteral("assembly/tricksOff"), QString::fromStdString(disabledTricks(options().tricks)));
}

} // namespace hexloom::ui::docks
