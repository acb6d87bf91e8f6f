// Duplicate JSON keys: QJsonDocument silently keeps one of them, so every JSON input is scanned
// and a repeated key is refused with the second key's line, column and field path.
#include "core/io/json_duplicate_keys.h"

#include <gtest/gtest.h>

#include "core/partition/constraint_graph_file.h"
#include "core/io/json_fields.h"
#include "core/io/map_json.h"
#include "core/io/rule_set_file.h"
#include "core/assembly/tile_set_file.h"

namespace hexloom::core::io {
namespace {

TEST(JsonDuplicateKeys, UniqueKeysPassWhateverTheStringsHold)
{
    for (const char* text : {R"({})", R"({"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]})",
                             R"({"a": "\"a\": {", "b": "}, \"a\"", "c": "[{\"b\":1,\"b\":2}]"})", R"({"a": [1, 2, [3, {"a": 4}]], "A": 1})",
                             R"({"x\\": 1, "x": 2})"})
        EXPECT_FALSE(findDuplicateKey(text).has_value()) << text;
}

TEST(JsonDuplicateKeys, FindsTheSecondKeyWithItsPath)
{
    struct Case {
        const char* text;
        const char* key;
        const char* path;
        qsizetype offset, first;
    };
    const Case cases[] = {
        {R"({"a": 1, "a": 2})", "a", "a", 9, 1},
        {R"({"t": [{"id": 1}, {"id": 2, "id": 3}]})", "id", "t[1].id", 28, 19},
        {R"({"o": {"p": {"k": [], "k": {}}}})", "k", "o.p.k", 22, 13},
        {R"({"\u0061": 1, "a": 2})", "a", "a", 14, 1}, // the same key once decoded
        {R"({"s": "x,\"s\"", "s": 1})", "s", "s", 17, 1},
    };
    for (const Case& c : cases) {
        const auto d = findDuplicateKey(c.text);
        ASSERT_TRUE(d.has_value()) << c.text;
        EXPECT_EQ(d->key, c.key) << c.text;
        EXPECT_EQ(d->path, c.path) << c.text;
        EXPECT_EQ(d->offset, c.offset) << c.text;
        EXPECT_EQ(d->firstOffset, c.first) << c.text;
    }
}

// Every loader reads through parseJson: each refuses a repeated key with the second one's place.
TEST(JsonDuplicateKeys, EveryJsonFormatRefusesThem)
{
    const QByteArray rules = builtinResource(QStringLiteral("rules/catan.json"));
    QByteArray twice = rules;
    twice.replace("\"name\": \"catan\"", "\"name\": \"catan\", \"name\": \"other\"");
    ASSERT_NE(twice, rules);
    try {
        parseRuleSet(twice, "rules.json");
        ADD_FAILURE() << "rule set accepted";
    } catch (const ParseError& e) {
        EXPECT_EQ(e.field(), "name");
        EXPECT_GT(e.line(), 0);
        EXPECT_NE(std::string(e.what()).find("duplicate key \"name\""), std::string::npos) << e.what();
    }
    const auto refused = [](auto parse, const QByteArray& text) {
        try {
            parse(text);
            return std::string("accepted");
        } catch (const ParseError& e) {
            return std::to_string(e.line()) + ":" + std::to_string(e.column()) + " " + e.field();
        }
    };
    EXPECT_EQ(refused([](const QByteArray& t) { return parseMapJson(t, "m.json", {}); },
                      "{\"format\": \"hexloom-map\",\n \"version\": 1, \"format\": \"hexloom-map\"}"),
              "2:16 format");
    EXPECT_EQ(refused([](const QByteArray& t) { return assembly::parseTileSet(t, "t.json"); }, "{\"name\": \"a\",\n\"name\": \"b\"}"), "2:1 name");
    EXPECT_EQ(refused([](const QByteArray& t) { return partition::parseConstraintGraph(t, "g.json"); }, "{\"nodes\": [{\"id\": \"a\", \"id\": \"b\"}]}"),
              "1:24 nodes[0].id");
}

} // namespace
} // namespace hexloom::core::io
