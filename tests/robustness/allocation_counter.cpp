#include "tests/robustness/allocation_counter.h"

#include <atomic>
#include <cstdlib>
#include <malloc.h>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<long long> held{0};
std::atomic<long long> peak{0};

void* allocate(std::size_t size)
{
    void* p = std::malloc(size == 0 ? 1 : size);
    if (!p)
        throw std::bad_alloc();
    if (counting.load(std::memory_order_relaxed)) {
        const long long now = held.fetch_add(static_cast<long long>(malloc_usable_size(p))) + static_cast<long long>(malloc_usable_size(p));
        long long old = peak.load();
        while (now > old && !peak.compare_exchange_weak(old, now)) {
        }
    }
    return p;
}

void release(void* p)
{
    if (p && counting.load(std::memory_order_relaxed))
        held.fetch_sub(static_cast<long long>(malloc_usable_size(p)));
    std::free(p);
}
} // namespace

// Every replaceable form, nothrow ones included: the library's nothrow new (std::stable_sort's
// temporary buffer, inside Qt's JSON parser among others) is released through the plain delete
// below, so leaving it to the default allocator pairs ASan's operator new with our free().
void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept
{
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }

namespace hexloom::test {

AllocationCounter::AllocationCounter()
{
    held = 0;
    peak = 0;
    counting = true;
}

AllocationCounter::~AllocationCounter() { counting = false; }

std::size_t AllocationCounter::peakBytes() const { return static_cast<std::size_t>(peak.load()); }

} // namespace hexloom::test
