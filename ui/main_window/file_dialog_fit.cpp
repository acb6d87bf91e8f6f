#include "ui/main_window/file_dialog_fit.h"

#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>
#include <algorithm>

namespace hexloom::ui::main_window {

namespace {
// The size asked for: most of a 1280 x 800 screen's free area, no more on a larger one.
constexpr QSize kComfortable{960, 600};
constexpr double kShareOfScreen = 0.8;
// The columns of the dialog's detail view (QFileSystemModel): name, size, type, date.
constexpr int kSizeColumn = 1;
constexpr int kTypeColumn = 2;
constexpr int kDateColumn = 3;
} // namespace

FileDialogFit::FileDialogFit(QObject* parent) : QObject(parent) { qApp->installEventFilter(this); }

bool FileDialogFit::eventFilter(QObject* watched, QEvent* event)
{
    // Show reaches the filter before QDialog::showEvent centres the dialog over its parent.
    if (event->type() != QEvent::Show)
        return false;
    auto* dialog = qobject_cast<QFileDialog*>(watched);
    if (!dialog || dialog->property("hexloomFitted").toBool())
        return false;
    dialog->setProperty("hexloomFitted", true);
    if (const QScreen* screen = dialog->screen()) {
        const QSize room = screen->availableGeometry().size() * kShareOfScreen;
        dialog->resize(dialog->size().expandedTo(kComfortable.boundedTo(room)));
    }
    if (auto* details = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
        for (const int column : {kSizeColumn, kTypeColumn, kDateColumn})
            details->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    return false;
}

} // namespace hexloom::ui::main_window
