#include "ui/docks/search_dock.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/search/solver.h"
#include "ui/docks/parameter_form.h"
#include "ui/docks/run_panel.h"
#include "ui/docks/seed_edit.h"
#include "ui/docks/symmetry_box.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

using core::search::algorithms;

SearchDock::SearchDock(QWidget* parent) : QDockWidget(tr("Search"), parent)
{
    setObjectName(QStringLiteral("SearchDock"));
    using B = RunPanel::Button;
    panel_ = new RunPanel({{B::Run, tr("&Run"), Qt::Key_F5, tr("Start searching on the unlocked hexes of the current map (F5)")},
                           {B::Pause, tr("&Pause"), Qt::Key_F6, tr("Pause or resume the search (F6)")},
                           {B::Step, tr("S&tep"), Qt::Key_F7, tr("Pause and run exactly one iteration (F7)")},
                           {B::Stop, tr("St&op"), QKeySequence(Qt::SHIFT | Qt::Key_F5),
                            tr("Stop the search; live results become one undo step (Shift+F5)")}},
                          this);
    connect(panel_, &RunPanel::runRequested, this, &SearchDock::start);
    connect(panel_, &RunPanel::pauseToggled, this, [this](bool on) {
        if (controller_ && controller_->isPaused() != on)
            controller_->setPaused(on);
    });
    connect(panel_, &RunPanel::stepRequested, this, [this] {
        if (controller_) {
            controller_->step();
            pauseAction()->setChecked(true);
        }
    });
    connect(panel_, &RunPanel::stopRequested, this, [this] {
        if (controller_)
            controller_->stop();
    });

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto* w = new QWidget(scroll);
    auto* layout = new QVBoxLayout(w);
    layout->addWidget(buildSettings());
    symmetry_ = new SymmetryBox(w);
    layout->addWidget(symmetry_);
    layout->addWidget(panel_);
    layout->addWidget(buildTeaching());
    layout->addStretch();
    scroll->setWidget(w);
    setWidget(scroll);
    createMenuActions();
    algorithmChanged();
    updateButtons();
}

QWidget* SearchDock::buildSettings()
{
    auto* box = new QWidget(this);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    // A row whose label and field do not fit side by side puts the field under its label: the
    // longer German and Portuguese labels ("Limite de tempo") made the settings wider than the dock.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    algorithm_ = new QComboBox(box);
    algorithm_->setObjectName(QStringLiteral("SearchAlgorithm")); // the run bar mirrors it
    // The longest names ("Every algorithm (portfolio race)") must not widen the dock past the
    // window's side: the box shrinks with the dock and its open list shows every name in full.
    algorithm_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    algorithm_->setMinimumContentsLength(10);
    for (const auto& a : algorithms())
        algorithm_->addItem(text::coreText(a.name), QString::fromStdString(a.id));
    if (algorithms().empty())
        algorithm_->addItem(tr("(no search algorithms in this build)"));
    const int def = algorithm_->findData(QString::fromStdString(core::search::defaultAlgorithm()));
    algorithm_->setCurrentIndex(std::max(0, def));
    algorithm_->setToolTip(tr("The search algorithm; its parameters appear below"));
    summary_ = new QLabel(box);
    summary_->setWordWrap(true);
    form_ = new ParameterForm(box);
    seed_ = new SeedEdit(tr("The same seed, parameters and map give the same search"), box);
    seed_->setObjectName(QStringLiteral("SearchSeed"));
    newSeed_ = seed_->newSeedAction();
    newSeed_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newSeed_->setToolTip(tr("Draw a random seed for the search (Ctrl+Shift+N)"));
    timeLimit_ = new QDoubleSpinBox(box);
    timeLimit_->setObjectName(QStringLiteral("SearchTimeLimit"));
    timeLimit_->setRange(0.1, 3600);
    timeLimit_->setValue(10);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setToolTip(tr("Stop after this long"));
    evaluations_ = new QSpinBox(box);
    evaluations_->setObjectName(QStringLiteral("SearchEvaluations"));
    // Nine digits at most and no group separators: a wider box made the settings wider than the
    // dock at 1280 x 800 (the layout test scrolls sideways otherwise).
    evaluations_->setRange(0, 999'999'999);
    evaluations_->setSingleStep(10000);
    evaluations_->setPrefix(tr("evaluations: "));
    evaluations_->setSpecialValueText(tr("no evaluation limit"));
    evaluations_->setToolTip(tr("Stop after this many evaluations (scored maps or swaps): a stop every machine reaches alike, "
                                "so the map's recipe makes the same map anywhere"));
    hasTarget_ = new QCheckBox(tr("Stop at score"), box);
    hasTarget_->setObjectName(QStringLiteral("SearchStopAtScore"));
    hasTarget_->setChecked(true);
    target_ = new QDoubleSpinBox(box);
    target_->setRange(0, 1e9);
    target_->setToolTip(tr("Stop as soon as the best score is at most this"));
    auto* targetRow = new QHBoxLayout;
    targetRow->addWidget(hasTarget_);
    targetRow->addWidget(target_, 1);
    form->addRow(tr("Algorithm"), algorithm_);
    form->addRow(summary_);
    form->addRow(form_);
    form->addRow(tr("Seed"), seed_);
    form->addRow(tr("Time limit"), timeLimit_);
    form->addRow(QString(), evaluations_); // a label of its own widened the settings past the dock
    form->addRow(tr("Target"), targetRow);
    addModeRows(form, box);
    connect(algorithm_, &QComboBox::currentIndexChanged, this, &SearchDock::algorithmChanged);
    return box;
}

void SearchDock::addModeRows(QFormLayout* form, QWidget* box)
{
    live_ = new QRadioButton(tr("Live: apply the best map as it improves"), box);
    live_->setChecked(true);
    live_->setToolTip(tr("The canvas shows the best map each time the search improves it; your edits during the run are kept"));
    suggest_ = new QRadioButton(tr("Suggestions: collect results in the gallery"), box);
    suggest_->setToolTip(tr("Each seed's result goes to the gallery and your map stays as it is until you accept one"));
    suggestCount_ = new QSpinBox(box);
    suggestCount_->setRange(1, 16);
    suggestCount_->setValue(4);
    suggestCount_->setPrefix(tr("seeds: "));
    suggestCount_->setToolTip(tr("Suggestion mode runs this many seeds (consecutive from the seed above)"));
    everyAlgorithm_ = new QCheckBox(tr("every algorithm"), box);
    everyAlgorithm_->setToolTip(tr("Suggestion mode: run each algorithm with each seed (a portfolio)"));
    fewest_ = new QCheckBox(tr("fewest changes"), box);
    fewest_->setObjectName(QStringLiteral("SearchFewestChanges"));
    fewest_->setChecked(true);
    fewest_->setToolTip(tr("Suggestion mode: give back every change to your map that the best score does not need, "
                           "so a suggestion changes as few hexes as it can"));
    // One option a line: side by side they made the dock wider than its place at 1280 x 800.
    form->addRow(live_);
    form->addRow(suggest_);
    form->addRow(QString(), suggestCount_);
    form->addRow(QString(), everyAlgorithm_);
    form->addRow(QString(), fewest_);
}

QWidget* SearchDock::buildTeaching()
{
    auto* box = new QGroupBox(tr("Teaching view"), this);
    auto* layout = new QFormLayout(box);
    teaching_ = new QCheckBox(tr("Show the algorithm's state on the canvas"), box);
    teaching_->setToolTip(tr("Tabu: last perturbation and tabu hexes; ant colony: pheromone; particle swarm: agreement; "
                             "hill climbing: restarts on the chart. Takes effect at the next Run."));
    speed_ = new QSlider(Qt::Horizontal, box);
    speed_->setRange(0, 200);
    speed_->setToolTip(tr("Delay after each iteration, to watch the search at work (0 = full speed)"));
    speedLabel_ = new QLabel(tr("full speed"), box);
    connect(speed_, &QSlider::valueChanged, this, [this](int ms) {
        speedLabel_->setText(ms == 0 ? tr("full speed") : tr("%1 ms per iteration").arg(ms));
        if (controller_)
            controller_->setStepDelay(ms * 1000);
    });
    connect(teaching_, &QCheckBox::toggled, this, &SearchDock::teachingToggled);
    pheromoneKind_ = new QComboBox(box);
    pheromoneKind_->setObjectName(QStringLiteral("pheromoneKind"));
    pheromoneKind_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    pheromoneKind_->setMinimumContentsLength(6);
    pheromoneKind_->setToolTip(tr("Ant colony heat map: the pheromone of one tile kind in every hex, or of the kind the best map "
                                  "has there. The kinds appear once an ant colony run with the teaching view has started."));
    pheromoneKind_->addItem(tr("the best map's tile"), -1);
    pheromoneKind_->setEnabled(false);
    connect(pheromoneKind_, &QComboBox::currentIndexChanged, this, [this](int) {
        kindChoice_ = pheromoneKind_->currentIndex() > 0 ? pheromoneKind_->currentText() : QString();
        emit pheromoneKindChanged(pheromoneKind_->currentData().toInt());
    });
    layout->addRow(teaching_);
    layout->addRow(tr("Pheromone of"), pheromoneKind_);
    layout->addRow(tr("Speed"), speed_);
    layout->addRow(QString(), speedLabel_);
    return box;
}

QAction* SearchDock::addMenuAction(const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* a = new QAction(text, this);
    a->setShortcut(key);
    a->setToolTip(tip);
    a->setStatusTip(tip);
    menuActions_.push_back(a);
    return a;
}

void SearchDock::createMenuActions()
{
    auto* modes = new QActionGroup(this);
    QAction* live = addMenuAction(tr("&Live Mode"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L), live_->text());
    QAction* suggest = addMenuAction(tr("S&uggestion Mode"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), suggest_->text());
    for (auto [action, radio] : {std::pair{live, live_}, std::pair{suggest, suggest_}}) {
        action->setCheckable(true);
        action->setChecked(radio->isChecked());
        modes->addAction(action);
        connect(action, &QAction::triggered, radio, [radio = radio] { radio->setChecked(true); });
        connect(radio, &QRadioButton::toggled, action, &QAction::setChecked);
    }
    menuActions_.push_back(new QAction(this));
    menuActions_.back()->setSeparator(true);
    QAction* teach = addMenuAction(tr("&Teaching View"), Qt::Key_F9, teaching_->toolTip());
    teach->setCheckable(true);
    connect(teach, &QAction::toggled, teaching_, &QCheckBox::setChecked);
    connect(teaching_, &QCheckBox::toggled, teach, &QAction::setChecked);
    constexpr int kSpeedStep = 20; // ms per iteration
    connect(addMenuAction(tr("Teaching S&lower"), QKeySequence(Qt::SHIFT | Qt::Key_F9), tr("Wait 20 ms more after each iteration")),
            &QAction::triggered, this, [this] { speed_->setValue(speed_->value() + kSpeedStep); });
    connect(addMenuAction(tr("Teaching &Faster"), QKeySequence(Qt::CTRL | Qt::Key_F9), tr("Wait 20 ms less after each iteration")),
            &QAction::triggered, this, [this] { speed_->setValue(speed_->value() - kSpeedStep); });
    nextKind_ = addMenuAction(tr("Next &Pheromone Kind"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P),
                              tr("Ant colony heat map: show the next tile kind's pheromone"));
    nextKind_->setEnabled(false);
    connect(nextKind_, &QAction::triggered, this,
            [this] { pheromoneKind_->setCurrentIndex((pheromoneKind_->currentIndex() + 1) % pheromoneKind_->count()); });
    menuActions_.push_back(new QAction(this));
    menuActions_.back()->setSeparator(true);
    menuActions_.push_back(newSeed_);
}

void SearchDock::algorithmChanged()
{
    const auto* info = core::search::findAlgorithm(algorithm_->currentData().toString().toStdString());
    form_->setDescriptors(info ? info->parameters : std::vector<core::run::ParameterDescriptor>{});
    summary_->setText(info ? text::coreText(info->summary) : tr("No search algorithm is available."));
    summary_->setToolTip(info ? QString::fromStdString(info->reference) : QString());
    // The box is narrower than the longest names ("Solucionador rápido do Hexloom"): the tooltip
    // names the chosen one in full (the run bar's box shows the same).
    algorithm_->setToolTip(algorithm_->currentText() + QLatin1Char('\n') + tr("The search algorithm; its parameters appear below"));
    updateButtons();
}

QAction* SearchDock::runAction() const { return panel_->action(RunPanel::Button::Run); }
QAction* SearchDock::pauseAction() const { return panel_->action(RunPanel::Button::Pause); }
QAction* SearchDock::stepAction() const { return panel_->action(RunPanel::Button::Step); }
QAction* SearchDock::stopAction() const { return panel_->action(RunPanel::Button::Stop); }

void SearchDock::setSession(session::DocumentSession* session)
{
    symmetry_->setDocument(session->document());
    setController(session->runs());
}

void SearchDock::setController(run::RunController* controller)
{
    if (controller_)
        controller_->disconnect(this);
    controller_ = controller;
    controller_->setStepDelay(speed_->value() * 1000);
    connect(controller_, &run::RunController::started, this, &SearchDock::updateButtons);
    connect(controller_, &run::RunController::runEnded, this, &SearchDock::runEnded);
    connect(controller_, &run::RunController::finished, this, &SearchDock::updateButtons);
    updateButtons();
}

bool SearchDock::teaching() const { return teaching_->isChecked(); }

void SearchDock::prepareForTeaching()
{
    teaching_->setChecked(true);
    if (speed_->value() == 0)
        speed_->setValue(kTeachDelayMs);
}

int SearchDock::stepDelayMs() const { return speed_->value(); }

int SearchDock::pheromoneKind() const { return pheromoneKind_->currentData().toInt(); }

void SearchDock::setPheromoneKinds(const std::vector<std::string>& kinds)
{
    if (kinds == kinds_)
        return;
    kinds_ = kinds;
    QSignalBlocker block(pheromoneKind_);
    while (pheromoneKind_->count() > 1)
        pheromoneKind_->removeItem(1);
    for (size_t k = 0; k < kinds.size(); ++k)
        pheromoneKind_->addItem(QString::fromStdString(kinds[k]), static_cast<int>(k));
    pheromoneKind_->setEnabled(!kinds.empty());
    nextKind_->setEnabled(!kinds.empty());
    const int again = kindChoice_.isEmpty() ? 0 : pheromoneKind_->findText(kindChoice_);
    pheromoneKind_->setCurrentIndex(again < 0 ? 0 : again);
    emit pheromoneKindChanged(pheromoneKind_->currentData().toInt());
}

core::search::RunSettings SearchDock::runSettings(uint64_t seed) const
{
    core::search::RunSettings s;
    s.seed = seed;
    s.stop.timeLimitSeconds = timeLimit_->value();
    s.stop.evaluationLimit = evaluations_->value();
    s.stop.hasTarget = hasTarget_->isChecked();
    s.stop.target = target_->value();
    s.teaching = teaching_->isChecked();
    return s;
}

std::vector<run::RunRequest> SearchDock::requests() const
{
    std::vector<run::RunRequest> out;
    const auto* chosen = core::search::findAlgorithm(algorithm_->currentData().toString().toStdString());
    if (!chosen)
        return out;
    const auto seed = static_cast<uint64_t>(seed_->value());
    if (live_->isChecked()) {
        out.push_back(run::RunRequest::forAlgorithm(*chosen, form_->values(), runSettings(seed)));
        out.back().symmetry = symmetry_->runSymmetry();
        return out;
    }
    const core::search::ChangeBudget budget{true, core::model::kNoCell, 0};
    return suggestionRequests(fewest_->isChecked() ? &budget : nullptr);
}

// Suggestion mode's requests: the seeds (and with "every algorithm" each algorithm), each inside
// `budget` when one is given.
std::vector<run::RunRequest> SearchDock::suggestionRequests(const core::search::ChangeBudget* budget) const
{
    std::vector<run::RunRequest> out;
    const auto* chosen = core::search::findAlgorithm(algorithm_->currentData().toString().toStdString());
    if (!chosen)
        return out;
    const auto seed = static_cast<uint64_t>(seed_->value());
    for (int i = 0; i < suggestCount_->value(); ++i) {
        const auto settings = runSettings(seed + static_cast<uint64_t>(i));
        for (const auto& a : algorithms()) {
            if (&a != chosen && (!everyAlgorithm_->isChecked() || a.id == "portfolio"))
                continue; // other algorithms run with their defaults; the race is one of them already
            auto r = run::RunRequest::forAlgorithm(a, &a == chosen ? form_->values() : core::run::ParameterValues{}, settings);
            r.symmetry = symmetry_->runSymmetry();
            out.push_back(budget ? r.withBudget(*budget) : r);
        }
    }
    return out;
}

bool SearchDock::fewestChanges() const { return fewest_->isChecked(); }

bool SearchDock::suggestFixesNear(core::model::CellIndex cell)
{
    if (!controller_ || controller_->isRunning() || cell == core::model::kNoCell)
        return false;
    const core::search::ChangeBudget budget{fewest_->isChecked(), cell, kFixRadius};
    auto reqs = suggestionRequests(&budget);
    if (reqs.empty())
        return false;
    controller_->start(run::RunController::Mode::Suggestions, std::move(reqs));
    pauseAction()->setChecked(false);
    return controller_->isRunning();
}

void SearchDock::start()
{
    if (!controller_ || controller_->isRunning())
        return;
    auto reqs = requests();
    if (reqs.empty())
        return;
    controller_->start(live_->isChecked() ? run::RunController::Mode::Live : run::RunController::Mode::Suggestions, std::move(reqs));
    pauseAction()->setChecked(false);
}

void SearchDock::updateButtons()
{
    const bool running = controller_ && controller_->isRunning();
    const auto* info = core::search::findAlgorithm(algorithm_->currentData().toString().toStdString());
    runAction()->setEnabled(!running && info && controller_);
    pauseAction()->setEnabled(running);
    stepAction()->setEnabled(running);
    stopAction()->setEnabled(running);
    if (!running)
        pauseAction()->setChecked(false);
}

void SearchDock::loadSettings()
{
    QSettings s;
    const int i = algorithm_->findData(s.value(QStringLiteral("search/algorithm")).toString());
    if (i >= 0)
        algorithm_->setCurrentIndex(i);
    timeLimit_->setValue(s.value(QStringLiteral("search/timeLimit"), timeLimit_->value()).toDouble());
    evaluations_->setValue(s.value(QStringLiteral("search/evaluations"), 0).toInt());
    suggestCount_->setValue(s.value(QStringLiteral("search/suggestions"), suggestCount_->value()).toInt());
    hasTarget_->setChecked(s.value(QStringLiteral("search/stopAtTarget"), true).toBool());
    (s.value(QStringLiteral("search/suggestionMode"), false).toBool() ? suggest_ : live_)->setChecked(true);
    fewest_->setChecked(s.value(QStringLiteral("search/fewestChanges"), true).toBool());
    teaching_->setChecked(s.value(QStringLiteral("search/teaching"), false).toBool());
    speed_->setValue(s.value(QStringLiteral("search/stepDelayMs"), 0).toInt());
    kindChoice_ = s.value(QStringLiteral("search/pheromoneKind")).toString();
    symmetry_->loadSettings();
}

void SearchDock::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("search/algorithm"), algorithm_->currentData());
    s.setValue(QStringLiteral("search/timeLimit"), timeLimit_->value());
    s.setValue(QStringLiteral("search/evaluations"), evaluations_->value());
    s.setValue(QStringLiteral("search/suggestions"), suggestCount_->value());
    s.setValue(QStringLiteral("search/stopAtTarget"), hasTarget_->isChecked());
    s.setValue(QStringLiteral("search/suggestionMode"), suggest_->isChecked());
    s.setValue(QStringLiteral("search/fewestChanges"), fewest_->isChecked());
    s.setValue(QStringLiteral("search/teaching"), teaching_->isChecked());
    s.setValue(QStringLiteral("search/stepDelayMs"), speed_->value());
    s.setValue(QStringLiteral("search/pheromoneKind"), kindChoice_);
    symmetry_->saveSettings();
}

} // namespace hexloom::ui::docks
