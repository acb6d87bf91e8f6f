#include "core/model/map.h"

#include <algorithm>

namespace hexloom::core::model {

int Map::lockedCount() const
{
    return static_cast<int>(std::count_if(locked_.begin(), locked_.end(), [](uint8_t l) { return l != 0; }));
}

uint64_t Map::contentHash() const
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < terrain_.size(); ++i) {
        h = (h ^ terrain_[i]) * 1099511628211ull;
        h = (h ^ static_cast<uint8_t>(token_[i])) * 1099511628211ull;
    }
    return h;
}

} // namespace hexloom::core::model
