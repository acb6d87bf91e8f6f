// The messages the core gives the editor reach the designer in the editor's language, still naming
// the file and field: out-of-range numbers (written in the locale, with the digits they need and no
// more), a tile set whose rule set cannot be loaded, the New Game checks of players and board, the
// rule-set editor's kind renames and removals (and the removal dialog's list), a failed save as the
// export dialogs show it, and the constraint-graph dock's problems; the search's refusals to start
// (nothing to search, locks the pool cannot fill) and a recipe's damaged segments; a number token's
// group average; and, in the real window after a run, the Progress dock's stop reason, the run
// bar's time, the status bar's score and fairness verdict. Each is provoked for real with German
// loaded and compared with the English the CLI prints. Why Not Zero?'s and the Tile Assembly's
// messages: translated_run_messages_test.cpp.
#include <QChart>
#include <QCheckBox>
#include <QGraphicsTextItem>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <cmath>
#include <functional>
#include <sstream>
#include <gtest/gtest.h>

#include "core/assembly/tile_set_file.h"
#include "core/io/atomic_file.h"
#include "core/io/parse_error.h"
#include "core/io/recipe_segments.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/kind_references.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/evaluator.h"
#include "core/rules/requirements/fairness_report.h"
#include "core/rules/tile_pool.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/search/stop_reason.h"
#include "core/text/core_text.h"
#include "tests/support/event_loop.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/shown_text.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/docks/convergence_chart.h"
#include "ui/docks/run_bar.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/run_state_label.h"
#include "ui/docks/search_dock.h"
#include "ui/document/document_files.h"
#include "ui/document/graph_document.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"
#include "ui/text/core_text.h"
#include "ui/text/decimal.h"

namespace hexloom::test {
namespace {

QByteArray catanWith(const std::function<void(QJsonObject&)>& change)
{
    QJsonObject root = QJsonDocument::fromJson(core::io::builtinResource(QStringLiteral("rules/catan.json"))).object();
    change(root);
    return QJsonDocument(root).toJson();
}

const QRegularExpression kPaddedDecimals(QStringLiteral("[.,]0{3,}\\b|\\.000000"));

TEST(TranslatedMessages, NumbersAreWrittenInTheLocaleWithTheDigitsTheyNeed)
{
    EXPECT_EQ(core::text::numberText(1000), "1000");
    EXPECT_EQ(core::text::numberText(0.25), "0.25");
    EXPECT_EQ(core::text::numberText(0.1), "0.1") << "the shortest form that reads back exactly";
    EXPECT_EQ(core::text::numberText(-3), "-3");
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    EXPECT_EQ(ui::text::number(2.5), QStringLiteral("2,5"));
    EXPECT_EQ(ui::text::number(0.1), QStringLiteral("0,1"));
    EXPECT_EQ(ui::text::number(12), QStringLiteral("12"));

    // A board radius that is no whole number: the reader's message, in German, with a decimal comma.
    const Shown half = refusalOf([] {
        core::io::parseRuleSet(catanWith([](QJsonObject& r) {
                                   QJsonObject b = r.value(QStringLiteral("board")).toObject();
                                   b.insert(QStringLiteral("radius"), 2.5);
                                   r.insert(QStringLiteral("board"), b);
                               }),
                               "catan.json");
    });
    EXPECT_NE(half.english.find("found 2.5"), std::string::npos) << half.english;
    expectTranslated(half, {QStringLiteral("catan.json"), QStringLiteral("board.radius"), QStringLiteral("2,5")}, {QStringLiteral("found"), QStringLiteral("2.5")});

    // A requirement setting out of range: the range's ends without padding zeros, in either language.
    const Shown range = refusalOf([] {
        core::io::parseRuleSet(catanWith([](QJsonObject& r) {
                                   QJsonArray reqs = r.value(QStringLiteral("requirements")).toArray();
                                   QJsonObject req = reqs.at(1).toObject();
                                   QJsonObject params = req.value(QStringLiteral("params")).toObject();
                                   params.insert(QStringLiteral("tolerance"), 1e9);
                                   req.insert(QStringLiteral("params"), params);
                                   reqs.replace(1, req);
                                   r.insert(QStringLiteral("requirements"), reqs);
                               }),
                               "catan.json");
    });
    EXPECT_NE(range.english.find("must be between"), std::string::npos) << range.english;
    EXPECT_FALSE(QString::fromStdString(range.english).contains(kPaddedDecimals)) << range.english;
    expectTranslated(range, {QStringLiteral("catan.json"), QStringLiteral("params.tolerance"), QStringLiteral("REQ2")}, {QStringLiteral("must be between")});
    EXPECT_FALSE(range.shown.contains(QStringLiteral(".000000"))) << range.shown.toStdString();
}

TEST(TranslatedMessages, ATileSetWhoseRuleSetCannotBeLoadedSaysSoInGerman)
{
    LanguageScope german(QStringLiteral("de"));
    QJsonObject root = QJsonDocument::fromJson(core::io::builtinResource(QStringLiteral("tilesets/country-roads.json"))).object();
    root.insert(QStringLiteral("rules"), QStringLiteral("no-such-rules"));
    const Shown s = refusalOf([&] { core::assembly::parseTileSet(QJsonDocument(root).toJson(), "country-roads.json"); });
    EXPECT_NE(s.english.find("cannot load rule set"), std::string::npos) << s.english;
    expectTranslated(s, {QStringLiteral("country-roads.json"), QStringLiteral("\"rules\""), QStringLiteral("no-such-rules")},
                     {QStringLiteral("cannot load"), QStringLiteral("field \"")});
}

TEST(TranslatedMessages, TheNewGameChecksOfPlayersAndBoardAreGerman)
{
    LanguageScope german(QStringLiteral("de"));
    core::rules::NewGameOptions tooMany;
    tooMany.players = 9;
    expectTranslated(refusalOf([&] { core::rules::makeNewGame(tooMany); }), {QStringLiteral("9")}, {QStringLiteral("found")});
    core::rules::NewGameOptions crowded;
    crowded.players = 8;
    crowded.board = core::rules::BoardSpec{"hexagon", 1, 0, true, ""};
    expectTranslated(refusalOf([&] { core::rules::makeNewGame(crowded); }), {QStringLiteral("16")}, {QStringLiteral("homes need"), QStringLiteral("radius")});
    expectTranslated(refusalOf([] { core::rules::boardOf({"hexagon", 100000, 0, true, ""}); }), {QStringLiteral("100000")},
                     {QStringLiteral("must be between"), QStringLiteral("radius")});
    expectTranslated(refusalOf([] { core::rules::boardOf({"triangle", 3, 0, true, ""}); }), {QStringLiteral("triangle")}, {QStringLiteral("expected")});
}

TEST(TranslatedMessages, KindRenamesAndRemovalsAreRefusedInGerman)
{
    LanguageScope german(QStringLiteral("de"));
    auto rules = *core::io::loadRuleSet(QStringLiteral("catan"));
    const QString taken = ui::text::coreText(core::rules::renameProblem(rules, "wood", "ore"));
    EXPECT_TRUE(taken.contains(QStringLiteral("„ore“"))) << "German quotes around a name in prose: " << taken.toStdString();
    EXPECT_FALSE(taken.contains(QStringLiteral("exists already"))) << taken.toStdString();
    const QString bad = ui::text::coreText(core::rules::renameProblem(rules, "wood", "a,b"));
    EXPECT_TRUE(bad.contains(QStringLiteral("„a,b“"))) << bad.toStdString();
    EXPECT_FALSE(bad.contains(QStringLiteral("must not"))) << bad.toStdString();
    expectTranslated(refusalOf([&] { core::rules::renameKind(rules, "wood", "ore"); }), {QStringLiteral("„ore“")}, {QStringLiteral("rename")});
    expectTranslated(refusalOf([&] { core::rules::removeKind(rules, "wood", "wood"); }), {}, {QStringLiteral("remove"), QStringLiteral("replace itself")});
    expectTranslated(refusalOf([&] { core::rules::removeKind(rules, "no-such-kind"); }), {QStringLiteral("no-such-kind"), QStringLiteral("catan")},
                     {QStringLiteral("no kind with id")});

    // The removal dialog lists where the kind is named, in German.
    ui::dialogs::KindRemovalDialog dialog(rules, "ore");
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("References"));
    ASSERT_TRUE(list);
    ASSERT_GE(list->count(), 2);
    for (int i = 0; i < list->count(); ++i) {
        const QString line = list->item(i)->text();
        EXPECT_FALSE(line.contains(QStringLiteral("tiles")) || line.contains(QStringLiteral("requirement "))) << line.toStdString();
    }
}

TEST(TranslatedMessages, AFailedSaveIsReportedInGermanNamingTheFile)
{
    LanguageScope german(QStringLiteral("de"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/board.png"));
    const Shown s = refusalOf([&] { core::io::saveFileAtomically(path, QByteArray("x")); });
    EXPECT_NE(s.english.find("cannot save"), std::string::npos) << s.english;
    expectTranslated(s, {path}, {QStringLiteral("cannot save")});
}

TEST(TranslatedMessages, TheConstraintGraphsProblemsAreGerman)
{
    ASSERT_TRUE(kScratchSettings);
    LanguageScope german(QStringLiteral("de"));
    ui::document::GraphDocument graph;
    const QString empty = graph.problem();
    EXPECT_FALSE(empty.isEmpty());
    EXPECT_FALSE(empty.contains(QStringLiteral("region"))) << empty.toStdString();
}

// A decimal number written with a point ("3.43", "13.8"): English where German has a comma.
const QRegularExpression kPointDecimal(QStringLiteral("\\d\\.\\d"));

ui::document::LoadedDocument catanStandard() { return ui::document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard")); }

TEST(TranslatedMessages, TheSearchsRefusalsToStartAreGerman)
{
    LanguageScope german(QStringLiteral("de"));
    const auto loaded = catanStandard();
    const auto& rules = *loaded.content.rules;

    // Every hex locked: nothing to search.
    core::model::Map locked = loaded.content.map;
    for (core::model::CellIndex c = 0; c < locked.size(); ++c)
        locked.setLocked(c, true);
    const Shown all = refusalOf([&] { core::search::requireSomethingToSearch(locked, rules); });
    EXPECT_EQ(all.english.rfind("nothing to search: every hex of the map is locked", 0), 0u) << all.english;
    expectTranslated(all, {}, {QStringLiteral("nothing to search"), QStringLiteral("locked")});

    // One hex unlocked: it can hold the one free tile in only one way; the count stays in the message.
    core::model::Map one = locked;
    one.setLocked(0, false);
    const Shown single = refusalOf([&] { core::search::requireSomethingToSearch(one, rules); });
    EXPECT_EQ(single.english.rfind("nothing to search: the 1 unlocked hex can hold the free tiles in only one way", 0), 0u) << single.english;
    expectTranslated(single, {QStringLiteral("1")}, {QStringLiteral("nothing to search"), QStringLiteral("unlocked hex")});

    // Locks the pool cannot fill: the kind's name (the rule set's) and the numbers stay.
    core::model::Map tooMany = loaded.content.map;
    core::model::TerrainId wood = 0;
    while (rules.terrains[wood].id != "wood")
        ++wood;
    int pool = 0;
    for (core::model::CellIndex c = 0; c < tooMany.size(); ++c)
        pool += tooMany.terrain(c) == wood ? 1 : 0;
    // One more wood than the pool has, locked, on hexes of wood's zone (the zones' counts stay).
    for (core::model::CellIndex c = 0, n = 0; c < tooMany.size() && n <= pool; ++c)
        if (tooMany.terrain(c) != core::model::kNoTerrain && rules.zone(tooMany.terrain(c)) == rules.zone(wood)) {
            tooMany.setTerrain(c, wood);
            tooMany.setLocked(c, true);
            ++n;
        }
    const Shown held = refusalOf([&] { core::rules::freePool(tooMany, rules, core::rules::TilePool::forMap(loaded.content.map, rules)); });
    EXPECT_NE(held.english.find("but the pool has only " + std::to_string(pool) + " (1 too many)"), std::string::npos) << held.english;
    expectTranslated(held, {QString::fromStdString(rules.terrains[wood].name), QString::number(pool + 1), QString::number(pool)},
                     {QStringLiteral("locked cells hold"), QStringLiteral("too many")});
}

TEST(TranslatedMessages, ARecipesDamagedSegmentsAreGerman)
{
    LanguageScope german(QStringLiteral("de"));
    const auto loaded = catanStandard();
    const int kinds = loaded.content.rules->terrainCount();
    const auto unpack = [&](std::string delta) {
        core::io::unpackSegments({{40, std::move(delta)}}, *loaded.content.board, kinds, loaded.content.map);
    };
    // No such cell: the segment's and the entry's frames and the board's description, all German.
    const Shown nowhere = refusalOf([&] { unpack("99,0,1,0,0"); });
    EXPECT_EQ(nowhere.english.rfind("segment 2 (iteration 40): entry 1: no cell at row 99, column 0 on a ", 0), 0u) << nowhere.english;
    expectTranslated(nowhere, {QStringLiteral("2"), QStringLiteral("40"), QStringLiteral("99")},
                     {QStringLiteral("segment"), QStringLiteral("entry"), QStringLiteral("no cell"), QStringLiteral("column"), QStringLiteral("board")});
    const auto at = loaded.content.board->offset(0);
    const Shown terrain = refusalOf([&] { unpack(std::to_string(at.row) + "," + std::to_string(at.col) + ",99,0,1"); });
    expectTranslated(terrain, {QStringLiteral("99"), QString::number(kinds - 1)}, {QStringLiteral("is not"), QStringLiteral("terrain index")});
    const Shown parts = refusalOf([&] { unpack("1,1"); });
    expectTranslated(parts, {QStringLiteral("1,1")}, {QStringLiteral("expected"), QStringLiteral("found")});
    // A segment word out of order, as a map file's recipe holds it.
    const Shown order = refusalOf([] { core::io::readSegmentWord("30:", 3, 40); });
    EXPECT_EQ(order.english, "segment 3: iteration 30 does not come after the segment before (iteration 40)");
    expectTranslated(order, {QStringLiteral("3"), QStringLiteral("30"), QStringLiteral("40")}, {QStringLiteral("does not come after")});
}

TEST(TranslatedMessages, ANumberTokensGroupAverageIsWrittenInTheLocaleWithTwoDecimals)
{
    LanguageScope german(QStringLiteral("de"));
    const auto loaded = catanStandard();
    core::rules::Evaluator eval(loaded.content.board, loaded.content.rules);
    std::vector<core::model::CellIndex> every;
    for (core::model::CellIndex c = 0; c < loaded.content.map.size(); ++c)
        every.push_back(c);
    // Shuffled Catan maps until a resource's group average is no whole number (10/3 and the like).
    const std::string pattern = "%1 has %2 pips; its group averages %3 (tolerance %4)";
    core::run::Random random(7);
    for (int attempt = 0; attempt < 200; ++attempt) {
        core::model::Map map = loaded.content.map;
        core::search::shuffleUnlocked(map, every, *loaded.content.rules, random);
        for (core::model::CellIndex c = 0; c < map.size(); ++c)
            for (const auto& [requirement, clauses] : eval.explain(map, c))
                for (const auto& clause : clauses) {
                    if (clause.pattern != pattern || clause.values[2].text.find('.') == std::string::npos)
                        continue;
                    // The CLI's English as before (six significant digits); the editor's German
                    // rounded to two decimals with a comma, the pips and tolerance kept.
                    const double average = std::stod(clause.values[2].text);
                    std::ostringstream six;
                    six << average;
                    EXPECT_EQ(clause.values[2].text, six.str());
                    const QString shown = ui::text::coreText(clause);
                    const QString expected = QString::number(average, 'f', 2).replace(QLatin1Char('.'), QLatin1Char(','));
                    EXPECT_TRUE(shown.contains(expected.endsWith(QLatin1Char('0')) ? expected.chopped(1) : expected)) << shown.toStdString();
                    EXPECT_FALSE(shown.contains(kPointDecimal)) << shown.toStdString();
                    EXPECT_FALSE(shown.contains(QStringLiteral("averages"))) << shown.toStdString();
                    EXPECT_TRUE(shown.contains(QString::fromStdString(clause.values[1].text))) << shown.toStdString();
                    return;
                }
    }
    FAIL() << "no shuffled Catan map has a fractional group average";
}

TEST(TranslatedMessages, DecimalsAreWrittenInTheLocaleRounded)
{
    LanguageScope german(QStringLiteral("de"));
    EXPECT_EQ(ui::text::decimal(3.4285714, 2), QStringLiteral("3,43"));
    EXPECT_EQ(ui::text::decimal(3.5, 2), QStringLiteral("3,5"));
    EXPECT_EQ(ui::text::decimal(12, 2), QStringLiteral("12"));
    EXPECT_EQ(ui::text::decimal(12345.5, 2), QStringLiteral("12345,5")) << "no group separator";
    EXPECT_EQ(ui::text::decimal(-0.001, 2), QStringLiteral("0"));
    LanguageScope portuguese(QStringLiteral("pt_BR"));
    EXPECT_EQ(ui::text::decimal(3.4285714, 2), QStringLiteral("3,43"));
}

// The real window in German after a run on the Twilight-like galaxy map: the Progress dock says
// why the run stopped in German, the run bar's time, the status bar's score and the fairness
// verdict write decimals with a comma.
TEST(TranslatedMessages, AfterARunTheMonitorAndStatusBarAreGerman)
{
    ASSERT_TRUE(kScratchSettings);
    LanguageScope german(QStringLiteral("de"));
    ASSERT_EQ(german.installed, QStringLiteral("de"));
    ui::main_window::MainWindow w;
    w.show();
    w.installDocument(ui::document::builtinDocument(QStringLiteral("space-galaxy"), QStringLiteral("space-galaxy")), QString());
    auto* stopAtScore = w.searchDock()->findChild<QCheckBox*>(QStringLiteral("SearchStopAtScore"));
    auto* evaluations = w.searchDock()->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"));
    ASSERT_TRUE(stopAtScore && evaluations);
    stopAtScore->setChecked(false);
    evaluations->setValue(3000); // a stop every machine reaches alike
    auto* runs = w.session()->runs();
    std::string reason;
    QObject::connect(runs, &ui::run::RunController::snapshotTaken, [&](int, const auto& s) {
        if (s->final)
            reason = s->stopReason;
    });
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 60000));
    spinFor(100);
    ASSERT_EQ(reason, "evaluations");

    const QString stats = w.findChild<ui::docks::RunMonitorDock*>()->findChild<QLabel*>(QStringLiteral("RunStats"))->text();
    const auto why = core::search::stopReasonText(reason);
    const QString german_why = ui::text::coreText(why);
    EXPECT_NE(german_why.toStdString(), why.english());
    EXPECT_TRUE(stats.contains(german_why)) << stats.toStdString();
    EXPECT_FALSE(stats.contains(QStringLiteral("stopped:")) || stats.contains(QStringLiteral(": evaluations"))) << stats.toStdString();
    EXPECT_FALSE(stats.contains(kPointDecimal)) << stats.toStdString();

    // The chart's axes write their numbers in the locale too ("0,02" seconds), and write them at
    // all (Qt Charts leaves localised "%g" labels blank).
    auto* monitor = w.findChild<ui::docks::RunMonitorDock*>();
    monitor->show();
    monitor->raise();
    spinFor(300);
    auto* chart = monitor->findChild<ui::docks::ConvergenceChart*>();
    ASSERT_NE(chart, nullptr);
    QStringList labels;
    for (QGraphicsItem* item : chart->scene()->items())
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item); t && t->isVisible() && !t->toPlainText().isEmpty())
            labels << t->toPlainText();
    EXPECT_TRUE(labels.filter(QRegularExpression(QStringLiteral("^\\d+,\\d+$"))).size() > 0) << labels.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(labels.filter(kPointDecimal).isEmpty()) << labels.join(QLatin1Char(' ')).toStdString();

    const QString state = w.findChild<ui::docks::RunBar*>()->findChild<ui::docks::RunStateLabel*>()->text();
    EXPECT_FALSE(state.contains(kPointDecimal)) << state.toStdString();
    const QString score = w.findChild<QLabel*>(QStringLiteral("ScoreLabel"))->text();
    EXPECT_FALSE(score.contains(QStringLiteral("Score"))) << score.toStdString();

    // The verdict names the disadvantaged player's distance from the mean with a decimal comma,
    // as the core's report gives it (13.8333 on the shipped map: "13,83").
    core::rules::Evaluator eval(w.session()->document()->content().board, w.session()->document()->content().rules);
    const auto reports = core::rules::fairnessReports(eval, w.session()->document()->map());
    ASSERT_FALSE(reports.empty());
    const auto& lowest = reports.front().players[static_cast<size_t>(reports.front().lowest())];
    const QString verdict = w.findChild<QLabel*>(QStringLiteral("FairnessVerdict"))->text();
    EXPECT_FALSE(verdict.contains(kPointDecimal)) << verdict.toStdString();
    if (reports.front().violations > 0) {
        EXPECT_TRUE(verdict.contains(QString::number(std::abs(lowest.fromMean), 'f', 2).replace(QLatin1Char('.'), QLatin1Char(','))))
            << verdict.toStdString();
    }
}

} // namespace
} // namespace hexloom::test
