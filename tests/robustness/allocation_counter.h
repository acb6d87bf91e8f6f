#pragma once
// Counts the bytes held through operator new while a scope is active, and the peak: the limits
// tests use it to show that an oversized input is refused before its structures are allocated.
// The replacement operator new/delete (allocation_counter.cpp) count only when a counter is live;
// Qt's own buffers (malloc) are not counted, the parsers' std containers are.
#include <cstddef>

namespace hexloom::test {

class AllocationCounter {
public:
    AllocationCounter();
    ~AllocationCounter();
    AllocationCounter(const AllocationCounter&) = delete;
    AllocationCounter& operator=(const AllocationCounter&) = delete;

    // Most bytes held at once since construction (above what was held before).
    std::size_t peakBytes() const;
};

} // namespace hexloom::test
