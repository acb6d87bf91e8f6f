#pragma once
// New Game's first page: start from a blank page or a template, the game's name and title, and
// the board's shape and size (the cell count shown live).
#include <QWizardPage>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hexloom::ui::dialogs {

class NewGameWizard;

class NewGameStartPage : public QWizardPage {
    Q_OBJECT
public:
    explicit NewGameStartPage(NewGameWizard* wizard);

    bool isComplete() const override;

private:
    void templateChosen();
    void boardChanged();
    void showBoardFields();

    NewGameWizard* wizard_;
    QButtonGroup* templates_;
    QLineEdit* name_;
    QLineEdit* title_;
    QComboBox* shape_;
    QSpinBox* a_;
    QSpinBox* b_;
    QCheckBox* firstRowLong_;
    QLabel* cells_;
    QLabel* problem_;
    bool loading_ = false;
    bool titleTyped_ = false; // a title the designer typed stays when another template is chosen
};

} // namespace hexloom::ui::dialogs
