#include "ui/docks/requirements_dock.h"

#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/rules/requirement_registry.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

namespace {
enum Column { kOn, kName, kCount, kWeight, kColumns };
} // namespace

RequirementsDock::RequirementsDock(QWidget* parent) : QDockWidget(tr("Requirements"), parent)
{
    setObjectName(QStringLiteral("RequirementsDock"));
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    total_ = new QLabel(w);
    total_->setToolTip(tr("Weighted sum of the violations of the requirements that are on; 0 is a perfect map"));
    table_ = new QTableWidget(0, kColumns, w);
    table_->setHorizontalHeaderLabels({tr("On"), tr("Requirement"), tr("Violations"), tr("Weight")});
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(kName, QHeaderView::Stretch);
    table_->setWordWrap(false);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(total_);
    layout->addWidget(table_);
    setWidget(w);
    connect(table_, &QTableWidget::itemSelectionChanged, this, &RequirementsDock::showViolations);
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (updating_ || item->column() != kOn)
            return;
        // The edit rebuilds the table: not from inside its own signal. Only the row and the state
        // are queued; the item may be gone by then.
        QMetaObject::invokeMethod(
            this, [this, row = item->row(), on = item->checkState() == Qt::Checked] { setEnabled(row, on); }, Qt::QueuedConnection);
    });
}

void RequirementsDock::setSession(session::DocumentSession* session) { setDocument(session->document(), session->scene()); }

void RequirementsDock::setDocument(document::MapDocument* doc, scene::MapScene* scene)
{
    if (doc_)
        doc_->disconnect(this);
    doc_ = doc;
    scene_ = scene;
    connect(doc_, &document::MapDocument::reportChanged, this, &RequirementsDock::refreshCounts);
    connect(doc_, &document::MapDocument::contentReset, this, &RequirementsDock::rebuild);
    rebuild();
}

void RequirementsDock::rebuild()
{
    const int selected = table_->currentRow();
    updating_ = true;
    const auto& reqs = doc_->rules().requirements;
    table_->setRowCount(static_cast<int>(reqs.size()));
    for (int row = 0; row < static_cast<int>(reqs.size()); ++row) {
        const auto& spec = reqs[static_cast<size_t>(row)];
        const auto* type = core::rules::findRequirementType(spec.type);
        const QString text = QStringLiteral("%1  %2").arg(QString::fromStdString(spec.id), QString::fromStdString(spec.name));
        // The name in full first: the column is narrower than the longer names at 1280 x 800.
        const QString tip = QStringLiteral("%1\n%2 (%3)\n%4").arg(text, QString::fromStdString(spec.id), QString::fromStdString(spec.type),
                                                                 type ? text::coreText(type->summary) : QString());
        auto* on = new QTableWidgetItem;
        on->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        on->setCheckState(spec.enabled ? Qt::Checked : Qt::Unchecked);
        on->setToolTip(tr("Count this requirement in the score"));
        table_->setItem(row, kOn, on);
        auto* name = new QTableWidgetItem(text);
        name->setToolTip(tip);
        table_->setItem(row, kName, name);
        auto* count = new QTableWidgetItem;
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, kCount, count);
        auto* weight = new QDoubleSpinBox;
        weight->setRange(0, 1e6);
        weight->setDecimals(2);
        weight->setValue(spec.weight);
        weight->setToolTip(tr("How much each violation of this requirement adds to the score"));
        connect(weight, &QDoubleSpinBox::editingFinished, this, [this, row, weight] { setWeight(row, weight->value()); },
                Qt::QueuedConnection);
        table_->setCellWidget(row, kWeight, weight);
    }
    updating_ = false;
    refreshCounts();
    if (selected >= 0 && selected < table_->rowCount())
        table_->selectRow(selected);
}

void RequirementsDock::refreshCounts()
{
    const auto& report = doc_->report();
    total_->setText(tr("<b>Score: %1</b> (lower is better, 0 is perfect)").arg(report.total));
    updating_ = true;
    for (int row = 0; row < table_->rowCount() && row < static_cast<int>(report.requirements.size()); ++row) {
        const auto& r = report.requirements[static_cast<size_t>(row)];
        if (auto* item = table_->item(row, kCount)) {
            // A switched-off requirement a run did not count is counted on a worker (big boards).
            item->setText(r.counted ? QString::number(r.violations) : QStringLiteral("…"));
            item->setToolTip(r.counted ? QString() : tr("Switched off: counting its violations…"));
            item->setForeground(r.counted && r.violations == 0 ? QColor(20, 130, 40) : (r.enabled ? QColor(190, 30, 30) : QColor(130, 130, 130)));
        }
    }
    updating_ = false;
    showViolations();
}

void RequirementsDock::showViolations()
{
    if (!scene_)
        return;
    const int row = table_->currentRow();
    const auto& report = doc_->report();
    if (row < 0 || row >= static_cast<int>(report.requirements.size()) || table_->selectedItems().isEmpty()) {
        scene_->marks(scene::MarkLayer::Violations)->clear();
        return;
    }
    scene_->marks(scene::MarkLayer::Violations)->setCells(report.requirements[static_cast<size_t>(row)].cells, QColor(255, 0, 200));
}

void RequirementsDock::selectRequirement(const QString& id)
{
    const auto& reqs = doc_->rules().requirements;
    for (int row = 0; row < static_cast<int>(reqs.size()); ++row)
        if (QString::fromStdString(reqs[static_cast<size_t>(row)].id) == id)
            table_->selectRow(row);
}

void RequirementsDock::setEnabled(int row, bool on)
{
    if (row < 0 || row >= static_cast<int>(doc_->rules().requirements.size()) || doc_->rules().requirements[static_cast<size_t>(row)].enabled == on)
        return;
    editRequirement(row, (on ? tr("Switch on %1") : tr("Switch off %1")), [on](core::rules::RequirementSpec& s) { s.enabled = on; });
}

void RequirementsDock::setWeight(int row, double weight)
{
    if (row < 0 || row >= static_cast<int>(doc_->rules().requirements.size()) || doc_->rules().requirements[static_cast<size_t>(row)].weight == weight)
        return;
    editRequirement(row, tr("Weight of %1"), [weight](core::rules::RequirementSpec& s) { s.weight = weight; });
}

void RequirementsDock::editRequirement(int row, const QString& text, const std::function<void(core::rules::RequirementSpec&)>& edit)
{
    auto rules = std::make_shared<core::rules::RuleSet>(doc_->rules());
    auto& spec = rules->requirements[static_cast<size_t>(row)];
    edit(spec);
    auto content = doc_->content();
    content.rules = rules;
    doc_->replaceContent(std::move(content), text.arg(QString::fromStdString(spec.id)));
}

} // namespace hexloom::ui::docks
