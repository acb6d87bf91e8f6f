#pragma once
// A set of 64-bit state hashes (open addressing, linear probing); 0 is reserved for empty.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hexloom::core::partition {

class StateHashSet {
public:
    // True when `hash` was not there before.
    bool insert(uint64_t hash)
    {
        hash = hash == 0 ? 1 : hash;
        if (2 * (count_ + 1) > slots_.size())
            grow();
        const size_t mask = slots_.size() - 1;
        for (size_t s = (hash * 0x9e3779b97f4a7c15ull) >> 20 & mask;; s = (s + 1) & mask) {
            if (slots_[s] == hash)
                return false;
            if (slots_[s] == 0) {
                slots_[s] = hash;
                ++count_;
                return true;
            }
        }
    }
    bool contains(uint64_t hash) const
    {
        hash = hash == 0 ? 1 : hash;
        if (slots_.empty())
            return false;
        const size_t mask = slots_.size() - 1;
        for (size_t s = (hash * 0x9e3779b97f4a7c15ull) >> 20 & mask;; s = (s + 1) & mask) {
            if (slots_[s] == hash)
                return true;
            if (slots_[s] == 0)
                return false;
        }
    }
    size_t size() const { return count_; }

private:
    void grow()
    {
        std::vector<uint64_t> old = std::move(slots_);
        slots_.assign(old.empty() ? 4096 : old.size() * 2, 0);
        count_ = 0;
        for (const uint64_t h : old)
            if (h != 0)
                insert(h);
    }

    std::vector<uint64_t> slots_;
    size_t count_ = 0;
};

} // namespace hexloom::core::partition
