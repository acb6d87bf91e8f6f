#include "core/platform/write_target.h"

#include <cerrno>
#include <cstring>

#if defined(Q_OS_WIN)
#include <QDir>
#include <algorithm>
#include <io.h>
#include <system_error>
#include <windows.h>
#else
#include <QFile>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hexloom::core::platform {

std::string shortWriteReason(qint64 done, qint64 total)
{
    return "short write (" + std::to_string(done) + " of " + std::to_string(total) + " bytes written)";
}

std::string syncFailure(int error)
{
    if (error == EINVAL || error == ENOTSUP || error == EOPNOTSUPP)
        return {};
    return std::string("could not flush the file to the disk: ") + std::strerror(error);
}

#if !defined(Q_OS_WIN)

namespace {

// Closes the descriptor on every path out of writeInPlace.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

WriteTarget writeTargetOf(const QString& path)
{
    struct stat st{};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return {};
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
        return {true, {}};
    if (S_ISBLK(st.st_mode))
        return {false, "is a block device (a disk); Hexloom does not write over disks"};
    return {false, "is a socket or other special file, not a file Hexloom can write"};
}

// No O_CREAT, no O_TRUNC; O_NONBLOCK only for the open, so that a pipe with nothing reading it is
// refused at once (ENXIO) instead of blocking until a reader comes.
std::string writeInPlace(const QString& path, const QByteArray& data)
{
    const Descriptor out{::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
    if (out.fd < 0)
        return errno == ENXIO ? "is a named pipe (FIFO) with nothing reading from it" : std::strerror(errno);
    const int flags = ::fcntl(out.fd, F_GETFL);
    if (flags < 0 || ::fcntl(out.fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
        return std::strerror(errno);
    for (qint64 done = 0; done < data.size();) {
        const ssize_t n = ::write(out.fd, data.constData() + done, static_cast<size_t>(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return std::strerror(errno);
        if (n == 0)
            return shortWriteReason(done, data.size());
        done += n;
    }
    return {};
}

std::string syncFile(int handle)
{
    while (::fsync(handle) != 0) {
        if (errno != EINTR)
            return syncFailure(errno);
    }
    return {};
}

// A folder opened read-only can be synced on Linux and the BSDs. A folder we may write into but
// not read (EACCES) cannot be opened to sync, and a file system that refuses (EINVAL) keeps no
// entries to flush this way: both are taken as done.
std::string syncFolder(const QString& folder)
{
    const Descriptor dir{::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
    if (dir.fd < 0)
        return errno == EACCES || errno == EINVAL ? std::string() : "could not open the folder to flush it: " + std::string(std::strerror(errno));
    while (::fsync(dir.fd) != 0) {
        if (errno != EINTR) {
            const std::string reason = syncFailure(errno);
            return reason.empty() ? reason : "the folder: " + reason;
        }
    }
    return {};
}

#else

namespace {

const wchar_t* nativePath(const QString& native) { return reinterpret_cast<const wchar_t*>(native.utf16()); }

std::string lastError() { return std::system_category().message(static_cast<int>(GetLastError())); }

// Closes the handle on every path out.
struct Handle {
    HANDLE h;
    ~Handle()
    {
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
    }
};

} // namespace

// A named pipe is known by its name: opening it to ask would take one of the server's instances.
// Anything else is opened without access rights (no side effect) and asked its type.
WriteTarget writeTargetOf(const QString& path)
{
    const QString native = QDir::toNativeSeparators(path);
    if (native.startsWith(QStringLiteral("\\\\.\\pipe\\"), Qt::CaseInsensitive))
        return {true, {}};
    const Handle file{CreateFileW(nativePath(native), 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                                  OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr)};
    if (file.h == INVALID_HANDLE_VALUE)
        return {};
    switch (GetFileType(file.h)) {
    case FILE_TYPE_DISK: return {};
    case FILE_TYPE_CHAR:
    case FILE_TYPE_PIPE: return {true, {}};
    default: return {false, "is a special file, not a file Hexloom can write"};
    }
}

std::string writeInPlace(const QString& path, const QByteArray& data)
{
    const QString native = QDir::toNativeSeparators(path);
    const Handle out{CreateFileW(nativePath(native), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                                 FILE_ATTRIBUTE_NORMAL, nullptr)};
    if (out.h == INVALID_HANDLE_VALUE)
        return lastError();
    for (qint64 done = 0; done < data.size();) {
        const DWORD request = static_cast<DWORD>(std::min<qint64>(data.size() - done, qint64{1} << 30));
        DWORD written = 0;
        if (!WriteFile(out.h, data.constData() + done, request, &written, nullptr))
            return lastError();
        if (written == 0)
            return shortWriteReason(done, data.size());
        done += written;
    }
    return {};
}

std::string syncFile(int handle)
{
    const auto h = reinterpret_cast<HANDLE>(_get_osfhandle(handle));
    if (h == INVALID_HANDLE_VALUE)
        return syncFailure(EBADF);
    if (!FlushFileBuffers(h))
        return GetLastError() == ERROR_INVALID_FUNCTION ? std::string() : "could not flush the file to the disk: " + lastError();
    return {};
}

// Windows has no folder sync a program may count on: FlushFileBuffers takes a folder only when it
// is opened with backup rights; NTFS journals the rename as metadata.
std::string syncFolder(const QString&) { return {}; }

#endif

} // namespace hexloom::core::platform
