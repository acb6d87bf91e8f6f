#pragma once
// A file's bytes for tests that compare what is on disk before and after a save.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace hexloom::test {

// The whole file, or "<unreadable>" when it cannot be opened (never equal to real contents).
inline QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

} // namespace hexloom::test
