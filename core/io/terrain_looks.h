#pragma once
// The version-4 parts of a kind in a rule-set file: how a hex of the kind says what it is on the
// canvas and on paper (`label`, `glyph`, `badges`; docs/file-format.md, "How a hex is drawn").
#include <QJsonObject>
#include <QStringList>

#include "core/io/json_fields.h"
#include "core/rules/terrain.h"

namespace hexloom::core::io {

// The ids of the bundled symbol set (resources/glyphs/<id>.svg), sorted.
QStringList builtinGlyphNames();

// Reads `label` (at most Terrain::kMaxLabelLength characters, no control characters), `glyph` (an
// id of builtinGlyphNames()) and `badges` (attribute names of the kind, or "pips" on a kind that
// takes a token). Call after the kind's attributes and `token` are read.
void parseTerrainLooks(const JsonFields& terrain, rules::Terrain& t);
void writeTerrainLooks(const rules::Terrain& t, QJsonObject& out);
bool hasTerrainLooks(const rules::Terrain& t);

} // namespace hexloom::core::io
