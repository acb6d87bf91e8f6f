#include "ui/docks/region_node_form.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include "core/model/board.h"
#include "ui/docks/terrain_combo.h"
#include "ui/document/graph_document.h"

namespace hexloom::ui::docks {

RegionNodeForm::RegionNodeForm(QWidget* parent) : QWidget(parent)
{
    auto* form = new QGridLayout(this);
    id_ = new QLineEdit(this);
    id_->setObjectName(QStringLiteral("regionId"));
    id_->setMaxLength(64);
    id_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[^/]*")), id_));
    id_->setToolTip(tr("The region's name, unique in the graph (no '/')"));
    terrain_ = new TerrainCombo(tr("(keep the hexes' terrain)"), this);
    terrain_->setObjectName(QStringLiteral("regionTerrain"));
    terrain_->setToolTip(tr("The terrain every hex of this region takes when the partition is applied"));
    minSize_ = new QSpinBox(this);
    minSize_->setObjectName(QStringLiteral("regionMinSize"));
    minSize_->setRange(1, core::model::kMaxBoardCells);
    minSize_->setToolTip(tr("The fewest hexes this region may have"));
    property_ = new QLineEdit(this);
    property_->setMaxLength(32);
    property_->setToolTip(tr("A free label (\"water\"); graph files can ask for a share of the hexes per property"));
    notes_ = new QLabel(this);
    notes_->setWordWrap(true);
    // Two columns: the panel is narrow and the drawing needs the height.
    form->addWidget(new QLabel(tr("Id"), this), 0, 0);
    form->addWidget(id_, 0, 1);
    form->addWidget(new QLabel(tr("Terrain"), this), 0, 2);
    form->addWidget(terrain_, 0, 3);
    form->addWidget(new QLabel(tr("Min size"), this), 1, 0);
    form->addWidget(minSize_, 1, 1);
    form->addWidget(new QLabel(tr("Property"), this), 1, 2);
    form->addWidget(property_, 1, 3);
    form->addWidget(notes_, 2, 0, 1, 4);
    form->setColumnStretch(1, 1);
    form->setColumnStretch(3, 2);
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
