#pragma once
// A message in the status bar of the main window that `widget` is (or belongs to); nothing when
// there is none (a controller used without a window, as in tests).
#include <QMainWindow>
#include <QStatusBar>

namespace hexloom::ui::main_window {

inline void showStatus(QWidget* widget, const QString& message, int ms)
{
    auto* window = widget ? qobject_cast<QMainWindow*>(widget->window()) : nullptr;
    if (window)
        window->statusBar()->showMessage(message, ms);
}

} // namespace hexloom::ui::main_window
