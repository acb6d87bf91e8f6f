#pragma once
// The status bar's part for a PDF being written on a worker (PdfWriter): the file's name, the
// sheets drawn of all, a progress bar and a Cancel button that stops the write and keeps the old
// file. Hidden when no PDF is being written.
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace hexloom::ui::main_window {

class PdfWriter;

class PdfProgress : public QWidget {
    Q_OBJECT
public:
    PdfProgress(PdfWriter* writer, QWidget* parent = nullptr);

    QString text() const;
    int percent() const;
    // The Cancel button, for tests.
    QToolButton* cancelButton() const { return cancel_; }

private:
    void showPages(int done, int pages);
    void stopped();

    PdfWriter* writer_;
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* cancel_;
};

} // namespace hexloom::ui::main_window
