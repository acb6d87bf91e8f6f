#pragma once
// Texts of the core that the editor shows translated (docs/extending.md, "A user-visible string").
// The core speaks English: the CLI prints these texts as they are. Each is marked for lupdate with
// QT_TRANSLATE_NOOP("hexloom::core", "...") where it is written, which leaves the English literal
// in place; the editor translates it when it shows it (ui/text/core_text.h).
//
// A text with values is a CoreText: its English pattern with %1..%9 and the values that fill it.
// A value may be a marked text itself ("a number"), then the editor translates it too, or a whole
// CoreText of its own (a reason inside a frame: "requirement %1: %2"), filled by the same rules.
#include <memory>
#include <string>
#include <vector>

#include <QtGlobal>

namespace hexloom::core::text {

// The translation context of every core text; the editor looks them up under it.
inline constexpr const char* kContext = "hexloom::core";

struct CoreText {
    struct Value {
        std::string text;
        bool translatable = false; // a marked core text, not a name or a number from the input
        std::shared_ptr<const CoreText> nested{}; // when set, the value is this text (`text` is its English)
        bool isNumber = false; // a number: `text` is its English ("1000", "0.25"), the editor writes `number` in its locale
        double number = 0;
    };

    std::string pattern{}; // marked with QT_TRANSLATE_NOOP("hexloom::core", ...) where it is written
    std::vector<Value> values{};

    // The pattern with %1..%9 replaced by the values, as the CLI prints it.
    std::string english() const;
};

// A reason in clauses ("corner 6-8-5 has 12 pips (allowed 5-11); ..."), shown joined by "; ";
// empty when there is nothing to say.
using CoreTexts = std::vector<CoreText>;
std::string english(const CoreTexts& clauses);

// A value that is a marked core text (typeName in core/io/json_fields.cpp).
inline CoreText::Value marked(const char* text) { return {text, true}; }
// A value that is a number: in English with the fewest digits that give it back exactly ("0.25",
// "1000", never "1000.000000"); the editor shows it in the user's locale ("0,25").
CoreText::Value number(double value);
// The English form number() gives a value.
std::string numberText(double value);
// A value that is a core text with values of its own (translated and filled in the editor).
CoreText::Value nested(CoreText text);

// `field "params.min": reason`, the frame the readers and the requirement checks put around a reason.
CoreText inField(std::string field, CoreText reason);

// Replaces %1..%9 in `pattern` by values[0..8]; "%%" is not special. Exposed for the editor,
// which fills the translated pattern the same way.
std::string fill(const std::string& pattern, const std::vector<std::string>& values);

} // namespace hexloom::core::text
