// readInputFile, the one reader of every input file: regular files only, refused by name before a
// byte is read (a FIFO used to block the reader forever), and the system's own reason otherwise
// (a symbolic link loop is not "no such file").
#include "core/io/input_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <memory>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

#include "core/io/parse_error.h"

namespace hexloom::core::io {
namespace {

using namespace std::chrono_literals;

// The message readInputFile gives for `path`, or "" when it read the file.
std::string refusal(const QString& path)
{
    try {
        readInputFile(path);
        return {};
    } catch (const ParseError& e) {
        EXPECT_EQ(e.source(), path.toStdString());
        return e.what();
    }
}

class InputFileTest : public ::testing::Test {
protected:
    QString at(const char* name) const { return dir.filePath(QString::fromLatin1(name)); }
    QTemporaryDir dir;
};

TEST_F(InputFileTest, ReadsRegularFilesAndBuiltInResources)
{
    QFile f(at("map.txt"));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("Y,U\n");
    f.close();
    EXPECT_EQ(readInputFile(at("map.txt")), QByteArray("Y,U\n"));
    ASSERT_EQ(::symlink(QFile::encodeName(at("map.txt")).constData(), QFile::encodeName(at("link.txt")).constData()), 0);
    EXPECT_EQ(readInputFile(at("link.txt")), QByteArray("Y,U\n")) << "a link to a regular file is read";
    EXPECT_FALSE(readInputFile(QStringLiteral(":/hexloom/rules/catan.json")).isEmpty());
}

TEST_F(InputFileTest, AFifoIsRefusedAtOnceInsteadOfBlocking)
{
    const QString fifo = at("tiles.json");
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto message = std::make_shared<std::string>();
    auto done = std::make_shared<std::atomic<bool>>(false);
    std::thread reader([=] {
        *message = refusal(fifo);
        *done = true;
    });
    for (int i = 0; i < 500 && !*done; ++i)
        std::this_thread::sleep_for(10ms);
    if (!*done) {
        ADD_FAILURE() << "reading a FIFO blocked";
        // Unblock the reader: a writer that opens and closes at once ends its read with EOF.
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    }
    reader.join();
    EXPECT_NE(message->find("is a named pipe (FIFO), not a regular file"), std::string::npos) << *message;
}

TEST_F(InputFileTest, FoldersDevicesAndLoopsAreNamedForWhatTheyAre)
{
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("folder.json")));
    EXPECT_NE(refusal(at("folder.json")).find("is a folder, not a file"), std::string::npos);
    ASSERT_EQ(::symlink("/dev/zero", QFile::encodeName(at("zero.txt")).constData()), 0);
    EXPECT_NE(refusal(at("zero.txt")).find("is a device, not a regular file"), std::string::npos);
    const QByteArray loop = QFile::encodeName(at("loop.json"));
    ASSERT_EQ(::symlink(loop.constData(), loop.constData()), 0);
    EXPECT_NE(refusal(at("loop.json")).find("too many levels of symbolic links"), std::string::npos) << refusal(at("loop.json"));
    EXPECT_TRUE(inputPathExists(at("loop.json"))) << "a looping link is something, so name-or-path lookups read it";
    EXPECT_NE(refusal(at("none.json")).find(": no such file"), std::string::npos);
    EXPECT_FALSE(inputPathExists(at("none.json")));
}

} // namespace
} // namespace hexloom::core::io
