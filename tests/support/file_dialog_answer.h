#pragma once
// Answers the next file dialog with a path, as a designer typing the name and pressing Save
// (or Open): a timer watches for the active modal QFileDialog.
#include <QApplication>
#include <QFileDialog>
#include <QTimer>

namespace hexloom::test {

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
