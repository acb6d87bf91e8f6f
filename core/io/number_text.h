#pragma once
// The one checked reading of a number typed by a person (command-line options, `--set key=value`
// parameters): the whole text must be a finite decimal number. "nan", "inf", "1e999", "0x10",
// surrounding spaces and trailing text are refused, so a NaN can never reach a comparison such as
// `elapsed >= limit` (always false) and turn a time limit off. Callers add the range and the name
// of the option to their message.
#include <cstdint>
#include <optional>
#include <string_view>

namespace hexloom::core::io {

// A finite number such as "5", "-2.5", "1e-3", "+7"; nullopt for anything else.
std::optional<double> parseFiniteNumber(std::string_view text);
// A whole number from 0 to 2^64 - 1 written in decimal digits only ("+" and "-" refused).
std::optional<uint64_t> parseUnsigned(std::string_view text);

} // namespace hexloom::core::io
