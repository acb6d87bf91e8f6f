#include "core/rules/draft/corner_graph.h"

#include <algorithm>
#include <map>
#include <utility>

namespace hexloom::core::rules {

CornerGraph::CornerGraph(const model::Board& board)
{
    // Collect every corner once, keyed by (y, x): the map's order is the documented corner order.
    std::map<std::pair<int, int>, std::vector<model::CellIndex>> at;
    for (model::CellIndex c = 0; c < board.size(); ++c) {
        const model::Hex h = board.hex(c);
        for (const auto& o : kOffsets)
            at[{3 * h.r + o[1], 2 * h.q + h.r + o[0]}].push_back(c);
    }
    std::map<std::pair<int, int>, int> index;
    for (const auto& [pos, cells] : at) {
        index[pos] = size();
        y_.push_back(pos.first);
        x_.push_back(pos.second);
        std::array<model::CellIndex, 3> k{model::kNoCell, model::kNoCell, model::kNoCell};
        std::copy_n(cells.begin(), std::min<size_t>(cells.size(), 3), k.begin());
        cells_.push_back(k);
    }
    adjacent_.assign(static_cast<size_t>(size()), {kNone, kNone, kNone});
    ofCell_.resize(static_cast<size_t>(board.size()));
    const auto link = [this](int a, int b) {
        auto& list = adjacent_[static_cast<size_t>(a)];
        if (std::find(list.begin(), list.end(), b) == list.end())
            *std::find(list.begin(), list.end(), kNone) = b;
    };
    for (model::CellIndex c = 0; c < board.size(); ++c) {
        const model::Hex h = board.hex(c);
        auto& mine = ofCell_[static_cast<size_t>(c)];
        for (size_t i = 0; i < kOffsets.size(); ++i)
            mine[i] = index.at({3 * h.r + kOffsets[i][1], 2 * h.q + h.r + kOffsets[i][0]});
        // Consecutive corners of a hex share one of its edges.
        for (size_t i = 0; i < mine.size(); ++i) {
            link(mine[i], mine[(i + 1) % mine.size()]);
            link(mine[(i + 1) % mine.size()], mine[i]);
        }
    }
}

} // namespace hexloom::core::rules
