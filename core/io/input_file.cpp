#include "core/io/input_file.h"

#include <QFile>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#include "core/io/parse_error.h"
#include "core/text/core_text.h"

namespace hexloom::core::io {

namespace {

using text::CoreText;

[[noreturn]] void refuse(const std::string& source, CoreText what) { throw ParseError(source, 0, 0, {}, std::move(what)); }

// strerror's text with a lower-case first letter, as the rest of the message reads.
std::string systemReason(int error)
{
    std::string s = std::strerror(error);
    if (!s.empty())
        s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

[[noreturn]] void refuseToRead(const std::string& source, const std::string& reason)
{
    refuse(source, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "cannot read: %1"), {{reason}}});
}

// What a non-regular file is, for the message.
CoreText kindOf(mode_t mode)
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

QByteArray readResource(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        refuse(path.toStdString(), {QT_TRANSLATE_NOOP("hexloom::core", "no such built-in file")});
    return f.read(kMaxInputBytes + 1);
}

// Closes the descriptor on every path out of readInputFile.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

QByteArray readInputFile(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return readResource(path);
    const std::string source = path.toStdString();
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one; the
    // type is then checked on the open descriptor, so a file swapped after the check cannot slip by.
    const Descriptor file{::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    struct stat st{};
    if (file.fd < 0) {
        const int error = errno;
        // A socket cannot be opened at all (ENXIO): say what it is rather than what open said.
        if (::stat(native.constData(), &st) == 0 && !S_ISREG(st.st_mode))
            refuse(source, kindOf(st.st_mode));
        if (error == ENOENT)
            refuse(source, {QT_TRANSLATE_NOOP("hexloom::core", "no such file")});
        refuseToRead(source, systemReason(error));
    }
    if (::fstat(file.fd, &st) != 0)
        refuseToRead(source, systemReason(errno));
    if (!S_ISREG(st.st_mode))
        refuse(source, kindOf(st.st_mode));
    if (st.st_size > kMaxInputBytes)
        refuse(source, {QT_TRANSLATE_NOOP("hexloom::core", "file is %1 bytes; the limit is %2"),
                        {{std::to_string(st.st_size)}, {std::to_string(kMaxInputBytes)}}});
    QFile f;
    if (!f.open(file.fd, QIODevice::ReadOnly, QFileDevice::DontCloseHandle))
        refuseToRead(source, f.errorString().toStdString());
    const QByteArray data = f.read(kMaxInputBytes + 1);
    if (f.error() != QFileDevice::NoError)
        refuseToRead(source, f.errorString().toStdString());
    return data;
}

bool inputPathExists(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return QFile::exists(path);
    struct stat st{};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0;
}

} // namespace hexloom::core::io
