// The CLI speaks English whatever the system's language: the texts the editor translates (the
// stop reason, the search's refusals, a recipe's damaged segments) are the words scripts and
// recipes read, so a German or Brazilian locale must not change them.
#include <QtGlobal>
#include <vector>
#include <gtest/gtest.h>

#include "tests/app/cli/cli_runner.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

// The locale variables set to `code` for the scope (and restored after).
class SystemLocale {
public:
    explicit SystemLocale(const QByteArray& code)
    {
        for (const char* name : kNames) {
            before_.push_back({name, qgetenv(name), qEnvironmentVariableIsSet(name)});
            qputenv(name, name == QByteArray("LANGUAGE") ? code.left(code.indexOf('.')) : code);
        }
    }
    ~SystemLocale()
    {
        for (const auto& [name, value, set] : before_)
            set ? qputenv(name, value) : qunsetenv(name);
    }
    SystemLocale(const SystemLocale&) = delete;
    SystemLocale& operator=(const SystemLocale&) = delete;

private:
    static constexpr const char* kNames[] = {"LANG", "LC_ALL", "LANGUAGE"};
    struct Saved {
        const char* name;
        QByteArray value;
        bool set;
    };
    std::vector<Saved> before_;
};

class EnglishMessages : public CliTest, public ::testing::WithParamInterface<const char*> {};

TEST_P(EnglishMessages, StopReasonsRefusalsAndSegmentsStayEnglish)
{
    SystemLocale locale(GetParam());
    // The stop reason: the JSON's identifier and the summary's word.
    const auto json = runCli({"generate", "--rules", "catan", "--shuffle", "--seed", "3", "--iterations", "40", "--target", "-1", "--json",
                              "--out", path(QStringLiteral("a.txt"))});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    EXPECT_EQ(json.json().value(QStringLiteral("stop_reason")).toString(), QStringLiteral("iterations"));
    const auto plain = runCli({"generate", "--rules", "catan", "--shuffle", "--seed", "3", "--evaluations", "500", "--target", "-1", "--out",
                               path(QStringLiteral("b.txt"))});
    ASSERT_EQ(plain.exitCode, 0) << plain.err.toStdString();
    EXPECT_TRUE(plain.out.contains("stopped: evaluations\n")) << plain.out.toStdString();

    // Nothing to search: every hex locked.
    const QString locked = QString::fromStdString(testDataPath("bad/maps/all-locked.json"));
    const auto refused = runCli({"generate", "--map", locked, "--iterations", "10"});
    EXPECT_NE(refused.exitCode, 0);
    EXPECT_TRUE(refused.err.contains("nothing to search: every hex of the map is locked; unlock the hexes the search may change"))
        << refused.err.toStdString();

    // A damaged segment of a recipe given to replay.
    const auto seg = runCli({"replay", "hexloom-recipe/2 exact hexloom=0.9.0 --rules catan --algorithm tabu --seed 3 --iterations 300 "
                                       "--target -1 --segment 40:1,1"});
    EXPECT_EQ(seg.exitCode, 1);
    EXPECT_TRUE(seg.err.contains("recipe: segment 2 (iteration 40): entry 1: expected ROW,COL,TERRAIN,TOKEN,LOCK, found \"1,1\""))
        << seg.err.toStdString();
}

INSTANTIATE_TEST_SUITE_P(Locales, EnglishMessages, ::testing::Values("de_DE.UTF-8", "pt_BR.UTF-8"));

} // namespace
} // namespace hexloom::test
