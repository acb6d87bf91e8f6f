#pragma once
// Makes a folder and its missing parents for a writer, or says why it cannot: "cannot make the
// folder DIR: Read-only file system" (the reason from the system, which QDir::mkpath keeps to
// itself).
#include <QString>

namespace hexloom::core::io {

// Throws std::runtime_error naming `dir` and the reason; does nothing when it is a folder already.
void makeFolder(const QString& dir);

} // namespace hexloom::core::io
