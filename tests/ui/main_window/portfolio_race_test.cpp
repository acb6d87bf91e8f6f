// The portfolio race from the editor: chosen in the Search dock's algorithm list like any other
// algorithm, it runs in the real window, every improvement it streams is credited to one of the
// algorithms that raced, and the Progress dock says which one found the best map.
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSettings>
#include <gtest/gtest.h>
#include <set>

#include "core/search/solver.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/search_dock.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

TEST(PortfolioRace, ARaceInTheWindowCreditsEachImprovementToANamedAlgorithm)
{
    ASSERT_TRUE(kScratchSettings);
    {
        QSettings s;
        s.setValue(QStringLiteral("search/stopAtTarget"), false);
        s.setValue(QStringLiteral("search/suggestionMode"), false);
        s.setValue(QStringLiteral("search/teaching"), false);
    }
    main_window::MainWindow w;
    w.openDefault();
    auto* algorithm = w.searchDock()->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    ASSERT_NE(algorithm, nullptr);
    const int race = algorithm->findData(QStringLiteral("portfolio"));
    ASSERT_GE(race, 0) << "the race is listed with the algorithms";
    algorithm->setCurrentIndex(race);
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(1.5);

    std::set<std::string> members;
    for (const auto& a : core::search::algorithms())
        if (a.id != "portfolio")
            members.insert(a.id);
    std::vector<std::shared_ptr<const core::search::Snapshot>> seen;
    auto* runs = w.session()->runs();
    QObject::connect(runs, &run::RunController::snapshotTaken, [&](int, std::shared_ptr<const core::search::Snapshot> s) { seen.push_back(s); });
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));

    ASSERT_GE(seen.size(), 2u) << "improvements and the final snapshot";
    for (const auto& s : seen) {
        EXPECT_EQ(s->algorithm, "portfolio");
        EXPECT_TRUE(members.count(s->foundBy)) << "credited to \"" << s->foundBy << "\"";
    }
    for (size_t i = 1; i + 1 < seen.size(); ++i)
        EXPECT_LE(seen[i]->best, seen[i - 1]->best) << "the race streams only improvements";
    EXPECT_TRUE(seen.back()->final);
    const auto* stats = w.findChild<docks::RunMonitorDock*>()->findChild<QLabel*>(QStringLiteral("RunStats"));
    // The member by its name ("Tabu search"), as the Search dock lists it, not its id.
    const auto* winner = core::search::findAlgorithm(seen.back()->foundBy);
    ASSERT_NE(winner, nullptr) << seen.back()->foundBy;
    EXPECT_TRUE(stats->text().contains(QStringLiteral("found by <b>") + QString::fromStdString(winner->name))) << stats->text().toStdString();
}

} // namespace
} // namespace hexloom::test
