#pragma once
// The labels of the region selected in the constraint-graph drawing: id, the terrain its region
// takes when applied, its minimum size and a free property. Each change is one undo step of the
// graph; a refused change (a duplicate id) is explained and reverted.
#include <QWidget>

#include "core/rules/rule_set.h"

class QLabel;
class QLineEdit;
class QSpinBox;

namespace hexloom::ui::document {
class GraphDocument;
}

namespace hexloom::ui::docks {

class TerrainCombo;

class RegionNodeForm : public QWidget {
    Q_OBJECT
public:
    explicit RegionNodeForm(QWidget* parent = nullptr);

    void setDocument(document::GraphDocument* doc);
    void setRules(const core::rules::RuleSet& rules);
    // Shows node `index` (-1: none, the fields are disabled).
    void showNode(int index);
    void focusId();

private:
    void refresh();
    void commit();

    document::GraphDocument* doc_ = nullptr;
    int node_ = -1;
    bool loading_ = false;
    QLineEdit* id_;
    TerrainCombo* terrain_;
    QSpinBox* minSize_;
    QLineEdit* property_;
    QLabel* notes_;
};

} // namespace hexloom::ui::docks
