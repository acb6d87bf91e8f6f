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
} // namespace

ParseError::ParseError(std::string source, int line, int column, std::string field, const std::string& what)
    : std::runtime_error(compose(source, line, column, field, what)),
      source_(std::move(source)), line_(line), column_(column), field_(std::move(field)), reason_(what),
      reasonText_{reason_, {}}
{
}

ParseError::ParseError(std::string source, int line, int column, std::string field, text::CoreText reason)
    : ParseError(std::move(source), line, column, std::move(field), reason.english())
{
    reasonText_ = std::move(reason);
}

} // namespace hexloom::core::io
