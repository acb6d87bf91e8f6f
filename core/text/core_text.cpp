#include "core/text/core_text.h"

#include <QLocale>
#include <cmath>

namespace hexloom::core::text {

std::string fill(const std::string& pattern, const std::vector<std::string>& values)
{
    std::string out;
    out.reserve(pattern.size());
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        const size_t index = static_cast<size_t>(next - '1');
        if (pattern[i] == '%' && next >= '1' && next <= '9' && index < values.size()) {
            out += values[index];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

CoreText::Value nested(CoreText text)
{
    std::string english = text.english();
    return {std::move(english), true, std::make_shared<const CoreText>(std::move(text))};
}

std::string numberText(double value)
{
    // Fixed notation for the magnitudes a setting has, exponents only beyond them.
    const double a = std::fabs(value);
    const char format = a == 0 || (a >= 1e-6 && a < 1e15) ? 'f' : 'g';
    return QLocale::c().toString(value, format, QLocale::FloatingPointShortest).toStdString();
}

CoreText::Value number(double value)
{
    CoreText::Value v{numberText(value)};
    v.isNumber = true;
    v.number = value;
    return v;
}

CoreText inField(std::string field, CoreText reason)
{
    return CoreText{QT_TRANSLATE_NOOP("hexloom::core", "field \"%1\": %2"), {{std::move(field)}, nested(std::move(reason))}};
}

std::string CoreText::english() const
{
    std::vector<std::string> texts;
    texts.reserve(values.size());
    for (const auto& v : values)
        texts.push_back(v.text);
    return fill(pattern, texts);
}

std::string english(const CoreTexts& clauses)
{
    std::string out;
    for (const auto& c : clauses)
        out += (out.empty() ? "" : "; ") + c.english();
    return out;
}

} // namespace hexloom::core::text
