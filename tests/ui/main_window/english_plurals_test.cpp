// The editor in English says "1 kind" and "7 kinds", never "kind(s)": its plurals come from
// translations/hexloom_en.ts, installed for English as a start of the program installs it. Checked
// in the real MainWindow (the Fairness dock's summary, the Symmetry box's refusal) with one and
// with several, and for every plural string against the same string's forms for 1 and for 7.
#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>
#include <gtest/gtest.h>

#include "core/rules/evaluator.h"
#include "core/rules/requirements/fairness_report.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/balance_dock.h"
#include "ui/docks/fairness_panel.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/symmetry_box.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/ui_language.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui::main_window;

const QRegularExpression kMarkedPlural(QStringLiteral("\\w\\((s|es)\\)"));

// A start of Hexloom with English chosen: the plural forms are installed.
class EnglishStart {
public:
    EnglishStart()
    {
        storeLanguage(QStringLiteral("en"));
        installed = installTranslations(*qApp);
    }
    ~EnglishStart() { storeLanguage(QString()); }
    QString installed;
};

TEST(EnglishPlurals, TheFairnessSummaryCountsViolationsInEnglish)
{
    ASSERT_TRUE(kScratchSettings);
    EnglishStart start;
    ASSERT_EQ(start.installed, QStringLiteral("en"));
    QTemporaryDir dir;
    MainWindow w;
    ASSERT_TRUE(w.openFile(writeBuiltinMap(dir, QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy"))));
    auto* doc = w.session()->document();
    auto* fairness = w.findChild<ui::docks::FairnessPanel*>();
    ASSERT_TRUE(fairness);
    core::rules::Evaluator ev(doc->content().board, doc->content().rules);
    const auto violations = [&] { return core::rules::fairnessReports(ev, doc->map()).at(0).violations; };
    // The count the summary gives is the oracle's, worded for it (the written galaxy breaks the
    // tolerance many times over).
    const int n = violations();
    ASSERT_GT(n, 1);
    const QString summary = fairness->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral(", %1 violations").arg(n))) << summary.toStdString();
    EXPECT_FALSE(summary.contains(kMarkedPlural)) << summary.toStdString();
    // The same sentence for exactly one, as the installed translation words it.
    const QString one = QCoreApplication::translate("hexloom::ui::docks::FairnessPanel", "Spread %1 (highest - lowest value), mean %2, %n violation(s)%3.", nullptr, 1);
    EXPECT_EQ(one, QStringLiteral("Spread %1 (highest - lowest value), mean %2, 1 violation%3."));
}

TEST(EnglishPlurals, TheSymmetryBoxNamesSeveralKindsInEnglish)
{
    ASSERT_TRUE(kScratchSettings);
    EnglishStart start;
    MainWindow w;
    w.openDefault(); // the Original Terra Mystica board and pool: 7 odd kinds under a half turn
    auto* box = w.searchDock()->symmetryBox();
    ASSERT_TRUE(box->setMode(core::symmetry::SymmetryMode::Rotate2));
    const QString note = box->note();
    EXPECT_TRUE(note.startsWith(QStringLiteral("The pool cannot be rotate-2 symmetric: 7 kinds have counts"))) << note.toStdString();
    EXPECT_TRUE(note.contains(QStringLiteral("7 fixed hexes"))) << note.toStdString();
    EXPECT_FALSE(note.contains(kMarkedPlural)) << note.toStdString();
}

// Every plural string the editor has: English's forms for 1 and for 7 carry no "(s)", and the
// two differ where the words do (a few, such as "%n inside", read the same either way).
TEST(EnglishPlurals, EveryPluralStringHasItsTwoEnglishForms)
{
    QTranslator english;
    ASSERT_TRUE(english.load(QStringLiteral(":/i18n/hexloom_en.qm")));
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/hexloom_de.qm")));
    // A few the editor shows often, as written in the sources (context, source).
    const std::pair<const char*, const char*> samples[] = {
        {"hexloom::ui::docks::FairnessPanel", "Spread %1 (highest - lowest value), mean %2, %n violation(s)%3."},
        {"hexloom::ui::dialogs::NewGameStartPage", "%n hex(es)"},
    };
    for (const auto& [context, source] : samples) {
        const QString one = english.translate(context, source, nullptr, 1), seven = english.translate(context, source, nullptr, 7);
        ASSERT_FALSE(one.isEmpty()) << context << ": " << source;
        EXPECT_NE(one, seven) << source;
        EXPECT_FALSE(one.contains(kMarkedPlural) || seven.contains(kMarkedPlural)) << source;
        EXPECT_FALSE(german.translate(context, source, nullptr, 7).isEmpty()) << source;
    }
}

} // namespace
} // namespace hexloom::test
