// Why Not Zero?'s and the Tile Assembly's messages reach the designer in the editor's language,
// still naming their hexes, ids and numbers (numbers in the locale: "0,25 s"): the exact engine's
// infeasibility core, its reasons for requirements it does not cover, the caps and stops with the
// part of the formula they were met in, the repair's "fewest changes not proven", and the
// assembly's dead ends, results, refusals and statistics. Each is provoked for real, with German
// loaded, and its English (what the CLI prints) is checked to be the CLI's words as before.
#include <chrono>
#include <gtest/gtest.h>
#include <memory>
#include <thread>

#include "core/assembly/assembler.h"
#include "core/exact/cnf.h"
#include "core/exact/core_message.h"
#include "core/exact/exact_engine.h"
#include "core/model/board.h"
#include "tests/support/event_loop.h"
#include "tests/support/fixtures.h"
#include "tests/support/language_scope.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/shown_text.h"
#include "ui/docks/assembly_text.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/why_not_zero.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

namespace asmb = core::assembly;
namespace exact = core::exact;
using core::model::Board;
using core::model::CellIndex;
using core::rules::RuleSet;

// The CLI tests' tiny board (Y,Y,U / I,I) under the strict Terra Mystica rules; `lockDeserts`
// locks its two adjacent deserts, which REQ1 (no neighbours of the same terrain) cannot allow.
struct Tiny {
    std::shared_ptr<const Board> board;
    std::shared_ptr<const RuleSet> rules;
    core::model::Map map;
};

Tiny tiny(std::shared_ptr<const RuleSet> rules, bool lockDeserts)
{
    auto made = lettersMap("Y,Y,U\nI,I\n", *rules);
    Tiny t{std::make_shared<const Board>(made.board), std::move(rules), made.map};
    for (CellIndex c = 0; lockDeserts && c < t.map.size(); ++c)
        t.map.setLocked(c, t.map.terrain(c) == t.rules->byId("desert"));
    return t;
}

exact::ProofAnswer prove(const Tiny& t, exact::ExactLimits limits = {}) { return exact::ExactEngine(t.board, t.rules, t.map, limits).prove(0, {}, false); }

const exact::NotCovered* notCovered(const exact::ProofAnswer& a, const std::string& id)
{
    for (const auto& n : a.notCovered)
        if (n.id == id)
            return &n;
    return nullptr;
}

TEST(TranslatedMessages, WhyNotZerosCoreOfLocksIsGermanNamingItsHexes)
{
    const Tiny t = tiny(builtinRules("terra-mystica-strict"), true);
    const auto answer = prove(t);
    ASSERT_EQ(answer.status, exact::ProofStatus::Infeasible);
    const auto text = exact::describeCoreText(answer.core, *t.board, *t.rules);
    // The CLI's words, as before.
    EXPECT_EQ(text.english(), exact::describeCore(answer.core, *t.board, *t.rules));
    EXPECT_EQ(text.english().rfind("The 2 locks and REQ1 cannot all hold: ", 0), 0u) << text.english();
    EXPECT_NE(text.english().find("lock on hex 0,0 (Desert); lock on hex 0,1 (Desert)"), std::string::npos) << text.english();

    LanguageScope german(QStringLiteral("de"));
    expectTranslated(shownText(text), {QStringLiteral("0,0"), QStringLiteral("0,1"), QStringLiteral("Desert"), QStringLiteral("REQ1"), QStringLiteral("2")},
                     {QStringLiteral("cannot all hold"), QStringLiteral("lock on hex"), QStringLiteral("locks and")});
}

TEST(TranslatedMessages, WhyNotZerosNotCoveredReasonsAreGerman)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("terra-mystica-strict"));
    for (auto& spec : rules->requirements) {
        if (spec.id == "REQ2")
            spec.weight = 0.5; // not a whole weight
        if (spec.id == "ISLAND") {
            spec.enabled = true;
            spec.params["size"] = 8.0; // too many island shapes
        }
        if (spec.id == "FAIR")
            spec.enabled = true; // reads one-spade and water-contact: a refusal of the encoder
    }
    const auto answer = prove(tiny(rules, false));
    const auto* weight = notCovered(answer, "REQ2");
    const auto* island = notCovered(answer, "ISLAND");
    const auto* fair = notCovered(answer, "FAIR");
    ASSERT_TRUE(weight && island && fair) << answer.notCovered.size();
    EXPECT_EQ(weight->reason, "weight is not a whole number from 1 to 1000000");
    EXPECT_EQ(island->reason, "size above 7: too many island shapes to list");
    EXPECT_EQ(fair->reason.rfind("pips, one-spade and water-contact read", 0), 0u) << fair->reason;
    for (const auto* n : {weight, island, fair})
        EXPECT_EQ(n->reasonText.english(), n->reason);

    LanguageScope german(QStringLiteral("de"));
    expectTranslated(shownText(weight->reasonText), {QStringLiteral("1"), QStringLiteral("1000000")}, {QStringLiteral("whole number")});
    expectTranslated(shownText(island->reasonText), {QStringLiteral("7")}, {QStringLiteral("island shapes")});
    expectTranslated(shownText(fair->reasonText), {}, {QStringLiteral("only kind attributes")});
}

TEST(TranslatedMessages, TheExactEnginesCapsAndStopsAreGermanWithThePartTheyWereMetIn)
{
    const Tiny t = tiny(builtinRules("terra-mystica-strict"), false);
    const auto capped = prove(t, {.caps = {.clauses = 20, .literals = 1'000'000}});
    EXPECT_EQ(capped.status, exact::ProofStatus::Unknown);
    EXPECT_EQ(capped.reason, "clause cap of 20 clauses reached (in kinds)");
    EXPECT_EQ(capped.reasonText.english(), capped.reason);

    // A stop while the formula grows ("time limit" as the engine's stopper says it).
    exact::Cnf cnf;
    cnf.setStop([] { return "time limit"; });
    cnf.beginPart({"pool"});
    core::text::CoreText stopped;
    try {
        for (int i = 0; i < 100'000; ++i)
            cnf.add({1, 2});
    } catch (const exact::CapReached& e) {
        stopped = e.text();
        EXPECT_EQ(std::string(e.what()), "time limit while encoding (in pool)");
    }
    ASSERT_FALSE(stopped.pattern.empty()) << "no stop";

    // Repair: the best score proven within a clause cap that leaves no room to count changes.
    exact::ExactEngine roomy(t.board, t.rules, t.map, {});
    const auto full = roomy.repair();
    ASSERT_TRUE(full.changesProven) << full.reason;
    ASSERT_GT(full.changes, 0);
    const int64_t cap = full.proof.clauses;
    exact::ExactEngine tight(t.board, t.rules, t.map, {.caps = {.clauses = cap}});
    const auto repair = tight.repair();
    EXPECT_EQ(repair.proof.status, exact::ProofStatus::Optimal) << repair.proof.reason;
    const std::string prefix = "fewest changes not proven: clause cap of " + std::to_string(cap) + " clauses reached (in ";
    EXPECT_EQ(repair.reason.rfind(prefix, 0), 0u) << repair.reason;
    EXPECT_EQ(repair.reasonText.english(), repair.reason);

    LanguageScope german(QStringLiteral("de"));
    const QString number = QString::number(cap);
    expectTranslated(shownText(capped.reasonText), {QStringLiteral("20")}, {QStringLiteral("clause cap"), QStringLiteral("reached"), QStringLiteral("kinds")});
    expectTranslated(shownText(stopped), {}, {QStringLiteral("time limit"), QStringLiteral("while encoding"), QStringLiteral("(in pool)")});
    expectTranslated(shownText(repair.reasonText), {number}, {QStringLiteral("fewest changes"), QStringLiteral("clause cap"), QStringLiteral("(in ")});
}

// One-hex river tiles that the rim refuses (as tests/core/assembly's riverSet): no assembly of a
// 3 x 3 board exists, and each border hex is a gap nothing covers.
std::shared_ptr<asmb::TileSet> riversOnly()
{
    auto set = std::make_shared<asmb::TileSet>();
    set->name = "rivers";
    set->rules = builtinRules("terra-mystica-published");
    set->connections.add('0', true, false);
    set->connections.add('r', false, true);
    set->connections.allowFit('0', '0');
    set->connections.allowFit('r', 'r');
    for (const char* id : {"river", "pool"}) {
        asmb::TileKind k;
        k.id = id;
        k.cells.push_back({{0, 0}, 'I', {'r', 'r', 'r', 'r', 'r', 'r'}});
        k.max = 100;
        set->tiles.push_back(k);
    }
    return set;
}

TEST(TranslatedMessages, TheTileAssemblysDeadEndsAndResultsAreGerman)
{
    const auto board = std::make_shared<const Board>(Board::rectangle(3, 3));
    const auto set = riversOnly();
    asmb::Assembler exhausted({set, board, {}, {}}, {});
    const auto result = exhausted.run();
    ASSERT_EQ(result.status, asmb::AssemblyStatus::Exhausted);
    EXPECT_EQ(result.message, "no assembly exists: every branch ended in a dead end; last dead end: could not pad (uncovered gap at (0, 0))");
    EXPECT_EQ(result.messageText.english(), result.message);
    const auto snapshot = exhausted.snapshot();

    asmb::AssemblyOptions briefly;
    briefly.timeLimitSeconds = 0.001;
    asmb::Assembler timed({set, board, {}, {}}, briefly);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    ASSERT_EQ(timed.step(), asmb::AssemblyStatus::TimeLimit);
    EXPECT_EQ(timed.message(), "time limit of 0.001 s reached") << "the CLI's number has the digits it needs";

    asmb::AssemblyOptions narrow;
    narrow.maxPlacements = 1;
    asmb::Assembler refused({set, board, {}, {}}, narrow);
    ASSERT_EQ(refused.run().status, asmb::AssemblyStatus::Refused);
    EXPECT_EQ(refused.message().rfind("the list of candidate placements has more than 1 entries", 0), 0u) << refused.message();

    const asmb::DeadEnd gap{asmb::DeadEndReason::UncoveredGap, board->indexAtOffset({1, 2}), -1};
    EXPECT_EQ(asmb::describe(gap, *board), "uncovered gap at (1, 2)");

    LanguageScope german(QStringLiteral("de"));
    expectTranslated(shownText(result.messageText), {QStringLiteral("(0, 0)")},
                     {QStringLiteral("no assembly"), QStringLiteral("dead end"), QStringLiteral("could not pad"), QStringLiteral("uncovered gap")});
    expectTranslated(shownText(timed.messageText()), {QStringLiteral("0,001")}, {QStringLiteral("time limit"), QStringLiteral("0.001")});
    expectTranslated(shownText(refused.messageText()), {QStringLiteral("1")}, {QStringLiteral("candidate placements"), QStringLiteral("raise the limit")});
    expectTranslated(shownText(asmb::describeText(gap, *board)), {QStringLiteral("(1, 2)")}, {QStringLiteral("uncovered gap")});

    // The dock's texts: the last dead end, and the statistics with their reasons and seconds.
    const QString last = ui::docks::lastDeadEndText(*snapshot, *board);
    EXPECT_FALSE(last.isEmpty());
    for (const char* english : {"could not pad", "Last dead end", "red cross"})
        EXPECT_FALSE(last.contains(QLatin1String(english))) << last.toStdString();
    asmb::AssemblyStats stats = result.stats;
    stats.seconds = 0.25;
    ASSERT_GT(stats.deadEndsFor(asmb::DeadEndReason::CouldNotPad), 0);
    const QString counted = ui::docks::assemblyStatsText(stats);
    EXPECT_TRUE(counted.contains(QStringLiteral("0,25"))) << counted.toStdString();
    EXPECT_TRUE(counted.contains(QString::number(stats.deadEndTotal()))) << counted.toStdString();
    for (const char* english : {"could not pad", "could_not_pad", "uncovered gap", "0.25", "Placements tried"})
        EXPECT_FALSE(counted.contains(QLatin1String(english))) << counted.toStdString();
}

TEST(TranslatedMessages, TheTileAssemblysRefusalsBeforeTheRunAreGerman)
{
    const auto board = std::make_shared<const Board>(Board::rectangle(3, 3));
    auto set = riversOnly();
    const Shown unknown = refusalOf([&] { asmb::Assembler({set, board, {}, {{"no-such-tile", {0, 2}, 0}}}, {}); });
    EXPECT_EQ(unknown.english, "fixed tile \"no-such-tile\" at (0, 2) rotation 0: no such tile in tile set rivers");
    set->tiles[0].min = 100;
    const Shown crowded = refusalOf([&] { asmb::Assembler({set, board, {}, {}}, {}); });
    EXPECT_EQ(crowded.english, "tile set rivers: its required tiles (min) cover 100 hexes but the board has only 9 hexes free");

    LanguageScope german(QStringLiteral("de"));
    const Shown unknownDe = refusalOf([&] { asmb::Assembler({riversOnly(), board, {}, {{"no-such-tile", {0, 2}, 0}}}, {}); });
    expectTranslated(unknownDe, {QStringLiteral("no-such-tile"), QStringLiteral("(0, 2)"), QStringLiteral("rivers")}, {QStringLiteral("fixed tile"), QStringLiteral("no such tile")});
    const Shown crowdedDe = refusalOf([&] { asmb::Assembler({set, board, {}, {}}, {}); });
    expectTranslated(crowdedDe, {QStringLiteral("100"), QStringLiteral("9"), QStringLiteral("rivers")}, {QStringLiteral("required tiles"), QStringLiteral("hexes free")});
}

// The journey: Why Not Zero? in the real window, in German, on the Original board with two
// neighbouring deserts locked (a swap keeps the pool): the answer names both hexes in German.
TEST(TranslatedMessages, WhyNotZeroAnswersInGermanInTheRealWindow)
{
    ASSERT_TRUE(kScratchSettings);
    LanguageScope german(QStringLiteral("de"));
    ui::main_window::MainWindow w;
    w.resize(1280, 800);
    w.show();
    w.installDocument(ui::document::builtinDocument(QStringLiteral("terra-mystica-strict"), QStringLiteral("terra-mystica-original")), QString());
    auto* doc = w.session()->document();
    const auto desert = doc->rules().byId("desert");
    const auto& board = doc->board();
    CellIndex a = core::model::kNoCell, b = core::model::kNoCell, other = core::model::kNoCell;
    for (CellIndex c = 0; c < board.size() && b == core::model::kNoCell; ++c)
        if (doc->map().terrain(c) == desert)
            for (CellIndex n : board.neighbours(c))
                if (doc->map().terrain(n) != desert && b == core::model::kNoCell) {
                    a = c;
                    b = n;
                }
    for (CellIndex c = 0; c < board.size(); ++c)
        if (doc->map().terrain(c) == desert && c != a && other == core::model::kNoCell)
            other = c;
    ASSERT_NE(other, core::model::kNoCell);
    doc->swapCells(b, other);
    for (CellIndex c : {a, b}) {
        auto state = ui::document::CellState::of(doc->map(), c);
        state.locked = true;
        doc->changeCells({{c, state}}, QStringLiteral("Lock"));
    }
    auto* proof = w.whyNotZero();
    int answers = 0;
    QObject::connect(proof, &ui::main_window::WhyNotZero::finished, [&] { ++answers; });
    ASSERT_TRUE(proof->check());
    ASSERT_TRUE(spinUntil([&] { return answers == 1; }, 60000));
    ASSERT_EQ(proof->answer()->status, exact::ProofStatus::Infeasible) << proof->answerText().toStdString();
    const QString text = proof->answerText();
    for (CellIndex c : {a, b}) {
        const auto at = board.offset(c);
        EXPECT_TRUE(text.contains(QStringLiteral("%1,%2").arg(at.row).arg(at.col))) << text.toStdString();
    }
    EXPECT_TRUE(text.contains(QStringLiteral("REQ1"))) << text.toStdString();
    for (const char* english : {"cannot all hold", "lock on hex", "locks and", "Covered:", "solver call"})
        EXPECT_FALSE(text.contains(QLatin1String(english))) << text.toStdString();
}

} // namespace
} // namespace hexloom::test
