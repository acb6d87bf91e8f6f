#pragma once
// A form generated from an algorithm's parameter descriptors: a spin box, check box or choice per
// parameter, with its range, default and one-line help as tooltip.
#include <QWidget>
#include <vector>

#include "core/algorithms/parameter.h"

class QFormLayout;

namespace hexloom::ui::docks {

class ParameterForm : public QWidget {
    Q_OBJECT
public:
    explicit ParameterForm(QWidget* parent = nullptr);

    void setDescriptors(const std::vector<core::algorithms::ParameterDescriptor>& descriptors);
    core::algorithms::ParameterValues values() const;
    void setValues(const core::algorithms::ParameterValues& values);
    void resetToDefaults();

private:
    QFormLayout* layout_;
    std::vector<core::algorithms::ParameterDescriptor> descriptors_;
    std::vector<QWidget*> editors_;
};

} // namespace hexloom::ui::docks
