#pragma once
// The native JSON map file ("format": "hexloom-map", "version": 1; docs/file-format.md): board
// shape, cell contents by terrain id, tokens, locks, the rule set by name or embedded, metadata.
#include <QByteArray>
#include <QString>
#include <string>

#include "core/io/map_file.h"

namespace hexloom::core::io {

// Version 2 adds metadata.recipe; files without a recipe are still written as version 1.
inline constexpr int kMapFormatVersion = 2;

// `rulesOverride` (a built-in name or a rule-set file) replaces the file's own rule set.
MapFile parseMapJson(const QByteArray& data, const std::string& source, const QString& rulesOverride = {});
// Names the rule set when it is exactly a built-in one (and not marked embedded), else embeds it.
QByteArray writeMapJson(const MapFile& file);

} // namespace hexloom::core::io
