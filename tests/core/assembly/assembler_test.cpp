// The RMA2 assembler on the shipped tile sets and on hand-made sets whose answers are known.
#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <thread>

#include "core/assembly/assembler.h"
#include "core/assembly/locked_pins.h"
#include "core/io/board_spec.h"
#include "core/io/rule_set_file.h"
#include "core/assembly/tile_set_file.h"
#include "tests/core/assembly/assembly_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::test::assembly {
namespace {

using asmb::AssemblyStatus;
using core::model::CellIndex;

struct Shipped {
    std::shared_ptr<const asmb::TileSet> set;
    std::shared_ptr<const core::model::Board> board;
    ConnectionRules rules;
};

Shipped shipped(const std::string& name)
{
    auto set = core::assembly::loadTileSet(QString::fromStdString(name));
    auto board = std::make_shared<const core::model::Board>(*core::io::parseBoardSpec(set->board));
    return {set, board, rulesFromJson(core::io::builtinResource(QString::fromStdString("tilesets/" + name + ".json")))};
}

asmb::AssemblyResult assemble(const Shipped& s, uint64_t seed, const std::string& off = {})
{
    asmb::AssemblyOptions o;
    o.seed = seed;
    o.timeLimitSeconds = 20;
    o.tricks = asmb::tricksWithout(off);
    asmb::Assembler a({s.set, s.board, {}, {}}, o);
    return a.run();
}

// One-hex tiles: 'G' plain all round, 'I' river through E and W; rim takes only '0'.
asmb::TileKind hexTile(const std::string& id, char terrain, const std::string& edges, int min, int max)
{
    asmb::TileKind k;
    k.id = id;
    k.cells.push_back({{0, 0}, terrain, {edges[0], edges[1], edges[2], edges[3], edges[4], edges[5]}});
    k.min = min;
    k.max = max;
    return k;
}

std::shared_ptr<asmb::TileSet> riverSet()
{
    auto set = std::make_shared<asmb::TileSet>();
    set->name = "test";
    set->rules = builtinRules("terra-mystica-published");
    set->connections.add('0', true, false);
    set->connections.add('r', false, true);
    set->connections.allowFit('0', '0');
    set->connections.allowFit('r', 'r');
    set->tiles = {hexTile("meadow", 'G', "000000", 0, 100), hexTile("river", 'I', "r00r00", 0, 100),
                  hexTile("spring", 'I', "r00000", 0, 100)};
    return set;
}

ConnectionRules riverRules() { return {[](char a, char b) { return a == b; }, [](char a) { return a == '0'; }, "r"}; }

std::shared_ptr<const core::model::Board> rect(int w, int h) { return std::make_shared<const core::model::Board>(core::model::Board::rectangle(w, h)); }

TEST(Assembler, ShippedTileSetsAssembleAndPassTheVerifier)
{
    for (const char* name : {"terra-mystica-modular", "country-roads", "patchwork-20"}) {
        const Shipped s = shipped(name);
        for (uint64_t seed : {1u, 2u}) {
            const auto r = assemble(s, seed);
            ASSERT_TRUE(r.success) << name << " seed " << seed << ": " << r.message;
            EXPECT_EQ(verify(*s.set, *s.board, s.rules, r), "") << name << " seed " << seed;
        }
    }
}

TEST(Assembler, SameSeedSameAssemblyOtherSeedsDiffer)
{
    const Shipped s = shipped("country-roads");
    const auto a = assemble(s, 7), b = assemble(s, 7);
    ASSERT_TRUE(a.success);
    EXPECT_EQ(a.map, b.map);
    ASSERT_EQ(a.placements.size(), b.placements.size());
    for (size_t i = 0; i < a.placements.size(); ++i)
        EXPECT_EQ(a.placements[i].code, b.placements[i].code);
    EXPECT_EQ(a.stats.backtracks, b.stats.backtracks);
    std::set<uint64_t> maps;
    for (uint64_t seed = 1; seed <= 5; ++seed)
        maps.insert(assemble(s, seed).map.contentHash());
    EXPECT_GT(maps.size(), 1u);
}

TEST(Assembler, EveryTrickOffStillGivesValidAssemblies)
{
    const Shipped s = shipped("terra-mystica-modular");
    for (const char* off : {"gaplist", "reduce", "mrv", "line"}) {
        const auto r = assemble(s, 3, off);
        ASSERT_TRUE(r.success) << off << ": " << r.message;
        EXPECT_EQ(verify(*s.set, *s.board, s.rules, r), "") << off;
    }
}

TEST(Assembler, RequiredCountsAreMetAndMaxIsNeverExceeded)
{
    auto set = riverSet();
    set->tiles[2].min = 2; // two springs, and they must be the only ones
    set->tiles[2].max = 2;
    for (uint64_t seed = 1; seed <= 10; ++seed) {
        asmb::AssemblyOptions o;
        o.seed = seed;
        asmb::Assembler a({set, rect(6, 4), {}, {}}, o);
        const auto r = a.run();
        ASSERT_TRUE(r.success) << r.message;
        EXPECT_EQ(verify(*set, *rect(6, 4), riverRules(), r), "");
        EXPECT_EQ(std::count_if(r.placements.begin(), r.placements.end(), [](const auto& p) { return p.tile == "spring"; }), 2);
    }
}

TEST(Assembler, FixedTilesStayWhereTheyArePut)
{
    auto set = riverSet();
    set->fixed = {{"spring", {1, 0}, 0}, {"spring", {1, 3}, 3}}; // facing each other along row 1
    set->tiles[2].max = 2;
    const auto board = rect(4, 3);
    asmb::AssemblyOptions o;
    asmb::Assembler a({set, board, {}, {{"meadow", {0, 0}, 0}}}, o);
    const auto r = a.run();
    ASSERT_TRUE(r.success) << r.message;
    EXPECT_EQ(verify(*set, *board, riverRules(), r, {{"meadow", {0, 0}, 0}}), "");
    EXPECT_NE(verify(*set, *board, riverRules(), r), ""); // the meadow is marked fixed but was not expected
    ASSERT_GE(r.placements.size(), 3u);
    EXPECT_TRUE(r.placements[0].fixed && r.placements[1].fixed && r.placements[2].fixed);
    EXPECT_FALSE(r.placements[3].fixed);
    EXPECT_EQ(r.placements[0].cells, std::vector<CellIndex>{board->indexAtOffset({1, 0})});
    EXPECT_EQ(r.placements[1].cells, std::vector<CellIndex>{board->indexAtOffset({1, 3})});
    EXPECT_EQ(r.placements[2].tile, "meadow");
    // Placed sides as drawn: the second spring is turned three times, so its river faces west.
    EXPECT_EQ(std::string(r.placements[1].edges[0].begin(), r.placements[1].edges[0].end()), "000r00");
    EXPECT_TRUE(r.placements[1].lines[0][3]);
    EXPECT_FALSE(r.placements[1].lines[0][0]);
    // The two springs face each other, so the hexes between them must carry the river.
    EXPECT_EQ(r.map.terrain(board->indexAtOffset({1, 1})), set->rules->byLetter('I'));
    EXPECT_EQ(r.map.terrain(board->indexAtOffset({1, 2})), set->rules->byLetter('I'));
}

TEST(Assembler, FixedTilesThatCannotLieAreRefusedBeforeSearching)
{
    auto set = riverSet();
    const auto board = rect(4, 3);
    asmb::AssemblyOptions o;
    EXPECT_THROW(asmb::Assembler({set, board, {}, {{"spring", {0, 0}, 3}}}, o), std::invalid_argument); // river into the rim
    EXPECT_THROW(asmb::Assembler({set, board, {}, {{"meadow", {0, 0}, 0}, {"meadow", {0, 0}, 0}}}, o), std::invalid_argument);
    EXPECT_THROW(asmb::Assembler({set, board, {}, {{"volcano", {0, 0}, 0}}}, o), std::invalid_argument);
    EXPECT_THROW(asmb::Assembler({set, board, {}, {{"meadow", {9, 9}, 0}}}, o), std::invalid_argument);
}

TEST(Assembler, LockedHexesKeepTheirTerrainAndLockedTilesBecomePins)
{
    const Shipped s = shipped("country-roads");
    const auto first = assemble(s, 4);
    ASSERT_TRUE(first.success);
    core::model::Map edited = first.map;
    for (CellIndex c = 0; c < 20; ++c)
        edited.setLocked(c, true);
    asmb::AssemblyProblem p{s.set, s.board, edited, asmb::pinsFromLocks(first.placements, *s.set, *s.board, edited)};
    EXPECT_FALSE(p.fixed.empty());
    for (uint64_t seed : {9u, 10u}) {
        asmb::AssemblyOptions o;
        o.seed = seed;
        asmb::Assembler a(p, o);
        const auto r = a.run();
        ASSERT_TRUE(r.success) << r.message;
        EXPECT_EQ(verify(*s.set, *s.board, s.rules, r, p.fixed), "");
        for (CellIndex c = 0; c < 20; ++c) {
            EXPECT_EQ(r.map.terrain(c), first.map.terrain(c)) << "locked hex " << c;
            EXPECT_TRUE(r.map.locked(c));
        }
    }
}

TEST(Assembler, TooFewSolidsEndsAtOnceWithThatReason)
{
    auto set = riverSet();
    set->tiles = {hexTile("meadow", 'G', "000000", 0, 5)};
    asmb::Assembler a({set, rect(3, 2), {}, {}}, {});
    const auto r = a.run();
    EXPECT_EQ(r.status, AssemblyStatus::Exhausted);
    EXPECT_EQ(r.stats.deadEndsFor(asmb::DeadEndReason::OutOfSolids), 1);
    EXPECT_EQ(r.stats.deadEndsFor(asmb::DeadEndReason::CouldNotPad), 1);
}

TEST(Assembler, AHexNoTileCanCoverIsReportedWithItsPosition)
{
    // Only river tiles, and the rim refuses rivers: every border hex of a 3x3 board is uncovered.
    auto set = riverSet();
    set->tiles = {hexTile("river", 'I', "r00r00", 0, 100), hexTile("pool", 'I', "rrrrrr", 0, 100)};
    set->tiles[0].cells[0].edges = {'r', 'r', 'r', 'r', 'r', 'r'};
    const auto board = rect(3, 3);
    asmb::Assembler a({set, board, {}, {}}, {});
    EXPECT_EQ(a.step(), AssemblyStatus::Exhausted);
    EXPECT_EQ(a.stats().deadEndsFor(asmb::DeadEndReason::UncoveredGap), 1);
    const auto& e = a.lastEvent();
    EXPECT_EQ(e.kind, asmb::AssemblyEventKind::Failed);
    // The failure keeps its last dead end: padding failed on the gap it recorded, a border hex
    // (every tile has a river on each side, and the rim refuses rivers).
    EXPECT_EQ(e.deadEnd.reason, asmb::DeadEndReason::CouldNotPad);
    const CellIndex gap = e.deadEnd.cell;
    ASSERT_NE(gap, core::model::kNoCell);
    EXPECT_LT(board->neighbours(gap).size(), 6u);
    EXPECT_EQ(gap, board->indexAtOffset({0, 0}));
    EXPECT_EQ(a.message(), "no assembly exists: every branch ended in a dead end; last dead end: could not pad "
                           "(uncovered gap at (0, 0))");
    EXPECT_EQ(a.result().message, a.message());
}

TEST(Assembler, RequiredTilesThatLeaveAnUnpaddableHoleEndAsCouldNotPad)
{
    // A row of three hexes, one required pair and optional pairs: wherever the required pair lies,
    // one hex stays empty and no pair fits it. The solids suffice, so only "could not pad" ends a branch.
    auto set = riverSet();
    asmb::TileKind pair;
    pair.id = "pair";
    pair.cells = {{{0, 0}, 'G', {'-', '0', '0', '0', '0', '0'}}, {{1, 0}, 'Y', {'0', '0', '0', '-', '0', '0'}}};
    pair.min = pair.max = 1;
    asmb::TileKind other = pair;
    other.id = "other";
    other.min = 0;
    other.max = 5;
    set->tiles = {pair, other};
    const auto board = rect(3, 1);
    asmb::Assembler a({set, board, {}, {}}, {});
    int couldNotPad = 0;
    std::vector<asmb::PlacedTile> placed;
    for (; a.status() == AssemblyStatus::Running; placed = a.placements()) {
        a.step(); // a failed padding takes the required pair up again in the same step
        const auto& e = a.lastEvent();
        if (e.kind != asmb::AssemblyEventKind::DeadEnd || e.deadEnd.reason != asmb::DeadEndReason::CouldNotPad)
            continue;
        ++couldNotPad;
        // Independent check: the dead end names the one hex the required pair had left empty.
        ASSERT_EQ(placed.size(), 1u);
        EXPECT_EQ(placed[0].tile, "pair");
        std::set<CellIndex> empty{0, 1, 2};
        for (CellIndex c : placed[0].cells)
            empty.erase(c);
        ASSERT_EQ(empty.size(), 1u);
        EXPECT_EQ(e.deadEnd.cell, *empty.begin());
        EXPECT_EQ(asmb::describe(e.deadEnd, *board), "could not pad");
    }
    EXPECT_EQ(a.status(), AssemblyStatus::Exhausted);
    EXPECT_GE(couldNotPad, 1);
    EXPECT_EQ(a.stats().deadEndsFor(asmb::DeadEndReason::CouldNotPad), couldNotPad);
    EXPECT_EQ(a.stats().deadEndsFor(asmb::DeadEndReason::OutOfSolids), 0);
    EXPECT_EQ(a.stats().deadEndsFor(asmb::DeadEndReason::LinesSplit), 0);
    EXPECT_NE(a.message().find("last dead end: no further place for a required tile"), std::string::npos) << a.message();
}

TEST(Assembler, TerraMysticaFixedLakeStaysPutAndTheVerifierNoticesAMovedOne)
{
    const Shipped s = shipped("terra-mystica-modular");
    ASSERT_EQ(s.set->fixed.size(), 1u);
    const auto r = assemble(s, 5);
    ASSERT_TRUE(r.success) << r.message;
    EXPECT_EQ(verify(*s.set, *s.board, s.rules, r), "");
    ASSERT_TRUE(r.placements[0].fixed);
    EXPECT_EQ(r.placements[0].tile, "lake");
    EXPECT_EQ(s.board->offset(r.placements[0].anchor), (core::model::OffsetCoord{4, 3}));
    auto moved = r;
    moved.placements[0].rotation = (moved.placements[0].rotation + 1) % 6;
    EXPECT_NE(verify(*s.set, *s.board, s.rules, moved), "");
    auto unmarked = r;
    unmarked.placements[0].fixed = false;
    EXPECT_NE(verify(*s.set, *s.board, s.rules, unmarked), "");
}

TEST(Assembler, RequiredTileWithoutAPlaceEndsWithThatReason)
{
    auto set = riverSet();
    set->tiles[2].min = 1; // a spring needs a river neighbour, and the 1x1 board has none
    asmb::Assembler a({set, rect(1, 1), {}, {}}, {});
    const auto r = a.run();
    EXPECT_EQ(r.status, AssemblyStatus::Exhausted);
    EXPECT_EQ(r.stats.deadEndsFor(asmb::DeadEndReason::RequiredDoesNotFit), 1);
}

TEST(Assembler, SplitLinesAreDeadEndsWhenTheSetWantsOneLine)
{
    // Springs whose river may run off the board, on a 3x1 board, and the set wants one line.
    auto set = riverSet();
    set->lineConnected = true;
    set->connections = {};
    set->connections.add('0', true, false);
    set->connections.add('r', true, true);
    set->connections.allowFit('0', '0');
    set->connections.allowFit('r', 'r');
    set->tiles[1].max = 0;
    set->tiles[2].min = set->tiles[2].max = 2;
    const ConnectionRules rimRivers{[](char a, char b) { return a == b; }, [](char) { return true; }, "r"};
    const auto board = rect(3, 1);
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        asmb::AssemblyOptions o;
        o.seed = seed;
        asmb::Assembler a({set, board, {}, {}}, o);
        const auto r = a.run();
        ASSERT_TRUE(r.success) << r.message;
        EXPECT_EQ(verify(*set, *board, rimRivers, r), ""); // the two springs face each other
    }
    // Pinned facing away from each other they can never join.
    asmb::Assembler apart({set, board, {}, {{"spring", {0, 0}, 3}, {"spring", {0, 2}, 0}}}, {});
    const auto r = apart.run();
    EXPECT_EQ(r.status, AssemblyStatus::Exhausted);
    EXPECT_EQ(r.stats.deadEndsFor(asmb::DeadEndReason::LinesSplit), 1);
}

TEST(Assembler, TimeLimitIsHonouredOnAHopelessSearch)
{
    // Pairs only on an odd board, plain backtracking: exhausting it would take very long.
    auto set = riverSet();
    asmb::TileKind pair;
    pair.id = "pair";
    pair.cells = {{{0, 0}, 'G', {'-', '0', '0', '0', '0', '0'}}, {{1, 0}, 'Y', {'0', '0', '0', '-', '0', '0'}}};
    pair.max = 1000;
    set->tiles = {pair};
    asmb::AssemblyOptions o;
    o.timeLimitSeconds = 0.3;
    o.tricks = asmb::tricksWithout("all");
    const auto started = std::chrono::steady_clock::now();
    asmb::Assembler a({set, rect(7, 7), {}, {}}, o);
    const auto r = a.run();
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    EXPECT_EQ(r.status, AssemblyStatus::TimeLimit);
    EXPECT_LT(took, 1.5);
    EXPECT_GE(r.stats.seconds, 0.3);
}

TEST(Assembler, RunControlCancelsAndStepsMatchRun)
{
    const Shipped s = shipped("terra-mystica-modular");
    asmb::AssemblyOptions o;
    o.seed = 5;
    core::run::RunControl control;
    asmb::Assembler cancelled({s.set, s.board, {}, {}}, o);
    const auto r = cancelled.run(&control, [&control](const asmb::Assembler& a) {
        if (a.stats().steps == 10)
            control.cancel();
    });
    EXPECT_EQ(r.status, AssemblyStatus::Cancelled);
    EXPECT_EQ(r.stats.steps, 10);

    asmb::Assembler stepped({s.set, s.board, {}, {}}, o);
    int gaps = 0;
    while (stepped.step() == AssemblyStatus::Running) {
        const auto& e = stepped.lastEvent();
        if (e.kind != asmb::AssemblyEventKind::GapChosen)
            continue;
        ++gaps;
        for (asmb::PlacementId p : e.candidates) {
            const auto cells = stepped.table().cells(p);
            EXPECT_NE(std::find(cells.begin(), cells.end(), e.gap), cells.end());
        }
    }
    asmb::Assembler whole({s.set, s.board, {}, {}}, o);
    EXPECT_GT(gaps, 0);
    EXPECT_EQ(stepped.result().map, whole.run().map);
}

TEST(Assembler, SnapshotsShowThePartialAssemblyAndTheChosenGap)
{
    const Shipped s = shipped("country-roads");
    asmb::Assembler a({s.set, s.board, {}, {}}, {});
    std::shared_ptr<const asmb::AssemblySnapshot> gapShot;
    while (a.step() == AssemblyStatus::Running && !gapShot)
        if (a.lastEvent().kind == asmb::AssemblyEventKind::GapChosen && a.depth() > 3)
            gapShot = a.snapshot();
    ASSERT_TRUE(gapShot);
    EXPECT_EQ(gapShot->status, AssemblyStatus::Running);
    EXPECT_EQ(gapShot->candidates.size(), gapShot->event.candidates.size());
    ASSERT_FALSE(gapShot->candidates.empty());
    for (const auto& c : gapShot->candidates)
        EXPECT_NE(std::find(c.cells.begin(), c.cells.end(), gapShot->event.gap), c.cells.end());
    int covered = 0;
    for (const auto& p : gapShot->placements)
        covered += static_cast<int>(p.cells.size());
    int painted = 0;
    for (CellIndex c = 0; c < gapShot->map.size(); ++c)
        painted += gapShot->map.terrain(c) != core::model::kNoTerrain ? 1 : 0;
    EXPECT_EQ(covered, painted);
    EXPECT_LT(covered, s.board->size());
    EXPECT_EQ(gapShot->map.terrain(gapShot->event.gap), core::model::kNoTerrain);
}

TEST(Assembler, OptionsFromEditorParameters)
{
    const auto o = asmb::optionsFromParameters({{"time_limit", 2.5}, {"mrv", 0}}, 9);
    EXPECT_EQ(o.seed, 9u);
    EXPECT_DOUBLE_EQ(o.timeLimitSeconds, 2.5);
    EXPECT_FALSE(o.tricks.mrv);
    EXPECT_TRUE(o.tricks.gapList && o.tricks.reduce && o.tricks.line);
    EXPECT_THROW(asmb::optionsFromParameters({{"gaplist", 2}}, 1), std::invalid_argument);
    EXPECT_THROW(asmb::optionsFromParameters({{"speed", 1}}, 1), std::invalid_argument);
}

TEST(Assembler, OversizedPlacementListIsRefused)
{
    asmb::AssemblyOptions o;
    o.maxPlacements = 10;
    asmb::Assembler a({riverSet(), rect(6, 6), {}, {}}, o);
    const auto r = a.run();
    EXPECT_EQ(r.status, AssemblyStatus::Refused);
    EXPECT_NE(r.message.find("list of candidate placements has more than"), std::string::npos);
}

TEST(Assembler, BadOptionsAndProblemsThrow)
{
    asmb::AssemblyOptions o;
    o.timeLimitSeconds = -1;
    EXPECT_THROW(asmb::Assembler({riverSet(), rect(2, 2), {}, {}}, o), std::invalid_argument);
    EXPECT_THROW(asmb::tricksWithout("gaplist,speed"), std::invalid_argument);
    EXPECT_THROW(asmb::Assembler({riverSet(), rect(2, 2), core::model::Map(3), {}}, {}), std::invalid_argument);
    EXPECT_THROW(asmb::Assembler({nullptr, rect(2, 2), {}, {}}, {}), std::invalid_argument);
    EXPECT_EQ(asmb::disabledTricks(asmb::tricksWithout("mrv,line")), "mrv,line");
}

} // namespace
} // namespace hexloom::test::assembly
