#include "core/io/write_fault.h"

#include <atomic>
#include <cassert>

namespace hexloom::core::io {

namespace {
std::atomic<const WriteFault*> active{nullptr};
std::atomic<int> hitCount{0};
} // namespace

ScopedWriteFault::ScopedWriteFault(WriteFault fault) : fault_(fault)
{
    hitCount = 0;
    const WriteFault* none = nullptr;
    const bool installed = active.compare_exchange_strong(none, &fault_);
    assert(installed && "ScopedWriteFault is not nestable");
    (void)installed;
}

ScopedWriteFault::~ScopedWriteFault() { active = nullptr; }

int ScopedWriteFault::hits() const { return hitCount; }

namespace detail {
const WriteFault* activeWriteFault() { return active.load(std::memory_order_acquire); }
void countWriteFaultHit() { ++hitCount; }
} // namespace detail

} // namespace hexloom::core::io
