#pragma once
// A* open list: a binary min-heap of (f, h, id) sifted exactly as java.util.PriorityQueue sifts
// (siftUp stops at a parent that is not greater, siftDown takes the left child on equal children),
// so that with `Ties::FOnly` equal f leave in the same order as in the partitioning paper's code
// (aima-java's A* over a PriorityQueue compared by f alone). `Ties::SmallerHThenOlder`, Hexloom's
// order, breaks equal f by the smaller h, then the older state: a total order, so there the heap
// discipline does not matter.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hexloom::core::partition {

enum class Ties { SmallerHThenOlder, FOnly };

class OpenList {
public:
    struct Entry {
        float f;
        float h;
        int32_t id;
    };

    explicit OpenList(Ties ties = Ties::SmallerHThenOlder) : ties_(ties) {}

    bool empty() const { return heap_.empty(); }
    std::size_t size() const { return heap_.size(); }
    const Entry& top() const { return heap_.front(); }

    void push(Entry e)
    {
        std::size_t k = heap_.size();
        heap_.push_back(e);
        while (k > 0) {
            const std::size_t parent = (k - 1) / 2;
            if (!before(e, heap_[parent]))
                break;
            heap_[k] = heap_[parent];
            k = parent;
        }
        heap_[k] = e;
    }

    void pop()
    {
        const Entry x = heap_.back();
        heap_.pop_back();
        const std::size_t n = heap_.size();
        if (n == 0)
            return;
        std::size_t k = 0;
        while (k < n / 2) {
            std::size_t child = 2 * k + 1;
            if (child + 1 < n && before(heap_[child + 1], heap_[child]))
                ++child;
            if (!before(heap_[child], x))
                break;
            heap_[k] = heap_[child];
            k = child;
        }
        heap_[k] = x;
    }

private:
    // Whether a leaves the list strictly before b.
    bool before(const Entry& a, const Entry& b) const
    {
        if (a.f != b.f)
            return a.f < b.f;
        if (ties_ == Ties::FOnly)
            return false;
        if (a.h != b.h)
            return a.h < b.h;
        return a.id < b.id;
    }

    Ties ties_;
    std::vector<Entry> heap_;
};

} // namespace hexloom::core::partition
