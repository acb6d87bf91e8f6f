#include "core/partition/quotient_memo.h"

#include <algorithm>

namespace hexloom::core::partition {

QuotientMemo::QuotientMemo(int k) : k_(k), keys_(static_cast<size_t>(k) * 1024), hashes_(1024, 0), values_(1024) {}

uint64_t QuotientMemo::hashOf(const uint64_t* rows) const
{
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < k_; ++i) {
        h ^= rows[i] + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        h *= 0xff51afd7ed558ccdull;
    }
    return h == 0 ? 1 : h;
}

size_t QuotientMemo::slotOf(const uint64_t* rows, uint64_t hash) const
{
    const size_t mask = hashes_.size() - 1;
    for (size_t s = hash & mask;; s = (s + 1) & mask) {
        if (hashes_[s] == 0)
            return s;
        if (hashes_[s] == hash && std::equal(rows, rows + k_, keys_.begin() + static_cast<std::ptrdiff_t>(s * static_cast<size_t>(k_))))
            return s;
    }
}

QuotientMemo::Entry* QuotientMemo::find(const uint64_t* rows)
{
    const size_t s = slotOf(rows, hashOf(rows));
    return hashes_[s] == 0 ? nullptr : &values_[s];
}

QuotientMemo::Entry& QuotientMemo::insert(const uint64_t* rows, Entry value)
{
    if (2 * (count_ + 1) > static_cast<int>(hashes_.size()))
        grow();
    const uint64_t hash = hashOf(rows);
    const size_t s = slotOf(rows, hash);
    if (hashes_[s] == 0) {
        hashes_[s] = hash;
        std::copy(rows, rows + k_, keys_.begin() + static_cast<std::ptrdiff_t>(s * static_cast<size_t>(k_)));
        ++count_;
    }
    values_[s] = value;
    return values_[s];
}

void QuotientMemo::grow()
{
    std::vector<uint64_t> keys = std::move(keys_);
    std::vector<uint64_t> hashes = std::move(hashes_);
    std::vector<Entry> values = std::move(values_);
    keys_.assign(keys.size() * 2, 0);
    hashes_.assign(hashes.size() * 2, 0);
    values_.assign(values.size() * 2, Entry{});
    for (size_t s = 0; s < hashes.size(); ++s) {
        if (hashes[s] == 0)
            continue;
        const uint64_t* rows = keys.data() + s * static_cast<size_t>(k_);
        const size_t t = slotOf(rows, hashes[s]);
        hashes_[t] = hashes[s];
        std::copy(rows, rows + k_, keys_.begin() + static_cast<std::ptrdiff_t>(t * static_cast<size_t>(k_)));
        values_[t] = values[s];
    }
}

} // namespace hexloom::core::partition
