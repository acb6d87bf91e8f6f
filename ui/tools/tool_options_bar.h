#pragma once
// The tool bar of brush options: terrain (with colour swatches from the rule set), paint layer
// (terrain or token), token number, and brush size (1, 7 or 19 hexes).
#include <QToolBar>

class QComboBox;
class QSpinBox;

namespace hexloom::core::rules {
class RuleSet;
}

namespace hexloom::ui::tools {

class ToolOptions;

class ToolOptionsBar : public QToolBar {
    Q_OBJECT
public:
    ToolOptionsBar(ToolOptions* options, QWidget* parent = nullptr);
    // The rule set's terrains fill the terrain choice.
    void setRules(const core::rules::RuleSet& rules);

private:
    void syncFromOptions();

    ToolOptions* options_;
    QComboBox* terrain_;
    QComboBox* layer_;
    QSpinBox* token_;
    QComboBox* size_;
    bool syncing_ = false;
};

} // namespace hexloom::ui::tools
