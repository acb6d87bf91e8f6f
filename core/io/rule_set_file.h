#pragma once
// Rule-set files (resources/rules/*.json, docs/file-format.md) and the built-in rule sets.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>

#include "core/rules/rule_set.h"

namespace hexloom::core::io {

inline constexpr int kMaxTerrains = 64;
inline constexpr int kMaxRequirements = 64;
inline constexpr int kMaxPoolTiles = 250'000;

class JsonFields;

// A rule-set file: besides every field, its pool must fill the board it declares (a shaped board).
rules::RuleSet parseRuleSet(const QByteArray& json, const std::string& source);
// The same from an already parsed object, e.g. a rule set embedded in a map file ("rules"), whose
// pool is not held to the declared board: the map's own board is the one it is played on.
rules::RuleSet parseRuleSetObject(const JsonFields& root);
QByteArray writeRuleSet(const rules::RuleSet& rules);
QJsonObject ruleSetToJson(const rules::RuleSet& rules);
rules::RuleSet loadRuleSetFile(const QString& path);

// Names of the rule sets shipped with Hexloom ("terra-mystica-published", ...).
QStringList builtinRuleSetNames();
// A built-in name or a path to a rule-set file; throws ParseError when neither works.
std::shared_ptr<const rules::RuleSet> loadRuleSet(const QString& nameOrPath);

// Text of a shipped resource such as "maps/terra-mystica-original.txt"; empty when absent.
QByteArray builtinResource(const QString& relativePath);
QStringList builtinMapNames();

} // namespace hexloom::core::io
