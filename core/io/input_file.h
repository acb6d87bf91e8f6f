#pragma once
// The one way Hexloom reads an input file (map, letter file, rule set, tile set, constraint graph,
// recovery file). Only regular files are read: a FIFO would block the reader forever, a device
// (/dev/zero) would be read as 16 MiB of garbage, a folder or socket cannot be read at all, so
// each is refused by name before any byte is read. Errors say what the system said (a symlink
// loop is "too many levels of symbolic links", not "no such file").
#include <QByteArray>
#include <QString>

namespace hexloom::core::io {

// Reads a whole file, refusing missing, unreadable, non-regular or oversized files with a
// ParseError naming the path. Paths starting with ':' are Qt resources (built-in files).
QByteArray readInputFile(const QString& path);

// Whether anything at all is at `path`, a dangling or looping symbolic link included, so that
// "name or path" lookups send such paths to readInputFile for its precise message.
bool inputPathExists(const QString& path);

} // namespace hexloom::core::io
