#pragma once
// The rule-set editor's "Players and attributes" page: the kinds' attributes and fixed flags, and
// the players block (homes, distance weights, path costs), as the JSON of a rule-set file
// (docs/file-format.md). The dialog merges it into the rule set it checks, so every mistake is
// reported with its field ("players.list[2].home_kind") exactly as for a file.
#include <QJsonObject>
#include <QWidget>
#include <optional>

#include "core/rules/rule_set.h"

class QPlainTextEdit;

namespace hexloom::ui::dialogs {

class PlayersEditor : public QWidget {
    Q_OBJECT
public:
    explicit PlayersEditor(QWidget* parent = nullptr);

    void load(const core::rules::RuleSet& rules);
    // Puts the page's kinds and players into `root` (a rule set as ruleSetToJson writes it).
    // Returns the reason when the page's text is not JSON of the expected shape.
    std::optional<QString> mergeInto(QJsonObject& root) const;

    QPlainTextEdit* kindsText() const { return kinds_; }
    QPlainTextEdit* playersText() const { return players_; }

private:
    QPlainTextEdit* kinds_;
    QPlainTextEdit* players_;
};

} // namespace hexloom::ui::dialogs
