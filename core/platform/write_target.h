#pragma once
// What the atomic writer (core/io/atomic_file.cpp) asks the system, for a target that must not be
// replaced: whether the path names a device or a pipe, and the write into it in place. Replacing
// such a path by a regular file (QSaveFile's rename) would swap the system's /dev/null, a terminal
// or a pipe's reader for a file. Kept here so that no source outside core/platform calls a
// platform API (docs/install.md). Regular files and new paths are QSaveFile's, on every system.
//
// POSIX: stat() and open(O_NONBLOCK)/write(). Windows (not compiled here; docs/install.md): the
// device namespace and reserved names (\\.\pipe\..., NUL, CON, COM1) by CreateFileW and
// GetFileType, written with WriteFile.
#include <QByteArray>
#include <QString>
#include <string>

namespace hexloom::core::platform {

struct WriteTarget {
    bool inPlace = false; // a character device or a named pipe: written to, never replaced
    std::string refusal;  // not empty: a target that can be neither replaced nor written (a disk, a socket)
};

// What `path` is, its symbolic links followed. A regular file, a folder (QSaveFile names that
// error) or nothing at all is a target to replace (inPlace false, no refusal).
WriteTarget writeTargetOf(const QString& path);

// Writes every byte of `data` into the device or pipe at `path`, without creating or truncating
// anything, going on after partial writes. A pipe with nothing reading from it is refused at once
// instead of blocking. Returns an empty string when every byte is written, else the reason
// ("No space left on device", "short write (10 of 100 bytes written)").
std::string writeInPlace(const QString& path, const QByteArray& data);

// The reason a device gives when it takes nothing more without an error, for every writer.
std::string shortWriteReason(qint64 done, qint64 total);

} // namespace hexloom::core::platform
