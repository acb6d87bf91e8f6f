// The letter format: both row parities, 'N' padding, ';' as a row separator, comments, the token
// extension, and a message with line and column for every malformed input.
#include "core/io/letter_format.h"

#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::io {
namespace {

class LetterFormatTest : public ::testing::Test {
protected:
    std::shared_ptr<const rules::RuleSet> tm = test::builtinRules("terra-mystica-published");
    std::shared_ptr<const rules::RuleSet> catan = test::builtinRules("catan");
};

TEST_F(LetterFormatTest, LongerFirstRowMeansOddRowsAreShifted)
{
    const auto m = parseLetterFormat("Y,U,K\nB,G", *tm, "t");
    EXPECT_FALSE(m.board.layout().isShiftedRow(0));
    EXPECT_TRUE(m.board.layout().isShiftedRow(1));
    EXPECT_EQ(m.board.shape(), model::BoardShape::TerraMysticaRows);
    // (1,0) is drawn between (0,0) and (0,1), so it touches both.
    const auto c = m.board.indexAtOffset({1, 0});
    EXPECT_EQ(m.board.degree(c), 3); // (0,0), (0,1) and (1,1); no row below
    EXPECT_EQ(m.map.terrain(c), tm->byLetter('B'));
}

TEST_F(LetterFormatTest, ShorterFirstRowMeansEvenRowsAreShifted)
{
    const auto m = parseLetterFormat("Y,U\nK,B,G", *tm, "t");
    EXPECT_TRUE(m.board.layout().isShiftedRow(0));
    EXPECT_EQ(m.board.shape(), model::BoardShape::TerraMysticaRows);
    EXPECT_EQ(m.board.shapeParameter(2), 0);
    // (0,0) sits between (1,0) and (1,1).
    const auto a = m.board.indexAtOffset({0, 0});
    std::vector<model::OffsetCoord> around;
    for (auto n : m.board.neighbours(a))
        around.push_back(m.board.offset(n));
    std::sort(around.begin(), around.end());
    EXPECT_EQ(around, (std::vector<model::OffsetCoord>{{0, 1}, {1, 0}, {1, 1}}));
}

TEST_F(LetterFormatTest, SemicolonsSeparateRowsCommentsAreSkippedAndPaddingIsNoCell)
{
    const auto m = parseLetterFormat("N,Y,N;K, B \n# a comment\nG,N,S\n", *tm, "t");
    EXPECT_EQ(m.board.size(), 5);
    EXPECT_EQ(m.board.shape(), model::BoardShape::Custom);
    EXPECT_EQ(m.board.indexAtOffset({0, 0}), model::kNoCell);
    EXPECT_EQ(m.map.terrain(m.board.indexAtOffset({0, 1})), tm->byLetter('Y'));
    EXPECT_EQ(m.map.terrain(m.board.indexAtOffset({1, 1})), tm->byLetter('B'));
    EXPECT_EQ(m.map.terrain(m.board.indexAtOffset({2, 2})), tm->byLetter('S'));
    EXPECT_EQ(m.board.indexAtOffset({2, 1}), model::kNoCell);
}

TEST_F(LetterFormatTest, TokensFollowTheLetter)
{
    const auto m = parseLetterFormat("F11,D\nW6", *catan, "t");
    EXPECT_EQ(m.map.token(m.board.indexAtOffset({0, 0})), 11);
    EXPECT_EQ(m.map.token(m.board.indexAtOffset({0, 1})), 0);
    EXPECT_EQ(m.map.token(m.board.indexAtOffset({1, 0})), 6);
    EXPECT_EQ(writeLetterFormat(m.board, m.map, *catan), "F11,D\nW6\n");
}

struct BadLetters {
    std::string text;
    std::string message; // the whole what()
};

// Windows editors start UTF-8 files with a byte-order mark; it is no letter, and columns count after it.
TEST_F(LetterFormatTest, AByteOrderMarkIsSkipped)
{
    const QByteArray text = "Y,U,K\nB,G";
    const auto plain = parseLetterFormat(text, *tm, "t");
    const auto marked = parseLetterFormat("\xEF\xBB\xBF" + text, *tm, "t");
    EXPECT_EQ(marked.board, plain.board);
    EXPECT_EQ(marked.map, plain.map);
    try {
        parseLetterFormat("\xEF\xBB\xBFY,Q", *tm, "t");
        ADD_FAILURE() << "unknown letter accepted";
    } catch (const ParseError& e) {
        EXPECT_EQ(std::make_pair(e.line(), e.column()), std::make_pair(1, 3)) << e.what();
    }
    // Only at the very start: a mark inside the text is still an unknown letter.
    EXPECT_THROW(parseLetterFormat("Y,\xEF\xBB\xBFU", *tm, "t"), ParseError);
}

TEST_F(LetterFormatTest, EveryMalformedInputNamesLineColumnAndField)
{
    const std::vector<BadLetters> cases{
        {"", "t:1:1: no board rows found (expected comma-separated terrain letters)"},
        {"# only a comment\n", "t:1:1: no board rows found (expected comma-separated terrain letters)"},
        {"N,N\nN", "t:1:1: the board has no cells (only padding)"},
        {"Y,X,U", "t:1:3: field \"terrain\": unknown letter \"X\" for rule set terra-mystica-published (known: Y U K B G S R I, N for padding)"},
        {"Y,U\nK,,B", "t:2:3: field \"cell\": empty cell"},
        {"Y,U\n,B", "t:2:1: field \"cell\": empty cell before ','"},
        {"Y,U1x", "t:1:3: field \"token\": \"U1x\" is not a letter optionally followed by a token number"},
        {"Y,U1234", "t:1:3: field \"token\": \"U1234\" is not a letter optionally followed by a token number"},
        {"Y0,U", "t:1:1: field \"token\": token 0 is outside 1 to 127"},
        {"Y,U\nK,B200", "t:2:3: field \"token\": token 200 is outside 1 to 127"},
    };
    for (const auto& c : cases) {
        try {
            parseLetterFormat(QByteArray::fromStdString(c.text), *tm, "t");
            ADD_FAILURE() << "accepted: " << c.text;
        } catch (const ParseError& e) {
            EXPECT_EQ(std::string(e.what()), c.message) << c.text;
        }
    }
}

TEST_F(LetterFormatTest, AbsurdSizesAreRefusedWhileReading)
{
    std::string rows;
    for (int i = 0; i < 2002; ++i)
        rows += "Y\n";
    EXPECT_THROW(
        {
            try {
                parseLetterFormat(QByteArray::fromStdString(rows), *tm, "t");
            } catch (const ParseError& e) {
                EXPECT_NE(std::string(e.what()).find("more than 2000 rows"), std::string::npos) << e.what();
                throw;
            }
        },
        ParseError);
    std::string row = "Y";
    for (int i = 0; i < 2001; ++i)
        row += ",Y";
    EXPECT_THROW(parseLetterFormat(QByteArray::fromStdString(row), *tm, "t"), ParseError);
    EXPECT_THROW(parseLetterFormat(QByteArray(kMaxInputBytes + 1, 'Y'), *tm, "t"), ParseError);
}

} // namespace
} // namespace hexloom::core::io
