// When memory runs out, hexloom-cli must say so in one line naming the input file and exit 1, not
// die with a bare "std::bad_alloc". Scoring is linear in the board now (a 250,000-cell board needs
// well under 100 MB), so the test finds the address-space limit under which the CLI just scores a
// one-hex map, and gives the largest accepted board (249,697 cells) only a little more than that.
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <memory>
#include <sys/resource.h>

#include "tests/support/address_space.h"

namespace hexloom::test {
namespace {

// Runs `hexloom-cli score map` under an address-space limit of `bytes` and waits for it.
std::unique_ptr<QProcess> scoreUnder(rlim_t bytes, const QString& map)
{
    auto p = std::make_unique<QProcess>();
    p->setChildProcessModifier([bytes] {
        const rlimit limit{bytes, bytes};
        setrlimit(RLIMIT_AS, &limit);
    });
    p->start(QStringLiteral(HEXLOOM_CLI_PATH), {QStringLiteral("score"), map});
    EXPECT_TRUE(p->waitForFinished(120'000));
    return p;
}

TEST(OutOfMemory, TheMessageNamesTheFileAndTheExitCodeIsOne)
{
    if (kSanitized)
        GTEST_SKIP() << "an address-space limit breaks the sanitizers' shadow memory";
    QTemporaryDir dir;
    const QString map = dir.filePath(QStringLiteral("big.json"));
    // Radius 288: 249,697 cells, just inside the 250,000-cell limit.
    ASSERT_TRUE(writeHexagonMap(map, 288));
    const QString small = dir.filePath(QStringLiteral("small.json"));
    ASSERT_TRUE(writeHexagonMap(small, 0));
    // The smallest limit (in 16 MiB steps) under which the CLI starts and scores a one-hex map.
    rlim_t base = 0;
    for (rlim_t mib = 64; mib <= 4096 && base == 0; mib += 16)
        if (scoreUnder(mib << 20, small)->exitCode() == 0)
            base = mib << 20;
    ASSERT_GT(base, 0u) << "the CLI does not score a one-hex map under 4 GiB";
    auto p = scoreUnder(base + (16u << 20), map);
    const QString err = QString::fromUtf8(p->readAllStandardError());
    EXPECT_EQ(p->exitStatus(), QProcess::NormalExit) << err.toStdString();
    ASSERT_NE(p->exitCode(), 0) << "the radius-288 board scored within 16 MiB more than a one-hex map";
    EXPECT_EQ(p->exitCode(), 1) << err.toStdString();
    EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
    EXPECT_TRUE(err.startsWith(QStringLiteral("hexloom-cli score: out of memory while working on ") + map)) << err.toStdString();
    EXPECT_TRUE(p->readAllStandardOutput().isEmpty());
}

} // namespace
} // namespace hexloom::test
