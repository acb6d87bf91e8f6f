#pragma once
// New Game's players page: how many players, their names, and each one's home: a hex clicked on
// the preview of the board (holding the player's home tile, locked on every new map), or every
// hex of a kind (a Terra Mystica faction's home terrain).
// With a symmetry (the rule set's, chosen here too) a clicked home's images become the homes of the
// next seats without one, and the preview draws the symmetry and rings the images of every home.
// Next stays off while a player has no home, a home is off the board or two players share one, or
// the board lacks the chosen symmetry.
#include <QWizardPage>
#include <optional>
#include <vector>

#include "core/symmetry/board_symmetry.h"

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace hexloom::ui::dialogs {

class HomePreview;
class NewGameWizard;

class NewGamePlayersPage : public QWizardPage {
    Q_OBJECT
public:
    explicit NewGamePlayersPage(NewGameWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;
    QString problem() const;

    HomePreview* preview() const { return preview_; }
    QTableWidget* table() const { return table_; }
    QSpinBox* count() const { return count_; }
    QComboBox* symmetry() const { return symmetry_; }

private:
    void countChanged(int players);
    void hexClicked(int row, int col);
    void homeKindChosen(int index);
    void homeTileChosen(int index);
    void reload();
    void refresh();
    void placeImages(int player, const std::vector<core::model::OffsetCoord>& before);
    void showSymmetry();
    // The draft's symmetry on the wizard's board, when it has one and the board has it.
    std::optional<core::symmetry::BoardSymmetry> boardSymmetry() const;

    NewGameWizard* wizard_;
    QSpinBox* count_;
    QTableWidget* table_;
    QComboBox* homeKind_;
    QComboBox* homeTile_;
    QComboBox* symmetry_;
    HomePreview* preview_;
    QLabel* symmetryNote_;
    QLabel* problem_;
    bool loading_ = false;
};

} // namespace hexloom::ui::dialogs
