#pragma once
// Helpers for tables of malformed inputs: each case edits one spot of a valid document and
// expects a ParseError.
#include <algorithm>
#include <gtest/gtest.h>
#include <optional>
#include <string>

#include "core/io/parse_error.h"

namespace hexloom::test {

// `valid` with the first `from` replaced by `to`; fails the test when `from` is absent.
inline std::string edited(std::string valid, const std::string& from, const std::string& to)
{
    const size_t at = valid.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos)
        valid.replace(at, from.size(), to);
    return valid;
}

// The ParseError `parse()` throws; fails the test when it throws none.
template <class Parse>
std::optional<core::io::ParseError> parseError(Parse&& parse)
{
    try {
        parse();
        ADD_FAILURE() << "accepted";
    } catch (const core::io::ParseError& e) {
        return e;
    }
    return std::nullopt;
}

// 1-based line and column where `needle` first stands in `text`.
inline std::pair<int, int> placeOf(const std::string& text, const std::string& needle)
{
    const size_t at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    const size_t lineStart = at == 0 ? 0 : text.rfind('\n', at - 1) + 1; // npos + 1 == 0
    return {static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(lineStart), '\n')) + 1,
            static_cast<int>(at - lineStart) + 1};
}

} // namespace hexloom::test
