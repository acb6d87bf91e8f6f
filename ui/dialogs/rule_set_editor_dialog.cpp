#include "ui/dialogs/rule_set_editor_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/io/rule_set_players.h"
#include "core/rules/edits/kind_references.h"
#include "core/rules/edits/new_game.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/dialogs/players_editor.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/dialogs/terrain_table.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

RuleSetEditorDialog::RuleSetEditorDialog(const core::rules::RuleSet& rules, QWidget* parent) : QDialog(parent), base_(rules)
{
    setWindowTitle(tr("Rule set"));
    resize(820, 560);
    auto* layout = new QVBoxLayout(this);
    auto* tabs = new QTabWidget(this);
    tabs->addTab(buildGeneral(), tr("General"));
    auto* terrainPage = new QWidget(this);
    auto* terrainLayout = new QVBoxLayout(terrainPage);
    terrains_ = new TerrainTable(terrainPage);
    auto* addTerrain = new QPushButton(tr("Add terrain"), terrainPage);
    auto* removeTerrain = new QPushButton(tr("Remove terrain"), terrainPage);
    connect(addTerrain, &QPushButton::clicked, terrains_, &TerrainTable::addTerrain);
    removeTerrain->setToolTip(tr("Remove the selected terrain (asks how to fix what names it)"));
    connect(removeTerrain, &QPushButton::clicked, this, &RuleSetEditorDialog::removeKind);
    connect(terrains_, &QTableWidget::cellChanged, this, &RuleSetEditorDialog::idEdited);
    auto* terrainButtons = new QHBoxLayout;
    terrainButtons->addWidget(addTerrain);
    terrainButtons->addWidget(removeTerrain);
    terrainButtons->addStretch();
    terrainLayout->addWidget(terrains_);
    terrainLayout->addLayout(terrainButtons);
    tabs->addTab(terrainPage, tr("Terrains and pool"));
    requirements_ = new RequirementEditor(this);
    tabs->addTab(requirements_, tr("Requirements"));
    players_ = new PlayersEditor(this);
    tabs->addTab(players_, tr("Players and attributes"));
    error_ = new QLabel(this);
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Apply to map"));
    buttons->button(QDialogButtonBox::Ok)->setToolTip(tr("Use this rule set for the open map (one undo step)"));
    auto* open = buttons->addButton(tr("Open…"), QDialogButtonBox::ActionRole);
    open->setToolTip(tr("Load a rule-set file into the editor"));
    auto* save = buttons->addButton(tr("Save As…"), QDialogButtonBox::ActionRole);
    save->setToolTip(tr("Save this rule set as a rule-set file"));
    connect(buttons, &QDialogButtonBox::accepted, this, &RuleSetEditorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &RuleSetEditorDialog::reject);
    connect(open, &QPushButton::clicked, this, &RuleSetEditorDialog::openFile);
    connect(save, &QPushButton::clicked, this, &RuleSetEditorDialog::saveAs);
    layout->addWidget(tabs);
    layout->addWidget(error_);
    layout->addWidget(buttons);
    // A label too long to draw is named as it is typed and keeps Apply and Save As off until it
    // fits (New Game's kinds page does the same); what was typed stays.
    apply_ = buttons->button(QDialogButtonBox::Ok);
    save_ = save;
    connect(terrains_, &QTableWidget::cellChanged, this, [this](int, int column) {
        if (!loading_ && column == TerrainTable::kLabel)
            checkLabels();
    });
    load(rules);
}

QWidget* RuleSetEditorDialog::buildGeneral()
{
    auto* page = new QWidget(this);
    auto* form = new QFormLayout(page);
    name_ = new QLineEdit(page);
    name_->setToolTip(tr("Short name, used to refer to the rule set (\"my-game\")"));
    title_ = new QLineEdit(page);
    description_ = new QPlainTextEdit(page);
    usePool_ = new QCheckBox(tr("Searches use the pool counts of the terrains tab"), page);
    usePool_->setToolTip(tr("Off: searches keep the multiset of tiles the map already has"));
    tokens_ = new QLineEdit(page);
    tokens_->setToolTip(tr("Number tokens to place on token hexes, comma-separated (Catan: 2,3,3,4,4,…)"));
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Title"), title_);
    form->addRow(tr("Description"), description_);
    form->addRow(tr("Tile pool"), usePool_);
    form->addRow(tr("Token pool"), tokens_);
    return page;
}

void RuleSetEditorDialog::load(const core::rules::RuleSet& rules)
{
    loading_ = true;
    base_ = rules;
    name_->setText(QString::fromStdString(rules.name));
    title_->setText(QString::fromStdString(rules.title));
    description_->setPlainText(QString::fromStdString(rules.description));
    usePool_->setChecked(rules.hasPool());
    QStringList tokens;
    for (int t : rules.tokenPool)
        tokens << QString::number(t);
    tokens_->setText(tokens.join(QStringLiteral(",")));
    terrains_->setRules(rules);
    requirements_->setRequirements(rules.requirements);
    players_->load(rules);
    error_->clear();
    markIds();
    loading_ = false;
    checkLabels();
}

void RuleSetEditorDialog::checkLabels()
{
    const QString problem = terrains_->labelProblem();
    if (!problem.isEmpty())
        error_->setText(problem);
    else if (!labelProblem_.isEmpty() && error_->text() == labelProblem_)
        error_->clear();
    labelProblem_ = problem;
    apply_->setEnabled(problem.isEmpty());
    save_->setEnabled(problem.isEmpty());
}

void RuleSetEditorDialog::markIds()
{
    for (int row = 0; row < terrains_->rowCount(); ++row)
        terrains_->item(row, 0)->setData(Qt::UserRole, terrains_->item(row, 0)->text());
}

void RuleSetEditorDialog::record(const std::string& from, const std::string& to)
{
    for (auto& [original, now] : renamed_)
        if (now == from) {
            now = to;
            return;
        }
    renamed_[from] = to;
}

void RuleSetEditorDialog::idEdited(int row, int column)
{
    QTableWidgetItem* item = terrains_->item(row, column);
    if (loading_ || column != 0 || !item || !item->data(Qt::UserRole).isValid())
        return; // a terrain added here: nothing names it yet
    const std::string from = item->data(Qt::UserRole).toString().toStdString(), to = item->text().trimmed().toStdString();
    if (from == to)
        return;
    // The form as it was before the edit, then the rename with every reference.
    loading_ = true;
    item->setText(QString::fromStdString(from));
    loading_ = false;
    auto before = ruleSet();
    if (!before) {
        loading_ = true;
        item->setText(QString::fromStdString(to));
        loading_ = false;
        error_->setText(tr("Terrains, row %1, id: the references to \"%2\" were not renamed because the rule set does not check: %3")
                            .arg(row + 1)
                            .arg(QString::fromStdString(from), error_->text()));
        return;
    }
    if (const auto problem = core::rules::renameProblem(*before, from, to); !problem.pattern.empty()) {
        error_->setText(tr("Terrains, row %1, id: %2").arg(row + 1).arg(text::coreText(problem)));
        return;
    }
    core::rules::renameKind(*before, from, to);
    load(*before);
    record(from, to);
}

void RuleSetEditorDialog::removeKind()
{
    const int row = terrains_->currentRow();
    if (row < 0)
        return;
    const std::string id = terrains_->item(row, 0)->text().trimmed().toStdString();
    auto current = ruleSet();
    if (!current) {
        // The references can only be found and fixed in a rule set that checks; a kind nothing
        // named when the form was last loaded (or one added here) goes with its row.
        if (terrains_->item(row, 0)->data(Qt::UserRole).isValid() && !core::rules::kindReferences(base_, id).empty()) {
            error_->setText(tr("Terrains, row %1: \"%2\" is named elsewhere in the rule set and is not removed until the rule set checks: %3")
                                .arg(row + 1)
                                .arg(QString::fromStdString(id), error_->text()));
            return;
        }
        terrains_->removeSelected();
        return;
    }
    core::rules::RuleSet edited = *current;
    std::optional<std::string> replacement;
    try {
        replacement = KindRemovalDialog::removeAsked(edited, id, this);
    } catch (const std::invalid_argument& e) {
        error_->setText(tr("Terrains: %1").arg(text::errorText(e)));
        return;
    }
    if (!replacement)
        return;
    record(id, *replacement); // cells of the kind take its replacement, or are emptied
    load(edited);
}

std::optional<core::rules::RuleSet> RuleSetEditorDialog::ruleSet()
{
    core::rules::RuleSet r = base_;
    r.name = name_->text().trimmed().toStdString();
    r.title = title_->text().trimmed().toStdString();
    r.description = description_->toPlainText().trimmed().toStdString();
    terrains_->writeTo(r, usePool_->isChecked());
    r.tokenPool.clear();
    for (const QString& t : tokens_->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = t.trimmed().toInt(&ok);
        if (!ok || v < 1 || v > 127) {
            error_->setText(tr("Token pool: \"%1\" is not a number from 1 to 127").arg(t.trimmed()));
            return std::nullopt;
        }
        r.tokenPool.push_back(v);
    }
    r.requirements = requirements_->requirements();
    r.finalize();
    if (const auto declared = core::io::shapedBoard(r.board); declared && playedBoard_ && declared->size() != playedBoard_->size())
        r.board = core::rules::boardSpecOf(*playedBoard_);
    try {
        // Checked exactly as a rule-set file: the same messages, the same limits.
        QJsonObject root = core::io::ruleSetToJson(r);
        if (const auto bad = players_->mergeInto(root)) {
            error_->setText(*bad);
            return std::nullopt;
        }
        auto checked = core::io::parseRuleSet(QJsonDocument(root).toJson(), "rule-set editor");
        error_->clear();
        return checked;
    } catch (const std::exception& e) {
        error_->setText(text::formErrorText(e));
        return std::nullopt;
    }
}

void RuleSetEditorDialog::accept()
{
    if (ruleSet())
        QDialog::accept();
}

void RuleSetEditorDialog::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open rule set"), QString(), tr("Rule sets (*.json)"));
    if (!path.isEmpty())
        openPath(path);
}

bool RuleSetEditorDialog::openPath(const QString& path)
{
    try {
        load(core::io::loadRuleSetFile(path));
        return true;
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Open rule set"), text::errorText(e));
        return false;
    }
}

void RuleSetEditorDialog::saveAs()
{
    const auto r = ruleSet();
    if (!r)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save rule set"), QString::fromStdString(r->name) + QStringLiteral(".json"),
                                                      tr("Rule sets (*.json)"));
    if (path.isEmpty())
        return;
    try {
        core::io::saveFileAtomically(path, core::io::writeRuleSet(*r));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Save rule set"), text::errorText(e));
    }
}

core::model::Map RuleSetEditorDialog::remap(const core::model::Map& map, const core::rules::RuleSet& from, const core::rules::RuleSet& to,
                                           const std::map<std::string, std::string>& renamed)
{
    core::model::Map out = map;
    for (core::model::CellIndex c = 0; c < map.size(); ++c) {
        const auto t = map.terrain(c);
        std::string id = t == core::model::kNoTerrain ? std::string() : from.terrain(t).id;
        if (const auto it = renamed.find(id); it != renamed.end())
            id = it->second;
        out.setTerrain(c, t == core::model::kNoTerrain ? t : to.byId(id));
        if (!to.takesToken(out.terrain(c)))
            out.setToken(c, core::model::kNoToken);
    }
    return out;
}

} // namespace hexloom::ui::dialogs
