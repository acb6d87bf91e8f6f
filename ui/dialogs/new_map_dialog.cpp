#include "ui/dialogs/new_map_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <algorithm>

#include "core/rules/homes.h"
#include "core/io/rule_set_file.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

namespace {
const QString kHexagon = QStringLiteral("@hexagon");
const QString kRectangle = QStringLiteral("@rectangle");
const QString kCustom = QStringLiteral("@custom");
const QString kFromFile = QStringLiteral("@file");
} // namespace

NewMapDialog::NewMapDialog(const QString& lastRuleSet, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("New map"));
    auto* form = new QFormLayout(this);
    rules_ = new QComboBox(this);
    for (const QString& name : core::io::builtinRuleSetNames())
        rules_->addItem(name, name);
    // The last rule-set file, while it is still there (a file moved or deleted since would only be
    // refused at OK).
    if (!core::io::builtinRuleSetNames().contains(lastRuleSet) && QFileInfo(lastRuleSet).isFile())
        rules_->addItem(lastRuleSet, lastRuleSet);
    rules_->addItem(tr("From a file…"), kFromFile);
    rules_->setCurrentIndex(std::max(0, rules_->findData(lastRuleSet)));
    rules_->setToolTip(tr("The game: terrains, pools and requirements"));
    board_ = new QComboBox(this);
    for (const QString& map : core::io::builtinMapNames())
        board_->addItem(tr("Board: %1").arg(map), map);
    board_->addItem(tr("Hexagon of radius R"), kHexagon);
    board_->addItem(tr("Rectangle W × H"), kRectangle);
    board_->addItem(tr("Custom board: empty hexagon of radius R to shape with the Shape tool"), kCustom);
    board_->setItemData(board_->count() - 1,
                        tr("A blank board of your own shape: start from a hexagon of radius R (0: a single hex), then add hexes "
                           "with the Shape tool's left button and remove them with the right button"),
                        Qt::ToolTipRole);
    a_ = new QSpinBox(this);
    a_->setRange(0, 200);
    a_->setValue(4);
    b_ = new QSpinBox(this);
    b_->setRange(1, 500);
    b_->setValue(10);
    fill_ = new QComboBox(this);
    fill_->setToolTip(tr("What new hexes hold"));
    error_ = new QLabel(this);
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(tr("Rule set"), rules_);
    form->addRow(tr("Board"), board_);
    form->addRow(tr("R or W"), a_);
    form->addRow(tr("H"), b_);
    form->addRow(tr("Fill with"), fill_);
    form->addRow(error_);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewMapDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewMapDialog::reject);
    connect(board_, &QComboBox::currentIndexChanged, this, &NewMapDialog::updateFields);
    connect(rules_, &QComboBox::activated, this, [this] {
        if (rules_->currentData().toString() == kFromFile) {
            ruleFile_ = QFileDialog::getOpenFileName(this, tr("Rule set"), QString(), tr("Rule sets (*.json)"));
            if (!ruleFile_.isEmpty()) {
                rules_->insertItem(0, ruleFile_, ruleFile_);
                rules_->setCurrentIndex(0);
            }
        }
        fillTerrains();
    });
    fillTerrains();
    updateFields();
}

void NewMapDialog::updateFields()
{
    const QString kind = board_->currentData().toString();
    a_->setEnabled(kind == kHexagon || kind == kRectangle || kind == kCustom);
    b_->setEnabled(kind == kRectangle);
    fill_->setEnabled(kind.startsWith(QLatin1Char('@')));
}

void NewMapDialog::fillTerrains()
{
    fill_->clear();
    fill_->addItem(tr("nothing (empty hexes)"), -1);
    try {
        const auto rules = core::io::loadRuleSet(ruleSetSource());
        for (int i = 0; i < rules->terrainCount(); ++i)
            fill_->addItem(QString::fromStdString(rules->terrains[static_cast<size_t>(i)].name), i);
        // The board follows the rule set: its own map when it names one (OK at once gives a valid
        // map), else the hexagon or rectangle it declares (a game made with New Game: its pool fills
        // that board and its homes lie on it), else a blank hexagon; a built-in map of another game
        // would not read.
        const int own = board_->findData(QFileInfo(QString::fromStdString(rules->board.map)).completeBaseName());
        const bool boardIsAMap = !board_->currentData().toString().startsWith(QLatin1Char('@'));
        const auto& declared = rules->board;
        if (own >= 0) {
            board_->setCurrentIndex(own);
        } else if (declared.shape == "hexagon" || declared.shape == "rectangle") {
            board_->setCurrentIndex(board_->findData(declared.shape == "hexagon" ? kHexagon : kRectangle));
            a_->setValue(declared.a);
            b_->setValue(std::max(1, declared.b));
        } else if (boardIsAMap) {
            board_->setCurrentIndex(board_->findData(kHexagon));
        }
        error_->clear();
    } catch (const std::exception& e) {
        error_->setText(text::errorText(e));
    }
}

QString NewMapDialog::ruleSetSource() const { return rules_->currentData().toString(); }

document::LoadedDocument NewMapDialog::create() const
{
    const QString kind = board_->currentData().toString();
    auto rules = core::io::loadRuleSet(ruleSetSource());
    if (!kind.startsWith(QLatin1Char('@'))) {
        auto loaded = document::openMapFile(QStringLiteral(":/hexloom/maps/") + kind + QStringLiteral(".txt"), ruleSetSource());
        core::rules::placeHomes(*loaded.content.rules, *loaded.content.board, loaded.content.map);
        return loaded;
    }
    core::model::Board board = kind == kHexagon     ? core::model::Board::hexagon(a_->value())
                               : kind == kRectangle ? core::model::Board::rectangle(a_->value(), b_->value())
                                                    : core::model::Board::fromCells(core::model::Board::hexagon(a_->value()).hexes());
    const int fill = fill_->currentData().toInt();
    return document::blankDocument(rules, ruleSetSource(), std::move(board),
                                   fill < 0 ? core::model::kNoTerrain : static_cast<core::model::TerrainId>(fill));
}

void NewMapDialog::accept()
{
    try {
        create();
        QDialog::accept();
    } catch (const std::exception& e) {
        error_->setText(text::errorText(e));
    }
}

} // namespace hexloom::ui::dialogs
