#pragma once
// Counts the heap bytes held while a scope is active, and the peak: the limits
// tests use it to show that an oversized input is refused before its structures are allocated.
// allocation_counter.cpp counts at malloc (interposed on glibc, allocator hooks under ASan/TSan), so
// Qt's own buffers (QByteArray, QJsonDocument) count as well as the parsers' std containers.
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
