#pragma once
// For editor tests that open files: a built-in map written as a native map file by the document
// code itself (widget test executables only: it uses ui/document).
#include <QString>
#include <QTemporaryDir>

#include "ui/document/document_files.h"
#include "ui/document/map_document.h"

namespace hexloom::test {

// Writes built-in map `map` of rule set `rules` to `dir`/`map`.json and returns the path.
inline QString writeBuiltinMap(const QTemporaryDir& dir, const QString& rules, const QString& map)
{
    const QString path = dir.filePath(map + QStringLiteral(".json"));
    ui::document::MapDocument doc(ui::document::builtinDocument(rules, map).content);
    ui::document::saveMapFile(doc, path);
    return path;
}

} // namespace hexloom::test
