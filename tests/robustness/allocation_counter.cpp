#include "tests/robustness/allocation_counter.h"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <malloc.h>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<long long> held{0};
std::atomic<long long> peak{0};

void countAllocated(std::size_t bytes)
{
    if (!counting.load(std::memory_order_relaxed))
        return;
    const long long now = held.fetch_add(static_cast<long long>(bytes)) + static_cast<long long>(bytes);
    long long old = peak.load();
    while (now > old && !peak.compare_exchange_weak(old, now)) {
    }
}

void countReleased(std::size_t bytes)
{
    if (counting.load(std::memory_order_relaxed))
        held.fetch_sub(static_cast<long long>(bytes));
}

void* allocate(std::size_t size)
{
    void* p = std::malloc(size == 0 ? 1 : size);
    if (!p)
        throw std::bad_alloc();
    return p;
}

void release(void* p) { std::free(p); }
} // namespace

// The counting itself happens one level down, at malloc, so that Qt's buffers (QByteArray,
// QJsonDocument, QString: all malloc/realloc) count as much as the parsers' std containers.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
// ASan and TSan own malloc: their allocator calls these hooks on every allocation and release.
extern "C" {
std::size_t __sanitizer_get_allocated_size(const volatile void* p);
int __sanitizer_install_malloc_and_free_hooks(void (*mallocHook)(const volatile void*, std::size_t),
                                              void (*freeHook)(const volatile void*));
}
namespace {
void mallocHook(const volatile void*, std::size_t size) { countAllocated(size); }
void freeHook(const volatile void* p) { countReleased(__sanitizer_get_allocated_size(p)); }
[[maybe_unused]] const int hooksInstalled = __sanitizer_install_malloc_and_free_hooks(mallocHook, freeHook);
} // namespace
#else
// glibc: the executable's malloc family interposes the library's for the whole process (Qt too)
// and forwards to glibc's own entry points.
extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* p, std::size_t size);
void* __libc_memalign(std::size_t alignment, std::size_t size);
void __libc_free(void* p);

void* malloc(std::size_t size) noexcept
{
    void* p = __libc_malloc(size);
    if (p)
        countAllocated(malloc_usable_size(p));
    return p;
}
void* calloc(std::size_t count, std::size_t size) noexcept
{
    void* p = __libc_calloc(count, size);
    if (p)
        countAllocated(malloc_usable_size(p));
    return p;
}
void* realloc(void* old, std::size_t size) noexcept
{
    const std::size_t before = old ? malloc_usable_size(old) : 0;
    void* p = __libc_realloc(old, size);
    if (p || size == 0)
        countReleased(before);
    if (p)
        countAllocated(malloc_usable_size(p));
    return p;
}
void free(void* p) noexcept
{
    if (p)
        countReleased(malloc_usable_size(p));
    __libc_free(p);
}
void* memalign(std::size_t alignment, std::size_t size) noexcept
{
    void* p = __libc_memalign(alignment, size);
    if (p)
        countAllocated(malloc_usable_size(p));
    return p;
}
void* aligned_alloc(std::size_t alignment, std::size_t size) noexcept { return memalign(alignment, size); }
int posix_memalign(void** out, std::size_t alignment, std::size_t size) noexcept
{
    if (alignment < sizeof(void*) || (alignment & (alignment - 1)) != 0)
        return EINVAL;
    void* p = memalign(alignment, size);
    if (!p)
        return ENOMEM;
    *out = p;
    return 0;
}
}
#endif

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
