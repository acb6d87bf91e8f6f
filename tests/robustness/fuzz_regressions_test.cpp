// Inputs that made a fuzz target fail (tests/fuzz/regressions/<target>/), kept as tests of the
// property the target checks, so the fixed bug stays fixed in the normal build.
#include <QDir>
#include <QFile>
#include <gtest/gtest.h>

#include "core/io/letter_format.h"
#include "core/io/parse_error.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

QStringList regressionFiles(const QString& target)
{
    const QDir dir(QStringLiteral(HEXLOOM_TEST_DATA_DIR "/../fuzz/regressions/") + target);
    QStringList files;
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Found by fuzz_letter_format: a shifted row without cells was written as an empty line, which the
// reader skips, so re-importing an exported map moved every later row up by one.
TEST(FuzzRegressions, LetterMapsSurviveExportAndReimport)
{
    const auto files = regressionFiles(QStringLiteral("letter_format"));
    ASSERT_FALSE(files.isEmpty());
    const auto rules = builtinRules("catan");
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        const auto first = core::io::parseLetterFormat(contents(path), *rules, path.toStdString());
        const QByteArray written = core::io::writeLetterFormat(first.board, first.map, *rules);
        const auto again = core::io::parseLetterFormat(written, *rules, "re-import");
        ASSERT_EQ(again.board.size(), first.board.size()) << written.toStdString();
        for (core::model::CellIndex i = 0; i < first.board.size(); ++i) {
            EXPECT_EQ(again.board.offset(i).row, first.board.offset(i).row) << written.toStdString();
            EXPECT_EQ(again.board.offset(i).col, first.board.offset(i).col) << written.toStdString();
            EXPECT_EQ(again.map.terrain(i), first.map.terrain(i));
            EXPECT_EQ(again.map.token(i), first.map.token(i));
        }
    }
}

} // namespace
} // namespace hexloom::test
