#pragma once
// A designer answering the next file dialog: for widget tests that trigger an action which asks
// for a file name.
#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace hexloom::test {

// Answers the next file dialog with `path`, as a designer typing the name and pressing Save.
// QFileDialog::selectFile() leaves the name box alone while it has the keyboard focus, and then
// accept() finds nothing selected and keeps the dialog open (File -> Open in NewGameJourney hung
// so in 5 runs of 6): the path is typed into the name box itself, as a designer would, and the
// same dialog is answered again on every tick until it has closed; a later one is left alone.
struct FileDialogAnswer : QObject {
    QTimer timer;
    QPointer<QFileDialog> answered;
    bool started = false;
    QString suggested; // the name the dialog offered before it was answered
    explicit FileDialogAnswer(const QString& path)
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this, path] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (started && (!answered || !answered->isVisible())) {
                timer.stop(); // closed: answered once, as asked
                return;
            }
            if (!dialog || (answered && dialog != answered))
                return;
            if (!started)
                suggested = dialog->selectedFiles().value(0);
            answered = dialog;
            started = true;
            dialog->selectFile(path);
            if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(path);
            QMetaObject::invokeMethod(dialog, "accept"); // a protected slot
        });
        timer.start();
    }
};

} // namespace hexloom::test
