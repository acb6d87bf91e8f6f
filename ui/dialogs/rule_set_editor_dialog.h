#pragma once
// The rule-set editor for custom games: name and description, terrains (letter, colour,
// land/water, token, terraform cycle), tile and token pools, requirements with parameters and
// weights, and the kinds' attributes and the players (PlayersEditor). The result is checked exactly as a rule-set file is (core::io::parseRuleSet) and can be
// saved as one (core::io::writeRuleSet). Form values that do not check show their reason in a label
// under the tabs (the form stays open to fix them); files that do not read or write, in a dialog.
#include <QDialog>
#include <QPushButton>
#include <map>
#include <optional>
#include <string>

#include "core/model/board.h"
#include "core/rules/rule_set.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace hexloom::ui::dialogs {

class PlayersEditor;
class RequirementEditor;
class TerrainTable;

class RuleSetEditorDialog : public QDialog {
    Q_OBJECT
public:
    explicit RuleSetEditorDialog(const core::rules::RuleSet& rules, QWidget* parent = nullptr);

    // The edited rule set, validated; empty (with the reason shown) when it is not valid.
    std::optional<core::rules::RuleSet> ruleSet();
    // The document's map in terms of the edited rule set: terrains matched by id (after `renamed`,
    // original id -> id now: kinds renamed, or removed in favour of another), others emptied.
    static core::model::Map remap(const core::model::Map& map, const core::rules::RuleSet& from, const core::rules::RuleSet& to,
                                  const std::map<std::string, std::string>& renamed = {});
    // Kinds renamed (or removed in favour of another) in this dialog: original id -> id now.
    const std::map<std::string, std::string>& renamedKinds() const { return renamed_; }

    // The board of the map the rule set is applied to. A rule set declaring a board of a shape with
    // another number of cells is written with this board instead, so that its pool is checked
    // against (and saved for) the board it is played on.
    void setPlayedBoard(const core::model::Board& board) { playedBoard_ = board; }

    void accept() override;
    // Loads a rule-set file into the form; a file that does not read shows its message (file,
    // line, field) in a warning dialog and leaves the form as it was.
    bool openPath(const QString& path);

private:
    QWidget* buildGeneral();
    void load(const core::rules::RuleSet& rules);
    void openFile();
    void saveAs();
    // Renames and removals through core/rules/edits/kind_references.h: every reference follows.
    void idEdited(int row, int column);
    void removeKind();
    void record(const std::string& from, const std::string& to);
    void markIds();
    void checkLabels();

    core::rules::RuleSet base_;
    QLineEdit* name_;
    QLineEdit* title_;
    QPlainTextEdit* description_;
    QCheckBox* usePool_;
    QLineEdit* tokens_;
    TerrainTable* terrains_;
    RequirementEditor* requirements_;
    PlayersEditor* players_;
    QLabel* error_;
    QPushButton* apply_ = nullptr;
    QPushButton* save_ = nullptr;
    QString labelProblem_; // the label problem shown in error_, empty when every label fits
    std::map<std::string, std::string> renamed_;
    std::optional<core::model::Board> playedBoard_;
    bool loading_ = false;
};

} // namespace hexloom::ui::dialogs
