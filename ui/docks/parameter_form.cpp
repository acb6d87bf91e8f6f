#include "ui/docks/parameter_form.h"
#include "ui/text/core_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <climits>

namespace hexloom::ui::docks {

using core::run::ParameterDescriptor;
using Type = ParameterDescriptor::Type;

ParameterForm::ParameterForm(QWidget* parent) : QWidget(parent), layout_(new QFormLayout(this))
{
    layout_->setContentsMargins(0, 0, 0, 0);
}

namespace {
QWidget* makeEditor(const ParameterDescriptor& d, QWidget* parent)
{
    switch (d.type) {
    case Type::Integer: {
        auto* s = new QSpinBox(parent);
        s->setRange(static_cast<int>(std::max<double>(d.minimum, INT_MIN)), static_cast<int>(std::min<double>(d.maximum, INT_MAX)));
        return s;
    }
    case Type::Real: {
        auto* s = new QDoubleSpinBox(parent);
        s->setDecimals(4);
        s->setRange(d.minimum, d.maximum);
        s->setSingleStep(std::max(0.0001, (d.maximum - d.minimum) / 100.0));
        return s;
    }
    case Type::Boolean:
        return new QCheckBox(parent);
    case Type::Choice: {
        auto* c = new QComboBox(parent);
        // Shrinks with a narrow dock (the open list still shows every choice in full).
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(6);
        for (const auto& choice : d.choices)
            c->addItem(text::coreText(choice));
        return c;
    }
    }
    return nullptr;
}

void setEditorValue(QWidget* w, const ParameterDescriptor& d, double v)
{
    switch (d.type) {
    case Type::Integer:
        static_cast<QSpinBox*>(w)->setValue(static_cast<int>(v));
        break;
    case Type::Real:
        static_cast<QDoubleSpinBox*>(w)->setValue(v);
        break;
    case Type::Boolean:
        static_cast<QCheckBox*>(w)->setChecked(v != 0);
        break;
    case Type::Choice:
        static_cast<QComboBox*>(w)->setCurrentIndex(static_cast<int>(v));
        break;
    }
}

double editorValue(const QWidget* w, const ParameterDescriptor& d)
{
    switch (d.type) {
    case Type::Integer:
        return static_cast<const QSpinBox*>(w)->value();
    case Type::Real:
        return static_cast<const QDoubleSpinBox*>(w)->value();
    case Type::Boolean:
        return static_cast<const QCheckBox*>(w)->isChecked() ? 1 : 0;
    case Type::Choice:
        return static_cast<const QComboBox*>(w)->currentIndex();
    }
    return 0;
}
} // namespace

void ParameterForm::setDescriptors(const std::vector<ParameterDescriptor>& descriptors)
{
    while (layout_->rowCount() > 0)
        layout_->removeRow(0);
    editors_.clear();
    descriptors_ = descriptors;
    for (const auto& d : descriptors_) {
        QWidget* e = makeEditor(d, this);
        const QString help = text::coreText(d.help);
        e->setToolTip(d.type == Type::Integer || d.type == Type::Real
                          ? tr("%1\nRange %2 to %3, default %4").arg(help).arg(d.minimum).arg(d.maximum).arg(d.defaultValue)
                          : help);
        auto* label = new QLabel(text::parameterLabel(d.name), this);
        label->setToolTip(tr("In recipes and --set: %1").arg(QString::fromStdString(d.name)));
        layout_->addRow(label, e);
        editors_.push_back(e);
    }
    resetToDefaults();
}

core::run::ParameterValues ParameterForm::values() const
{
    core::run::ParameterValues v;
    for (size_t i = 0; i < descriptors_.size(); ++i)
        v[descriptors_[i].name] = editorValue(editors_[i], descriptors_[i]);
    return v;
}

void ParameterForm::setValues(const core::run::ParameterValues& values)
{
    for (size_t i = 0; i < descriptors_.size(); ++i)
        if (const auto it = values.find(descriptors_[i].name); it != values.end())
            setEditorValue(editors_[i], descriptors_[i], it->second);
}

void ParameterForm::resetToDefaults()
{
    for (size_t i = 0; i < descriptors_.size(); ++i)
        setEditorValue(editors_[i], descriptors_[i], descriptors_[i].defaultValue);
}

} // namespace hexloom::ui::docks
