#pragma once
// Runs the real hexloom-cli binary (HEXLOOM_CLI_PATH) as a separate process, the way a user or a
// script does, and captures its exit code and output. One runner for every CLI test: a run that
// does not end in time is a test failure (a hang is a bug), and Qt's environment warnings are
// kept off stderr so tests can count its lines.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace hexloom::test {

struct CliResult {
    int exitCode = -1; // -1: crashed or did not finish
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QStringList errLines() const { return QString::fromUtf8(err).split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
};

inline CliResult runCli(const QStringList& args, int timeoutMs = 120'000)
{
    static QTemporaryDir runtime; // an XDG_RUNTIME_DIR of our own: no Qt warning on stderr
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEXLOOM_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs)) {
        ADD_FAILURE() << "hexloom-cli did not finish in " << timeoutMs << " ms: " << args.join(QLatin1Char(' ')).toStdString();
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace hexloom::test
