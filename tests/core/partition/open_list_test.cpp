// The A* open list: both orders leave by f; Hexloom's breaks ties by h, then age; f-only leaves
// equal f in java.util.PriorityQueue's heap order (the paper's code), derived by hand from that
// class's siftUp/siftDown.
#include "core/partition/open_list.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>
#include <vector>

namespace hexloom::test {
namespace {

using core::partition::OpenList;
using core::partition::Ties;

std::vector<int32_t> drain(OpenList& list)
{
    std::vector<int32_t> ids;
    for (; !list.empty(); list.pop())
        ids.push_back(list.top().id);
    return ids;
}

// Four entries of equal f pushed 0, 1, 2, 3: Java's queue polls 0, then moves the last (3) to the
// root, where siftDown keeps it because its children are not smaller; so 0, 3, 2, 1.
TEST(OpenList, FOnlyLeavesEqualFInJavasHeapOrder)
{
    OpenList java(Ties::FOnly), ours(Ties::SmallerHThenOlder);
    for (int32_t id = 0; id < 4; ++id) {
        java.push({1.f, 0.5f, id});
        ours.push({1.f, 0.5f, id});
    }
    EXPECT_EQ(drain(java), (std::vector<int32_t>{0, 3, 2, 1}));
    EXPECT_EQ(drain(ours), (std::vector<int32_t>{0, 1, 2, 3}));
}

// Random pushes and pops: Hexloom's order pops exactly the sorted (f, h, id) sequence; f-only pops
// f in non-decreasing order between pushes (a heap), whatever the ties.
TEST(OpenList, BothOrdersLeaveBySmallestF)
{
    std::mt19937 random(7);
    std::uniform_int_distribution<int> small(0, 5);
    for (Ties ties : {Ties::SmallerHThenOlder, Ties::FOnly}) {
        OpenList list(ties);
        std::vector<OpenList::Entry> model;
        int32_t next = 0;
        for (int step = 0; step < 3000; ++step) {
            if (model.empty() || small(random) < 3) {
                const OpenList::Entry e{static_cast<float>(small(random)), static_cast<float>(small(random)), next++};
                list.push(e);
                model.push_back(e);
                continue;
            }
            const auto least = std::min_element(model.begin(), model.end(), [](const auto& a, const auto& b) {
                return std::tie(a.f, a.h, a.id) < std::tie(b.f, b.h, b.id);
            });
            ASSERT_EQ(list.top().f, least->f);
            if (ties == Ties::SmallerHThenOlder) {
                ASSERT_EQ(list.top().id, least->id);
            }
            const int32_t id = list.top().id;
            model.erase(std::find_if(model.begin(), model.end(), [id](const auto& e) { return e.id == id; }));
            list.pop();
            ASSERT_EQ(list.size(), model.size());
        }
    }
}

} // namespace
} // namespace hexloom::test
