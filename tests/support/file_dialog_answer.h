#pragma once
// A designer answering the next file dialog: for widget tests that trigger an action which asks
// for a file name.
#include <QApplication>
#include <QFileDialog>
#include <QObject>
#include <QString>
#include <QTimer>

namespace hexloom::test {

// Answers the next file dialog with `path`, as a designer typing the name and pressing Save.
struct FileDialogAnswer : QObject {
    QTimer timer;
    explicit FileDialogAnswer(const QString& path)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, path] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                dialog->selectFile(path);
                QMetaObject::invokeMethod(dialog, "accept"); // a protected slot
                timer.stop();
            }
        });
        timer.start();
    }
};

} // namespace hexloom::test
