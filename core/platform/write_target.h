#pragma once
// What the atomic writer (core/io/atomic_file.cpp) asks the system, for a target that must not be
// replaced: whether the path names a device or a pipe, and the write into it in place. Replacing
// such a path by a regular file (QSaveFile's rename) would swap the system's /dev/null, a terminal
// or a pipe's reader for a file. Kept here so that no source outside core/platform calls a
// platform API (docs/install.md). Regular files and new paths are QSaveFile's, on every system;
// their bytes are made durable here (syncFile before the rename, syncFolder after it), because
// QSaveFile::commit() ignores a failed fsync.
//
// POSIX: stat() and open(O_NONBLOCK)/write(); fsync() of the file and of its folder. Windows (not
// compiled here; docs/install.md): the device namespace and reserved names (\\.\pipe\..., NUL,
// CON, COM1) by CreateFileW and GetFileType, written with WriteFile; FlushFileBuffers for the
// file, nothing for the folder (NTFS journals the rename itself).
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

// Makes the bytes written through `handle` (QFileDevice::handle() of an open file) durable:
// fsync(2), FlushFileBuffers on Windows. Empty when done, or when the file system cannot sync
// (syncFailure); else the reason ("could not flush the file to the disk: Input/output error").
std::string syncFile(int handle);
// The same for the folder `folder`, after a rename in it, so that the new name survives a crash.
// Empty where folders cannot be synced (Windows; a folder that may be written but not read; file
// systems that refuse with EINVAL).
std::string syncFolder(const QString& folder);
// The reason for a sync that failed with the POSIX error number `error`, or empty for EINVAL,
// ENOTSUP and EOPNOTSUPP: the file system does not support syncing (a FUSE or virtual file system
// without fsync), which is taken as success since there is nothing more to ask of it.
std::string syncFailure(int error);

} // namespace hexloom::core::platform
