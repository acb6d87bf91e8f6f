// The search dock builds its runs from the algorithm registry: one live run, or one suggestion run
// per seed (per algorithm and seed for a portfolio), with the settings shown in the dock.
#include <QCheckBox>
#include <QRadioButton>
#include <QSpinBox>
#include <gtest/gtest.h>

#include "core/algorithms/solver.h"
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
    if (core::algorithms::algorithms().empty())
        GTEST_SKIP() << "no search algorithm in this build";
    SearchDock dock;
    const auto requests = dock.requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].algorithmId.toStdString(), core::algorithms::defaultAlgorithm());
    EXPECT_EQ(requests[0].settings.seed, 1u);
    EXPECT_GT(requests[0].settings.stop.timeLimitSeconds, 0);
    EXPECT_NE(requests[0].make(), nullptr); // the form's defaults are valid parameters
}

TEST(SearchDock, SuggestionModeRunsConsecutiveSeedsAndAPortfolio)
{
    if (core::algorithms::algorithms().empty())
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
    EXPECT_EQ(requests.size(), 3u * core::algorithms::algorithms().size());
}

} // namespace
} // namespace hexloom::test
