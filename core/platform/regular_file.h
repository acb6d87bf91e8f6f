#pragma once
// Reading one regular file by the system's own calls (POSIX open/fstat, or Qt's file API where
// there is no POSIX), for core/io/input_file.cpp. Kept here so that no source outside
// core/platform calls a platform API (docs/install.md). Refusals are reasons marked for
// translation (core/text); the caller names the file.
#include <QByteArray>
#include <QString>
#include <string>

#include "core/text/core_text.h"

namespace hexloom::core::platform {

struct RegularFileRead {
    QByteArray data;     // at most maxBytes + 1 bytes, so the caller can tell an oversized file
    text::CoreText refusal; // an empty pattern when read; otherwise why not: "is a folder, not a file", "no such file"
};

// Reads the regular file at `path`, refusing before any byte is read a folder, a named pipe (which
// would block the reader), a socket, a device (/dev/zero) and a file over `maxBytes`. The type is
// checked on the opened file, so a path swapped after the check cannot slip by. Errors say what
// the system said ("too many levels of symbolic links", not "no such file").
RegularFileRead readRegularFile(const QString& path, qint64 maxBytes);

// Whether anything at all is at `path`, a dangling or looping symbolic link included.
bool pathEntryExists(const QString& path);

} // namespace hexloom::core::platform
