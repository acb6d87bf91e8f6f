#pragma once
// The entry of one of a window's menus, found as a designer finds it: by its text (with its "&").
#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QString>

namespace hexloom::test {

// Null when no menu of `w` has an entry `text`.
inline QAction* menuAction(QMainWindow& w, const QString& text)
{
    for (QMenu* m : w.menuBar()->findChildren<QMenu*>())
        for (QAction* a : m->actions())
            if (a->text() == text)
                return a;
    return nullptr;
}

} // namespace hexloom::test
