#pragma once
// New Game's kinds page: the kinds table, their attributes, the number tokens, and a live check
// that the pool fills the board (shown in one line; Next stays off while it does not).
#include <QWizardPage>

class QLabel;
class QLineEdit;

namespace hexloom::ui::dialogs {

class AttributesTable;
class KindsTable;
class NewGameWizard;

class NewGameKindsPage : public QWizardPage {
    Q_OBJECT
public:
    explicit NewGameKindsPage(NewGameWizard* wizard);

    void initializePage() override;
    bool isComplete() const override;
    // The first thing wrong with the kinds, pool or tokens, naming the field; empty when none.
    QString problem() const;

    KindsTable* kinds() const { return kinds_; }
    AttributesTable* attributes() const { return attributes_; }

private:
    void refresh();
    void tokensEdited(const QString& text);
    void sharePool();
    void askAttribute();

    NewGameWizard* wizard_;
    KindsTable* kinds_;
    AttributesTable* attributes_;
    QLineEdit* tokens_;
    QLabel* total_;
    QLabel* problem_;
    QString refusal_;
    QString tokensProblem_;
};

} // namespace hexloom::ui::dialogs
