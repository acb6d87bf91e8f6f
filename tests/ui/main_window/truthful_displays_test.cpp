// What the window says about the map must be true: the title of an untitled map names its rule
// set and follows a new rule set (the rule-set editor's Apply replaces the document's content; it
// used to keep the old title); the status bar's hover text counts only the requirements that are
// switched on (it used to count a switched-off one); the Regions dock's graph combo names the graph
// loaded (it used to say "Built-in graph…" whatever was loaded).
#include <QComboBox>
#include <QLabel>
#include <QStatusBar>
#include <gtest/gtest.h>

#include "tests/support/scratch_settings.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

TEST(TruthfulDisplays, FollowsTheRuleSetAfterApply)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    ASSERT_TRUE(doc->filePath().isEmpty());
    const QString before = QString::fromStdString(doc->rules().title);
    EXPECT_TRUE(w.windowTitle().startsWith(before)) << w.windowTitle().toStdString();
    auto rules = std::make_shared<core::rules::RuleSet>(doc->rules());
    rules->title = "Renamed in the rule-set editor";
    doc->replaceContent({doc->content().board, rules, doc->map()}, QStringLiteral("Apply rule set"));
    EXPECT_TRUE(w.windowTitle().startsWith(QStringLiteral("Renamed in the rule-set editor"))) << w.windowTitle().toStdString();
    EXPECT_TRUE(w.windowTitle().endsWith(QStringLiteral(" — Hexloom"))) << w.windowTitle().toStdString();
}

QString hoverText(ui::main_window::MainWindow& w, core::model::CellIndex cell)
{
    emit w.view()->hoveredCell(cell);
    for (auto* label : w.statusBar()->findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("Hex ")))
            return label->text();
    return {};
}

TEST(TruthfulDisplays, HoverTextCountsOnlySwitchedOnRequirements)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    // A hex that breaks exactly one requirement, a switched-on one (found by the document's own
    // explanation, which also lists the rule set's switched-off requirements).
    core::model::CellIndex cell = core::model::kNoCell;
    int requirement = -1;
    for (core::model::CellIndex c = 0; c < doc->board().size() && cell == core::model::kNoCell; ++c)
        if (const auto why = doc->explain(c); why.size() == 1 && doc->rules().requirements[static_cast<size_t>(why.front().first)].enabled) {
            cell = c;
            requirement = why.front().first;
        }
    ASSERT_NE(cell, core::model::kNoCell) << "the default map has no hex breaking exactly one requirement";
    EXPECT_TRUE(hoverText(w, cell).contains(QStringLiteral("breaks 1 requirement"))) << hoverText(w, cell).toStdString();
    auto content = doc->content();
    auto rules = std::make_shared<core::rules::RuleSet>(doc->rules());
    rules->requirements[static_cast<size_t>(requirement)].enabled = false;
    content.rules = rules;
    doc->replaceContent(content, QStringLiteral("Switch off"));
    const QString after = hoverText(w, cell);
    EXPECT_TRUE(after.startsWith(QStringLiteral("Hex "))) << after.toStdString();
    EXPECT_FALSE(after.contains(QStringLiteral("breaks"))) << after.toStdString();
}

TEST(TruthfulDisplays, RegionsComboNamesTheLoadedGraph)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* combo = w.regionsDock()->findChild<QComboBox*>(QStringLiteral("RegionsBuiltinGraph"));
    ASSERT_TRUE(combo);
    const int cycle = combo->findText(QStringLiteral("cycle-6"));
    ASSERT_GT(cycle, 0);
    combo->setCurrentIndex(cycle);
    emit combo->activated(cycle);
    EXPECT_EQ(combo->currentText(), QStringLiteral("cycle-6"));
    w.regionsDock()->loadBuiltin(QStringLiteral("chain-8"));
    EXPECT_EQ(combo->currentText(), QStringLiteral("chain-8"));
    EXPECT_TRUE(combo->toolTip().contains(QStringLiteral("chain-8"))) << combo->toolTip().toStdString();
}

} // namespace
} // namespace hexloom::test
