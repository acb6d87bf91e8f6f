#pragma once
// Why a run stopped, for people. Snapshot::stopReason is an identifier ("target", "time", ...)
// that the CLI's trace and the recipe record as it is; the editor shows this sentence instead,
// translated (core/text/core_text.h).
#include <string>

#include "core/text/core_text.h"

namespace hexloom::core::search {

// "target" -> "the target score was reached", ...; an identifier this does not know (a newer
// solver's) comes back as it is, unmarked.
text::CoreText stopReasonText(const std::string& reason);

} // namespace hexloom::core::search
