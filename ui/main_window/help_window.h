#pragma once
// Help inside the program: the user guide and the other docs pages (bundled as Qt resources under
// :/docs, rendered from their Markdown with QTextBrowser), searchable, and a keyboard-shortcut
// sheet made from the menus themselves, so it is never out of date.
#include <QDialog>

class QComboBox;
class QLineEdit;
class QMenu;
class QMenuBar;
class QTextBrowser;

namespace hexloom::ui::main_window {

class HelpWindow : public QDialog {
    Q_OBJECT
public:
    HelpWindow(QMenuBar* menus, QWidget* parent);

    void showPage(const QString& page); // "user-guide", "cli", ... or "shortcuts"
    // Finds `text` after the cursor (wrapping once); false when it is nowhere.
    bool find(const QString& text);
    QTextBrowser* browser() const { return browser_; }
    // An HTML table: every menu entry with a shortcut, by menu.
    static QString shortcutSheet(QMenuBar* menus);

private:
    QMenuBar* menus_;
    QComboBox* pages_;
    QLineEdit* search_;
    QTextBrowser* browser_;
};

// Opens (or raises) the window's help on `page`.
HelpWindow* openHelp(QWidget* window, QMenuBar* menus, const QString& page);
// The first time Hexloom starts (per user settings): opens Getting Started and returns true.
bool showGettingStartedOnce(QWidget* window, QMenuBar* menus);
// Adds Help → Getting Started (Shift+F1), User Guide (F1) and Keyboard Shortcuts (Ctrl+F1) to `help`.
void addHelpActions(QMenu* help, QWidget* window, QMenuBar* menus);

} // namespace hexloom::ui::main_window
