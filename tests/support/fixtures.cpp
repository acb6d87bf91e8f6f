#include "tests/support/fixtures.h"

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

} // namespace hexloom::test
