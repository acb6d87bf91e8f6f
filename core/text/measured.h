#pragma once
// A computed value in a core text (core/text/core_text.h), such as an average (10/3): the CLI
// prints it as it always has, with six significant digits ("3.33333"); the editor shows it
// rounded to a few decimals in its locale ("3,33"), where every digit of the double is noise.
#include "core/text/core_text.h"

namespace hexloom::core::text {

// `value` as a number value whose English is six significant digits and whose number (what the
// editor writes) is rounded to at most `decimals` decimals.
CoreText::Value measured(double value, int decimals);

} // namespace hexloom::core::text
