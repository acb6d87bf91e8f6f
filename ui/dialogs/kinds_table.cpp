#include "ui/dialogs/kinds_table.h"

#include <QCheckBox>
#include <QComboBox>
#include <QColorDialog>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>
#include <iterator>

#include "core/io/rule_set_file.h"
#include "core/rules/edits/kind_references.h"
#include "ui/dialogs/glyph_combo.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

namespace {
constexpr uint32_t kNewColours[] = {0xe69f00, 0x56b4e9, 0x009e73, 0xf0e442, 0x0072b2, 0xd55e00, 0xcc79a7, 0x999999};

QString colourStyle(uint32_t rgb) { return QStringLiteral("background-color: #%1").arg(rgb, 6, 16, QLatin1Char('0')); }
} // namespace

KindsTable::KindsTable(QWidget* parent) : QTableWidget(0, kColumns, parent)
{
    setObjectName(QStringLiteral("KindsTable"));
    setHorizontalHeaderLabels({tr("Id"), tr("Name"), tr("Letter"), tr("Colour"), tr("Label"), tr("Glyph"), tr("Pool"), tr("Water"), tr("Token"), tr("Fixed")});
    horizontalHeader()->setSectionResizeMode(kName, QHeaderView::Stretch);
    // The narrow columns as narrow as their contents, so the name keeps the room (at the wizard's
    // 900 px the names were cut to their first letters).
    for (const int column : {kLetter, kGlyph, kPool, kWater, kToken, kFixed})
        horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    verticalHeader()->hide();
    horizontalHeaderItem(kId)->setToolTip(tr("Stable identifier the files use; renaming it renames every reference"));
    horizontalHeaderItem(kName)->setToolTip(tr("The kind's name as people read it"));
    horizontalHeaderItem(kLetter)->setToolTip(tr("Letter-format code: one capital letter other than N, unique in the game"));
    horizontalHeaderItem(kColour)->setToolTip(tr("Colour on the canvas and in pictures (click to choose)"));
    horizontalHeaderItem(kLabel)->setToolTip(tr("Short text drawn on the hex, at most %1 characters (empty: the letter)")
                                                  .arg(core::rules::Terrain::kMaxLabelLength));
    horizontalHeaderItem(kGlyph)->setToolTip(tr("A symbol from the bundled set drawn on the hex, so it reads without colour"));
    horizontalHeaderItem(kPool)->setToolTip(tr("Tiles of this kind; together they must fill the board"));
    horizontalHeaderItem(kWater)->setToolTip(tr("Water hexes (rivers, lakes) rather than land"));
    horizontalHeaderItem(kToken)->setToolTip(tr("Hexes of this kind carry a number token (Catan); type the tokens under Number tokens"));
    horizontalHeaderItem(kFixed)->setToolTip(tr("Hexes of this kind never move (home systems, a sea frame)"));
    connect(this, &QTableWidget::itemChanged, this, &KindsTable::cellEdited);
}

void KindsTable::setDraft(core::rules::RuleSet* rules)
{
    rules_ = rules;
    reload();
}

void KindsTable::reload()
{
    loading_ = true;
    setRowCount(0);
    if (rules_) {
        rules_->pool.resize(rules_->terrains.size(), 0);
        for (int row = 0; row < rules_->terrainCount(); ++row)
            addRow(row);
    }
    loading_ = false;
}

int KindsTable::rowOf(const QWidget* cellWidget, int column) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (this->cellWidget(r, column) == cellWidget)
            return r;
    return -1;
}

void KindsTable::addRow(int row)
{
    const core::rules::Terrain& t = rules_->terrains[static_cast<size_t>(row)];
    insertRow(row);
    setItem(row, kId, new QTableWidgetItem(QString::fromStdString(t.id)));
    setItem(row, kName, new QTableWidgetItem(QString::fromStdString(t.name)));
    setItem(row, kLetter, new QTableWidgetItem(QString(QChar::fromLatin1(t.letter))));
    auto* colour = new QPushButton(this);
    colour->setStyleSheet(colourStyle(t.colour));
    colour->setToolTip(tr("Choose the colour of %1").arg(QString::fromStdString(t.name)));
    connect(colour, &QPushButton::clicked, this, [this, colour] { pickColour(rowOf(colour, kColour)); });
    setCellWidget(row, kColour, colour);
    setItem(row, kLabel, new QTableWidgetItem(QString::fromStdString(t.label)));
    auto* glyph = new GlyphCombo(this);
    glyph->setGlyph(QString::fromStdString(t.glyph));
    glyph->setToolTip(tr("Symbol drawn on hexes of %1").arg(QString::fromStdString(t.name)));
    connect(glyph, &QComboBox::activated, this, [this, glyph] {
        rules_->terrains[static_cast<size_t>(rowOf(glyph, kGlyph))].glyph = glyph->glyph().toStdString();
        emit edited();
    });
    setCellWidget(row, kGlyph, glyph);
    auto* pool = new QSpinBox(this);
    pool->setRange(0, core::io::kMaxPoolTiles);
    pool->setValue(rules_->pool[static_cast<size_t>(row)]);
    connect(pool, &QSpinBox::valueChanged, this, [this, pool](int v) {
        rules_->pool[static_cast<size_t>(rowOf(pool, kPool))] = v;
        emit edited();
    });
    setCellWidget(row, kPool, pool);
    const std::pair<int, bool core::rules::Terrain::*> flags[] = {
        {kWater, &core::rules::Terrain::water}, {kToken, &core::rules::Terrain::takesToken}, {kFixed, &core::rules::Terrain::fixed}};
    for (const auto& [column, member] : flags) {
        auto* box = new QCheckBox(this);
        box->setChecked(t.*member);
        connect(box, &QCheckBox::toggled, this, [this, box, column = column, member = member](bool on) {
            rules_->terrains[static_cast<size_t>(rowOf(box, column))].*member = on;
            rules_->finalize();
            emit edited();
        });
        setCellWidget(row, column, box);
    }
}

void KindsTable::cellEdited(QTableWidgetItem* item)
{
    if (loading_ || !rules_)
        return;
    core::rules::Terrain& t = rules_->terrains[static_cast<size_t>(item->row())];
    const QString text = item->text();
    switch (item->column()) {
    case kId:
        if (const auto problem = core::rules::renameProblem(*rules_, t.id, text.toStdString()); !problem.pattern.empty()) {
            emit refused(tr("Kinds, row %1, id: %2").arg(item->row() + 1).arg(ui::text::coreText(problem)));
            loading_ = true;
            item->setText(QString::fromStdString(t.id));
            loading_ = false;
            return;
        }
        core::rules::renameKind(*rules_, t.id, text.toStdString());
        break;
    case kName:
        t.name = text.trimmed().toStdString();
        break;
    case kLabel:
        t.label = text.trimmed().toStdString(); // a label that does not fit stays, named by the page
        break;
    case kLetter:
        t.letter = text.trimmed().isEmpty() ? '?' : text.trimmed().at(0).toUpper().toLatin1();
        loading_ = true;
        item->setText(QString(QChar::fromLatin1(t.letter)));
        loading_ = false;
        rules_->finalize();
        break;
    default:
        return;
    }
    emit edited();
}

void KindsTable::pickColour(int row)
{
    const uint32_t old = rules_->terrains[static_cast<size_t>(row)].colour;
    const QColor c = QColorDialog::getColor(QColor::fromRgb(old), this, tr("Colour of %1").arg(item(row, kName)->text()));
    if (c.isValid())
        setColour(row, c.rgb() & 0xffffff);
}

void KindsTable::setColour(int row, uint32_t rgb)
{
    rules_->terrains[static_cast<size_t>(row)].colour = rgb;
    cellWidget(row, kColour)->setStyleSheet(colourStyle(rgb));
    emit edited();
}

void KindsTable::addKind()
{
    core::rules::Terrain t;
    int n = rules_->terrainCount() + 1;
    while (rules_->byId("kind-" + std::to_string(n)) != core::model::kNoTerrain)
        ++n;
    t.id = "kind-" + std::to_string(n);
    t.name = tr("Kind %1").arg(n).toStdString();
    for (char c = 'A'; c <= 'Z'; ++c)
        if (c != 'N' && rules_->byLetter(c) == core::model::kNoTerrain) {
            t.letter = c;
            break;
        }
    t.colour = kNewColours[static_cast<size_t>(rules_->terrainCount()) % std::size(kNewColours)];
    rules_->terrains.push_back(t);
    rules_->pool.resize(rules_->terrains.size(), 0);
    rules_->finalize();
    reload();
    setCurrentCell(rowCount() - 1, kName);
    emit edited();
}

bool KindsTable::removeSelected()
{
    const int row = currentRow();
    if (row < 0 || !rules_)
        return false;
    try {
        if (!KindRemovalDialog::removeAsked(*rules_, rules_->terrains[static_cast<size_t>(row)].id, this))
            return false; // cancelled
    } catch (const std::invalid_argument& e) {
        emit refused(tr("Kinds: %1").arg(text::errorText(e)));
        return false;
    }
    reload();
    emit edited();
    return true;
}

} // namespace hexloom::ui::dialogs
