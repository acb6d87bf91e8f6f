#include "core/text/measured.h"

#include <cmath>
#include <locale>
#include <sstream>

namespace hexloom::core::text {

CoreText::Value measured(double value, int decimals)
{
    std::ostringstream english;
    english.imbue(std::locale::classic()); // "3.33333" whatever the process's locale
    english << value;
    const double scale = std::pow(10.0, decimals);
    CoreText::Value v{english.str()};
    v.isNumber = true;
    // ui::text::number writes the fewest digits that give this back: at most `decimals` of them.
    v.number = std::isfinite(value) && std::fabs(value) * scale < 1e15 ? std::round(value * scale) / scale : value;
    if (v.number == 0)
        v.number = 0; // no "-0"
    return v;
}

} // namespace hexloom::core::text
