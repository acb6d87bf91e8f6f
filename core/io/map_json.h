#pragma once
// The native JSON map file ("format": "hexloom-map", "version": 1; docs/file-format.md): board
// shape, cell contents by terrain id, tokens, locks, the rule set by name or embedded, metadata.
#include <QByteArray>
#include <QString>
#include <string>

#include "core/io/map_file.h"

namespace hexloom::core::io {

// Version 2 adds metadata.recipe, version 3 metadata.recipe_edited, version 4 a recipe in
// segments (hexloom-recipe/2, core/io/recipe_segments.h); a file is written with the lowest
// version that holds what it has (1 without a recipe).
inline constexpr int kMapFormatVersion = 4;

// `rulesOverride` (a built-in name or a rule-set file) replaces the file's own rule set.
MapFile parseMapJson(const QByteArray& data, const std::string& source, const QString& rulesOverride = {});
// Names the rule set when it is exactly a built-in one (and not marked embedded), else embeds it.
QByteArray writeMapJson(const MapFile& file);

} // namespace hexloom::core::io
