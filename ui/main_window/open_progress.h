#pragma once
// The status bar's part for a map loading in the background (DocumentLoader): the file's name, the
// stage and a progress bar, and a Cancel button that keeps the map open now. Hidden when nothing
// loads.
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace hexloom::ui::session {
class DocumentLoader;
}

namespace hexloom::ui::main_window {

class OpenProgress : public QWidget {
    Q_OBJECT
public:
    OpenProgress(session::DocumentLoader* loader, QWidget* parent = nullptr);

    int percent() const;
    QString text() const;

private:
    void started();
    void stopped();

    session::DocumentLoader* loader_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* cancel_;
};

} // namespace hexloom::ui::main_window
