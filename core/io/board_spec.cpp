#include "core/io/board_spec.h"

#include <charconv>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::io {

using text::CoreText;

namespace {
int number(const std::string& spec, const std::string& text)
{
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board spec \"%1\": \"%2\" is not a whole number"), {{spec}, {text}}});
    return v;
}

std::pair<int, int> pair(const std::string& spec, const std::string& text)
{
    const auto x = text.find('x');
    if (x == std::string::npos)
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board spec \"%1\": expected two numbers like 12x8, found \"%2\""), {{spec}, {text}}});
    return {number(spec, text.substr(0, x)), number(spec, text.substr(x + 1))};
}
} // namespace

std::optional<model::Board> parseBoardSpec(const std::string& spec)
{
    const auto colon = spec.find(':');
    const std::string shape = spec.substr(0, colon);
    const std::string args = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
    if (shape == "rect" || shape == "rectangle") {
        const auto [w, h] = pair(spec, args);
        return model::Board::rectangle(w, h);
    }
    if (shape == "hexagon")
        return model::Board::hexagon(number(spec, args));
    if (shape == "terra-mystica") {
        if (args.empty())
            return model::Board::terraMystica();
        const auto [rows, longRow] = pair(spec, args);
        return model::Board::terraMystica(rows, longRow, true);
    }
    return std::nullopt;
}

} // namespace hexloom::core::io
