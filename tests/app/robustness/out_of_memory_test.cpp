// A board inside the documented 250,000-cell limit needs about 7.3 GiB to score (the water
// requirement's BitComponents keeps an n x n/64 bit matrix; docs/robustness.md, "Limits"). When
// memory runs out, hexloom-cli must say so in one line naming the input file and exit 1, not die
// with a bare "std::bad_alloc". The child runs under a 3 GiB address-space limit, so the test
// means the same on any machine.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <sys/resource.h>

namespace hexloom::test {
namespace {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr bool kSanitized = true; // their shadow memory needs more address space than the limit
#else
constexpr bool kSanitized = false;
#endif

TEST(OutOfMemory, TheMessageNamesTheFileAndTheExitCodeIsOne)
{
    if (kSanitized)
        GTEST_SKIP() << "an address-space limit breaks the sanitizers' shadow memory";
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("big.json"));
    QFile f(map);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    // Radius 288: 249,697 cells, just inside the 250,000-cell limit.
    f.write(R"({"format": "hexloom-map", "version": 1, "board": {"shape": "hexagon", "radius": 288},
               "rules": "terra-mystica-published", "cells": []})");
    f.close();
    QProcess p;
    p.setChildProcessModifier([] {
        const rlimit limit{3ull << 30, 3ull << 30};
        setrlimit(RLIMIT_AS, &limit);
    });
    p.start(QStringLiteral(HEXLOOM_CLI_PATH), {QStringLiteral("score"), map});
    ASSERT_TRUE(p.waitForFinished(120'000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    EXPECT_EQ(p.exitStatus(), QProcess::NormalExit) << err.toStdString();
    ASSERT_NE(p.exitCode(), 0) << "the radius-288 board now scores within 3 GiB (is BitComponents no longer quadratic?): "
                                  "give this test an input that still needs more memory than the limit";
    EXPECT_EQ(p.exitCode(), 1) << err.toStdString();
    EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
    EXPECT_TRUE(err.startsWith(QStringLiteral("hexloom-cli score: out of memory while working on ") + map)) << err.toStdString();
    EXPECT_TRUE(p.readAllStandardOutput().isEmpty());
}

} // namespace
} // namespace hexloom::test
