#pragma once
// The fixture of the CLI tests that need small files of their own (runCli: tests/support/cli_process.h).
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <cstdint>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {

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
    // A free Terra Mystica-shaped board of 1,854 hexes in the letter format, drawn from a fixed
    // seed: far from proven by the exact engine in seconds (prove_command_test, exact_recipe_test).
    static QByteArray bigFreeBoard()
    {
        const char letters[] = {'Y', 'U', 'K', 'B', 'R', 'S', 'G', 'I', 'I', 'I'};
        QByteArray text;
        uint32_t state = 12345;
        for (int row = 0; row < 36; ++row) {
            for (int col = 0; col < (row % 2 == 0 ? 52 : 51); ++col) {
                state = state * 1664525u + 1013904223u;
                text += col == 0 ? "" : ",";
                text += letters[(state >> 16) % sizeof letters];
            }
            text += '\n';
        }
        return text;
    }

    QTemporaryDir dir;
    QString tiny;
};

} // namespace hexloom::test
