#include "ui/main_window/help_window.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "ui/main_window/ui_language.h"

namespace hexloom::ui::main_window {

namespace {

struct Page {
    const char* id;
    const char* title;
};
// The titles are marked here, not through a macro: lupdate does not expand macros.
const Page kPages[] = {
    {"getting-started", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "Getting started")},
    {"user-guide", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "User guide")},
    {"shortcuts", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "Keyboard shortcuts")},
    {"cli", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "Command line")},
    {"file-format", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "File formats")},
    {"rules", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "Rules")},
    {"algorithms", QT_TRANSLATE_NOOP("hexloom::ui::main_window::HelpWindow", "Algorithms")},
};

void collect(QMenu* menu, const QString& path, QString& rows)
{
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" → ") + a->menu()->title().remove(QLatin1Char('&')), rows);
        } else if (!a->isSeparator() && !a->shortcut().isEmpty()) {
            rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td></tr>")
                        .arg(path.toHtmlEscaped(), a->text().remove(QLatin1Char('&')).toHtmlEscaped(),
                             a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
        }
    }
}

// A page in the editor's language where docs/ has one (docs/getting-started.de.md), else English.
QString localizedPage(const QString& page)
{
    const QString local = QStringLiteral(":/docs/%1.%2.md").arg(page, installedLanguage());
    return QFile::exists(local) ? local : QStringLiteral(":/docs/%1.md").arg(page);
}

} // namespace

QString HelpWindow::shortcutSheet(QMenuBar* menus)
{
    QString rows;
    for (QAction* top : menus->actions())
        if (top->menu())
            collect(top->menu(), top->menu()->title().remove(QLatin1Char('&')), rows);
    return QStringLiteral("<h1>%1</h1><table cellspacing='0' cellpadding='4' border='1'><tr><th>%2</th><th>%3</th><th>%4</th></tr>%5</table>")
        .arg(tr("Keyboard shortcuts"), tr("Menu"), tr("Entry"), tr("Keys"), rows);
}

HelpWindow::HelpWindow(QMenuBar* menus, QWidget* parent) : QDialog(parent), menus_(menus)
{
    setWindowTitle(tr("Hexloom Help"));
    setObjectName(QStringLiteral("HelpWindow"));
    pages_ = new QComboBox;
    for (const Page& p : kPages)
        pages_->addItem(tr(p.title), QString::fromLatin1(p.id));
    search_ = new QLineEdit;
    search_->setPlaceholderText(tr("Find in this page (Enter: next)"));
    search_->setClearButtonEnabled(true);
    browser_ = new QTextBrowser;
    browser_->setOpenExternalLinks(true);
    browser_->setSearchPaths({QStringLiteral(":/docs")});
    auto* bar = new QHBoxLayout;
    bar->addWidget(pages_);
    bar->addWidget(search_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(browser_, 1);
    connect(pages_, &QComboBox::currentIndexChanged, this, [this](int i) { showPage(pages_->itemData(i).toString()); });
    connect(search_, &QLineEdit::returnPressed, this, [this] { find(search_->text()); });
    connect(search_, &QLineEdit::textEdited, this, [this](const QString& t) {
        browser_->moveCursor(QTextCursor::Start);
        find(t);
    });
    resize(900, 700);
    showPage(QStringLiteral("user-guide"));
}

void HelpWindow::showPage(const QString& page)
{
    pages_->blockSignals(true);
    pages_->setCurrentIndex(std::max(0, pages_->findData(page)));
    pages_->blockSignals(false);
    if (page == QLatin1String("shortcuts"))
        browser_->setHtml(shortcutSheet(menus_));
    else
        browser_->setSource(QUrl(QStringLiteral("qrc") + localizedPage(page)), QTextDocument::MarkdownResource);
}

bool HelpWindow::find(const QString& text)
{
    if (text.isEmpty())
        return false;
    if (browser_->find(text))
        return true;
    browser_->moveCursor(QTextCursor::Start); // wrap around once
    return browser_->find(text);
}

HelpWindow* openHelp(QWidget* window, QMenuBar* menus, const QString& page)
{
    auto* w = window->findChild<HelpWindow*>();
    if (!w)
        w = new HelpWindow(menus, window);
    w->showPage(page);
    w->show();
    w->raise();
    return w;
}

bool showGettingStartedOnce(QWidget* window, QMenuBar* menus)
{
    QSettings s;
    if (s.value(QStringLiteral("help/gettingStartedShown"), false).toBool())
        return false;
    s.setValue(QStringLiteral("help/gettingStartedShown"), true);
    openHelp(window, menus, QStringLiteral("getting-started"));
    return true;
}

void addHelpActions(QMenu* help, QWidget* window, QMenuBar* menus)
{
    auto open = [window, menus](const QString& page) { openHelp(window, menus, page); };
    QAction* start = help->addAction(QObject::tr("&Getting Started"), window, [open] { open(QStringLiteral("getting-started")); });
    start->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F1));
    start->setToolTip(QObject::tr("A first map in five minutes: open, score, paint, lock, search, accept a suggestion (Shift+F1)"));
    QAction* guide = help->addAction(QObject::tr("&User Guide"), window, [open] { open(QStringLiteral("user-guide")); });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setToolTip(QObject::tr("The user guide inside Hexloom, searchable, with the other docs pages"));
    QAction* keys = help->addAction(QObject::tr("&Keyboard Shortcuts"), window, [open] { open(QStringLiteral("shortcuts")); });
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F1));
    keys->setToolTip(QObject::tr("Every menu entry with its keys"));
}

} // namespace hexloom::ui::main_window
