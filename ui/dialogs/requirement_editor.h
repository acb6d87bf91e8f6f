#pragma once
// Edits a rule set's requirements: the list on the left, the selected one's id, type, name,
// weight, on/off and its type's parameters (from core/rules/requirement_registry.h) on the right.
#include <QWidget>
#include <vector>

#include "core/rules/requirement_spec.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QListWidget;

namespace hexloom::ui::dialogs {

class RequirementEditor : public QWidget {
    Q_OBJECT
public:
    explicit RequirementEditor(QWidget* parent = nullptr);

    void setRequirements(std::vector<core::rules::RequirementSpec> specs);
    std::vector<core::rules::RequirementSpec> requirements();

signals:
    // The designer changed a requirement (a field, a parameter, the type) or added or removed one;
    // not emitted while a requirement is being shown.
    void edited();

private:
    void changed()
    {
        if (!loading_)
            emit edited();
    }
    void load(int row);
    void store();
    void buildParams(const std::string& type);
    void addRequirement();
    void addListItem(const core::rules::RequirementSpec& spec);
    void removeRequirement();

    std::vector<core::rules::RequirementSpec> specs_;
    int current_ = -1;
    bool loading_ = false;
    QListWidget* list_;
    QLineEdit* id_;
    QComboBox* type_;
    QLineEdit* name_;
    QDoubleSpinBox* weight_;
    QCheckBox* enabled_;
    QFormLayout* params_;
    std::vector<std::pair<std::string, QWidget*>> paramEditors_;
};

} // namespace hexloom::ui::dialogs
