#include "core/assembly/assembly_state.h"

namespace hexloom::core::assembly {

using model::CellIndex;

AssemblyState::AssemblyState(const model::Board& board, const PlacementTable& table, const TileSet& set)
    : board_(board), table_(table), codes_(set.connections), owner_(static_cast<size_t>(board.size()), -1),
      edge_(static_cast<size_t>(board.size()) * 6, kInteriorEdge), count_(set.tiles.size(), 0), empty_(board.size())
{
    for (const TileKind& t : set.tiles)
        max_.push_back(t.max);
    placed_.reserve(static_cast<size_t>(board.size()));
}

bool AssemblyState::fits(PlacementId p) const { return available(table_.kind(p)) && fitsShape(p); }

bool AssemblyState::fitsShape(PlacementId p) const
{
    const auto cells = table_.cells(p);
    for (CellIndex c : cells)
        if (owner_[static_cast<size_t>(c)] >= 0)
            return false;
    const auto edges = table_.edges(p);
    for (size_t i = 0; i < cells.size(); ++i)
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const EdgeCode e = edges[i][static_cast<size_t>(d)];
            if (e == kInteriorEdge)
                continue;
            const CellIndex n = board_.neighbourAt(cells[i], d);
            if (n != model::kNoCell && owner_[static_cast<size_t>(n)] >= 0 && !codes_.fits(e, edge(n, model::opposite(d))))
                return false;
        }
    return true;
}

void AssemblyState::place(PlacementId p)
{
    const auto cells = table_.cells(p);
    const auto edges = table_.edges(p);
    const auto index = static_cast<int32_t>(placed_.size());
    for (size_t i = 0; i < cells.size(); ++i) {
        owner_[static_cast<size_t>(cells[i])] = index;
        for (int d = 0; d < model::kDirectionCount; ++d)
            edge_[static_cast<size_t>(6 * cells[i] + d)] = edges[i][static_cast<size_t>(d)];
    }
    empty_ -= static_cast<int>(cells.size());
    ++count_[static_cast<size_t>(table_.kind(p))];
    placed_.push_back(p);
}

PlacementId AssemblyState::removeLast()
{
    const PlacementId p = placed_.back();
    placed_.pop_back();
    for (CellIndex c : table_.cells(p)) {
        owner_[static_cast<size_t>(c)] = -1;
        for (int d = 0; d < model::kDirectionCount; ++d)
            edge_[static_cast<size_t>(6 * c + d)] = kInteriorEdge;
    }
    empty_ += static_cast<int>(table_.cells(p).size());
    --count_[static_cast<size_t>(table_.kind(p))];
    return p;
}

bool AssemblyState::needsLine(CellIndex c) const
{
    for (int d = 0; d < model::kDirectionCount; ++d) {
        const CellIndex n = board_.neighbourAt(c, d);
        if (n != model::kNoCell && owner_[static_cast<size_t>(n)] >= 0 && codes_.isLine(edge(n, model::opposite(d))))
            return true;
    }
    return false;
}

bool AssemblyState::linesJoined() const
{
    // Breadth-first over placed line tiles, stepping across edges where both sides carry a line code.
    std::vector<uint8_t> seen(placed_.size(), 0);
    std::vector<int> queue;
    int lineTiles = 0;
    for (size_t i = 0; i < placed_.size(); ++i)
        if (table_.hasLine(placed_[i])) {
            ++lineTiles;
            if (queue.empty()) {
                queue.push_back(static_cast<int>(i));
                seen[i] = 1;
            }
        }
    for (size_t q = 0; q < queue.size(); ++q) {
        const PlacementId p = placed_[static_cast<size_t>(queue[q])];
        for (CellIndex c : table_.cells(p))
            for (int d = 0; d < model::kDirectionCount; ++d) {
                const CellIndex n = board_.neighbourAt(c, d);
                if (n == model::kNoCell || owner_[static_cast<size_t>(n)] < 0 || !codes_.isLine(edge(c, d)) ||
                    !codes_.isLine(edge(n, model::opposite(d))))
                    continue;
                const auto o = static_cast<size_t>(owner_[static_cast<size_t>(n)]);
                if (!seen[o]) {
                    seen[o] = 1;
                    queue.push_back(static_cast<int>(o));
                }
            }
    }
    return static_cast<int>(queue.size()) == lineTiles;
}

} // namespace hexloom::core::assembly
