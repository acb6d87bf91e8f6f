#include "core/io/letter_map_format.h"

#include <QFileInfo>
#include <algorithm>
#include <optional>
#include <tuple>

#include "core/io/letter_format.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"

namespace hexloom::core::io {

namespace {

MapFile parseLetters(const QByteArray& data, const std::string& source, const QString& rulesOverride)
{
    if (!rulesOverride.isEmpty()) {
        auto rules = loadRuleSet(rulesOverride);
        auto parsed = parseLetterFormat(data, *rules, source);
        return MapFile{rules, false, std::move(parsed.board), std::move(parsed.map), {}};
    }
    // Try the built-in rule sets, Terra Mystica (published) first, then fewer terrains first (so
    // catan before catan-fair, whose terrains include catan's), among equals the one whose own
    // map this file is, then the one with fewer requirements (the base game: catan before
    // catan-seats, which adds the seat draft to catan's); report the first one's error.
    std::vector<std::shared_ptr<const rules::RuleSet>> candidates;
    for (const QString& name : builtinRuleSetNames())
        candidates.push_back(loadRuleSet(name));
    const std::string file = QFileInfo(QString::fromStdString(source)).fileName().toStdString();
    auto rank = [&](const std::shared_ptr<const rules::RuleSet>& r) {
        return std::make_tuple(r->name != "terra-mystica-published", r->terrainCount(), r->board.map != file, r->requirements.size());
    };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const auto& x, const auto& y) { return rank(x) < rank(y); });
    // None reads it: the error of the rule set that read furthest says most (a rule set that knows
    // the letter and trips over the token after it, not one that never knew the letter), and the
    // message says which rule set that was, since none was given.
    std::optional<ParseError> best;
    std::string bestRules;
    for (const auto& rules : candidates) {
        try {
            auto parsed = parseLetterFormat(data, *rules, source);
            return MapFile{rules, false, std::move(parsed.board), std::move(parsed.map), {}};
        } catch (const ParseError& e) {
            const auto at = std::make_tuple(e.line(), e.column(), e.field() != "terrain");
            if (!best || at > std::make_tuple(best->line(), best->column(), best->field() != "terrain")) {
                best = e;
                bestRules = rules->name;
            }
        }
    }
    throw ParseError(best->source(), best->line(), best->column(), best->field(),
                     best->reason() + " (no rule set was given; read with " + bestRules + ", the built-in rule set that read furthest: give --rules NAME)");
}

std::vector<std::string> letterLosses(const MapFile& file)
{
    std::vector<std::string> notes;
    int empty = 0;
    for (model::CellIndex i = 0; i < file.board.size(); ++i)
        empty += file.map.terrain(i) == model::kNoTerrain ? 1 : 0;
    if (file.map.lockedCount() > 0)
        notes.push_back("the letter format has no locks; " + std::to_string(file.map.lockedCount()) + " locked cells are written unlocked");
    if (empty > 0)
        notes.push_back(std::to_string(empty) + " empty cells become padding (N) in the letter format");
    if (!builtinRuleSetNames().contains(QString::fromStdString(file.rules->name)) || file.rulesEmbedded)
        notes.push_back("the letter format does not hold the rule set \"" + file.rules->name + "\"; read the file back with --rules");
    return notes;
}

} // namespace

MapFormatInfo letterMapFormat()
{
    MapFormatInfo f;
    f.id = "letters";
    f.displayName = QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Letter format"));
    f.extensions = {QStringLiteral("txt"), QStringLiteral("csv")};
    f.fallback = true;
    f.read = parseLetters;
    f.write = [](const MapFile& file) { return writeLetterFormat(file.board, file.map, *file.rules); };
    f.losses = letterLosses;
    return f;
}

} // namespace hexloom::core::io
