// The worker-side comparison of a run's mailbox: each delivery names (at least) every hex whose
// contents differ from the snapshot taken before it (the start map before the first), checked
// against a brute-force comparison of the maps over random snapshot sequences with skipped takes.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "ui/run/run_mailbox.h"

namespace hexloom::test {
namespace {

using core::search::Snapshot;
using core::model::CellIndex;
using core::model::Map;

std::shared_ptr<const Snapshot> snapshotOf(const Map& map, bool final = false)
{
    auto s = std::make_shared<Snapshot>();
    s->map = map;
    s->final = final;
    return s;
}

std::set<CellIndex> differing(const Map& a, const Map& b)
{
    std::set<CellIndex> out;
    for (CellIndex c = 0; c < a.size(); ++c)
        if (a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c))
            out.insert(c);
    return out;
}

TEST(RunMailbox, EachDeliveryNamesEveryHexChangedSinceTheLastTake)
{
    std::mt19937 rng(5);
    const int cells = 300;
    Map start(cells);
    for (CellIndex c = 0; c < cells; ++c)
        start.setTerrain(c, static_cast<core::model::TerrainId>(rng() % 6));
    ui::run::RunMailbox box(start);
    Map taken = start, current = start;
    for (int round = 0; round < 400; ++round) {
        const int posts = 1 + static_cast<int>(rng() % 3); // untaken snapshots replace each other
        for (int p = 0; p < posts; ++p) {
            for (int k = static_cast<int>(rng() % 12); k > 0; --k) {
                const auto c = static_cast<CellIndex>(rng() % cells);
                if (rng() % 4 == 0)
                    current.setToken(c, static_cast<core::model::Token>(rng() % 5));
                else
                    current.setTerrain(c, static_cast<core::model::TerrainId>(rng() % 6));
            }
            box.snapshot(snapshotOf(current));
        }
        const auto d = box.take();
        ASSERT_TRUE(d.snapshot);
        ASSERT_FALSE(d.allChanged);
        const std::set<CellIndex> named(d.changed.begin(), d.changed.end());
        for (CellIndex c : differing(taken, d.snapshot->map))
            ASSERT_TRUE(named.count(c)) << "round " << round << ": hex " << c << " changed but was not named";
        EXPECT_LE(d.changed.size(), static_cast<size_t>(cells));
        taken = d.snapshot->map;
    }
    EXPECT_TRUE(box.take().changed.empty()) << "nothing posted since";
}

TEST(RunMailbox, AnUnchangedSnapshotNamesNoHex)
{
    Map start(20);
    ui::run::RunMailbox box(start);
    box.snapshot(snapshotOf(start));
    const auto d = box.take();
    EXPECT_TRUE(d.changed.empty());
    EXPECT_FALSE(d.allChanged);
}

TEST(RunMailbox, AMapOfAnotherSizeOrAPileOfChangesMeansCompareEveryHex)
{
    ui::run::RunMailbox box(Map(20));
    box.snapshot(snapshotOf(Map(30)));
    EXPECT_TRUE(box.take().allChanged);
    Map a(30), b(30);
    for (CellIndex c = 0; c < 30; ++c)
        b.setTerrain(c, 1);
    for (int i = 0; i < 3; ++i) { // 90 named changes for 30 hexes, none taken
        box.snapshot(snapshotOf(a));
        box.snapshot(snapshotOf(b));
    }
    const auto d = box.take();
    EXPECT_TRUE(d.allChanged);
    EXPECT_TRUE(d.changed.empty());
    box.snapshot(snapshotOf(a));
    EXPECT_EQ(box.take().changed.size(), 30u) << "back to naming hexes once taken";
}

TEST(RunMailbox, TheFinalSnapshotKeepsItsChanges)
{
    Map start(10), last(10);
    last.setTerrain(3, 2);
    ui::run::RunMailbox box(start);
    box.snapshot(snapshotOf(last, true));
    box.snapshot(snapshotOf(start)); // after the final one: ignored
    const auto d = box.take();
    ASSERT_TRUE(d.snapshot && d.snapshot->final);
    EXPECT_EQ(d.changed, std::vector<CellIndex>{3});
}

} // namespace
} // namespace hexloom::test
