#pragma once
// File -> New Game...: a designer's own game from a blank page or a template (core/rules/edits/
// new_game.h), page by page: game and board, kinds and pool, players and their homes (clicked on
// a preview of the board), requirements. Every page edits one draft rule set, so nothing typed is
// lost when going back and forth; a page whose input is wrong says so in one line naming the
// field and keeps Next (or Finish) off. Finish checks the rule set as a file is read, asks where
// to save it and writes it atomically.
#include <QString>
#include <QWizard>
#include <functional>
#include <optional>

#include "core/model/board.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class NewGameWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { kGamePage, kKindsPage, kPlayersPage, kRequirementsPage };

    explicit NewGameWizard(QWidget* parent = nullptr);

    core::rules::RuleSet& draft() { return draft_; }
    const core::rules::RuleSet& draft() const { return draft_; }
    const core::model::Board& board() const { return board_; }

    // Replaces the draft by a template's game on `board` (name and title kept).
    void startFrom(core::rules::GameTemplate from, const core::rules::BoardSpec& board);
    // Another board for the same kinds and players: the pool and homes are checked against it.
    void setBoard(const core::rules::BoardSpec& board);
    // Tells the pages the draft changed outside them (kinds renamed or removed).
    void notifyDraftChanged() { emit draftChanged(); }

    // The draft as the rule-set reader reads it back, or the one-line reason it does not.
    std::optional<core::rules::RuleSet> checked(QString* reason) const;
    // Where Finish saved the rule set.
    QString savedPath() const { return savedPath_; }
    // Asks where to save on Finish (a file dialog unless replaced, e.g. by tests).
    void setPathAsker(std::function<QString(const QString& suggested)> ask) { askPath_ = std::move(ask); }

    bool validateCurrentPage() override;

signals:
    void draftChanged();

private:
    core::rules::RuleSet draft_;
    core::model::Board board_;
    QString savedPath_;
    std::function<QString(const QString&)> askPath_;
};

} // namespace hexloom::ui::dialogs
