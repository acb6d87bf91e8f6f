#include "core/io/parse_error.h"

namespace hexloom::core::io {

namespace {
std::string compose(const std::string& source, int line, int column, const std::string& field, const std::string& what)
{
    std::string s = source.empty() ? std::string("<input>") : source;
    if (line > 0) {
        s += ":" + std::to_string(line);
        if (column > 0)
            s += ":" + std::to_string(column);
    }
    s += ": ";
    if (!field.empty())
        s += "field \"" + field + "\": ";
    return s + what;
}
// compose() as a text the editor translates: "<input>" and the field frame marked, the reason nested.
text::CoreText composeText(const std::string& source, int line, int column, const std::string& field, const text::CoreText& reason)
{
    std::string at;
    if (line > 0)
        at = ":" + std::to_string(line) + (column > 0 ? ":" + std::to_string(column) : std::string());
    text::CoreText::Value place = source.empty() ? text::marked(QT_TRANSLATE_NOOP("hexloom::core", "<input>")) : text::CoreText::Value{source};
    return {"%1%2: %3", {std::move(place), {std::move(at)}, text::nested(field.empty() ? reason : text::inField(field, reason))}};
}
} // namespace

ParseError::ParseError(std::string source, int line, int column, std::string field, const std::string& what)
    : ParseError(std::move(source), line, column, std::move(field), text::CoreText{what, {}})
{
}

ParseError::ParseError(std::string source, int line, int column, std::string field, text::CoreText reason)
    : std::runtime_error(compose(source, line, column, field, reason.english())),
      text::CarriesText(composeText(source, line, column, field, reason)),
      source_(std::move(source)), line_(line), column_(column), field_(std::move(field)), reason_(reason.english()),
      reasonText_(std::move(reason))
{
}

} // namespace hexloom::core::io
