#pragma once
// The version-2 parts of rule-set files: kinds' named attributes, the players block, and the
// checks of requirement parameters that name kinds, players or attributes (docs/file-format.md).
#include <QJsonObject>
#include <optional>

#include "core/io/json_fields.h"
#include "core/model/board.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::io {

// The newest rule-set file version this Hexloom reads.
inline constexpr int kRuleSetVersion = 5;

// The rule-set file version written: 5 when the rule set declares a symmetry, 4 when kinds have a label, glyph or badges, 3 when kinds
// have swap zones, 2 when the rule set uses attributes, fixed kinds or players, else 1 (so files
// stay readable by the oldest Hexloom that understands them).
int ruleSetVersion(const rules::RuleSet& r);

// `terrain.attributes`: {"name": number}, names of 1-32 letters, digits, '-' or '_'.
void parseTerrainAttributes(const JsonFields& terrain, rules::Terrain& t);
void writeTerrainAttributes(const rules::Terrain& t, QJsonObject& out);

// The board a rule set of a named shape is played on; nullopt for a custom board (its cells come
// from a map, where the pool and the homes are checked when a map is made or scored).
std::optional<model::Board> shapedBoard(const rules::BoardSpec& b);

// A pool must fill the board of a shaped rule set exactly: fails at "pool" with the count off.
void checkPoolFitsBoard(const JsonFields& root, const rules::RuleSet& r);

// `players`: {"distance_weights": [...], "path_cost": {kind: cost}, "list": [{id, name, home | home_kind}]}.
void parsePlayers(const JsonFields& root, rules::RuleSet& r);
void writePlayers(const rules::RuleSet& r, QJsonObject& root);

// Checks requirements that name kinds, players or attributes against the parsed rule set;
// failures name "requirements[i]" and the parameter.
void checkRequirementReferences(const JsonFields& root, const rules::RuleSet& r);

} // namespace hexloom::core::io
