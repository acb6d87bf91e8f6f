#pragma once
// The catalogue of malformed and hostile inputs (tests/data/bad/catalogue.tsv): which file, how
// hexloom-cli is run on it, what its one-line message must say, and how the editor opens it.
// Shared by the CLI test (tests/app/robustness) and the editor test (tests/ui/robustness).
#include <QFile>
#include <QString>
#include <QStringList>
#include <cctype>
#include <ostream>
#include <string>
#include <vector>

#include "tests/support/fixtures.h"

namespace hexloom::test {

struct BadInput {
    QString file;         // relative to tests/data/bad
    QStringList arguments; // hexloom-cli arguments, placeholders filled in
    QString fragment;     // the message must contain this (line:column or field) and the path
    QString editorKind;   // "map", "rules", "run", "tileset", "graph" or "-" (catalogue.tsv says which is which)
    QString path() const { return QString::fromStdString(testDataPath("bad/")) + file; }
};

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
