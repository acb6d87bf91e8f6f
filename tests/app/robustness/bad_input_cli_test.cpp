// Every row of the catalogue of bad inputs (tests/data/bad/catalogue.tsv) run through the real
// hexloom-cli: exit code 1, exactly one line on stderr, naming the file and the line:column or
// field the catalogue expects, nothing on stdout; for a bad option value (options/ rows) exit code
// 2 and a line naming the option. A run that does not end within 60 s fails (a FIFO read or a NaN
// time limit used to block forever).
#include <QDir>
#include <QDirIterator>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <set>

#include "tests/robustness/bad_input_catalogue.h"
#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

TEST(BadInputCatalogue, ListsEveryFileOnceAndHoldsAtLeastThirty)
{
    const auto rows = badInputCatalogue();
    std::set<QString> listed, all;
    for (const auto& row : rows) {
        EXPECT_TRUE(all.insert(row.file).second) << row.file.toStdString() << " is listed twice";
        if (!row.made() && !row.option())
            listed.insert(row.file);
        else
            EXPECT_TRUE(row.file.startsWith(row.made() ? QLatin1String("made/") : QLatin1String("options/"))) << row.file.toStdString();
    }
    const QString root = QString::fromStdString(testDataPath("bad/"));
    std::set<QString> present;
    for (QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString rel = QDir(root).relativeFilePath(it.next());
        if (rel != QLatin1String("catalogue.tsv"))
            present.insert(rel);
    }
    EXPECT_EQ(listed, present) << "every file in tests/data/bad needs exactly one catalogue row";
    EXPECT_GE(rows.size(), 30u);
}

class BadInputCli : public ::testing::TestWithParam<BadInput> {};

TEST_P(BadInputCli, ExitsOneWithAOneLineMessageNamingTheFileAndPlace)
{
    const BadInput& row = GetParam();
    if (row.made()) {
        ASSERT_TRUE(makeInput(row)) << "cannot make " << row.path().toStdString();
    }
    const CliResult r = runCli(row.arguments, 60000);
    const QStringList errLines = r.errLines();
    const std::string all = errLines.join(QLatin1Char('\n')).toStdString();
    // A bad option value is bad usage (exit 2) and names the option; a bad file is bad input.
    EXPECT_EQ(r.exitCode, row.option() ? 2 : 1) << all;
    ASSERT_EQ(errLines.size(), 1) << all;
    if (!row.option()) {
        EXPECT_TRUE(errLines[0].contains(row.path())) << "message does not name the file: " << all;
    }
    EXPECT_TRUE(errLines[0].contains(row.fragment)) << "expected \"" << row.fragment.toStdString() << "\" in: " << all;
    if (row.editorKind != QLatin1String("-")) { // a refused file or option prints nothing; a failed run reports itself
        EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadInputCli, ::testing::ValuesIn(badInputCatalogue()), [](const auto& info) { return badInputTestName(info.param); });

} // namespace
} // namespace hexloom::test
