#include "ui/main_window/export_dialog_frame.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hexloom::ui::main_window {

QLabel* frameExportDialog(QDialog* dialog, QFormLayout* form, const QString& saveText, const std::function<void()>& save)
{
    auto* preview = new QLabel;
    preview->setAlignment(Qt::AlignCenter);
    auto* scroll = new QScrollArea;
    scroll->setWidget(preview);
    scroll->setWidgetResizable(true);
    scroll->setBackgroundRole(QPalette::Dark);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton* button = buttons->addButton(saveText, QDialogButtonBox::AcceptRole);
    button->setDefault(true);
    QObject::connect(button, &QPushButton::clicked, dialog, save);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto* left = new QVBoxLayout;
    left->addLayout(form);
    left->addStretch();
    left->addWidget(buttons);
    auto* top = new QHBoxLayout(dialog);
    top->addLayout(left);
    top->addWidget(scroll, 1);
    return preview;
}

void finishExport(QDialog* dialog, QPushButton* save, QLabel* summary, const QString& error)
{
    save->setEnabled(true);
    if (error.isEmpty()) {
        dialog->accept();
        return;
    }
    summary->setText(error);
    if (dialog->isVisible())
        QMessageBox::warning(dialog, dialog->windowTitle(), error);
}

} // namespace hexloom::ui::main_window
