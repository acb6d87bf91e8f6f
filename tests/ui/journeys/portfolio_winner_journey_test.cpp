// A portfolio race won by a member other than the first, in the real MainWindow: the designer
// races two algorithms (steepest-ascent hill climbing first, the ant colony second), stops the race
// once the colony has beaten the start map, accepts the suggestion, saves, reopens and saves the
// map again, and the real hexloom-cli `replay` makes it again exactly. The recipe is the colony's
// run alone: its algorithm and the race's seed + 1, the member's own.
//
// Why the winner does not depend on timing: a race's Stop reaches each member at an iteration of
// its own, but hill climbing with the paper's restarts never beats this start map within the
// race's evaluation limit (checked below by the CLI, hill climbing alone with the race's seed and
// limit: a member stopped earlier has searched a prefix of that run, so its best is no lower),
// while the race is stopped only after the colony went below it. The winner is the lowest final
// best, so it is the colony whenever the Stop lands; only its iteration count (which the recipe
// records) varies. The evaluation limit is far beyond what the colony reaches before the Stop, so
// the colony is still running when it comes (a member that ran out would end the race unstopped).
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/io/map_file.h"
#include "core/recipe/recipe.h"
#include "core/search/run/portfolio.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/save_reopen.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/parameter_form.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/seed_edit.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

constexpr int kSeed = 77;
constexpr int kEvaluations = 1'000'000;

// The race's members as the designer ticks them in the Search dock's form (one box per algorithm,
// in the registry's order): only `on`.
void raceOnly(docks::SearchDock& search, const std::set<std::string>& on)
{
    auto* form = search.findChild<docks::ParameterForm*>();
    ASSERT_NE(form, nullptr);
    const auto& parameters = core::search::Portfolio::info().parameters;
    const auto boxes = form->findChildren<QCheckBox*>();
    ASSERT_EQ(boxes.size(), static_cast<qsizetype>(parameters.size())) << "one box per algorithm";
    for (size_t i = 0; i < parameters.size(); ++i)
        if (boxes[static_cast<qsizetype>(i)]->isChecked() != (on.count(parameters[i].name) > 0))
            boxes[static_cast<qsizetype>(i)]->click();
    const auto members = core::search::Portfolio::members(form->values());
    ASSERT_EQ(members.size(), on.size());
}

// `generate --json` of the CLI: the best it reached.
double cliBest(const QStringList& args)
{
    const CliResult r = runCli(args);
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("best")).toDouble(-1);
}

TEST(PortfolioWinnerJourney, ARaceWonByItsSecondMemberIsReplayedAsThatMembersRun)
{
    ASSERT_TRUE(kScratchSettings);
    QSettings().setValue(QStringLiteral("search/stopAtTarget"), false); // the race runs until Stop
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();
    auto* search = w.findChild<docks::SearchDock*>();
    ASSERT_NE(search, nullptr);
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("portfolio")));
    raceOnly(*search, {"sahc", "aco"}); // member 0 hill climbing, member 1 the colony
    search->findChild<docks::SeedEdit*>(QStringLiteral("SearchSeed"))->setValue(kSeed);
    search->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(kEvaluations);
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(600);
    // One race (Suggestion Mode runs one per seed from the seed on: the next race's seed would be
    // this race's colony's).
    QSpinBox* seeds = nullptr;
    for (auto* box : search->findChildren<QSpinBox*>())
        if (box->prefix() == QStringLiteral("seeds: "))
            seeds = box;
    ASSERT_NE(seeds, nullptr);
    seeds->setValue(1);
    QAction* suggestionMode = menuAction(w, QStringLiteral("S&uggestion Mode"));
    ASSERT_NE(suggestionMode, nullptr);
    suggestionMode->trigger();

    // Stop once the colony has gone below the start map.
    auto* doc = w.session()->document();
    const double start = doc->report().total;
    auto* runs = w.session()->runs();
    bool stopped = false;
    const auto stopper = QObject::connect(runs, &run::RunController::snapshotTaken, &w, [&](int, auto snapshot) {
        if (stopped || snapshot->foundBy != "aco" || snapshot->best >= start)
            return;
        stopped = true;
        search->stopAction()->trigger();
    });
    search->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 180'000));
    spinFor(50); // the last snapshot reaches the gallery
    QObject::disconnect(stopper);
    ASSERT_TRUE(stopped) << "the colony never went below the start map's " << start;

    auto* gallery = w.gallery();
    ASSERT_EQ(gallery->count(), 1);
    gallery->select(0);
    const auto suggestion = gallery->current()->snapshot;
    EXPECT_EQ(suggestion->stopReason, "cancelled") << "the colony was still running when the Stop came";
    EXPECT_EQ(suggestion->seed, static_cast<uint64_t>(kSeed + 1)) << "the colony's own seed: the race's + 1";
    EXPECT_LT(suggestion->best, start);
    gallery->acceptAction()->trigger();
    EXPECT_TRUE(doc->map().sameContents(suggestion->map));

    const QString again = dir.filePath(QStringLiteral("won-again.json"));
    const std::string recipe = saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("won.json")), again);
    const auto file = core::io::loadMap(again);
    EXPECT_NE(recipe.find("--algorithm aco "), std::string::npos) << "the winner's run, not the race: " << recipe.substr(0, 200);
    EXPECT_NE(recipe.find("--seed " + std::to_string(kSeed + 1) + " "), std::string::npos) << "the member's own seed";
    EXPECT_NE(recipe.find("--iterations " + std::to_string(suggestion->iteration)), std::string::npos) << "stopped: an iteration stop";

    const QString replayed = dir.filePath(QStringLiteral("replayed.json"));
    const CliResult replay = runCli({QStringLiteral("replay"), again, QStringLiteral("--out"), replayed});
    ASSERT_EQ(replay.exitCode, 0) << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("reproduced exactly")) << replay.out.toStdString();
    EXPECT_TRUE(core::io::loadMap(replayed).map.sameContents(file.map));

    // Why the colony won whenever the Stop landed: hill climbing alone, with the race's seed and
    // limit from the same start map, ends no lower than the start, above the colony's result.
    QTemporaryDir unpacked;
    const auto args = core::recipe::recipeArguments(QString::fromStdString(recipe), unpacked);
    const QString startMap = args.args[args.args.indexOf(QStringLiteral("--map")) + 1];
    QStringList climb{QStringLiteral("generate"), QStringLiteral("--map"), startMap, QStringLiteral("--algorithm"), QStringLiteral("sahc"),
                      QStringLiteral("--seed"), QString::number(kSeed), QStringLiteral("--evaluations"), QString::number(kEvaluations),
                      QStringLiteral("--target"), QStringLiteral("none"), QStringLiteral("--json")};
    if (const int rules = args.args.indexOf(QStringLiteral("--rules")); rules >= 0)
        climb << args.args.mid(rules, 2);
    EXPECT_GE(cliBest(climb), start) << "hill climbing alone beat the start map: the race's winner could depend on timing";
}

} // namespace
} // namespace hexloom::test
