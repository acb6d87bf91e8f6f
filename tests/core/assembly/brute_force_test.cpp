// The backtracker against brute-force enumeration on tiny random instances: both must agree on
// whether an assembly exists, with every trick on, each one off, and all off; every assembly
// found must pass the independent verifier.
#include <gtest/gtest.h>

#include <random>

#include "core/assembly/assembler.h"
#include "tests/core/assembly/assembly_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::test::assembly {
namespace {

using core::model::Hex;

const std::vector<std::vector<Hex>> kShapes{{{0, 0}}, {{0, 0}, {1, 0}}, {{0, 0}, {1, 0}, {0, 1}}, {{0, 0}, {0, 1}}};

asmb::TileKind randomKind(std::mt19937& rng, int index, const std::string& codes)
{
    asmb::TileKind k;
    k.id = "t" + std::to_string(index);
    const auto& shape = kShapes[rng() % kShapes.size()];
    for (Hex h : shape) {
        asmb::TileCell c{h, "GYU"[rng() % 3], {}};
        for (int d = 0; d < 6; ++d) {
            const Hex n = core::model::neighbour(h, d);
            const bool inner = std::find(shape.begin(), shape.end(), n) != shape.end();
            c.edges[static_cast<size_t>(d)] = inner ? '-' : codes[rng() % codes.size()];
        }
        k.cells.push_back(c);
    }
    k.rotatable = rng() % 3 != 0;
    k.min = rng() % 4 == 0 ? 1 : 0;
    k.max = k.min + static_cast<int>(rng() % 3);
    if (k.max == 0)
        k.max = 1;
    return k;
}

std::shared_ptr<asmb::TileSet> randomSet(std::mt19937& rng)
{
    auto set = std::make_shared<asmb::TileSet>();
    set->name = "random";
    set->rules = builtinRules("terra-mystica-published");
    const bool riverRim = rng() % 2 == 0;
    set->connections.add('0', true, false);
    set->connections.add('r', riverRim, true);
    set->connections.allowFit('0', '0');
    set->connections.allowFit('r', 'r');
    set->lineConnected = rng() % 3 == 0;
    const int kinds = 2 + static_cast<int>(rng() % 3);
    for (int i = 0; i < kinds; ++i)
        set->tiles.push_back(randomKind(rng, i, rng() % 2 ? "00r" : "0r+"));
    return set;
}

ConnectionRules zeroRiverRules(const asmb::TileSet& set)
{
    return {[](char a, char b) { return a == b; }, [&set](char a) { return set.connections.fitsRim(set.connections.index(a)); }, "r"};
}

TEST(AssemblyBruteForce, BacktrackerAgreesWithEnumerationOnTinyBoards)
{
    const std::vector<core::model::Board> boards{core::model::Board::rectangle(3, 2), core::model::Board::hexagon(1),
                                                 core::model::Board::rectangle(2, 3), core::model::Board::rectangle(4, 2)};
    const std::vector<std::string> configs{"", "gaplist", "reduce", "mrv", "line", "all"};
    std::mt19937 rng(20261122);
    int solvable = 0, unsolvable = 0;
    for (int instance = 0; instance < 60; ++instance) {
        const auto set = randomSet(rng);
        const auto board = std::make_shared<const core::model::Board>(boards[static_cast<size_t>(instance) % boards.size()]);
        const ConnectionRules rules = zeroRiverRules(*set);
        const bool expected = solvableByBruteForce(*set, *board, rules);
        (expected ? solvable : unsolvable)++;
        for (const std::string& off : configs) {
            asmb::AssemblyOptions o;
            o.seed = static_cast<uint64_t>(instance) + 1;
            o.tricks = asmb::tricksWithout(off);
            asmb::Assembler a({set, board, {}, {}}, o);
            const asmb::AssemblyResult r = a.run();
            ASSERT_NE(r.status, asmb::AssemblyStatus::Running);
            EXPECT_EQ(r.success, expected) << "instance " << instance << " with " << (off.empty() ? "all tricks" : off + " off");
            EXPECT_EQ(r.status, expected ? asmb::AssemblyStatus::Solved : asmb::AssemblyStatus::Exhausted);
            if (r.success) {
                EXPECT_EQ(verify(*set, *board, rules, r), "") << "instance " << instance;
            }
        }
    }
    // The generator must produce both kinds, or the comparison proves little.
    EXPECT_GE(solvable, 10);
    EXPECT_GE(unsolvable, 10);
}

} // namespace
} // namespace hexloom::test::assembly
