// The search dock builds its runs from the algorithm registry: one live run, or one suggestion run
// per seed (per algorithm and seed for a portfolio), with the settings shown in the dock.
#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QRadioButton>
#include <QSpinBox>
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "ui/docks/search_dock.h"

namespace hexloom::test {
namespace {

using ui::docks::SearchDock;

QRadioButton* suggestionMode(SearchDock& dock)
{
    for (auto* b : dock.findChildren<QRadioButton*>())
        if (b->text().startsWith(QStringLiteral("Suggestions")))
            return b;
    return nullptr;
}

TEST(SearchDock, LiveModeRunsTheChosenAlgorithmOnce)
{
    if (core::search::algorithms().empty())
        GTEST_SKIP() << "no search algorithm in this build";
    SearchDock dock;
    const auto requests = dock.requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].algorithmId.toStdString(), core::search::defaultAlgorithm());
    EXPECT_EQ(requests[0].settings.seed, 1u);
    EXPECT_GT(requests[0].settings.stop.timeLimitSeconds, 0);
    EXPECT_NE(requests[0].make(), nullptr); // the form's defaults are valid parameters
}

TEST(SearchDock, SuggestionModeRunsConsecutiveSeedsAndAPortfolio)
{
    if (core::search::algorithms().empty())
        GTEST_SKIP() << "no search algorithm in this build";
    SearchDock dock;
    ASSERT_NE(suggestionMode(dock), nullptr);
    suggestionMode(dock)->setChecked(true);
    QSpinBox* seeds = nullptr;
    for (auto* s : dock.findChildren<QSpinBox*>())
        if (s->prefix().startsWith(QStringLiteral("seeds")))
            seeds = s;
    ASSERT_NE(seeds, nullptr);
    seeds->setValue(3);
    auto requests = dock.requests();
    ASSERT_EQ(requests.size(), 3u);
    for (size_t i = 0; i < requests.size(); ++i)
        EXPECT_EQ(requests[i].settings.seed, 1u + i);
    for (auto* c : dock.findChildren<QCheckBox*>())
        if (c->text() == QStringLiteral("every algorithm"))
            c->setChecked(true);
    requests = dock.requests();
    // Each algorithm once per seed; the portfolio race, which runs them all, is not among them.
    ASSERT_EQ(requests.size(), 3u * (core::search::algorithms().size() - 1));
    for (const auto& r : requests)
        EXPECT_NE(r.algorithmId, QStringLiteral("portfolio"));
}

// The ant colony kind list comes from the run; rebuilding it for a new run keeps the kind the
// designer chose when that kind is still there, and falls back to the best map's tile otherwise.
TEST(SearchDock, PheromoneKindChoiceSurvivesANewListWhenTheKindRemains)
{
    SearchDock dock;
    auto* combo = dock.findChild<QComboBox*>(QStringLiteral("pheromoneKind"));
    ASSERT_NE(combo, nullptr);
    EXPECT_FALSE(combo->isEnabled());
    EXPECT_EQ(dock.pheromoneKind(), -1);
    QSignalSpy changed(&dock, &SearchDock::pheromoneKindChanged);
    dock.setPheromoneKinds({"Forest", "Desert", "Lakes"});
    EXPECT_TRUE(combo->isEnabled());
    combo->setCurrentIndex(combo->findText(QStringLiteral("Lakes")));
    EXPECT_EQ(dock.pheromoneKind(), 2);
    ASSERT_FALSE(changed.isEmpty());
    EXPECT_EQ(changed.last().at(0).toInt(), 2);

    dock.setPheromoneKinds({"Lakes", "Forest"}); // same kind, new index
    EXPECT_EQ(dock.pheromoneKind(), 0);
    EXPECT_EQ(changed.last().at(0).toInt(), 0);
    const auto before = changed.size();
    dock.setPheromoneKinds({"Lakes", "Forest"}); // unchanged list: nothing happens
    EXPECT_EQ(changed.size(), before);

    dock.setPheromoneKinds({"Desert"});
    EXPECT_EQ(dock.pheromoneKind(), -1);
}

} // namespace
} // namespace hexloom::test
