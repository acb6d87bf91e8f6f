#pragma once
// The one error type for malformed input: it names the source (file), the place (line and
// column, 1-based, 0 when unknown) and the field, so every front end can print the same message.
#include <stdexcept>
#include <string>

#include <QtGlobal>

#include "core/text/text_error.h"

namespace hexloom::core::io {

// text() (core::text::CarriesText) is the whole message as a translatable text: the place, the
// field frame and the reason, so a message that quotes another file's refusal keeps it translatable.
class ParseError : public std::runtime_error, public text::CarriesText {
public:
    ParseError(std::string source, int line, int column, std::string field, const std::string& what);
    // The same with a reason the editor can translate (core/text/core_text.h); what() stays English.
    ParseError(std::string source, int line, int column, std::string field, text::CoreText reason);

    const std::string& source() const { return source_; }
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& field() const { return field_; }
    const std::string& reason() const { return reason_; }
    // The reason as a translatable text; its pattern is the English reason itself when the
    // thrower gave only English (the editor then shows it untranslated).
    const text::CoreText& reasonText() const { return reasonText_; }

private:
    std::string source_;
    int line_;
    int column_;
    std::string field_;
    std::string reason_;
    text::CoreText reasonText_;
};

// Refused before reading: files above this size are not parsed.
inline constexpr qint64 kMaxInputBytes = 16 * 1024 * 1024;

} // namespace hexloom::core::io
