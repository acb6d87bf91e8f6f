#pragma once
// The one way Hexloom writes a file: maps, letter files, CSV, traces, PNG, SVG and PDF pictures,
// rule sets, constraint graphs, the recovery file.
//
// Guarantee: after a call the target holds either its old bytes (or stays absent) or all of the
// new ones, never a mix or a truncation. The bytes go to a temporary file beside the target
// (QSaveFile opened unbuffered, so a full disk shows at the write that meets it, not at commit,
// where Qt 6.4 would rename an empty file into place); every write's count is checked and a
// partial write is continued until the device refuses; error() is checked before commit(), the
// temporary file is flushed and fsync'ed (core/platform/write_target.h: QSaveFile's own fsync
// ignores failures) and a failed fsync fails the save, commit()'s result is checked after it, and
// the folder is fsync'ed after the rename. A file system that does not support fsync (EINVAL,
// ENOTSUP) counts as synced. On any failure before the rename the temporary file is dropped and
// std::runtime_error says "cannot save <path>: <reason>" (e.g. "No space left on device"); a
// failed folder sync after it says so too, naming the new file as in place.
// Tests inject failures through core/io/write_fault.h.
//
// Atomic replacement is only for regular files (and new ones). A character device (/dev/null,
// /dev/full, a terminal) or a named pipe is written to in place, never replaced by a regular
// file; a pipe with nothing reading it, a block device and a socket are refused with the reason.
#include <QByteArray>
#include <QString>
#include <functional>

class QIODevice;

namespace hexloom::core::io {

void saveFileAtomically(const QString& path, const QByteArray& data);

// For writers that fill a device (QTextStream, QImageWriter, QSvgGenerator, QPdfWriter): `fill`
// writes into an in-memory device whose bytes are then saved as above. An exception from `fill`
// propagates and leaves the target untouched.
void saveFileAtomicallyFrom(const QString& path, const std::function<void(QIODevice&)>& fill);

} // namespace hexloom::core::io
