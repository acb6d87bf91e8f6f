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
#include "ui/dialogs/players_editor.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/dialogs/terrain_table.h"

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
    connect(removeTerrain, &QPushButton::clicked, terrains_, &TerrainTable::removeSelected);
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
        error_->setText(QString::fromStdString(e.what()));
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
        QMessageBox::warning(this, tr("Open rule set"), QString::fromStdString(e.what()));
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
        QMessageBox::warning(this, tr("Save rule set"), QString::fromStdString(e.what()));
    }
}

core::model::Map RuleSetEditorDialog::remap(const core::model::Map& map, const core::rules::RuleSet& from, const core::rules::RuleSet& to)
{
    core::model::Map out = map;
    for (core::model::CellIndex c = 0; c < map.size(); ++c) {
        const auto t = map.terrain(c);
        out.setTerrain(c, t == core::model::kNoTerrain ? t : to.byId(from.terrain(t).id));
        if (!to.takesToken(out.terrain(c)))
            out.setToken(c, core::model::kNoToken);
    }
    return out;
}

} // namespace hexloom::ui::dialogs
