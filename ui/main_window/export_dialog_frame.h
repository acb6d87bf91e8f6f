#pragma once
// The frame the export dialogs (PDF, picture) share: their options form with Cancel and a default
// Save button on the left, the preview scrolling beside it on the right.
#include <QString>
#include <functional>

class QDialog;
class QFormLayout;
class QLabel;

namespace hexloom::ui::main_window {

// Lays out `dialog` around `form`; returns the preview label (owned by the dialog). `save` runs
// when the Save button (`saveText`) is pressed; Cancel rejects the dialog.
QLabel* frameExportDialog(QDialog* dialog, QFormLayout* form, const QString& saveText, const std::function<void()>& save);

} // namespace hexloom::ui::main_window
