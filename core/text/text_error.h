#pragma once
// Refusals whose message the editor can translate (core/text/core_text.h): what() is the English
// the CLI prints, text() the marked pattern with its values. TextError is thrown where a check
// has no file to name (a requirement's parameters, a board spec, a tile set's checks); a reader
// that catches it keeps the text when it adds the file, line and field (reasonOf). An exception
// of another kind carries its text by deriving from CarriesText too (symmetry::SymmetryError).
#include <exception>
#include <stdexcept>

#include "core/text/core_text.h"

namespace hexloom::core::text {

class CarriesText {
public:
    explicit CarriesText(CoreText text) : text_(std::move(text)) {}
    virtual ~CarriesText() = default;
    const CoreText& text() const { return text_; }

private:
    CoreText text_;
};

class TextError : public std::invalid_argument, public CarriesText {
public:
    explicit TextError(CoreText text);
};

// The reason an exception gives, as a core text: the one it carries, or its what() as an English
// text the editor shows as it is.
CoreText reasonOf(const std::exception& error);

} // namespace hexloom::core::text
