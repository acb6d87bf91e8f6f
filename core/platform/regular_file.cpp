#include "core/platform/regular_file.h"

#include <QFile>
#include <QFileInfo>
#include <cctype>

#if !defined(Q_OS_WIN)
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hexloom::core::platform {

namespace {

RegularFileRead refused(text::CoreText why) { return {{}, std::move(why)}; }

RegularFileRead cannotRead(std::string reason)
{
    return refused({QT_TRANSLATE_NOOP("hexloom::core", "cannot read: %1"), {{std::move(reason)}}});
}

// The bytes of an opened file, or why they could not be read.
RegularFileRead readOpened(QFile& f, qint64 maxBytes)
{
    RegularFileRead out;
    out.data = f.read(maxBytes + 1);
    if (f.error() != QFileDevice::NoError)
        return cannotRead(f.errorString().toStdString());
    return out;
}

text::CoreText tooBig(qint64 size, qint64 maxBytes)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "file is %1 bytes; the limit is %2"), {{std::to_string(size)}, {std::to_string(maxBytes)}}};
}

#if !defined(Q_OS_WIN)

// strerror's text with a lower-case first letter, as the rest of the message reads.
std::string systemReason(int error)
{
    if (error == ENOENT)
        return {QT_TRANSLATE_NOOP("hexloom::core", "no such file")};
    std::string s = std::strerror(error);
    if (!s.empty())
        s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

// What a non-regular file is, for the message.
text::CoreText kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return {QT_TRANSLATE_NOOP("hexloom::core", "is a folder, not a file")};
    if (S_ISFIFO(mode))
        return {QT_TRANSLATE_NOOP("hexloom::core", "is a named pipe (FIFO), not a regular file; Hexloom reads only regular files")};
    if (S_ISSOCK(mode))
        return {QT_TRANSLATE_NOOP("hexloom::core", "is a socket, not a regular file; Hexloom reads only regular files")};
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return {QT_TRANSLATE_NOOP("hexloom::core", "is a device, not a regular file; Hexloom reads only regular files")};
    return {QT_TRANSLATE_NOOP("hexloom::core", "is not a regular file; Hexloom reads only regular files")};
}

// Closes the descriptor on every path out of readRegularFile.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

#endif

} // namespace

#if !defined(Q_OS_WIN)

RegularFileRead readRegularFile(const QString& path, qint64 maxBytes)
{
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one; the
    // type is then checked on the open descriptor, so a file swapped after the check cannot slip by.
    const Descriptor file{::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    struct stat st{};
    if (file.fd < 0) {
        const int error = errno;
        // A socket cannot be opened at all (ENXIO): say what it is rather than what open said.
        if (::stat(native.constData(), &st) == 0 && !S_ISREG(st.st_mode))
            return refused(kindOf(st.st_mode));
        if (error == ENOENT)
            return refused({QT_TRANSLATE_NOOP("hexloom::core", "no such file")});
        return cannotRead(systemReason(error));
    }
    if (::fstat(file.fd, &st) != 0)
        return cannotRead(systemReason(errno));
    if (!S_ISREG(st.st_mode))
        return refused(kindOf(st.st_mode));
    if (st.st_size > maxBytes)
        return refused(tooBig(st.st_size, maxBytes));
    QFile f;
    if (!f.open(file.fd, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
        return cannotRead(f.errorString().toStdString());
    return readOpened(f, maxBytes);
}

bool pathEntryExists(const QString& path)
{
    struct stat st{};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

#else

// Windows has no FIFOs or device files under ordinary paths; Qt's checks say the rest.
RegularFileRead readRegularFile(const QString& path, qint64 maxBytes)
{
    const QFileInfo info(path);
    if (!info.exists())
        return refused({QT_TRANSLATE_NOOP("hexloom::core", "no such file")});
    if (info.isDir())
        return refused({QT_TRANSLATE_NOOP("hexloom::core", "is a folder, not a file")});
    if (!info.isFile())
        return refused({QT_TRANSLATE_NOOP("hexloom::core", "is not a regular file; Hexloom reads only regular files")});
    if (info.size() > maxBytes)
        return refused(tooBig(info.size(), maxBytes));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return cannotRead(f.errorString().toStdString());
    return readOpened(f, maxBytes);
}

bool pathEntryExists(const QString& path) { return QFileInfo::exists(path) || QFileInfo(path).isSymLink(); }

#endif

} // namespace hexloom::core::platform
