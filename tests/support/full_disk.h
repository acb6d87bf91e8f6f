#pragma once
// A real full disk for save tests: a 256 KB tmpfs mounted on a fresh folder (needs root or
// CAP_SYS_ADMIN), where files are placed first and the rest is then filled to the last byte.
// Unmounted when destroyed. Where mounting is not permitted, `mounted()` is false and
// `whyNot()` says why, for GTEST_SKIP.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/mount.h>
#include <unistd.h>

namespace hexloom::test {

class FullDisk {
public:
    FullDisk()
    {
        if (!root_.isValid()) {
            why_ = "no temporary folder";
            return;
        }
        path_ = root_.filePath(QStringLiteral("disk"));
        QDir().mkpath(path_);
        if (::mount("tmpfs", path_.toLocal8Bit().constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=256k") != 0) {
            why_ = std::string("cannot mount a 256 KB tmpfs on ") + path_.toStdString() + ": " + std::strerror(errno) +
                   " (needs root or CAP_SYS_ADMIN)";
            return;
        }
        mounted_ = true;
    }
    ~FullDisk()
    {
        if (mounted_ && ::umount2(path_.toLocal8Bit().constData(), 0) != 0)
            ::umount2(path_.toLocal8Bit().constData(), MNT_DETACH);
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    bool mounted() const { return mounted_; }
    const std::string& whyNot() const { return why_; }
    QString filePath(const QString& name) const { return path_ + QLatin1Char('/') + name; }

    // Places a file while there is still room.
    bool put(const QString& name, const QByteArray& data) const
    {
        QFile f(filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.flush();
    }

    // Fills every free byte; true when the disk then refuses even one more byte of a new file.
    bool fill() const
    {
        const int fd = ::open(filePath(QStringLiteral(".filler")).toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0)
            return false;
        const std::string block(4096, 'f');
        while (::write(fd, block.data(), block.size()) > 0) {
        }
        while (::write(fd, "f", 1) == 1) { // the tail of the last page
        }
        ::close(fd);
        const int probe = ::open(filePath(QStringLiteral(".probe")).toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (probe < 0)
            return errno == ENOSPC;
        const bool full = ::write(probe, "p", 1) < 0 && errno == ENOSPC;
        ::close(probe);
        ::unlink(filePath(QStringLiteral(".probe")).toLocal8Bit().constData());
        return full;
    }

    // Remounts the disk read-only: a folder no one may write to, root included (root writes
    // into a folder whatever its permission bits say). True when it took.
    bool makeReadOnly() const
    {
        return ::mount("tmpfs", path_.toLocal8Bit().constData(), "tmpfs", MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, "size=256k") == 0;
    }

private:
    QTemporaryDir root_;
    QString path_;
    bool mounted_ = false;
    std::string why_;
};

} // namespace hexloom::test
