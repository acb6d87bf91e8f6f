#pragma once
// Test-only: makes every saveFileAtomically() meet one chosen failure, so tests can check that
// each failure keeps the old file and names it. Nothing in the program sets one; a save looks it
// up once (one atomic load) and each write tests one pointer.
#include <QtGlobal>
#include <cerrno>

namespace hexloom::core::io {

struct WriteFault {
    enum class Kind {
        NoSpace,        // the device takes `afterBytes` bytes, then refuses with ENOSPC
        ShortWrite,     // the device takes `afterBytes` bytes, then takes nothing without an error
        PermissionLost, // every byte is written, then EACCES before the commit
        CommitFails,    // every byte is written, then the rename over the target is refused
        SyncFails,      // every byte is written, then fsync of the temporary file fails with `error`
        FolderSyncFails, // the new file is in place, then fsync of its folder fails with `error`
    };
    Kind kind = Kind::NoSpace;
    qint64 afterBytes = 0;
    int error = EIO; // SyncFails, FolderSyncFails: the POSIX error number fsync gives
};

// Installs `fault` for every save, on every thread, while it lives. Not nestable.
class ScopedWriteFault {
public:
    explicit ScopedWriteFault(WriteFault fault);
    ~ScopedWriteFault();
    ScopedWriteFault(const ScopedWriteFault&) = delete;
    ScopedWriteFault& operator=(const ScopedWriteFault&) = delete;

    // Saves that failed because of this fault.
    int hits() const;

private:
    WriteFault fault_;
};

namespace detail {
const WriteFault* activeWriteFault();
void countWriteFaultHit();
} // namespace detail

} // namespace hexloom::core::io
