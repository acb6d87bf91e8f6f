#pragma once
// The catalogue of malformed and hostile inputs (tests/data/bad/catalogue.tsv): which file, how
// hexloom-cli is run on it, what its one-line message must say, and how the editor opens it.
// Rows under made/ name files made at run time in a temporary folder; rows under options/ are
// bad command-line values and name no file.
// Shared by the CLI test (tests/app/robustness) and the editor test (tests/ui/robustness).
#include <QFile>
#include <QTemporaryDir>
#include <QString>
#include <QStringList>
#include <cctype>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>
#include <ostream>
#include <string>
#include <vector>

#include "tests/support/fixtures.h"

namespace hexloom::test {

// Where the files of "made/" rows live: a folder of this test process, removed when it ends.
inline QString madeInputFolder()
{
    static QTemporaryDir folder;
    return folder.path();
}

struct BadInput {
    QString file;         // relative to tests/data/bad; "made/..." and "options/..." name no file there
    QStringList arguments; // hexloom-cli arguments, placeholders filled in
    QString fragment;     // the message must contain this (line:column or field) and the path
    QString editorKind;   // "map", "rules", "run", "tileset", "graph", "option", "made-<kind>" or "-" (catalogue.tsv says which is which)
    // A file the test makes at run time (a FIFO, folder, device link, socket, symlink loop: git keeps none of them).
    bool made() const { return editorKind.startsWith(QLatin1String("made-")); }
    // A bad command-line value: exit code 2 (usage), the message names the option; no file.
    bool option() const { return editorKind == QLatin1String("option"); }
    // How the editor (or the core loader) opens it: "made-map" opens as "map".
    QString openedAs() const { return made() ? editorKind.mid(5) : editorKind; }
    QString path() const
    {
        if (made())
            return madeInputFolder() + QLatin1Char('/') + file.section(QLatin1Char('/'), 1);
        return QString::fromStdString(testDataPath("bad/")) + file;
    }
};

// Makes a "made/" row's file; its name says what: fifo-..., folder-..., device-... (a link to
// /dev/zero), socket-..., loop-... (a symbolic link to itself). Returns false when it could not.
inline bool makeInput(const BadInput& row)
{
    const QByteArray path = QFile::encodeName(row.path());
    const QString kind = row.file.section(QLatin1Char('/'), 1).section(QLatin1Char('-'), 0, 0);
    struct stat st{};
    if (::lstat(path.constData(), &st) == 0)
        return true;
    if (kind == QLatin1String("fifo"))
        return ::mkfifo(path.constData(), 0600) == 0;
    if (kind == QLatin1String("folder"))
        return ::mkdir(path.constData(), 0700) == 0;
    if (kind == QLatin1String("device"))
        return ::symlink("/dev/zero", path.constData()) == 0;
    if (kind == QLatin1String("loop"))
        return ::symlink(path.constData(), path.constData()) == 0;
    if (kind == QLatin1String("socket")) {
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        if (path.size() >= static_cast<qsizetype>(sizeof address.sun_path))
            return false;
        std::memcpy(address.sun_path, path.constData(), static_cast<size_t>(path.size()));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        const bool bound = fd >= 0 && ::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
        if (fd >= 0)
            ::close(fd); // the socket file stays until the folder goes
        return bound;
    }
    return false;
}

inline std::vector<BadInput> badInputCatalogue()
{
    QFile f(QString::fromStdString(testDataPath("bad/catalogue.tsv")));
    std::vector<BadInput> rows;
    if (!f.open(QIODevice::ReadOnly))
        return rows;
    const QString resources = QStringLiteral(HEXLOOM_RESOURCE_DIR);
    for (const QString& line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        if (cols.size() != 4)
            continue; // the catalogue test counts rows, so a malformed row fails it
        BadInput row{cols[0], {}, cols[2], cols[3]};
        if (row.made())
            makeInput(row);
        for (QString arg : cols[1].split(QLatin1Char(' '), Qt::SkipEmptyParts))
            row.arguments << arg.replace(QStringLiteral("{file}"), row.path()).replace(QStringLiteral("{resources}"), resources);
        rows.push_back(row);
    }
    return rows;
}

// How gtest prints a row (its file) instead of the struct's bytes.
inline void PrintTo(const BadInput& row, std::ostream* os) { *os << row.file.toStdString(); }

// A gtest parameter name for a row: the file path with every other character as '_'.
inline std::string badInputTestName(const BadInput& row)
{
    std::string name = row.file.toStdString();
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

} // namespace hexloom::test
