#include "core/partition/articulation_finder.h"

#include <algorithm>

namespace hexloom::core::partition {

void ArticulationFinder::find(const BasicGraph& g, const uint8_t* region, std::vector<uint8_t>& cut)
{
    const auto n = static_cast<size_t>(g.size());
    disc_.assign(n, -1);
    low_.resize(n);
    parent_.resize(n);
    next_.resize(n);
    cut.assign(n, 0);
    int32_t time = 0;
    for (int32_t root = 0; root < static_cast<int32_t>(n); ++root) {
        if (disc_[static_cast<size_t>(root)] >= 0 || region[root] == kRemovedRegion)
            continue;
        int rootChildren = 0;
        stack_.assign(1, root);
        disc_[static_cast<size_t>(root)] = low_[static_cast<size_t>(root)] = time++;
        parent_[static_cast<size_t>(root)] = -1;
        next_[static_cast<size_t>(root)] = 0;
        while (!stack_.empty()) {
            const int32_t v = stack_.back();
            const auto nb = g.neighbours(v);
            auto& pos = next_[static_cast<size_t>(v)];
            if (pos < static_cast<int32_t>(nb.size())) {
                const int32_t u = nb[static_cast<size_t>(pos++)];
                if (region[u] != region[v])
                    continue;
                if (disc_[static_cast<size_t>(u)] < 0) {
                    disc_[static_cast<size_t>(u)] = low_[static_cast<size_t>(u)] = time++;
                    parent_[static_cast<size_t>(u)] = v;
                    next_[static_cast<size_t>(u)] = 0;
                    stack_.push_back(u);
                    rootChildren += v == root ? 1 : 0;
                } else if (u != parent_[static_cast<size_t>(v)]) {
                    low_[static_cast<size_t>(v)] = std::min(low_[static_cast<size_t>(v)], disc_[static_cast<size_t>(u)]);
                }
                continue;
            }
            stack_.pop_back();
            const int32_t p = parent_[static_cast<size_t>(v)];
            if (p < 0)
                continue;
            low_[static_cast<size_t>(p)] = std::min(low_[static_cast<size_t>(p)], low_[static_cast<size_t>(v)]);
            if (p != root && low_[static_cast<size_t>(v)] >= disc_[static_cast<size_t>(p)])
                cut[static_cast<size_t>(p)] = 1;
        }
        if (rootChildren > 1)
            cut[static_cast<size_t>(root)] = 1;
    }
}

} // namespace hexloom::core::partition
