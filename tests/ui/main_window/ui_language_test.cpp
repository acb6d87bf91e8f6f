// The editor in the user's language: the system's UI languages pick the translation, View →
// Language overrides and stores the choice, the window built after installTranslations speaks
// German or Brazilian Portuguese throughout its menus, and a translation adds no accelerator clash.
#include <QApplication>
#include <QMenuBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QComboBox>
#include <QTextBrowser>
#include <QTranslator>
#include <functional>
#include <gtest/gtest.h>
#include <map>

#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/symmetry_box.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/ui_language.h"

namespace hexloom::test {
namespace {

using namespace ui::main_window;

// Installs the translations for `code` as a start of Hexloom with that choice stored would, and
// takes them out again at the end of the test.
class LanguageScope {
public:
    explicit LanguageScope(const QString& code)
    {
        before_ = QLocale();
        storeLanguage(code);
        installed = installTranslations(*qApp);
    }
    ~LanguageScope()
    {
        for (QTranslator* t : qApp->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        QLocale::setDefault(before_);
        storeLanguage(QStringLiteral("en"));
        installTranslations(*qApp); // back to English: installedLanguage() says so
        storeLanguage(QString());
    }
    QString installed;

private:
    QLocale before_;
};

QString topMenuTitles(QMenuBar* bar)
{
    QStringList titles;
    for (QAction* a : bar->actions())
        titles << a->text();
    return titles.join(QLatin1Char('|'));
}

// Every menu's entries, each with the accelerator letter its text marks ("&Datei" -> 'd').
void mnemonicClashes(QMenu* menu, const QString& path, QStringList& clashes)
{
    std::map<QChar, QString> seen;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible())
            continue;
        const QString text = QString(a->text()).replace(QStringLiteral("&&"), QString());
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        if (amp >= 0 && amp + 1 < text.size()) {
            const QChar key = text[amp + 1].toLower();
            if (seen.count(key))
                clashes << QStringLiteral("%1: %2 and %3 (&%4)").arg(path, seen[key], a->text(), key);
            seen[key] = a->text();
        }
        if (a->menu())
            mnemonicClashes(a->menu(), path + QStringLiteral(" > ") + a->text(), clashes);
    }
}

QStringList mnemonicClashes(QMenuBar* bar)
{
    QStringList clashes;
    std::map<QChar, QString> seen;
    for (QAction* top : bar->actions()) {
        const qsizetype amp = top->text().indexOf(QLatin1Char('&'));
        if (amp >= 0) {
            const QChar key = top->text()[amp + 1].toLower();
            if (seen.count(key))
                clashes << QStringLiteral("menu bar: %1 and %2").arg(seen[key], top->text());
            seen[key] = top->text();
        }
        if (top->menu())
            mnemonicClashes(top->menu(), top->text(), clashes);
    }
    return clashes;
}

TEST(UiLanguage, TheSystemLanguagesPickATranslation)
{
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("de-DE")}), QStringLiteral("de"));
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("de-AT"), QStringLiteral("en-US")}), QStringLiteral("de"));
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("pt-BR")}), QStringLiteral("pt_BR"));
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("pt-PT")}), QStringLiteral("pt_BR"));
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("fr-FR"), QStringLiteral("de-CH")}), QStringLiteral("de"))
        << "the first language Hexloom has a translation for";
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("fr-FR")}), QStringLiteral("en"));
    EXPECT_EQ(effectiveLanguage(QString(), {QStringLiteral("en-GB"), QStringLiteral("de-DE")}), QStringLiteral("en"));
    EXPECT_EQ(effectiveLanguage(QStringLiteral("en"), {QStringLiteral("de-DE")}), QStringLiteral("en")) << "the choice wins";
    EXPECT_EQ(effectiveLanguage(QStringLiteral("pt_BR"), {QStringLiteral("de-DE")}), QStringLiteral("pt_BR"));
}

TEST(UiLanguage, AnUnknownStoredChoiceFollowsTheSystem)
{
    ASSERT_TRUE(kScratchSettings);
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
    EXPECT_EQ(storedLanguage(), QString());
    storeLanguage(QStringLiteral("de"));
    EXPECT_EQ(storedLanguage(), QStringLiteral("de"));
    storeLanguage(QString());
}

struct Expected {
    QString code, menuTitles, cancel, gettingStarted;
};

// A start of Hexloom in `e.code`: the menu bar, Qt's own buttons (where Qt's translations are
// installed: qt6-translations-l10n) and Getting Started speak the language, the pages without a
// translation stay readable in English, and no menu gives two entries one accelerator.
void expectWindowSpeaks(const Expected& e)
{
    ASSERT_TRUE(kScratchSettings);
    qsizetype englishClashes = 0;
    {
        MainWindow english;
        englishClashes = mnemonicClashes(english.menuBar()).size();
    }
    LanguageScope scope(e.code);
    ASSERT_EQ(scope.installed, e.code);
    MainWindow w;
    w.openDefault();
    EXPECT_EQ(topMenuTitles(w.menuBar()), e.menuTitles);
    EXPECT_EQ(QCoreApplication::translate("QPlatformTheme", "Cancel"), e.cancel);
    // The big menus share a few accelerators in English too (Qt cycles through the entries on
    // repeated presses): a translation may have no more of them, and none on the menu bar.
    const QStringList clashes = mnemonicClashes(w.menuBar());
    EXPECT_LE(clashes.size(), englishClashes) << clashes.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(clashes.filter(QStringLiteral("menu bar:")).isEmpty()) << clashes.join(QLatin1Char('\n')).toStdString();
    HelpWindow* help = openHelp(&w, w.menuBar(), QStringLiteral("getting-started"));
    const QString text = help->browser()->toPlainText();
    EXPECT_TRUE(text.startsWith(e.gettingStarted)) << text.left(80).toStdString();
    help->showPage(QStringLiteral("cli"));
    EXPECT_TRUE(help->browser()->toPlainText().contains(QStringLiteral("hexloom-cli")));
}

TEST(UiLanguage, TheWindowSpeaksGermanThroughout)
{
    expectWindowSpeaks({QStringLiteral("de"), QStringLiteral("&Datei|&Bearbeiten|&Ansicht|&Werkzeuge|&Suche|&Zusammensetzen|Re&gionen|&Hilfe"),
                        QStringLiteral("Abbrechen"), QStringLiteral("Erste Schritte")});
}

TEST(UiLanguage, TheWindowSpeaksBrazilianPortugueseThroughout)
{
    expectWindowSpeaks({QStringLiteral("pt_BR"), QStringLiteral("&Arquivo|&Editar|E&xibir|&Ferramentas|&Busca|&Montar|Re&giões|Aj&uda"),
                        QStringLiteral("Cancelar"), QStringLiteral("Primeiros passos")});
}

// The Symmetry box's answer when the pool cannot be symmetric is worded by the editor, not the
// core: in German it names the odd kinds (the rule set's names) with the counts in German words,
// and a mode's description (the tooltip of its entry) is German too.
TEST(UiLanguage, ThePoolRefusalOfTheSymmetryBoxIsTranslated)
{
    ASSERT_TRUE(kScratchSettings);
    LanguageScope scope(QStringLiteral("de"));
    ASSERT_EQ(scope.installed, QStringLiteral("de"));
    MainWindow w;
    w.openDefault(); // the Original Terra Mystica board and pool: 7 odd kinds under a half turn
    auto* box = w.searchDock()->symmetryBox();
    ASSERT_TRUE(box->setMode(core::symmetry::SymmetryMode::Rotate2));
    const QString note = box->note();
    EXPECT_TRUE(note.startsWith(QStringLiteral("Der Vorrat kann nicht rotate-2-symmetrisch sein: 7 Arten haben Anzahlen"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("(11)"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("7 feste Felder"))) << note.toStdString();
    EXPECT_FALSE(note.contains(QStringLiteral("cannot"))) << note.toStdString();
    auto* mode = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SymmetryMode"));
    ASSERT_TRUE(mode);
    const auto* model = qobject_cast<const QStandardItemModel*>(mode->model());
    ASSERT_TRUE(model);
    EXPECT_EQ(model->item(mode->findData(static_cast<int>(core::symmetry::SymmetryMode::Rotate2)))->toolTip(),
              QStringLiteral("Punktsymmetrie: eine halbe Drehung um die Mitte"));
}

TEST(UiLanguage, ViewLanguageStoresTheChoiceForTheNextStart)
{
    ASSERT_TRUE(kScratchSettings);
    storeLanguage(QString());
    MainWindow w;
    w.openDefault();
    auto* menu = w.findChild<QMenu*>(QStringLiteral("LanguageMenu"));
    ASSERT_TRUE(menu);
    auto* system = menu->findChild<QAction*>(QStringLiteral("language_system"));
    auto* german = menu->findChild<QAction*>(QStringLiteral("language_de"));
    ASSERT_TRUE(system && german);
    EXPECT_TRUE(system->isChecked());
    DialogCatcher ok(QMessageBox::Ok);
    german->trigger();
    EXPECT_EQ(ok.shown, 1) << "the message says when the language changes";
    EXPECT_TRUE(ok.text.contains(QStringLiteral("Deutsch"))) << ok.text.toStdString();
    EXPECT_TRUE(german->isChecked());
    EXPECT_FALSE(system->isChecked());
    EXPECT_EQ(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
    EXPECT_EQ(effectiveLanguage(storedLanguage(), {QStringLiteral("en-US")}), QStringLiteral("de"));
    storeLanguage(QString());
}

} // namespace
} // namespace hexloom::test
