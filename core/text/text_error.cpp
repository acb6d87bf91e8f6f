#include "core/text/text_error.h"

namespace hexloom::core::text {

TextError::TextError(CoreText text) : std::invalid_argument(text.english()), CarriesText(std::move(text)) {}

CoreText reasonOf(const std::exception& error)
{
    if (const auto* t = dynamic_cast<const CarriesText*>(&error))
        return t->text();
    return CoreText{error.what(), {}};
}

} // namespace hexloom::core::text
