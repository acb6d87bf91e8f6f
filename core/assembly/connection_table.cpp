#include "core/assembly/connection_table.h"

#include <cctype>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::assembly {

using text::CoreText;

ConnectionTable::ConnectionTable() : codes_{kWildcard}, fitMask_{0xffffffffu} {}

EdgeCode ConnectionTable::add(char code, bool rim, bool line)
{
    if (code == kWildcard)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "connection code '+' is built in (it fits everything)")});
    if (!std::isalnum(static_cast<unsigned char>(code)))
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "connection code '%1' must be a letter or a digit"), {{std::string(1, code)}}});
    if (index(code) >= 0)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "connection code '%1' is defined twice"), {{std::string(1, code)}}});
    if (size() >= kMaxCodes)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "more than %1 connection codes"), {{std::to_string(kMaxCodes - 1)}}});
    const auto i = static_cast<EdgeCode>(codes_.size());
    codes_.push_back(code);
    fitMask_.push_back(1u); // fits the wildcard
    if (rim)
        rimMask_ |= 1u << i;
    if (line)
        lineMask_ |= 1u << i;
    return i;
}

void ConnectionTable::allowFit(char a, char b)
{
    const EdgeCode ia = index(a), ib = index(b);
    if (ia < 0 || ib < 0)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "unknown connection code '%1'"), {{std::string(1, ia < 0 ? a : b)}}});
    fitMask_[static_cast<size_t>(ia)] |= 1u << ib;
    fitMask_[static_cast<size_t>(ib)] |= 1u << ia;
}

EdgeCode ConnectionTable::index(char code) const
{
    for (size_t i = 0; i < codes_.size(); ++i)
        if (codes_[i] == code)
            return static_cast<EdgeCode>(i);
    return -1;
}

std::string ConnectionTable::fitsText(EdgeCode a) const
{
    std::string s;
    for (EdgeCode b = 1; b < size(); ++b)
        if (fits(a, b))
            s += code(b);
    return s;
}

} // namespace hexloom::core::assembly
