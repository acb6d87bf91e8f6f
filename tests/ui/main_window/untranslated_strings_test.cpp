// Nothing the designer reads in the main window stays in English when German or Brazilian
// Portuguese is chosen: every entry of every menu (its text, tooltip and status tip), every
// toolbar button, every widget's tooltip in every dock, and the Help window (its page list, search
// field and Getting Started) is compared with the same string of the window built in English. A
// string equal to its English source fails unless it is a name that is the same in every language
// or a word the language borrowed from English (the short allow-lists below say why each is there).
#include <QAbstractButton>
#include <QComboBox>
#include <QLineEdit>
#include <QTextBrowser>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QToolBar>
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

// Names, not words: the program, file formats and the programs Hexloom exchanges maps with, the
// algorithms' references (a paper's authors and title, "Hexloom (docs/algorithms.md)": the Search
// dock's summary shows the chosen one as its tooltip), and the languages as they call themselves
// (View → Language lists each in its own language). Besides them, the few English words the
// language itself uses (`loanwords`: German says "Fairness", "Palette" and "Pause", Portuguese
// "Layout").
bool sameInEveryLanguage(const QString& text, const QStringList& loanwords)
{
    static const QRegularExpression names(QStringLiteral("^(Hexloom|PNG|SVG|PDF|JSON|Tiled|Tiled \\(\\.tm[jx]\\)|Tabletop Simulator|English|Deutsch|"
                                                         "Português \\(Brasil\\)|OK)$"));
    static const QStringList references = [] {
        QStringList all;
        for (const auto& a : core::search::algorithms())
            all << QString::fromStdString(a.reference);
        return all;
    }();
    const QString bare = QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")).remove(QStringLiteral("...")).trimmed();
    // No letters (a shortcut, a number, a symbol): nothing to translate.
    return names.match(bare).hasMatch() || references.contains(text) || loanwords.contains(bare) || !bare.contains(QRegularExpression(QStringLiteral("\\p{L}{2,}")));
}

struct Seen {
    QString where, text;
};

void walkMenu(QMenu* menu, const QString& path, std::vector<Seen>& out)
{
    static const QRegularExpression numberedFile(QStringLiteral("^&\\d+ "));
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        // Open Recent's files ("&1 catan-standard.txt") are names, left by other tests in the settings.
        if (menu->objectName() == QLatin1String("RecentFilesMenu") && a->text().contains(numberedFile))
            continue;
        const QString here = path + QStringLiteral(" > ") + (a->objectName().isEmpty() ? QString::number(out.size()) : a->objectName());
        out.push_back({here + QStringLiteral(" text"), a->text()});
        out.push_back({here + QStringLiteral(" toolTip"), a->toolTip()});
        out.push_back({here + QStringLiteral(" statusTip"), a->statusTip()});
        if (a->menu())
            walkMenu(a->menu(), here, out);
    }
}

// Everything the walk reads, in an order that does not depend on the language.
std::vector<Seen> walk(QMainWindow& w)
{
    std::vector<Seen> out;
    for (QAction* top : w.menuBar()->actions())
        if (top->menu()) {
            out.push_back({QStringLiteral("menu bar text"), top->text()});
            walkMenu(top->menu(), QStringLiteral("menu"), out);
        }
    for (QToolBar* bar : w.findChildren<QToolBar*>())
        for (QAction* a : bar->actions())
            if (!a->isSeparator())
                out.push_back({QStringLiteral("toolbar %1 > %2 toolTip").arg(bar->objectName(), a->objectName()), a->toolTip()});
    for (QDockWidget* dock : w.findChildren<QDockWidget*>()) {
        out.push_back({QStringLiteral("dock %1 title").arg(dock->objectName()), dock->windowTitle()});
        int i = 0;
        for (QWidget* child : dock->findChildren<QWidget*>()) {
            const QString where = QStringLiteral("dock %1 > %2#%3").arg(dock->objectName(), child->objectName()).arg(i++);
            out.push_back({where + QStringLiteral(" toolTip"), child->toolTip()});
            if (auto* button = qobject_cast<QAbstractButton*>(child))
                out.push_back({where + QStringLiteral(" text"), button->text()});
        }
    }
    // Help: the window, its page list, its search field and the first page it opens (Getting Started).
    auto* help = ui::main_window::openHelp(&w, w.menuBar(), QStringLiteral("getting-started"));
    out.push_back({QStringLiteral("help title"), help->windowTitle()});
    out.push_back({QStringLiteral("help page heading"), help->browser()->toPlainText().section(QLatin1Char('\n'), 0, 0)});
    int i = 0;
    for (QWidget* child : help->findChildren<QWidget*>()) {
        const QString where = QStringLiteral("help > %1#%2").arg(child->objectName()).arg(i++);
        out.push_back({where + QStringLiteral(" toolTip"), child->toolTip()});
        if (auto* box = qobject_cast<QComboBox*>(child))
            for (int k = 0; k < box->count(); ++k)
                out.push_back({where + QStringLiteral(" item %1").arg(k), box->itemText(k)});
        if (auto* edit = qobject_cast<QLineEdit*>(child))
            out.push_back({where + QStringLiteral(" placeholder"), edit->placeholderText()});
        if (auto* button = qobject_cast<QAbstractButton*>(child))
            out.push_back({where + QStringLiteral(" text"), button->text()});
    }
    help->close();
    return out;
}

void expectNothingLeftInEnglish(const QString& code, const QStringList& loanwords)
{
    ASSERT_TRUE(kScratchSettings);
    std::vector<Seen> english;
    {
        ui::main_window::MainWindow w;
        w.openDefault();
        english = walk(w);
    }
    LanguageScope scope(code);
    ASSERT_EQ(scope.installed, code);
    ui::main_window::MainWindow w;
    w.openDefault();
    const std::vector<Seen> translated = walk(w);
    ASSERT_EQ(translated.size(), english.size()) << "the window has the same entries in every language";
    ASSERT_GT(english.size(), 300u) << "the walk reaches the menus and the docks";
    QStringList left;
    for (size_t i = 0; i < english.size(); ++i) {
        ASSERT_EQ(translated[i].where, english[i].where);
        if (!english[i].text.isEmpty() && translated[i].text == english[i].text && !sameInEveryLanguage(english[i].text, loanwords))
            left << QStringLiteral("%1: \"%2\"").arg(english[i].where, english[i].text);
    }
    left.removeDuplicates();
    EXPECT_TRUE(left.isEmpty()) << code.toStdString() << ", " << left.size() << " left in English:\n" << left.join(QLatin1Char('\n')).toStdString();
}

TEST(UntranslatedStrings, NoMenuEntryOrTooltipStaysEnglishInGerman)
{
    expectNothingLeftInEnglish(QStringLiteral("de"), {QStringLiteral("Fairness"), QStringLiteral("Palette"), QStringLiteral("Pause")});
}

TEST(UntranslatedStrings, NoMenuEntryOrTooltipStaysEnglishInBrazilianPortuguese)
{
    expectNothingLeftInEnglish(QStringLiteral("pt_BR"), {QStringLiteral("Layout")});
}

} // namespace
} // namespace hexloom::test
