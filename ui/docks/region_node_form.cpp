#include "ui/docks/region_node_form.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "ui/docks/flow_layout.h"
#include "ui/docks/terrain_combo.h"
#include "ui/document/graph_document.h"

namespace hexloom::ui::docks {

namespace {
// One column of the form: its labelled fields, growing with the width it is given.
QWidget* pairs(const std::vector<std::pair<QString, QWidget*>>& rows)
{
    auto* column = new QWidget;
    column->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    auto* form = new QFormLayout(column);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const auto& [label, field] : rows)
        form->addRow(label, field);
    return column;
}
} // namespace

RegionNodeForm::RegionNodeForm(QWidget* parent) : QWidget(parent)
{
    auto* form = new QVBoxLayout(this);
    id_ = new QLineEdit(this);
    id_->setObjectName(QStringLiteral("regionId"));
    id_->setMaxLength(64);
    id_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[^/]*")), id_));
    id_->setToolTip(tr("The region's name, unique in the graph (no '/')"));
    terrain_ = new TerrainCombo(tr("(keep the hexes' terrain)"), this);
    terrain_->setObjectName(QStringLiteral("regionTerrain"));
    terrain_->setToolTip(tr("The terrain every hex of this region takes when the partition is applied"));
    // Its longest entry in German or Portuguese ("(Gelände der Felder behalten)") widened the form
    // past the dock: the box shrinks with the panel, its open list shows every entry in full.
    terrain_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    terrain_->setMinimumContentsLength(8);
    minSize_ = new QSpinBox(this);
    minSize_->setObjectName(QStringLiteral("regionMinSize"));
    minSize_->setRange(1, core::model::kMaxBoardCells);
    minSize_->setToolTip(tr("The fewest hexes this region may have"));
    property_ = new QLineEdit(this);
    property_->setMaxLength(32);
    property_->setToolTip(tr("A free label (\"water\"); graph files can ask for a share of the hexes per property"));
    notes_ = new QLabel(this);
    notes_->setWordWrap(true);
    // Two columns where they fit (the drawing needs the height), one under the other where the
    // labels are too long for the panel (German, Portuguese).
    auto* columns = new FlowLayout;
    columns->addWidget(pairs({{tr("Id"), id_}, {tr("Min size"), minSize_}}));
    columns->addWidget(pairs({{tr("Terrain"), terrain_}, {tr("Property"), property_}}));
    form->setContentsMargins(0, 0, 0, 0);
    form->addLayout(columns);
    form->addWidget(notes_);
    connect(id_, &QLineEdit::editingFinished, this, &RegionNodeForm::commit);
    connect(property_, &QLineEdit::editingFinished, this, &RegionNodeForm::commit);
    connect(terrain_, &TerrainCombo::letterChanged, this, &RegionNodeForm::commit);
    connect(minSize_, &QSpinBox::valueChanged, this, &RegionNodeForm::commit);
    showNode(-1);
}

void RegionNodeForm::setDocument(document::GraphDocument* doc)
{
    doc_ = doc;
    connect(doc_, &document::GraphDocument::changed, this, &RegionNodeForm::refresh);
}

void RegionNodeForm::setRules(const core::rules::RuleSet& rules)
{
    loading_ = true;
    terrain_->setRules(rules);
    loading_ = false;
    refresh();
}

void RegionNodeForm::showNode(int index)
{
    node_ = index;
    refresh();
}

void RegionNodeForm::focusId()
{
    id_->setFocus();
    id_->selectAll();
}

void RegionNodeForm::refresh()
{
    const bool valid = doc_ && node_ >= 0 && node_ < doc_->graph().size();
    for (QWidget* w : std::initializer_list<QWidget*>{id_, terrain_, minSize_, property_})
        w->setEnabled(valid);
    loading_ = true;
    if (!valid) {
        id_->clear();
        property_->clear();
        terrain_->setLetter(0);
        minSize_->setValue(1);
        notes_->setText(tr("Select a region in the drawing to label it."));
        loading_ = false;
        return;
    }
    const auto& n = doc_->graph().nodes[static_cast<size_t>(node_)];
    id_->setText(QString::fromStdString(n.id));
    terrain_->setLetter(n.terrain);
    minSize_->setValue(n.minSize);
    property_->setText(QString::fromStdString(n.property));
    QStringList notes;
    if (!n.pins.empty())
        notes << tr("%n pinned hex(es) from the graph file.", nullptr, static_cast<int>(n.pins.size()));
    if (n.subgraph)
        notes << tr("Holds a nested graph of %n region(s), partitioned inside this region afterwards.", nullptr, n.subgraph->size());
    notes_->setText(notes.join(QLatin1Char(' ')));
    loading_ = false;
}

void RegionNodeForm::commit()
{
    if (loading_ || !doc_ || node_ < 0 || node_ >= doc_->graph().size())
        return;
    auto node = doc_->graph().nodes[static_cast<size_t>(node_)];
    node.id = id_->text().trimmed().toStdString();
    node.terrain = terrain_->letter();
    node.minSize = minSize_->value();
    node.property = property_->text().trimmed().toStdString();
    const QString why = doc_->setNode(node_, node);
    if (!why.isEmpty()) {
        refresh();
        notes_->setText(QStringLiteral("<span style='color:#b00000'>%1</span>").arg(why.toHtmlEscaped()));
    }
}

} // namespace hexloom::ui::docks
