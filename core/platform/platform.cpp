#include "core/platform/platform.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cstdio>

#if defined(Q_OS_WIN)
#include <io.h>
#else
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace hexloom::core::platform {

namespace {
// Candidate data folders relative to the program's folder, most specific first.
QStringList dataCandidates()
{
#if defined(Q_OS_MACOS)
    return {QStringLiteral("../Resources"), QStringLiteral("../share/hexloom")};
#else
    return {QStringLiteral("../share/hexloom")};
#endif
}
} // namespace

QString dataDir() { return dataDirFor(QCoreApplication::applicationDirPath()); }

QString dataDirFor(const QString& programDirPath)
{
    if (programDirPath.isEmpty())
        return {};
    const QDir programDir(programDirPath);
    for (const QString& relative : dataCandidates()) {
        const QFileInfo candidate(programDir.filePath(relative));
        // The rules folder marks a real data folder (not some unrelated share/hexloom).
        if (candidate.isDir() && QFileInfo(candidate.filePath() + QStringLiteral("/rules")).isDir())
            return candidate.canonicalFilePath();
    }
    return {};
}

QString translationsDir()
{
    const QString data = dataDir();
    return data.isEmpty() ? QString() : data + QStringLiteral("/translations");
}

QString siblingProgram(const QString& name)
{
#if defined(Q_OS_WIN)
    const QString file = name + QStringLiteral(".exe");
#else
    const QString& file = name;
#endif
    return QDir(QCoreApplication::applicationDirPath()).filePath(file);
}

void useOffscreenGraphicsUnlessSet()
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#if !defined(Q_OS_WIN)
    if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR")) {
        const QByteArray dir = "/tmp/hexloom-runtime-" + QByteArray::number(static_cast<qulonglong>(getuid()));
        ::mkdir(dir.constData(), 0700); // exists already from an earlier run, or Qt warns as before
        qputenv("XDG_RUNTIME_DIR", dir);
    }
#endif
}

bool stderrIsTerminal()
{
#if defined(Q_OS_WIN)
    return _isatty(_fileno(stderr)) != 0;
#else
    return isatty(STDERR_FILENO) != 0;
#endif
}

} // namespace hexloom::core::platform
