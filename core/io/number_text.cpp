#include "core/io/number_text.h"

#include <charconv>
#include <cmath>

namespace hexloom::core::io {

namespace {
// Only digits, one '.', and an exponent: from_chars alone would also take "nan" and "inf".
bool looksDecimal(std::string_view t)
{
    size_t i = 0, digits = 0;
    if (i < t.size() && (t[i] == '+' || t[i] == '-'))
        ++i;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i)
        ++digits;
    if (i < t.size() && t[i] == '.')
        for (++i; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i)
            ++digits;
    if (digits == 0)
        return false;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        if (i < t.size() && (t[i] == '+' || t[i] == '-'))
            ++i;
        const size_t start = i;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9')
            ++i;
        if (i == start)
            return false;
    }
    return i == t.size();
}
} // namespace

std::optional<double> parseFiniteNumber(std::string_view text)
{
    if (text.empty() || text.size() > 64 || !looksDecimal(text))
        return std::nullopt;
    if (text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<uint64_t> parseUnsigned(std::string_view text)
{
    if (text.empty() || text.size() > 20 || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace hexloom::core::io
