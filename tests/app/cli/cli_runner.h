#pragma once
// Runs the real hexloom-cli binary (HEXLOOM_CLI_PATH) and captures its exit code and output.
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace hexloom::test {

struct CliResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliResult runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(HEXLOOM_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(60'000)) {
        ADD_FAILURE() << "hexloom-cli did not finish: " << args.join(' ').toStdString();
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// A folder with one small Terra Mystica map whose scores are derived by hand in score_command_test.
class CliTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        tiny = write(QStringLiteral("tiny.txt"), "Y,Y,U\nI,I\n");
    }
    QString write(const QString& name, const QByteArray& data)
    {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(data);
        return f.fileName();
    }
    QString path(const QString& name) const { return dir.filePath(name); }

    QTemporaryDir dir;
    QString tiny;
};

} // namespace hexloom::test
