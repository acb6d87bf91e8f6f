#pragma once
// The frame the export dialogs (PDF, picture) share: their options form with Cancel and a default
// Save button on the left, the preview beside it on the right, whole in the room
// the form leaves.
#include <QString>
#include <functional>

class QDialog;
class QFormLayout;
class QLabel;
class QPushButton;

namespace hexloom::ui::main_window {

// Lays out `dialog` around `form`; returns the preview label (owned by the dialog). `save` runs
// when the Save button (`saveText`) is pressed; Cancel rejects the dialog.
QLabel* frameExportDialog(QDialog* dialog, QFormLayout* form, const QString& saveText, const std::function<void()>& save);

// When an export dialog's writer has finished: `save` is enabled again; an empty `error` accepts the
// dialog, any other is put in `summary` and, while the dialog is shown, in a warning box.
void finishExport(QDialog* dialog, QPushButton* save, QLabel* summary, const QString& error);

} // namespace hexloom::ui::main_window
