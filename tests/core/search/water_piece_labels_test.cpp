#include "core/search/scoring/water_piece_labels.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "core/run/random.h"
#include "core/search/scoring/board_tables.h"
#include "core/rules/requirements/components.h"

namespace hexloom::core::search {
namespace {

// The labels driven directly: water bytes (and the never-water sentinel) that the test owns.
class LabelsWalk {
public:
    LabelsWalk(const model::Board& board, uint64_t seed)
        : board_(board), tables_(BoardTables::of(board)), water_(static_cast<size_t>(board.size()) + 1, 0), random_(seed)
    {
        for (model::CellIndex c = 0; c < board.size(); ++c)
            water_[static_cast<size_t>(c)] = random_.below(3) == 0 ? 1 : 0;
        labels_ = std::make_unique<WaterPieceLabels>(tables_->ring.data(), water_.data(), board.size());
        pieces_ = labels_->reset();
    }

    // One water hex and one land hex trade places; false when the draw gave two of a kind.
    bool step(bool near)
    {
        const auto cells = static_cast<uint32_t>(board_.size());
        const auto a = static_cast<model::CellIndex>(random_.below(cells));
        const auto around = board_.neighbours(a);
        const model::CellIndex b = near ? around[random_.below(static_cast<uint32_t>(around.size()))] : static_cast<model::CellIndex>(random_.below(cells));
        if (water_[static_cast<size_t>(a)] == water_[static_cast<size_t>(b)])
            return false;
        const model::CellIndex w = water_[static_cast<size_t>(a)] ? a : b, l = w == a ? b : a;
        pieces_ += labels_->moved(w, ring(w, model::kNoCell), l, ring(l, w));
        water_[static_cast<size_t>(w)] = 0;
        water_[static_cast<size_t>(l)] = 1;
        return true;
    }

    // Every piece's cell list against a flood fill: the lists partition the water cells, each
    // list is one whole component, its length is the piece's size and pieceOf() names it.
    void expectListsMatchAFloodFill(const std::string& where)
    {
        rules::Components components;
        const int count = components.label(board_, [&](model::CellIndex c) { return water_[static_cast<size_t>(c)] != 0; });
        ASSERT_EQ(pieces_, count) << where;
        ASSERT_EQ(static_cast<int>(labels_->pieces().size()), count) << where;
        std::map<int, int> componentOfPiece;
        std::set<model::CellIndex> listed;
        for (const int piece : labels_->pieces()) {
            ASSERT_TRUE(labels_->isPiece(piece)) << where;
            int length = 0, component = -1;
            labels_->forEachCell(piece, [&](model::CellIndex c) {
                if (++length > board_.size()) // a broken list would go round for ever
                    throw std::logic_error(where + ": a piece's cell list does not close");
                EXPECT_TRUE(water_[static_cast<size_t>(c)]) << where << ": land hex " << c << " listed";
                EXPECT_TRUE(listed.insert(c).second) << where << ": hex " << c << " listed twice";
                EXPECT_EQ(labels_->pieceOf(c), piece) << where;
                const int k = components.labelOf(c);
                EXPECT_TRUE(component < 0 || component == k) << where << ": one list spans two components";
                component = k;
            });
            ASSERT_EQ(length, labels_->sizeOf(piece)) << where;
            ASSERT_EQ(length, components.sizes()[static_cast<size_t>(component)]) << where << ": a list misses part of its component";
            ASSERT_TRUE(componentOfPiece.emplace(component, piece).second) << where << ": two lists for one component";
        }
        int water = 0;
        for (model::CellIndex c = 0; c < board_.size(); ++c)
            water += water_[static_cast<size_t>(c)];
        ASSERT_EQ(static_cast<int>(listed.size()), water) << where;
    }

private:
    unsigned ring(model::CellIndex c, model::CellIndex without) const
    {
        unsigned bits = 0;
        for (int d = 0; d < 6; ++d)
            if (const model::CellIndex m = board_.neighbourAt(c, d); m != model::kNoCell && m != without && water_[static_cast<size_t>(m)])
                bits |= 1u << d;
        return bits;
    }

    const model::Board& board_;
    std::shared_ptr<const BoardTables> tables_;
    std::vector<uint8_t> water_;
    run::Random random_;
    std::unique_ptr<WaterPieceLabels> labels_;
    int pieces_ = 0;
};

// Swaps between neighbours split and join pieces; random far swaps make and drop single hexes.
TEST(WaterPieceLabelsTest, PieceListsFollowSplitsAndJoinsAsAFloodFillSeesThem)
{
    const model::Board board = model::Board::terraMystica(20, 24);
    for (uint64_t seed : {1u, 2u, 3u}) {
        LabelsWalk walk(board, seed);
        walk.expectListsMatchAFloodFill("reset");
        int moves = 0;
        for (int i = 0; moves < 1500; ++i) {
            if (!walk.step(i % 4 != 0))
                continue;
            ++moves;
            if (moves % 7 == 0 || moves < 50)
                walk.expectListsMatchAFloodFill("seed " + std::to_string(seed) + " move " + std::to_string(moves));
        }
    }
}

// A small board takes thousands of moves: the labels drop their stale nodes (a reset inside
// moved()) more than once, and the lists survive it.
TEST(WaterPieceLabelsTest, PieceListsSurviveTheLabelsDroppingStaleNodes)
{
    const model::Board board = model::Board::terraMystica(6, 7);
    LabelsWalk walk(board, 4);
    int moves = 0;
    for (int i = 0; moves < 4000; ++i) {
        if (!walk.step(i % 2 == 0))
            continue;
        ++moves;
        walk.expectListsMatchAFloodFill("move " + std::to_string(moves));
    }
}

} // namespace
} // namespace hexloom::core::search
