#pragma once
// The core's texts in the editor's language (core/text/core_text.h): the core keeps them in
// English for the CLI and marks them for lupdate; the editor translates them where it shows them.
#include <QString>
#include <exception>
#include <string>

#include "core/text/core_text.h"

namespace hexloom::ui::text {

// A marked core text (an algorithm's summary, a parameter's help) translated; a text that was
// never marked comes back as it is.
QString coreText(const std::string& english);
// A number in the editor's locale with the fewest digits that give it back exactly ("0,25" and
// "1.000" in German; core::text::number's value as the editor shows it).
QString number(double value);
// A measurement rounded for reading ("26,8" with 'f', 1 in German), in the same locale and with no
// group separator either.
QString number(double value, char format, int precision);
// A parameter's label: its identifier ("tabu_size") translated, or in English with spaces
// ("tabu size"). The identifier itself stays what files and recipes record.
QString parameterLabel(const std::string& name);
// A text with values: the translated pattern filled with its values (marked values translated).
QString coreText(const core::text::CoreText& text);
// Clauses translated and joined by "; " (a requirement's explanation of a hex).
QString coreText(const core::text::CoreTexts& clauses);
// An error's message for a dialog: a core::io::ParseError as "file:line:column: field "x":
// reason" with its frame and reason translated, a core::text::TextError translated; any other
// exception's what() as it is.
QString errorText(const std::exception& error);
// `field "players.list[2].home": reason`, the frame and the reason translated (the form of the
// rule-set reader's and the new-game check's messages).
QString fieldText(const std::string& field, const core::text::CoreText& reason);
// errorText() without the place of a core::io::ParseError: for a form checked by writing it and
// reading it back (New Game, the rule-set editor), whose JSON's lines and columns the designer
// never sees; `field "x": reason`.
QString formErrorText(const std::exception& error);

} // namespace hexloom::ui::text
