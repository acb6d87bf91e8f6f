#pragma once
// A shipped rule set without its kinds' labels, glyphs and badges (version 4): what it was in the
// version its other features need, for the tests that check older versions are still written.
#include <QString>

#include "core/io/rule_set_file.h"

namespace hexloom::test {

inline core::rules::RuleSet withoutLooks(const char* builtinName)
{
    core::rules::RuleSet r = *core::io::loadRuleSet(QString::fromLatin1(builtinName));
    for (auto& t : r.terrains) {
        t.label.clear();
        t.glyph.clear();
        t.badges.clear();
    }
    return r;
}

} // namespace hexloom::test
