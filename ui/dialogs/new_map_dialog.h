#pragma once
// New map: a rule set (built-in or a file) and a board: a shipped board (Terra Mystica boards,
// Catan), a hexagon of radius R, a rectangle W×H, or an empty custom board to shape by hand.
#include <QDialog>
#include <optional>

#include "ui/document/document_files.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace hexloom::ui::dialogs {

class NewMapDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewMapDialog(const QString& lastRuleSet, QWidget* parent = nullptr);

    // The new document; throws core::io::ParseError / std::invalid_argument with the reason.
    document::LoadedDocument create() const;
    QString ruleSetSource() const;
    void accept() override;

private:
    void updateFields();
    void fillTerrains();

    QComboBox* rules_;
    QComboBox* board_;
    QSpinBox* a_;
    QSpinBox* b_;
    QComboBox* fill_;
    QLabel* error_;
    QString ruleFile_;
};

} // namespace hexloom::ui::dialogs
