#include "tests/fuzz/fuzz_support.h"

#include <cstdio>
#include <cstdlib>

#include "core/io/rule_set_file.h"

namespace hexloom::fuzz {

const std::vector<std::shared_ptr<const core::rules::RuleSet>>& builtinRuleSets()
{
    static const auto all = [] {
        std::vector<std::shared_ptr<const core::rules::RuleSet>> sets;
        QStringList names = core::io::builtinRuleSetNames();
        names.removeAll(QStringLiteral("terra-mystica-published"));
        names.prepend(QStringLiteral("terra-mystica-published"));
        for (const QString& name : names)
            sets.push_back(core::io::loadRuleSet(name));
        return sets;
    }();
    return all;
}

QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
}

void violated(const std::string& what)
{
    std::fprintf(stderr, "fuzz property violated: %s\n", what.c_str());
    std::abort();
}

} // namespace hexloom::fuzz
