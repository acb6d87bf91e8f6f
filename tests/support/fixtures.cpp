#include "tests/support/fixtures.h"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "core/io/rule_set_file.h"

namespace hexloom::test {

std::shared_ptr<const core::rules::RuleSet> builtinRules(const std::string& name)
{
    return core::io::loadRuleSet(QString::fromStdString(name));
}

core::io::BoardAndMap builtinMap(const std::string& name, const core::rules::RuleSet& rules)
{
    const QByteArray text = core::io::builtinResource(QString::fromStdString("maps/" + name + ".txt"));
    if (text.isEmpty())
        throw std::runtime_error("no built-in map " + name);
    return core::io::parseLetterFormat(text, rules, name);
}

core::io::BoardAndMap lettersMap(const std::string& letters, const core::rules::RuleSet& rules)
{
    return core::io::parseLetterFormat(QByteArray::fromStdString(letters), rules, "inline");
}

std::string testDataPath(const std::string& relative) { return std::string(HEXLOOM_TEST_DATA_DIR) + "/" + relative; }

core::io::BoardAndMap scaledOriginal(int rows, int longRow, const core::rules::RuleSet& rules)
{
    using core::model::TerrainId;
    const auto original = builtinMap("terra-mystica-original", rules);
    core::io::BoardAndMap out{core::model::Board::terraMystica(rows, longRow), {}};
    const int size = out.board.size();
    std::vector<int> mix(rules.terrains.size(), 0);
    for (core::model::CellIndex c = 0; c < original.map.size(); ++c)
        ++mix[original.map.terrain(c)];
    std::vector<TerrainId> kinds;
    std::vector<std::pair<double, TerrainId>> remainders;
    for (size_t t = 0; t < mix.size(); ++t) {
        const double quota = static_cast<double>(mix[t]) * size / original.map.size();
        kinds.insert(kinds.end(), static_cast<size_t>(quota), static_cast<TerrainId>(t));
        remainders.emplace_back(quota - static_cast<int>(quota), static_cast<TerrainId>(t));
    }
    std::sort(remainders.rbegin(), remainders.rend());
    for (size_t i = 0; static_cast<int>(kinds.size()) < size; ++i)
        kinds.push_back(remainders[i].second);
    std::shuffle(kinds.begin(), kinds.end(), std::mt19937(28));
    out.map = core::model::Map(size);
    for (core::model::CellIndex c = 0; c < size; ++c)
        out.map.setTerrain(c, kinds[static_cast<size_t>(c)]);
    return out;
}

} // namespace hexloom::test
