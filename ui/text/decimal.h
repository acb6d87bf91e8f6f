#pragma once
// A computed number the editor shows (a score, a mean, a spread): in the editor's locale, rounded.
#include <QString>

namespace hexloom::ui::text {

// `value` rounded to at most `decimals` decimals, trailing zeros dropped, in the editor's locale
// and without a group separator: "3,43", "3,5", "12" in German, "3.43" in English.
QString decimal(double value, int decimals);

} // namespace hexloom::ui::text
