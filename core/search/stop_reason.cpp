#include "core/search/stop_reason.h"

#include <array>
#include <utility>

namespace hexloom::core::search {

text::CoreText stopReasonText(const std::string& reason)
{
    // Every reason RunContext gives (run_context.cpp: stopCriterionMet, finish).
    static constexpr std::array<std::pair<const char*, const char*>, 7> kTexts{{
        {"target", QT_TRANSLATE_NOOP("hexloom::core", "the target score was reached")},
        {"iterations", QT_TRANSLATE_NOOP("hexloom::core", "the iteration limit was reached")},
        {"evaluations", QT_TRANSLATE_NOOP("hexloom::core", "the evaluation limit was reached")},
        {"stagnation", QT_TRANSLATE_NOOP("hexloom::core", "no improvement within the stagnation limit")},
        {"time", QT_TRANSLATE_NOOP("hexloom::core", "the time limit was reached")},
        {"cancelled", QT_TRANSLATE_NOOP("hexloom::core", "stopped by hand")},
        {"finished", QT_TRANSLATE_NOOP("hexloom::core", "the search ended by itself")},
    }};
    for (const auto& [id, text] : kTexts)
        if (reason == id)
            return {text};
    return {"%1", {{reason}}};
}

} // namespace hexloom::core::search
