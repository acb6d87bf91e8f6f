#pragma once
// Memo of everything computed about one quotient graph (heuristic value, isomorphism to C),
// keyed by its adjacency rows. Most children of a search node share their parent's quotient
// graph, so each distinct graph is evaluated once. Open addressing on flat arrays.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hexloom::core::partition {

class QuotientMemo {
public:
    struct Entry {
        float heuristic = 0;
        int8_t isomorphic = -1; // -1 not yet tested
    };

    explicit QuotientMemo(int k);
    Entry* find(const uint64_t* rows);
    Entry& insert(const uint64_t* rows, Entry value);
    int size() const { return count_; }

private:
    uint64_t hashOf(const uint64_t* rows) const;
    size_t slotOf(const uint64_t* rows, uint64_t hash) const;
    void grow();

    int k_;
    int count_ = 0;
    std::vector<uint64_t> keys_;   // k_ words per slot
    std::vector<uint64_t> hashes_; // 0 marks an empty slot
    std::vector<Entry> values_;
};

} // namespace hexloom::core::partition
