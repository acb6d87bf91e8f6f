#include "core/partition/constraint_graph_file.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/io/parse_error.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
using core::io::ParseError;
using ::testing::HasSubstr;

std::string parseFailure(const std::string& json)
{
    try {
        parseConstraintGraph(QByteArray::fromStdString(json), "g.json");
    } catch (const ParseError& e) {
        return e.what();
    }
    return {};
}

TEST(ConstraintGraphFile, ShippedGraphsLoadAndAreWhatTheirNamesSay)
{
    const QStringList names = builtinGraphNames();
    for (const char* n : {"chain-8", "cycle-6", "star-6", "kingdoms-7", "continents"})
        EXPECT_TRUE(names.contains(QString::fromLatin1(n))) << n;
    const auto chain = loadConstraintGraph(QStringLiteral("chain-8"));
    EXPECT_EQ(chain->size(), 8);
    EXPECT_EQ(chain->edges.size(), 7u);
    const auto star = loadConstraintGraph(QStringLiteral("star-6"));
    EXPECT_EQ(star->edges.size(), 5u);
    const auto cycle = loadConstraintGraph(QStringLiteral("cycle-6"));
    EXPECT_EQ(cycle->edges.size(), 6u);
    EXPECT_EQ(cycle->maxRemoved, 40);
    const auto continents = loadConstraintGraph(QStringLiteral("continents"));
    EXPECT_EQ(continents->depth(), 2);
    ASSERT_TRUE(continents->nodes[0].subgraph);
    EXPECT_EQ(continents->nodes[0].subgraph->size(), 3);
}

TEST(ConstraintGraphFile, RoundTripsEveryField)
{
    const std::string json = R"({"name": "t", "max_removed": 5, "property_shares": {"water": 25},
        "nodes": [{"id": "a", "terrain": "B", "min_size": 4, "property": "water", "pins": [[1, 2], [0, 0]]},
                  {"id": "b", "graph": {"nodes": [{"id": "x"}, {"id": "y"}], "edges": [["x", "y"]]}}],
        "edges": [["a", "b"]]})";
    const auto g = parseConstraintGraph(QByteArray::fromStdString(json), "t.json");
    EXPECT_EQ(g.nodes[0].terrain, 'B');
    EXPECT_EQ(g.nodes[0].minSize, 4);
    EXPECT_EQ(g.nodes[0].pins.size(), 2u);
    EXPECT_EQ(g.nodes[0].pins[0].row, 1);
    EXPECT_EQ(g.propertyShares[0].minPercent, 25);
    const auto again = parseConstraintGraph(writeConstraintGraph(g), "again");
    EXPECT_EQ(writeConstraintGraph(again), writeConstraintGraph(g));
    EXPECT_EQ(again.nodes[1].subgraph->edges.size(), 1u);
}

TEST(ConstraintGraphFile, MalformedFilesGiveClearMessages)
{
    EXPECT_THAT(parseFailure("{\"nodes\": [\n{\"id\": \"a\"},,]}"), HasSubstr("g.json:2"));
    EXPECT_THAT(parseFailure(R"({"edges": []})"), HasSubstr("field \"nodes\": missing"));
    EXPECT_THAT(parseFailure(R"({"nodes": [], "edges": []})"), HasSubstr("at least one node"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a"}], "edges": [["a", "z"]]})"), HasSubstr("edges[0]\": no node with id \"z\""));
    // Fields checked after parsing still name their line and column (the pair starts at column 13).
    EXPECT_THAT(parseFailure("{\n  \"nodes\": [{\"id\": \"a\"}],\n  \"edges\": [[\"a\", \"z\"]]\n}"), HasSubstr("g.json:3:13: field \"edges[0]\""));
    EXPECT_THAT(parseFailure("{\"nodes\": [\n  {\"id\": \"a\",\n   \"min_size\": 0}], \"edges\": []}"), HasSubstr("g.json:3:"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a", "terrain": "forest"}], "edges": []})"), HasSubstr("nodes[0].terrain"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a", "min_size": 0}], "edges": []})"), HasSubstr("nodes[0].min_size"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a", "pins": [[1]]}], "edges": []})"), HasSubstr("nodes[0].pins[0]"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a", "colour": 1}], "edges": []})"), HasSubstr("unknown field"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a"}, {"id": "a"}], "edges": []})"), HasSubstr("duplicate node id"));
    EXPECT_THAT(parseFailure(R"({"nodes": [{"id": "a"}], "edges": [["a", "a"]]})"), HasSubstr("joins a node to itself"));
    std::string k5 = R"({"nodes": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "e"}], "edges": [)";
    const char* ids = "abcde";
    for (int i = 0; i < 5; ++i)
        for (int j = i + 1; j < 5; ++j)
            k5 += std::string(i + j > 1 ? "," : "") + "[\"" + ids[i] + "\", \"" + ids[j] + "\"]";
    EXPECT_THAT(parseFailure(k5 + "]}"), HasSubstr("not planar"));
    std::string deep = R"({"id": "x"})";
    for (int i = 0; i < 5; ++i)
        deep = R"({"id": "n", "graph": {"nodes": [)" + deep + R"(], "edges": []}})";
    EXPECT_THAT(parseFailure(R"({"nodes": [)" + deep + R"(], "edges": []})"), HasSubstr("deeper than"));
}

TEST(ConstraintGraphFile, LimitsAreRefusedBeforeBuilding)
{
    std::string nodes;
    for (int i = 0; i < 70; ++i)
        nodes += std::string(i ? "," : "") + "{\"id\": \"n" + std::to_string(i) + "\"}";
    EXPECT_THAT(parseFailure("{\"nodes\": [" + nodes + "], \"edges\": []}"), HasSubstr("the limit is 64"));
    EXPECT_THAT(parseFailure(R"({"format": "hexloom-rules", "nodes": [{"id": "a"}], "edges": []})"), HasSubstr("hexloom-graph"));
}

} // namespace
} // namespace hexloom::test
