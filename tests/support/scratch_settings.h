#pragma once
// Settings and recovery files of editor-window tests go to a scratch folder, never the user's.
// A test file includes this and checks kScratchSettings once before it opens a window.
#include <QFile>
#include <QTemporaryDir>

namespace hexloom::test {

inline const bool kScratchSettings = [] {
    static QTemporaryDir dir;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir.filePath(QStringLiteral("data"))));
    return true;
}();

} // namespace hexloom::test
