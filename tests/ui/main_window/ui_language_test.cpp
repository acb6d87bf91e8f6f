// The editor in the user's language: the system's UI languages pick the translation, View →
// Language overrides and stores the choice, the window built after installTranslations speaks
// German or Brazilian Portuguese throughout its menus, and a translation adds no accelerator clash.
// The texts the core gives the editor (algorithm and requirement descriptions, reader errors) are
// translated too, while the core's own message stays the English one the CLI prints.
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTranslator>
#include <functional>
#include <gtest/gtest.h>
#include <map>

#include "core/io/map_file.h"
#include "core/io/parse_error.h"
#include "core/rules/requirement_registry.h"
#include "core/search/solver.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/symmetry_box.h"
#include "ui/docks/parameter_form.h"
#include "ui/document/document_files.h"
#include "ui/main_window/help_window.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/ui_language.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"

namespace hexloom::test {
namespace {

using namespace ui::main_window;

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

// Every text the editor takes from the core's registries (the Search dock's algorithms and their
// parameters, the requirement types of the rule-set editor and the New Game wizard) has a
// translation in each language: listed from the registries themselves, so a new parameter whose
// texts were not marked or not translated fails here.
TEST(UiLanguage, EveryCoreTextTheEditorShowsHasATranslation)
{
    std::vector<std::string> texts;
    for (const auto& a : core::search::algorithms()) {
        texts.insert(texts.end(), {a.name, a.summary});
        for (const auto& p : a.parameters) {
            // The portfolio's switches are named by the algorithm ids they race.
            if (!core::search::findAlgorithm(p.name))
                texts.push_back(p.name);
            texts.push_back(p.help);
            texts.insert(texts.end(), p.choices.begin(), p.choices.end());
        }
    }
    for (const auto& t : core::rules::requirementTypes()) {
        texts.push_back(t.summary);
        for (const auto& p : t.parameters)
            texts.insert(texts.end(), {p.name, p.help});
    }
    ASSERT_GT(texts.size(), 150u);
    for (const char* code : {"de", "pt_BR"}) {
        QTranslator translator;
        ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/hexloom_%1.qm").arg(QLatin1String(code))));
        QStringList missing;
        for (const auto& text : texts)
            if (translator.translate("hexloom::core", text.c_str()).isEmpty())
                missing << QString::fromStdString(text);
        EXPECT_TRUE(missing.isEmpty()) << code << " lacks:\n" << missing.join(QLatin1Char('\n')).toStdString();
    }
}

// A map whose embedded rule set has a number where its terrain list belongs.
QString writeMapWithBrokenRules(const QTemporaryDir& dir)
{
    const auto loaded = ui::document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const QString path = dir.filePath(QStringLiteral("broken-rules.json"));
    ui::document::saveMapFile(ui::document::MapDocument(loaded.content), path);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    root.insert(QStringLiteral("rules"), QJsonObject{{QStringLiteral("name"), QStringLiteral("broken")}, {QStringLiteral("terrains"), 5}});
    EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    EXPECT_GT(file.write(QJsonDocument(root).toJson()), 0);
    file.close();
    return path;
}

// What File → Open shows for `path`, in the language installed now.
QString openError(const QString& path)
{
    MainWindow w;
    w.openDefault();
    DialogCatcher ok(QMessageBox::Ok);
    EXPECT_FALSE(w.openFile(path));
    EXPECT_EQ(ok.shown, 1);
    return ok.text;
}

// In English the editor shows the reader's message word for word as the CLI prints it.
TEST(UiLanguage, InEnglishAReaderErrorIsTheCoresMessage)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = writeMapWithBrokenRules(dir);
    std::string english;
    try {
        core::io::loadMap(path);
    } catch (const core::io::ParseError& e) {
        english = e.what();
    }
    ASSERT_NE(english.find("expected a list, found a number"), std::string::npos) << english;
    EXPECT_EQ(openError(path).toStdString(), english);
}

// The German editor: the Search dock's parameter labels and help, a requirement's description
// and a reader's error (file, place and field kept, the words German).
TEST(UiLanguage, TheCoresTextsSpeakGermanInTheWindow)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = writeMapWithBrokenRules(dir);
    LanguageScope scope(QStringLiteral("de"));
    ASSERT_EQ(scope.installed, QStringLiteral("de"));
    MainWindow w;
    w.openDefault();

    auto* search = w.findChild<QDockWidget*>(QStringLiteral("SearchDock"));
    ASSERT_TRUE(search);
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    ASSERT_TRUE(algorithm);
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("tabu")));
    EXPECT_EQ(algorithm->currentText(), QStringLiteral("Tabu-Suche"));
    auto* form = search->findChild<ui::docks::ParameterForm*>();
    ASSERT_TRUE(form);
    QStringList labels;
    QLabel* tabuSize = nullptr;
    for (QLabel* label : form->findChildren<QLabel*>()) {
        labels << label->text();
        if (label->text() == QStringLiteral("Tabu-Listengröße"))
            tabuSize = label;
    }
    ASSERT_TRUE(tabuSize) << labels.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(tabuSize->toolTip().endsWith(QStringLiteral(": tabu_size"))) << "the identifier recipes use stays in view";
    EXPECT_TRUE(labels.contains(QStringLiteral("Nachbarschaftsgröße"))) << labels.join(QLatin1Char('|')).toStdString();
    EXPECT_FALSE(labels.contains(QStringLiteral("tabu size")));
    QStringList tips;
    for (QWidget* editor : form->findChildren<QWidget*>())
        tips << editor->toolTip();
    EXPECT_TRUE(tips.filter(QStringLiteral("letzte Karten, die tabu sind")).size() == 1) << tips.join(QLatin1Char('|')).toStdString();

    auto* requirements = w.findChild<QDockWidget*>(QStringLiteral("RequirementsDock"));
    ASSERT_TRUE(requirements);
    auto* table = requirements->findChild<QTableWidget*>();
    ASSERT_TRUE(table);
    QStringList descriptions;
    for (int row = 0; row < table->rowCount(); ++row)
        for (int column = 0; column < table->columnCount(); ++column)
            if (table->item(row, column))
                descriptions << table->item(row, column)->toolTip();
    // The published Terra Mystica rule set's REQ1 is of type same-terrain-pairs.
    EXPECT_EQ(descriptions.filter(QStringLiteral("Benachbarte Landfelder desselben Geländes; jedes Paar zählt doppelt")).size(), 1)
        << descriptions.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(descriptions.filter(QStringLiteral("Adjacent land hexes")).isEmpty());

    // A hex's explanation (the canvas tooltip): the river-shape requirement (REQ2) in German.
    auto* doc = w.session()->document();
    QStringList explanations;
    for (core::model::CellIndex c = 0; c < doc->board().size(); ++c)
        for (const auto& [requirement, why] : doc->explain(c))
            if (doc->rules().requirements[static_cast<size_t>(requirement)].type == "river-shape-published")
                explanations << ui::text::coreText(why);
    ASSERT_FALSE(explanations.isEmpty()) << "the built-in map breaks REQ2 (its score says so)";
    for (const QString& why : explanations)
        EXPECT_TRUE(why.contains(QStringLiteral("Wasser")) || why.contains(QStringLiteral("Fluss"))) << why.toStdString();

    const QString error = openError(path);
    EXPECT_TRUE(error.startsWith(path + QLatin1Char(':'))) << error.toStdString();
    EXPECT_TRUE(error.endsWith(QStringLiteral(": Feld \"rules.terrains\": Liste erwartet, eine Zahl gefunden"))) << error.toStdString();
}

} // namespace
} // namespace hexloom::test
