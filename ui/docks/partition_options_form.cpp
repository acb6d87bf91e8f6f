#include "ui/docks/partition_options_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>

#include "core/model/board.h"
#include "core/recipe/partition_recipe.h"
#include "ui/docks/terrain_combo.h"
#include "ui/document/map_document.h"

namespace hexloom::ui::docks {

namespace {
QSpinBox* spin(QWidget* parent, int lo, int hi, int value, const QString& tip)
{
    auto* s = new QSpinBox(parent);
    s->setRange(lo, hi);
    s->setValue(value);
    s->setToolTip(tip);
    return s;
}

QHBoxLayout* pair(QWidget* a, QWidget* b)
{
    auto* row = new QHBoxLayout;
    row->addWidget(a, 1);
    row->addWidget(b, 1);
    return row;
}
} // namespace

PartitionOptionsForm::PartitionOptionsForm(QWidget* parent) : QWidget(parent)
{
    auto* form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // German and Portuguese labels are longer
    scope_ = new QComboBox(this);
    scope_->setObjectName(QStringLiteral("partitionScope"));
    scope_->addItem(tr("All hexes"), static_cast<int>(ScopeKind::All));
    scope_->addItem(tr("Selected hexes"), static_cast<int>(ScopeKind::Selected));
    scope_->addItem(tr("Land only"), static_cast<int>(ScopeKind::Land));
    scope_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scope_->setMinimumContentsLength(8);
    scope_->setToolTip(tr("The hexes to divide into regions: the whole board, the Select tool's selection, or every hex that "
                          "is not water. They must form one connected piece."));
    seed_ = spin(this, 0, std::numeric_limits<int>::max(), 1, tr("The same seed, graph, options and board give the same partition"));
    seed_->setObjectName(QStringLiteral("partitionSeed"));
    auto* newSeed = new QPushButton(tr("New seed"), this);
    newSeed->setToolTip(tr("Draw a random seed"));
    connect(newSeed, &QPushButton::clicked, this, [this] { seed_->setValue(static_cast<int>(QRandomGenerator::global()->bounded(1 << 30))); });
    removal_ = new QCheckBox(tr("Allow removing hexes"), this);
    removal_->setToolTip(tr("Let the search take hexes out of every region (a ring of regions needs a hole in the middle)"));
    maxRemoved_ = spin(this, -1, core::model::kMaxBoardCells, -1, tr("The most hexes the search may remove; stored with the graph"));
    maxRemoved_->setSpecialValueText(tr("no limit"));
    maxRemoved_->setPrefix(tr("at most "));
    connect(maxRemoved_, &QSpinBox::valueChanged, this, &PartitionOptionsForm::maxRemovedEdited);
    blocking_ = new TerrainCombo(tr("(keep their terrain)"), this);
    blocking_->setObjectName(QStringLiteral("blockingTerrain"));
    blocking_->setToolTip(tr("The terrain removed hexes take when the partition is applied (by default the rule set's water)"));
    connect(blocking_, &TerrainCombo::letterChanged, this, [this](char letter) {
        if (!settingRules_)
            blockingChoice_ = letter ? QString(QChar::fromLatin1(letter)) : QStringLiteral("keep");
    });
    form->addRow(tr("Scope"), scope_);
    form->addRow(tr("Seed"), pair(seed_, newSeed));
    // One above the other: side by side, their German and Portuguese texts were wider than the panel.
    form->addRow(removal_);
    form->addRow(QString(), maxRemoved_);
    form->addRow(tr("Removed hexes"), blocking_);
    addSearchRows(form);
}

void PartitionOptionsForm::addSearchRows(QFormLayout* form)
{
    coarsenK_ = spin(this, 0, 100000, 0, tr("k': search on this many groups of hexes instead of single hexes (0: on hexes)"));
    coarsenD_ = spin(this, 0, 100000, 0, tr("d: k' grows by this after each failed run"));
    limitL_ = spin(this, 0, 1000000000, 100, tr("L: expansions per run before restarting from a new start (0: one run without limit)"));
    limitD_ = spin(this, 0, 1000000000, 50, tr("D: L grows by this after each failed run"));
    coarsenK_->setPrefix(QStringLiteral("k' "));
    coarsenD_->setPrefix(QStringLiteral("d "));
    limitL_->setPrefix(QStringLiteral("L "));
    limitD_->setPrefix(QStringLiteral("D "));
    timeLimit_ = new QDoubleSpinBox(this);
    timeLimit_->setRange(0, 3600);
    timeLimit_->setValue(30);
    timeLimit_->setSuffix(tr(" s"));
    timeLimit_->setSpecialValueText(tr("none"));
    timeLimit_->setToolTip(tr("Give up after searching this long (time paused between steps does not count)"));
    stepSize_ = spin(this, 1, 100000, 1, tr("States one Step expands"));
    stepSize_->setObjectName(QStringLiteral("stepExpansions"));
    stepSize_->setPrefix(tr("step "));
    form->addRow(tr("Coarsening"), pair(coarsenK_, coarsenD_));
    form->addRow(tr("Restarts"), pair(limitL_, limitD_));
    form->addRow(tr("Time limit"), pair(timeLimit_, stepSize_));
}

void PartitionOptionsForm::setRules(const core::rules::RuleSet& rules)
{
    settingRules_ = true;
    blocking_->setRules(rules);
    char want = 0;
    if (blockingChoice_.size() == 1 && rules.byLetter(blockingChoice_[0].toLatin1()) != core::model::kNoTerrain)
        want = blockingChoice_[0].toLatin1();
    else if (blockingChoice_ != QLatin1String("keep"))
        for (const auto& t : rules.terrains)
            if (t.water && !want)
                want = t.letter;
    blocking_->setLetter(want);
    settingRules_ = false;
}

PartitionOptionsForm::ScopeKind PartitionOptionsForm::scope() const { return static_cast<ScopeKind>(scope_->currentData().toInt()); }

void PartitionOptionsForm::setScope(ScopeKind scope) { scope_->setCurrentIndex(scope_->findData(static_cast<int>(scope))); }

core::partition::PartitionConfig PartitionOptionsForm::config() const
{
    core::partition::PartitionConfig c;
    c.seed = static_cast<uint64_t>(seed_->value());
    c.allowRemoval = removal_->isChecked();
    c.coarsenNodes = coarsenK_->value();
    c.coarsenStep = coarsenD_->value();
    c.nodeLimit = limitL_->value();
    c.nodeLimitStep = limitD_->value();
    c.timeLimitSeconds = timeLimit_->value();
    return c;
}

int PartitionOptionsForm::stepExpansions() const { return stepSize_->value(); }

run::PartitionRequest PartitionOptionsForm::request(const document::MapDocument& doc, const scene::CellSelection& selection,
                                                    const core::partition::ConstraintGraph& graph) const
{
    namespace partition = core::partition;
    run::PartitionRequest r;
    r.problem.board = doc.content().board;
    r.problem.graph = std::make_shared<const partition::ConstraintGraph>(graph);
    if (scope() == ScopeKind::Selected) {
        r.problem.scope = selection.cells();
        if (r.problem.scope.empty())
            throw std::invalid_argument("no hexes are selected: select some with the Select tool, or choose another scope");
        r.scopeWord = core::recipe::cellsScopeWord(doc.board(), r.problem.scope);
    } else {
        r.problem.scope = partition::scopeCells(doc.board(), doc.map(), doc.rules(), scope() == ScopeKind::Land ? partition::Scope::Land : partition::Scope::All);
        r.scopeWord = scope() == ScopeKind::Land ? QStringLiteral("land") : QStringLiteral("all");
    }
    r.config = config();
    partition::validateProblem(r.problem, r.config);
    r.stepExpansions = stepExpansions();
    return r;
}

core::model::TerrainId PartitionOptionsForm::blocking(const core::rules::RuleSet& rules) const { return blocking_->terrain(rules); }

void PartitionOptionsForm::showMaxRemoved(int maxRemoved)
{
    const QSignalBlocker block(maxRemoved_);
    maxRemoved_->setValue(maxRemoved);
}

void PartitionOptionsForm::loadSettings()
{
    QSettings s;
    setScope(static_cast<ScopeKind>(s.value(QStringLiteral("regions/scope"), static_cast<int>(ScopeKind::All)).toInt()));
    seed_->setValue(s.value(QStringLiteral("regions/seed"), seed_->value()).toInt());
    removal_->setChecked(s.value(QStringLiteral("regions/allowRemoval"), false).toBool());
    blockingChoice_ = s.value(QStringLiteral("regions/blocking")).toString();
    coarsenK_->setValue(s.value(QStringLiteral("regions/coarsenK"), coarsenK_->value()).toInt());
    coarsenD_->setValue(s.value(QStringLiteral("regions/coarsenD"), coarsenD_->value()).toInt());
    limitL_->setValue(s.value(QStringLiteral("regions/restartL"), limitL_->value()).toInt());
    limitD_->setValue(s.value(QStringLiteral("regions/restartD"), limitD_->value()).toInt());
    timeLimit_->setValue(s.value(QStringLiteral("regions/timeLimit"), timeLimit_->value()).toDouble());
    stepSize_->setValue(s.value(QStringLiteral("regions/stepExpansions"), stepSize_->value()).toInt());
}

void PartitionOptionsForm::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("regions/scope"), static_cast<int>(scope()));
    s.setValue(QStringLiteral("regions/seed"), seed_->value());
    s.setValue(QStringLiteral("regions/allowRemoval"), removal_->isChecked());
    s.setValue(QStringLiteral("regions/blocking"), blockingChoice_);
    s.setValue(QStringLiteral("regions/coarsenK"), coarsenK_->value());
    s.setValue(QStringLiteral("regions/coarsenD"), coarsenD_->value());
    s.setValue(QStringLiteral("regions/restartL"), limitL_->value());
    s.setValue(QStringLiteral("regions/restartD"), limitD_->value());
    s.setValue(QStringLiteral("regions/timeLimit"), timeLimit_->value());
    s.setValue(QStringLiteral("regions/stepExpansions"), stepSize_->value());
}

} // namespace hexloom::ui::docks
