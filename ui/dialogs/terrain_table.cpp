#include "ui/dialogs/terrain_table.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QHeaderView>
#include <QPushButton>
#include <QSpinBox>

#include "ui/dialogs/glyph_combo.h"

namespace hexloom::ui::dialogs {

namespace {

QCheckBox* checkAt(const QTableWidget* t, int row, int col) { return static_cast<QCheckBox*>(t->cellWidget(row, col)); }
QSpinBox* spinAt(const QTableWidget* t, int row, int col) { return static_cast<QSpinBox*>(t->cellWidget(row, col)); }
} // namespace

TerrainTable::TerrainTable(QWidget* parent) : QTableWidget(0, kColumns, parent)
{
    setHorizontalHeaderLabels(
        {tr("Id"), tr("Letter"), tr("Name"), tr("Colour"), tr("Label"), tr("Glyph"), tr("Water"), tr("Token"), tr("Cycle"), tr("Pool")});
    horizontalHeader()->setSectionResizeMode(kName, QHeaderView::Stretch);
    // The narrow columns as narrow as their contents, the glyph's with its picture and whole name.
    for (const int column : {kLetter, kGlyph, kWater, kToken, kCycle, kPool})
        horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    verticalHeader()->hide();
    horizontalHeaderItem(kId)->setToolTip(tr("Stable identifier used in files"));
    horizontalHeaderItem(kLetter)->setToolTip(tr("Letter-format code, unique in the rule set"));
    horizontalHeaderItem(kLabel)->setToolTip(tr("Short text drawn on the hex, at most %1 characters (empty: the letter)")
                                                  .arg(core::rules::Terrain::kMaxLabelLength));
    horizontalHeaderItem(kGlyph)->setToolTip(tr("A symbol from the bundled set drawn on the hex, so it reads without colour"));
    horizontalHeaderItem(kWater)->setToolTip(tr("Water hexes (rivers, lakes) rather than land"));
    horizontalHeaderItem(kToken)->setToolTip(tr("Hexes of this terrain carry a number token (Catan)"));
    horizontalHeaderItem(kCycle)->setToolTip(tr("Position on the terraform cycle, -1 when not on it"));
    horizontalHeaderItem(kPool)->setToolTip(tr("Tiles of this terrain in the pool"));
}

void TerrainTable::setRules(const core::rules::RuleSet& rules)
{
    setRowCount(0);
    for (size_t i = 0; i < rules.terrains.size(); ++i)
        addRow(rules.terrains[i], i < rules.pool.size() ? rules.pool[i] : 0);
}

void TerrainTable::addRow(const core::rules::Terrain& t, int pool)
{
    const int row = rowCount();
    insertRow(row);
    setItem(row, kId, new QTableWidgetItem(QString::fromStdString(t.id)));
    setItem(row, kLetter, new QTableWidgetItem(QString(QChar::fromLatin1(t.letter))));
    setItem(row, kName, new QTableWidgetItem(QString::fromStdString(t.name)));
    auto* colour = new QPushButton(this);
    colour->setProperty("rgb", t.colour);
    colour->setStyleSheet(QStringLiteral("background-color: #%1").arg(t.colour, 6, 16, QLatin1Char('0')));
    colour->setToolTip(tr("Choose the colour"));
    connect(colour, &QPushButton::clicked, this, [this, colour] {
        for (int r = 0; r < rowCount(); ++r)
            if (cellWidget(r, kColour) == colour)
                pickColour(r);
    });
    setCellWidget(row, kColour, colour);
    setItem(row, kLabel, new QTableWidgetItem(QString::fromStdString(t.label)));
    auto* glyph = new GlyphCombo(this);
    glyph->setGlyph(QString::fromStdString(t.glyph));
    glyph->setToolTip(tr("Symbol drawn on hexes of %1").arg(QString::fromStdString(t.name)));
    // A pick is an edit of the table like a typed cell: the dialog's live checks follow it.
    connect(glyph, &QComboBox::activated, this, [this, glyph] {
        for (int r = 0; r < rowCount(); ++r)
            if (cellWidget(r, kGlyph) == glyph)
                emit cellChanged(r, kGlyph);
    });
    setCellWidget(row, kGlyph, glyph);
    auto* water = new QCheckBox(this);
    water->setChecked(t.water);
    setCellWidget(row, kWater, water);
    auto* token = new QCheckBox(this);
    token->setChecked(t.takesToken);
    setCellWidget(row, kToken, token);
    auto* cycle = new QSpinBox(this);
    cycle->setRange(-1, 63);
    cycle->setValue(t.cyclePosition);
    setCellWidget(row, kCycle, cycle);
    auto* poolSpin = new QSpinBox(this);
    poolSpin->setRange(0, 250000);
    poolSpin->setValue(pool);
    setCellWidget(row, kPool, poolSpin);
}

void TerrainTable::pickColour(int row)
{
    auto* button = static_cast<QPushButton*>(cellWidget(row, kColour));
    const QColor c = QColorDialog::getColor(QColor::fromRgb(button->property("rgb").toUInt()), this, tr("Terrain colour"));
    if (!c.isValid())
        return;
    const uint rgb = c.rgb() & 0xffffff;
    button->setProperty("rgb", rgb);
    button->setStyleSheet(QStringLiteral("background-color: %1").arg(c.name()));
}

void TerrainTable::addTerrain()
{
    core::rules::Terrain t;
    t.id = "terrain" + std::to_string(rowCount() + 1);
    t.name = "Terrain " + std::to_string(rowCount() + 1);
    t.letter = static_cast<char>('A' + rowCount() % 26);
    t.colour = 0xb0b0b0;
    addRow(t, 0);
}

void TerrainTable::removeSelected()
{
    if (currentRow() >= 0)
        removeRow(currentRow());
}

QString TerrainTable::labelProblem() const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QString label = item(row, kLabel) ? item(row, kLabel)->text().trimmed() : QString();
        if (label.size() > core::rules::Terrain::kMaxLabelLength)
            return tr("Terrains, row %1, label: \"%2\" has %3 characters; a label is drawn on the hex and fits at most %4")
                .arg(row + 1)
                .arg(label)
                .arg(label.size())
                .arg(core::rules::Terrain::kMaxLabelLength);
    }
    return {};
}

void TerrainTable::writeTo(core::rules::RuleSet& rules, bool usePool) const
{
    rules.terrains.clear();
    rules.pool.clear();
    for (int row = 0; row < rowCount(); ++row) {
        core::rules::Terrain t; // attributes, fixed, zone and badges: the Players and attributes tab's
        t.id = item(row, kId)->text().trimmed().toStdString();
        const QString letter = item(row, kLetter)->text().trimmed();
        t.letter = letter.isEmpty() ? '?' : letter.at(0).toLatin1();
        t.name = item(row, kName)->text().trimmed().toStdString();
        t.colour = cellWidget(row, kColour)->property("rgb").toUInt();
        t.water = checkAt(this, row, kWater)->isChecked();
        t.takesToken = checkAt(this, row, kToken)->isChecked();
        t.cyclePosition = spinAt(this, row, kCycle)->value();
        t.label = item(row, kLabel)->text().trimmed().toStdString();
        t.glyph = static_cast<const GlyphCombo*>(cellWidget(row, kGlyph))->glyph().toStdString();
        rules.terrains.push_back(t);
        if (usePool)
            rules.pool.push_back(spinAt(this, row, kPool)->value());
    }
}

} // namespace hexloom::ui::dialogs
