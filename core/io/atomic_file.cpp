#include "core/io/atomic_file.h"

#include <QBuffer>
#include <QFile>
#include <QSaveFile>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "core/io/write_fault.h"

namespace hexloom::core::io {

namespace {

class SaveFailed : public std::runtime_error {
public:
    SaveFailed(const QString& path, const std::string& reason) : std::runtime_error("cannot save " + path.toStdString() + ": " + reason) {}
};

std::string reasonOf(const QSaveFile& f)
{
    const QString text = f.errorString();
    return text.isEmpty() || text == QStringLiteral("Unknown error") ? std::string("write error") : text.toStdString();
}

// One write as the device does it, or as the test-only fault makes it: the fault lets through
// only the bytes below `afterBytes`, then refuses (NoSpace) or takes nothing (ShortWrite).
qint64 writeSome(QSaveFile& f, const char* data, qint64 size, qint64 done, const WriteFault* fault, std::string& reason)
{
    if (fault && (fault->kind == WriteFault::Kind::NoSpace || fault->kind == WriteFault::Kind::ShortWrite)) {
        const qint64 room = fault->afterBytes - done;
        if (room <= 0) {
            detail::countWriteFaultHit();
            if (fault->kind == WriteFault::Kind::ShortWrite)
                return 0;
            reason = std::strerror(ENOSPC);
            return -1;
        }
        size = std::min(size, room);
    }
    const qint64 n = f.write(data, size);
    if (n < 0)
        reason = reasonOf(f);
    return n;
}

// Writes every byte, going on after a partial write (a file system may take part of a request and
// report the reason only at the next one); an empty result means every byte is written.
std::string writeAll(QSaveFile& f, const QByteArray& data, const WriteFault* fault)
{
    qint64 done = 0;
    while (done < data.size()) {
        std::string reason;
        const qint64 n = writeSome(f, data.constData() + done, data.size() - done, done, fault, reason);
        if (n < 0)
            return reason;
        if (n == 0)
            return "short write (" + std::to_string(done) + " of " + std::to_string(data.size()) + " bytes written)";
        done += n;
    }
    return {};
}

// What the test-only fault does between the last write and the rename; empty when nothing.
std::string faultBeforeCommit(const WriteFault* fault)
{
    if (!fault)
        return {};
    if (fault->kind == WriteFault::Kind::PermissionLost) {
        detail::countWriteFaultHit();
        return std::strerror(EACCES);
    }
    if (fault->kind == WriteFault::Kind::CommitFails) {
        detail::countWriteFaultHit();
        return "the finished temporary file could not replace the old one";
    }
    return {};
}

// Closes the descriptor on every path out of writeThrough.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

// A character device (/dev/null, /dev/full, a terminal) or a named pipe is written to in place:
// renaming a temporary file over it would replace the device or pipe by a regular file (as root,
// the system's /dev/null). No O_CREAT, no O_TRUNC; O_NONBLOCK only for the open, so a pipe with
// nothing reading it is refused at once instead of blocking.
void writeThrough(const QString& path, const QByteArray& native, const QByteArray& data)
{
    const Descriptor out{::open(native.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)};
    if (out.fd < 0) {
        if (errno == ENXIO)
            throw SaveFailed(path, "is a named pipe (FIFO) with nothing reading from it");
        throw SaveFailed(path, std::strerror(errno));
    }
    const int flags = ::fcntl(out.fd, F_GETFL);
    if (flags < 0 || ::fcntl(out.fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
        throw SaveFailed(path, std::strerror(errno));
    for (qint64 done = 0; done < data.size();) {
        const ssize_t n = ::write(out.fd, data.constData() + done, static_cast<size_t>(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw SaveFailed(path, std::strerror(errno));
        if (n == 0)
            throw SaveFailed(path, "short write (" + std::to_string(done) + " of " + std::to_string(data.size()) + " bytes written)");
        done += n;
    }
}

// Whether `path` (its symbolic links followed) is a character device or a named pipe, which are
// written through; throws for the kinds that can be neither replaced nor written (a block device,
// a socket). A regular file, a folder (QSaveFile names that error) or nothing at all is false.
bool isWrittenThrough(const QString& path, const QByteArray& native)
{
    struct stat st{};
    if (::stat(native.constData(), &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return false;
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
        return true;
    if (S_ISBLK(st.st_mode))
        throw SaveFailed(path, "is a block device (a disk); Hexloom does not write over disks");
    throw SaveFailed(path, "is a socket or other special file, not a file Hexloom can write");
}

} // namespace

void saveFileAtomically(const QString& path, const QByteArray& data)
{
    const QByteArray native = QFile::encodeName(path);
    if (isWrittenThrough(path, native)) {
        writeThrough(path, native, data);
        return;
    }
    const WriteFault* fault = detail::activeWriteFault();
    QSaveFile f(path);
    // Unbuffered: each write reaches the file system now, so its error is seen now.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        throw SaveFailed(path, reasonOf(f));
    std::string reason = writeAll(f, data, fault);
    if (reason.empty() && f.error() != QFileDevice::NoError)
        reason = reasonOf(f);
    if (reason.empty())
        reason = faultBeforeCommit(fault);
    if (!reason.empty()) {
        f.cancelWriting(); // the destructor drops the temporary file; the target is untouched
        throw SaveFailed(path, reason);
    }
    if (!f.commit())
        throw SaveFailed(path, reasonOf(f));
}

void saveFileAtomicallyFrom(const QString& path, const std::function<void(QIODevice&)>& fill)
{
    QByteArray data;
    {
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        fill(buffer);
    }
    saveFileAtomically(path, data);
}

} // namespace hexloom::core::io
