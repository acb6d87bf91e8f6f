#pragma once
// Answers the modal message boxes a test provokes: a timer watches for the active modal
// QMessageBox, keeps its text and presses the given button (or closes it), so nothing blocks.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>

namespace hexloom::test {

class DialogCatcher : public QObject {
public:
    explicit DialogCatcher(QMessageBox::StandardButton answer = QMessageBox::NoButton) : answer_(answer)
    {
        timer_.setInterval(5);
        connect(&timer_, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            ++shown;
            if (QAbstractButton* button = box->button(answer_))
                button->click();
            else
                box->close();
        });
        timer_.start();
    }
    QString text;
    int shown = 0;

private:
    QMessageBox::StandardButton answer_;
    QTimer timer_;
};

} // namespace hexloom::test
