#include "core/rules/requirements/kind_list.h"

#include <charconv>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "core/rules/requirements/player_values.h"

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

[[noreturn]] void fail(const std::string& param, const std::string& what)
{
    throw std::invalid_argument("field \"params." + param + "\": " + what);
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
            fail(param, "an empty kind in the list");
        if (t == model::kNoTerrain)
            fail(param, "unknown kind \"" + id + "\" (known: " + knownKinds(rules) + ")");
        out.push_back(t);
    }
    return out;
}
} // namespace

std::vector<model::TerrainId> parseKindList(const RuleSet& rules, const std::string& param, const std::string& text, bool emptyIsAll)
{
    if (text.empty()) {
        if (!emptyIsAll)
            fail(param, "needs at least one kind");
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
        fail(param, "needs at least one pair such as \"harbour-wood:wood\"");
    for (const std::string& item : split(text, ',')) {
        const auto sides = split(item, ':');
        if (sides.size() != 2)
            fail(param, "\"" + item + "\" is not a pair \"kinds:kinds\" (kinds separated by |)");
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
            fail(param, "\"" + item + "\" is not a number from 0 to 1000000");
        out.push_back(v);
    }
    if (out.size() > static_cast<size_t>(PlayerSetup::kMaxReach))
        fail(param, "at most " + std::to_string(PlayerSetup::kMaxReach) + " weights");
    return out;
}

} // namespace hexloom::core::rules
