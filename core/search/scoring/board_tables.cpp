#include "core/search/scoring/board_tables.h"

#include <algorithm>
#include <mutex>

namespace hexloom::core::search {

BoardTables::BoardTables(const model::Board& board) : cells(board.size())
{
    const auto n = static_cast<size_t>(cells);
    ring.reserve(6 * n);
    border.reserve(n + 1);
    degree.reserve(n);
    for (model::CellIndex c = 0; c < cells; ++c) {
        border.push_back(board.isBorder(c) ? 1 : 0);
        degree.push_back(static_cast<uint8_t>(board.degree(c)));
        for (int d = 0; d < 6; ++d)
            ring.push_back(board.neighbourAt(c, d) == model::kNoCell ? cells : board.neighbourAt(c, d));
    }
    border.push_back(0);
    within2Start.reserve(n + 1);
    within2.reserve(19 * n);
    for (model::CellIndex c = 0; c < cells; ++c) {
        const auto start = within2.size();
        within2Start.push_back(static_cast<int>(start));
        within2.push_back(c);
        for (const model::CellIndex m : board.neighbours(c)) {
            within2.push_back(m);
            for (const model::CellIndex f : board.neighbours(m))
                within2.push_back(f);
        }
        std::sort(within2.begin() + static_cast<std::ptrdiff_t>(start), within2.end());
        within2.erase(std::unique(within2.begin() + static_cast<std::ptrdiff_t>(start), within2.end()), within2.end());
    }
    within2Start.push_back(static_cast<int>(within2.size()));
    if (cells < 128) {
        neighbourWords.resize(n);
        for (model::CellIndex c = 0; c < cells; ++c)
            for (const model::CellIndex m : board.neighbours(c))
                neighbourWords[static_cast<size_t>(c)][static_cast<size_t>(m) >> 6] |= uint64_t{1} << (m & 63);
    }
}

namespace {

uint64_t fingerprint(const model::Board& board)
{
    uint64_t h = 0xcbf29ce484222325ull ^ static_cast<uint64_t>(board.layout().parity());
    for (const model::Hex& x : board.hexes()) {
        h = (h ^ static_cast<uint32_t>(x.q)) * 0x100000001b3ull;
        h = (h ^ static_cast<uint32_t>(x.r)) * 0x100000001b3ull;
    }
    return h;
}

struct CacheEntry {
    uint64_t fingerprint = 0;
    int parity = 0;
    std::vector<model::Hex> hexes; // compared on a hit: equal boards share tables, exactly
    std::shared_ptr<const BoardTables> tables;
};

} // namespace

std::shared_ptr<const BoardTables> BoardTables::of(const model::Board& board)
{
    constexpr size_t kKept = 8; // boards; the least recently used goes first
    static std::mutex mutex;
    static std::vector<CacheEntry> cache;
    const uint64_t key = fingerprint(board);
    {
        const std::lock_guard lock(mutex);
        for (size_t i = 0; i < cache.size(); ++i)
            if (cache[i].fingerprint == key && cache[i].parity == board.layout().parity() && cache[i].hexes == board.hexes()) {
                std::rotate(cache.begin(), cache.begin() + static_cast<std::ptrdiff_t>(i), cache.begin() + static_cast<std::ptrdiff_t>(i) + 1);
                return cache.front().tables;
            }
    }
    auto tables = std::make_shared<const BoardTables>(board); // built outside the lock
    const std::lock_guard lock(mutex);
    cache.insert(cache.begin(), CacheEntry{key, board.layout().parity(), board.hexes(), tables});
    if (cache.size() > kKept)
        cache.pop_back();
    return tables;
}

} // namespace hexloom::core::search
