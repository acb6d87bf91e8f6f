#pragma once
// Connected components of the cells that satisfy a predicate, with reusable buffers so that
// repeated labelling on a hot path allocates nothing after the first call.
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class Components {
public:
    // Labels every cell: -1 where `inside` is false, else its component 0..count-1.
    template <class Inside>
    int label(const model::Board& board, Inside inside)
    {
        const auto n = static_cast<size_t>(board.size());
        label_.assign(n, -1);
        sizes_.clear();
        stack_.clear();
        int count = 0;
        for (model::CellIndex s = 0; s < board.size(); ++s) {
            if (label_[static_cast<size_t>(s)] != -1 || !inside(s))
                continue;
            int size = 0;
            label_[static_cast<size_t>(s)] = count;
            stack_.push_back(s);
            while (!stack_.empty()) {
                const model::CellIndex c = stack_.back();
                stack_.pop_back();
                ++size;
                for (model::CellIndex m : board.neighbours(c))
                    if (label_[static_cast<size_t>(m)] == -1 && inside(m)) {
                        label_[static_cast<size_t>(m)] = count;
                        stack_.push_back(m);
                    }
            }
            sizes_.push_back(size);
            ++count;
        }
        return count;
    }

    int labelOf(model::CellIndex c) const { return label_[static_cast<size_t>(c)]; }
    const std::vector<int>& sizes() const { return sizes_; }

private:
    std::vector<int> label_;
    std::vector<int> sizes_;
    std::vector<model::CellIndex> stack_;
};

} // namespace hexloom::core::rules
