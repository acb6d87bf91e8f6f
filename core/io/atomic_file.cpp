#include "core/io/atomic_file.h"

#include <QBuffer>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

#include "core/io/write_fault.h"
#include "core/platform/write_target.h"
#include "core/text/text_error.h"

namespace hexloom::core::io {

namespace {

// The reason is the system's (strerror, or Qt's already translated error string) and stays as it is.
class SaveFailed : public std::runtime_error, public text::CarriesText {
public:
    SaveFailed(const QString& path, const std::string& reason)
        : SaveFailed(text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "cannot save %1: %2"), {{path.toStdString()}, {reason}}})
    {
    }

private:
    explicit SaveFailed(text::CoreText message) : std::runtime_error(message.english()), text::CarriesText(std::move(message)) {}
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
            return platform::shortWriteReason(done, data.size());
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

// Makes the temporary file's bytes durable before the rename: QSaveFile::commit() syncs too but
// ignores its failure, and a rename of a file whose bytes the disk never took can leave an empty
// target after a crash. The test-only fault stands for fsync's answer.
std::string syncBeforeCommit(QSaveFile& f, const WriteFault* fault)
{
    if (!f.flush())
        return reasonOf(f);
    if (!fault || fault->kind != WriteFault::Kind::SyncFails)
        return platform::syncFile(static_cast<int>(f.handle()));
    std::string reason = platform::syncFailure(fault->error);
    if (!reason.empty())
        detail::countWriteFaultHit();
    return reason;
}

// After the rename: the folder's new entry made durable. The target already holds the new bytes,
// so a failure here says so.
std::string syncAfterCommit(const QString& path, const WriteFault* fault)
{
    std::string reason = fault && fault->kind == WriteFault::Kind::FolderSyncFails ? platform::syncFailure(fault->error)
                                                                                    : platform::syncFolder(QFileInfo(path).absolutePath());
    if (reason.empty())
        return reason;
    if (fault && fault->kind == WriteFault::Kind::FolderSyncFails)
        detail::countWriteFaultHit();
    return "the new file is in place, but its folder was not flushed to the disk, so a crash now could lose it (" + reason + ")";
}

} // namespace

void saveFileAtomically(const QString& path, const QByteArray& data)
{
    // A device or a pipe is written to in place: a rename over it would replace it by a regular
    // file (as root, the system's /dev/null).
    const platform::WriteTarget target = platform::writeTargetOf(path);
    if (!target.refusal.empty())
        throw SaveFailed(path, target.refusal);
    if (target.inPlace) {
        if (const std::string reason = platform::writeInPlace(path, data); !reason.empty())
            throw SaveFailed(path, reason);
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
    if (reason.empty())
        reason = syncBeforeCommit(f, fault);
    if (!reason.empty()) {
        f.cancelWriting(); // the destructor drops the temporary file; the target is untouched
        throw SaveFailed(path, reason);
    }
    if (!f.commit())
        throw SaveFailed(path, reasonOf(f));
    if (const std::string folder = syncAfterCommit(path, fault); !folder.empty())
        throw SaveFailed(path, folder);
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
