// The one checked number reader behind every command-line option and `--set` parameter: finite
// decimal numbers only, so that "nan" can never become a time limit no clock reaches.
#include "core/io/number_text.h"

#include <gtest/gtest.h>

namespace hexloom::core::io {
namespace {

TEST(NumberText, ReadsFiniteDecimalNumbers)
{
    const std::pair<const char*, double> good[] = {{"5", 5},     {"-2.5", -2.5}, {"+7", 7},      {"1e-3", 0.001}, {"2E2", 200},
                                                   {".5", 0.5},  {"5.", 5},      {"0", 0},       {"-0", 0},       {"1e+2", 100},
                                                   {"1e308", 1e308}};
    for (const auto& [text, value] : good) {
        const auto v = parseFiniteNumber(text);
        ASSERT_TRUE(v.has_value()) << text;
        EXPECT_DOUBLE_EQ(*v, value) << text;
    }
}

TEST(NumberText, RefusesNanInfinityAndEverythingElse)
{
    for (const char* text : {"nan", "NaN", "-nan", "inf", "-inf", "+inf", "infinity", "Infinity", "1e999", "-1e999", "0x10", " 5",
                             "5 ", "", "5s", "1e", "e5", "--5", "+-5", "1,5", ".", "-", "5e+", "1.2.3", "nan(1)"})
        EXPECT_FALSE(parseFiniteNumber(text).has_value()) << '"' << text << '"';
    EXPECT_FALSE(parseFiniteNumber(std::string(65, '1')).has_value()) << "more than 64 characters";
}

TEST(NumberText, UnsignedTakesTheWholeRangeOfASeed)
{
    EXPECT_EQ(parseUnsigned("0"), 0u);
    EXPECT_EQ(parseUnsigned("18446744073709551615"), UINT64_MAX);
    for (const char* text : {"18446744073709551616", "-1", "+1", "1.0", "1e3", "nan", "", " 1", "0x1"})
        EXPECT_FALSE(parseUnsigned(text).has_value()) << '"' << text << '"';
}

} // namespace
} // namespace hexloom::core::io
