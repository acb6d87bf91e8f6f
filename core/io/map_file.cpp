#include "core/io/map_file.h"

#include <QFileInfo>
#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "core/io/json_fields.h"
#include "core/io/letter_format.h"
#include "core/io/map_json.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"

namespace hexloom::core::io {

MapFormat formatFor(const QString& path, MapFormat format)
{
    if (format != MapFormat::ByExtension)
        return format;
    return path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) ? MapFormat::Json : MapFormat::Letters;
}

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
    // map this file is; report the first one's error.
    std::vector<std::shared_ptr<const rules::RuleSet>> candidates;
    for (const QString& name : builtinRuleSetNames())
        candidates.push_back(loadRuleSet(name));
    const std::string file = QFileInfo(QString::fromStdString(source)).fileName().toStdString();
    auto rank = [&](const std::shared_ptr<const rules::RuleSet>& r) {
        return std::make_tuple(r->name != "terra-mystica-published", r->terrainCount(), r->board.map != file);
    };
    std::stable_sort(candidates.begin(), candidates.end(), [&](const auto& x, const auto& y) { return rank(x) < rank(y); });
    std::optional<ParseError> first;
    for (const auto& rules : candidates) {
        try {
            auto parsed = parseLetterFormat(data, *rules, source);
            return MapFile{rules, false, std::move(parsed.board), std::move(parsed.map), {}};
        } catch (const ParseError& e) {
            if (!first)
                first = e;
        }
    }
    throw *first;
}
} // namespace

MapFile parseMap(const QByteArray& data, const std::string& source, MapFormat format, const QString& rulesOverride)
{
    if (format == MapFormat::Json)
        return parseMapJson(data, source, rulesOverride);
    return parseLetters(data, source, rulesOverride);
}

MapFile loadMap(const QString& path, const QString& rulesOverride, MapFormat format)
{
    return parseMap(readInputFile(path), path.toStdString(), formatFor(path, format), rulesOverride);
}

QByteArray writeMap(const MapFile& file, MapFormat format)
{
    if (format == MapFormat::Json)
        return writeMapJson(file);
    return writeLetterFormat(file.board, file.map, *file.rules);
}

void saveMap(const QString& path, const MapFile& file, MapFormat format)
{
    saveFileAtomically(path, writeMap(file, formatFor(path, format)));
}

} // namespace hexloom::core::io
