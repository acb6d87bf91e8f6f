// saveFileAtomically, the one writer of every file Hexloom saves: each injected failure (full disk
// at the first byte, half-way and at the last byte, a device that stops taking bytes, permission
// lost before the commit, a refused commit) on maps, letter files, CSV and a 1 MB blob, over an
// existing file and onto a new path, must throw "cannot save <path>: <reason>", keep the old bytes
// (or no file) and leave no temporary file. A real full disk (tmpfs) where the test may mount one.
#include "core/io/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <chrono>
#include <thread>
#include <unistd.h>

#include "core/io/letter_format.h"
#include "core/io/map_file.h"
#include "core/io/write_fault.h"
#include "tests/support/file_bytes.h"
#include "tests/support/fixtures.h"
#include "tests/support/full_disk.h"

namespace hexloom::core::io {
namespace {

using Kind = WriteFault::Kind;
using test::fileBytes;

QByteArray randomBytes(qsizetype size, unsigned seed)
{
    std::mt19937 rng(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char& c : out)
        c = static_cast<char>(rng());
    return out;
}

// What Hexloom writes: a JSON map, a letter file, a CSV trace, a large binary (a picture).
std::vector<std::pair<std::string, QByteArray>> contents()
{
    const auto rules = test::builtinRules("terra-mystica-published");
    auto original = test::builtinMap("terra-mystica-original", *rules);
    const MapFile file{rules, false, original.board, original.map, {}};
    QByteArray csv = "elapsed_s,iteration,best\n";
    for (int i = 0; i < 400; ++i)
        csv += QByteArray::number(i * 0.01) + "," + QByteArray::number(i) + "," + QByteArray::number(400 - i) + "\n";
    return {{"json map", writeMap(file, MapFormat::Json)},
            {"letter map", writeMap(file, MapFormat::Letters)},
            {"csv", csv},
            {"1 MB blob", randomBytes(qsizetype{1} << 20, 7)}};
}

std::vector<WriteFault> faultsFor(qsizetype size)
{
    std::vector<WriteFault> out;
    for (Kind kind : {Kind::NoSpace, Kind::ShortWrite})
        for (qint64 after : {qint64{0}, qint64{1}, qint64{size / 2}, qint64{size - 1}})
            out.push_back({kind, after});
    out.push_back({Kind::PermissionLost, 0});
    out.push_back({Kind::CommitFails, 0});
    out.push_back({Kind::SyncFails, 0, EIO});
    return out;
}

std::string expectedReason(const WriteFault& f)
{
    switch (f.kind) {
    case Kind::NoSpace: return std::strerror(ENOSPC);
    case Kind::ShortWrite: return "short write (" + std::to_string(f.afterBytes) + " of ";
    case Kind::PermissionLost: return std::strerror(EACCES);
    case Kind::CommitFails: return "could not replace the old one";
    case Kind::SyncFails: return std::string("could not flush the file to the disk: ") + std::strerror(f.error);
    case Kind::FolderSyncFails: return "its folder was not flushed";
    }
    return {};
}

// Saves `data` over `path` with `fault` in force; checks the error and that `path` is unchanged.
void expectFailedSaveKeepsTheFile(const QString& path, const QByteArray& data, const WriteFault& fault, const std::string& what)
{
    const bool existed = QFile::exists(path);
    const QByteArray before = existed ? fileBytes(path) : QByteArray();
    const QString folder = QFileInfo(path).absolutePath();
    const QStringList filesBefore = QDir(folder).entryList(QDir::Files | QDir::Hidden);
    ScopedWriteFault scoped(fault);
    try {
        saveFileAtomically(path, data);
        ADD_FAILURE() << what << ": the save reported success";
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        EXPECT_EQ(message.rfind("cannot save " + path.toStdString() + ": ", 0), 0u) << what << ": " << message;
        EXPECT_NE(message.find(expectedReason(fault)), std::string::npos) << what << ": " << message;
    }
    EXPECT_EQ(scoped.hits(), 1) << what;
    EXPECT_EQ(QFile::exists(path), existed) << what;
    if (existed) {
        EXPECT_EQ(fileBytes(path), before) << what << ": the old file changed";
    }
    EXPECT_EQ(QDir(folder).entryList(QDir::Files | QDir::Hidden), filesBefore) << what << ": a temporary file was left behind";
}

TEST(AtomicFile, WritesNewFilesAndReplacesOldOnes)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.bin"));
    const QByteArray first = randomBytes(100'000, 1), second = randomBytes(3, 2);
    saveFileAtomically(path, first);
    EXPECT_EQ(fileBytes(path), first);
    saveFileAtomically(path, second);
    EXPECT_EQ(fileBytes(path), second);
    saveFileAtomically(path, QByteArray());
    EXPECT_EQ(QFileInfo(path).size(), 0);
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("out.bin")});
}

TEST(AtomicFile, EveryInjectedFailureKeepsTheOldFileAndNamesIt)
{
    QTemporaryDir dir;
    int tried = 0;
    for (const auto& [name, data] : contents()) {
        for (const WriteFault& fault : faultsFor(data.size())) {
            const std::string what = name + ", fault " + std::to_string(static_cast<int>(fault.kind)) + " after " +
                                     std::to_string(fault.afterBytes) + " of " + std::to_string(data.size()) + " bytes";
            const QString existing = dir.filePath(QStringLiteral("existing.dat"));
            saveFileAtomically(existing, randomBytes(5000, static_cast<unsigned>(tried)));
            expectFailedSaveKeepsTheFile(existing, data, fault, what + ", over an existing file");
            expectFailedSaveKeepsTheFile(dir.filePath(QStringLiteral("absent.dat")), data, fault, what + ", to a new path");
            tried += 2;
        }
    }
    EXPECT_EQ(tried, 88); // 4 contents x 11 faults x (existing, new); docs/robustness.md quotes it
}

// fsync's answer decides: a disk that cannot take the bytes (EIO) fails the save before the rename
// (the old file stays, as above); a file system without fsync (EINVAL, ENOTSUP) is no failure.
TEST(AtomicFile, AFileSystemWithoutFsyncSavesAndAFailingOneDoesNot)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.json"));
    saveFileAtomically(path, "old");
    for (const int unsupported : {EINVAL, ENOTSUP, EOPNOTSUPP}) {
        ScopedWriteFault fault({Kind::SyncFails, 0, unsupported});
        EXPECT_NO_THROW(saveFileAtomically(path, "new " + QByteArray::number(unsupported))) << std::strerror(unsupported);
        EXPECT_EQ(fileBytes(path), "new " + QByteArray::number(unsupported));
        EXPECT_EQ(fault.hits(), 0);
    }
    for (const int failing : {EIO, ENOSPC, EDQUOT})
        expectFailedSaveKeepsTheFile(path, "never", {Kind::SyncFails, 0, failing}, std::strerror(failing));
}

// After the rename the new bytes are the file's: a folder that cannot be flushed is said, naming
// the file and that the new file is in place, and nothing is undone.
TEST(AtomicFile, AFolderSyncFailureAfterTheRenameIsSaid)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.json"));
    saveFileAtomically(path, "old");
    ScopedWriteFault fault({Kind::FolderSyncFails, 0, EIO});
    try {
        saveFileAtomically(path, "new");
        ADD_FAILURE() << "a failed folder sync was not reported";
    } catch (const std::runtime_error& e) {
        const std::string message = e.what();
        EXPECT_EQ(message.rfind("cannot save " + path.toStdString() + ": the new file is in place", 0), 0u) << message;
        EXPECT_NE(message.find(std::strerror(EIO)), std::string::npos) << message;
    }
    EXPECT_EQ(fault.hits(), 1);
    EXPECT_EQ(fileBytes(path), "new");
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("map.json")}) << "no temporary file left";
}

TEST(AtomicFile, APartialWriteIsContinuedUntilTheDeviceSaysWhy)
{
    // The device takes half and then refuses: the reason must be the device's (ENOSPC), which
    // only a writer that continues after the partial write learns.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("half.dat"));
    ScopedWriteFault fault({Kind::NoSpace, 1000});
    try {
        saveFileAtomically(path, QByteArray(3000, 'x'));
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "cannot save " + path.toStdString() + ": " + std::strerror(ENOSPC));
    }
}

TEST(AtomicFile, AnUnopenablePathIsNamedAndCreatesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing-folder/map.json"));
    try {
        saveFileAtomically(path, "data");
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()).rfind("cannot save " + path.toStdString() + ": ", 0), 0u) << e.what();
    }
    EXPECT_FALSE(QFileInfo::exists(path));
}

TEST(AtomicFile, AFillThatThrowsLeavesTheTargetAlone)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.csv"));
    saveFileAtomically(path, "old trace\n");
    EXPECT_THROW(saveFileAtomicallyFrom(path,
                                        [](QIODevice& d) {
                                            d.write("half a new trace");
                                            throw std::runtime_error("the run failed");
                                        }),
                 std::runtime_error);
    EXPECT_EQ(fileBytes(path), "old trace\n");
    saveFileAtomicallyFrom(path, [](QIODevice& d) { d.write("new trace\n"); });
    EXPECT_EQ(fileBytes(path), "new trace\n");
}

TEST(AtomicFile, SaveMapGoesThroughIt)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.txt"));
    const auto rules = test::builtinRules("terra-mystica-published");
    auto original = test::builtinMap("terra-mystica-original", *rules);
    const MapFile file{rules, false, original.board, original.map, {}};
    saveMap(path, file);
    const QByteArray before = fileBytes(path);
    ScopedWriteFault fault({Kind::NoSpace, 10});
    EXPECT_THROW(saveMap(path, file, MapFormat::Json), std::runtime_error);
    EXPECT_EQ(fault.hits(), 1);
    EXPECT_EQ(fileBytes(path), before);
}

TEST(AtomicFile, ARealFullDiskKeepsTheOldFile)
{
    test::FullDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << disk.whyNot();
    const QByteArray old = randomBytes(3000, 11);
    ASSERT_TRUE(disk.put(QStringLiteral("map.json"), old));
    ASSERT_TRUE(disk.fill());
    for (const qsizetype size : {qsizetype{1}, qsizetype{5000}, qsizetype{1} << 20}) {
        const QString path = disk.filePath(QStringLiteral("map.json"));
        try {
            saveFileAtomically(path, randomBytes(size, 12));
            ADD_FAILURE() << size << " bytes: a save onto a full disk reported success";
        } catch (const std::runtime_error& e) {
            EXPECT_EQ(std::string(e.what()), "cannot save " + path.toStdString() + ": " + std::strerror(ENOSPC)) << size;
        }
        EXPECT_EQ(fileBytes(path), old) << size << " bytes";
    }
}

bool isCharacterDevice(const QString& path)
{
    struct stat st{};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

// A character device is written to, never replaced by a regular file: /dev/null takes the bytes,
// a copy of /dev/full (made with mknod in a temporary folder, so a failure cannot harm the
// system's) refuses them with ENOSPC and stays a device.
TEST(AtomicFile, ACharacterDeviceIsWrittenToAndStaysADevice)
{
    EXPECT_NO_THROW(saveFileAtomically(QStringLiteral("/dev/null"), randomBytes(5000, 3)));
    EXPECT_TRUE(isCharacterDevice(QStringLiteral("/dev/null")));
    QTemporaryDir dir;
    const QString full = dir.filePath(QStringLiteral("full"));
    if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0600, makedev(1, 7)) != 0)
        GTEST_SKIP() << "mknod needs root or CAP_MKNOD: " << std::strerror(errno);
    try {
        saveFileAtomically(full, randomBytes(100, 4));
        ADD_FAILURE() << "a write to a full device reported success";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "cannot save " + full.toStdString() + ": " + std::strerror(ENOSPC));
    }
    EXPECT_TRUE(isCharacterDevice(full)) << "the device was replaced";
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::System | QDir::Hidden), QStringList{QStringLiteral("full")})
        << "a temporary file was left";
}

// A named pipe with a reader gets every byte and stays a pipe; with nothing reading it the save
// is refused at once (it does not wait for a reader) and the pipe stays.
TEST(AtomicFile, ANamedPipeIsWrittenToOrRefusedWithoutBlocking)
{
    QTemporaryDir dir;
    const QString pipe = dir.filePath(QStringLiteral("pipe"));
    const QByteArray native = QFile::encodeName(pipe);
    ASSERT_EQ(::mkfifo(native.constData(), 0600), 0);
    try {
        saveFileAtomically(pipe, "x");
        ADD_FAILURE() << "a save into a pipe nobody reads reported success";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("nothing reading"), std::string::npos) << e.what();
    }
    const QByteArray sent = randomBytes(200000, 5); // more than a pipe buffer holds
    QByteArray received;
    const int in = ::open(native.constData(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(in, 0);
    ::fcntl(in, F_SETFL, ::fcntl(in, F_GETFL) & ~O_NONBLOCK);
    // A read before the writer has opened its end returns 0 (no writer yet), so the reader reads
    // until it has every byte, waiting out those early zeros, for at most 60 s.
    std::thread reader([&] {
        char buffer[4096];
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (received.size() < sent.size() && std::chrono::steady_clock::now() < deadline) {
            const ssize_t n = ::read(in, buffer, sizeof buffer);
            if (n > 0)
                received.append(buffer, n);
            else if (n == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            else if (errno != EINTR)
                break;
        }
    });
    EXPECT_NO_THROW(saveFileAtomically(pipe, sent));
    reader.join();
    EXPECT_EQ(received, sent);
    // The writer closed its end: the pipe is at end of file, with nothing more in it.
    char extra = 0;
    EXPECT_EQ(::read(in, &extra, 1), 0);
    ::close(in);
    struct stat st{};
    ASSERT_EQ(::lstat(native.constData(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode)) << "the pipe was replaced";
}

// A socket can be neither replaced nor written: the save is refused with what it is, and the socket
// stays (core/platform/write_target.cpp tells it from a file, a device and a pipe).
TEST(AtomicFile, ASocketIsRefusedAndStaysASocket)
{
    QTemporaryDir dir;
    const QByteArray native = QFile::encodeName(dir.filePath(QStringLiteral("socket")));
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(native.size(), static_cast<qsizetype>(sizeof address.sun_path));
    std::memcpy(address.sun_path, native.constData(), static_cast<size_t>(native.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    ASSERT_EQ(::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0) << std::strerror(errno);
    const QString path = QFile::decodeName(native);
    try {
        saveFileAtomically(path, "x");
        ADD_FAILURE() << "a save onto a socket reported success";
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()), "cannot save " + path.toStdString() + ": is a socket or other special file, not a file Hexloom can write");
    }
    ::close(fd);
    struct stat st{};
    ASSERT_EQ(::lstat(native.constData(), &st), 0);
    EXPECT_TRUE(S_ISSOCK(st.st_mode)) << "the socket was replaced";
}

} // namespace
} // namespace hexloom::core::io
