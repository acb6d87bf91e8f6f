#pragma once
// Bytes the process's heap holds right now: glibc's mallinfo2() (bytes in chunks in use plus
// mmapped blocks), or the sanitizer allocator's own count under ASan/TSan, which replace malloc
// (mallinfo2() then reports nothing). Tests compare two readings to bound memory growth.
#include <cstddef>
#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#endif

namespace hexloom::test {

inline std::size_t heapBytesInUse()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    return __sanitizer_get_current_allocated_bytes();
#else
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
#endif
}

} // namespace hexloom::test
