#include "core/rules/requirements/kind_list.h"

#include <charconv>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "core/rules/requirements/player_values.h"
#include "core/text/text_error.h"

namespace hexloom::core::rules {

namespace {
std::vector<std::string> split(const std::string& text, char sep)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, sep);) {
        const size_t first = item.find_first_not_of(' '), last = item.find_last_not_of(' ');
        out.push_back(first == std::string::npos ? std::string() : item.substr(first, last - first + 1));
    }
    if (!text.empty() && text.back() == sep)
        out.emplace_back();
    return out;
}

[[noreturn]] void fail(const std::string& param, text::CoreText what)
{
    throw text::TextError(text::inField("params." + param, std::move(what)));
}

std::string knownKinds(const RuleSet& rules)
{
    std::string known;
    for (const auto& t : rules.terrains)
        known += (known.empty() ? "" : ", ") + t.id;
    return known;
}

std::vector<model::TerrainId> kinds(const RuleSet& rules, const std::string& param, const std::vector<std::string>& ids)
{
    std::vector<model::TerrainId> out;
    for (const std::string& id : ids) {
        const auto t = rules.byId(id);
        if (id.empty())
            fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "an empty kind in the list")});
        if (t == model::kNoTerrain)
            fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "unknown kind \"%1\" (known: %2)"), {{id}, {knownKinds(rules)}}});
        out.push_back(t);
    }
    return out;
}
} // namespace

std::vector<model::TerrainId> parseKindList(const RuleSet& rules, const std::string& param, const std::string& text, bool emptyIsAll)
{
    if (text.empty()) {
        if (!emptyIsAll)
            fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "needs at least one kind")});
        std::vector<model::TerrainId> all;
        for (int t = 0; t < rules.terrainCount(); ++t)
            all.push_back(static_cast<model::TerrainId>(t));
        return all;
    }
    return kinds(rules, param, split(text, ','));
}

std::vector<std::pair<std::vector<model::TerrainId>, std::vector<model::TerrainId>>> parseKindPairs(const RuleSet& rules, const std::string& param,
                                                                                                    const std::string& text)
{
    std::vector<std::pair<std::vector<model::TerrainId>, std::vector<model::TerrainId>>> out;
    if (text.empty())
        fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "needs at least one pair such as \"harbour-wood:wood\"")});
    for (const std::string& item : split(text, ',')) {
        const auto sides = split(item, ':');
        if (sides.size() != 2)
            fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is not a pair \"kinds:kinds\" (kinds separated by |)"), {{item}}});
        out.emplace_back(kinds(rules, param, split(sides[0], '|')), kinds(rules, param, split(sides[1], '|')));
    }
    return out;
}

std::vector<double> parseNumberList(const std::string& param, const std::string& text, const std::vector<double>& fallback)
{
    if (text.empty())
        return fallback;
    std::vector<double> out;
    for (const std::string& item : split(text, ',')) {
        // Decimal only: from_chars takes no "0x10", no leading spaces or '+', and no locale.
        double v = -1;
        const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), v);
        if (item.empty() || error != std::errc() || end != item.data() + item.size() || !std::isfinite(v) || v < 0 || v > 1e6)
            fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is not a number from 0 to 1000000"), {{item}}});
        out.push_back(v);
    }
    if (out.size() > static_cast<size_t>(PlayerSetup::kMaxReach))
        fail(param, {QT_TRANSLATE_NOOP("hexloom::core", "at most %1 weights"), {{std::to_string(PlayerSetup::kMaxReach)}}});
    return out;
}

} // namespace hexloom::core::rules
