#pragma once
// Helpers for tables of malformed inputs: each case edits one spot of a valid document and
// expects a ParseError.
#include <algorithm>
#include <gtest/gtest.h>
#include <optional>
#include <span>
#include <string>
#include <utility>

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

// One edit of a valid document and what the refusal must say: the field's path and part of the
// reason; with a needle, also where: the error's line and column are where it first stands.
struct FieldCase {
    const char* from;
    const char* to;
    const char* field;
    const char* reason;
    const char* needle = nullptr;
};
using PlacedCase = FieldCase;

inline std::pair<int, int> placeOf(const std::string& text, const std::string& needle);

// Every case's edit of `valid` is refused by `parse(text)` naming the case's field, with its
// reason, `source` (when given) and the needle's line and column (without a needle, some line).
template <class Parse>
void expectEveryBadField(const std::string& valid, std::span<const FieldCase> cases, const std::string& source, Parse&& parse)
{
    for (const FieldCase& c : cases) {
        const std::string text = edited(valid, c.from, c.to);
        SCOPED_TRACE(text);
        const auto e = parseError([&] { parse(text); });
        ASSERT_TRUE(e.has_value());
        EXPECT_EQ(e->field(), c.field) << e->what();
        EXPECT_NE(e->reason().find(c.reason), std::string::npos) << e->what();
        if (!source.empty()) {
            EXPECT_NE(std::string(e->what()).find(source), std::string::npos) << e->what();
        }
        if (c.needle) {
            EXPECT_EQ(std::make_pair(e->line(), e->column()), placeOf(text, c.needle)) << e->what();
        } else {
            EXPECT_GT(e->line(), 0) << e->what();
        }
    }
}

template <class Parse>
void expectEveryBadFieldNamed(const std::string& valid, std::span<const FieldCase> cases, Parse&& parse)
{
    expectEveryBadField(valid, cases, {}, std::forward<Parse>(parse));
}

template <class Parse>
void expectEveryBadFieldPlaced(const std::string& valid, std::span<const PlacedCase> cases, const std::string& source, Parse&& parse)
{
    expectEveryBadField(valid, cases, source, std::forward<Parse>(parse));
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
