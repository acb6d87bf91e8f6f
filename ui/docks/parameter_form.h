#pragma once
// A form generated from an algorithm's parameter descriptors: a spin box, check box or choice per
// parameter, with its range, default and one-line help as tooltip.
#include <QWidget>
#include <vector>

#include "core/run/parameter.h"

class QFormLayout;

namespace hexloom::ui::docks {

class ParameterForm : public QWidget {
    Q_OBJECT
public:
    explicit ParameterForm(QWidget* parent = nullptr);

    void setDescriptors(const std::vector<core::run::ParameterDescriptor>& descriptors);
    core::run::ParameterValues values() const;
    void setValues(const core::run::ParameterValues& values);
    void resetToDefaults();

private:
    QFormLayout* layout_;
    std::vector<core::run::ParameterDescriptor> descriptors_;
    std::vector<QWidget*> editors_;
};

} // namespace hexloom::ui::docks
