// core/platform/regular_file: a regular file is read whole (one byte past the limit, so the caller
// can tell an oversized file), and everything else is refused with what it is, before any read.
#include "core/platform/regular_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace hexloom::core::platform {
namespace {

TEST(RegularFileTest, ReadsARegularFileAndRefusesFoldersMissingAndOversizedFiles)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("map.txt"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_EQ(f.write("0123456789"), 10);
    f.close();

    const RegularFileRead read = readRegularFile(file, 10);
    EXPECT_TRUE(read.refusal.pattern.empty()) << read.refusal.english();
    EXPECT_EQ(read.data, QByteArray("0123456789"));
    EXPECT_EQ(readRegularFile(file, 9).refusal.english(), "file is 10 bytes; the limit is 9");
    EXPECT_EQ(readRegularFile(dir.path(), 10).refusal.english(), "is a folder, not a file");
    EXPECT_EQ(readRegularFile(dir.filePath(QStringLiteral("none")), 10).refusal.english(), "no such file");

    EXPECT_TRUE(pathEntryExists(file));
    EXPECT_FALSE(pathEntryExists(dir.filePath(QStringLiteral("none"))));
    ASSERT_TRUE(QFile::link(dir.filePath(QStringLiteral("none")), dir.filePath(QStringLiteral("dangling"))));
    EXPECT_TRUE(pathEntryExists(dir.filePath(QStringLiteral("dangling")))) << "a dangling link is something at the path";
}

} // namespace
} // namespace hexloom::core::platform
