#include "core/partition/constraint_graph_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <cctype>
#include <stdexcept>

#include "core/io/json_fields.h"
#include "core/io/json_locator.h"
#include "core/io/rule_set_file.h"
#include "core/text/text_error.h"

namespace hexloom::core::partition {

using text::CoreText;

using io::builtinResource;
using io::JsonFields;
using io::parseJson;
using io::readInputFile;
using io::withFieldPositions;

namespace {

ConstraintGraph parseGraph(const JsonFields& root, int depth);

std::vector<model::OffsetCoord> parsePins(const JsonFields& n)
{
    std::vector<model::OffsetCoord> pins;
    const QJsonArray list = n.array("pins", kMaxPinsPerNode);
    for (int i = 0; i < list.size(); ++i) {
        const QJsonArray pair = list.at(i).toArray();
        const bool ok = list.at(i).isArray() && pair.size() == 2 && pair.at(0).isDouble() && pair.at(1).isDouble() &&
                        pair.at(0).toDouble() == pair.at(0).toInt(-1) && pair.at(1).toDouble() == pair.at(1).toInt(-1) &&
                        pair.at(0).toInt() >= 0 && pair.at(1).toInt() >= 0;
        if (!ok)
            n.fail(n.at("pins", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected [row, column] with whole numbers from 0")});
        pins.push_back({pair.at(0).toInt(), pair.at(1).toInt()});
    }
    return pins;
}

ConstraintNode parseNode(const JsonFields& n, int depth)
{
    n.allowOnly({"id", "terrain", "min_size", "property", "pins", "graph", "name"});
    ConstraintNode node;
    node.id = n.text("id", 64);
    if (node.id.empty() || node.id.find('/') != std::string::npos)
        n.fail(n.field("id"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must be non-empty text without '/'")});
    if (n.has("terrain")) {
        const std::string t = n.text("terrain", 1);
        if (t.size() != 1 || !std::isupper(static_cast<unsigned char>(t[0])))
            n.fail(n.field("terrain"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected one capital letter, found \"%1\""), {{t}}});
        node.terrain = t[0];
    }
    node.minSize = n.integer("min_size", 1, model::kMaxBoardCells, 1);
    node.property = n.text("property", "", 32);
    if (n.has("pins"))
        node.pins = parsePins(n);
    if (n.has("graph")) {
        if (depth + 1 >= kMaxGraphDepth)
            n.fail(n.field("graph"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "nested graphs go deeper than %1 levels"), {{std::to_string(kMaxGraphDepth)}}});
        auto inner = parseGraph(n.object("graph"), depth + 1);
        if (inner.name.empty())
            inner.name = node.id;
        node.subgraph = std::make_shared<const ConstraintGraph>(std::move(inner));
    }
    return node;
}

void parseEdges(const JsonFields& root, ConstraintGraph& g)
{
    const int maxEdges = kMaxConstraintNodes * (kMaxConstraintNodes - 1) / 2;
    const QJsonArray list = root.array("edges", maxEdges);
    for (int i = 0; i < list.size(); ++i) {
        const QJsonArray pair = list.at(i).toArray();
        if (!list.at(i).isArray() || pair.size() != 2 || !pair.at(0).isString() || !pair.at(1).isString())
            root.fail(root.at("edges", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected [\"node id\", \"node id\"]")});
        int ends[2];
        for (int e = 0; e < 2; ++e) {
            const std::string id = pair.at(e).toString().toStdString();
            ends[e] = g.indexOf(id);
            if (ends[e] < 0)
                root.fail(root.at("edges", i), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no node with id \"%1\""), {{id}}});
        }
        g.edges.emplace_back(ends[0], ends[1]);
    }
}

ConstraintGraph parseGraph(const JsonFields& root, int depth)
{
    root.allowOnly({"format", "version", "name", "description", "nodes", "edges", "max_removed", "property_shares"});
    ConstraintGraph g;
    g.name = root.text("name", "", 64);
    const QJsonArray nodes = root.array("nodes", kMaxConstraintNodes);
    for (int i = 0; i < nodes.size(); ++i)
        g.nodes.push_back(parseNode(root.element(nodes, "nodes", i), depth));
    if (g.nodes.empty())
        root.fail(root.field("nodes"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a constraint graph needs at least one node")});
    for (size_t i = 0; i < g.nodes.size(); ++i)
        if (g.indexOf(g.nodes[i].id) != static_cast<int>(i))
            root.fail(root.at("nodes", static_cast<int>(i)), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate node id \"%1\""), {{g.nodes[i].id}}});
    parseEdges(root, g);
    g.maxRemoved = root.integer("max_removed", 0, model::kMaxBoardCells, -1);
    if (root.has("property_shares")) {
        const JsonFields shares = root.object("property_shares");
        for (auto it = shares.raw().begin(); it != shares.raw().end(); ++it) {
            const std::string property = it.key().toStdString();
            g.propertyShares.push_back({property, shares.number(property.c_str(), 0, 100)});
        }
    }
    try {
        g.validate();
    } catch (const std::invalid_argument& e) {
        root.fail(root.field("edges"), text::reasonOf(e));
    }
    return g;
}

} // namespace

ConstraintGraph parseConstraintGraph(const QByteArray& json, const std::string& source)
{
    // Errors found after parsing name the line and column of their field too.
    return withFieldPositions(json, source, [&] {
        const JsonFields root(parseJson(json, source).object(), source);
        if (root.has("format") && root.text("format", 32) != "hexloom-graph")
            root.fail("format", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected \"hexloom-graph\"")});
        if (root.integer("version", 1, 1000, 1) > 1)
            root.fail("version", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this file was written by a newer Hexloom; this one reads version 1")});
        return parseGraph(root, 0);
    });
}

namespace {
QJsonObject graphObject(const ConstraintGraph& g)
{
    QJsonObject o;
    if (!g.name.empty())
        o["name"] = QString::fromStdString(g.name);
    QJsonArray nodes;
    for (const auto& n : g.nodes) {
        QJsonObject node{{"id", QString::fromStdString(n.id)}};
        if (n.terrain)
            node["terrain"] = QString(QChar(n.terrain));
        if (n.minSize > 1)
            node["min_size"] = n.minSize;
        if (!n.property.empty())
            node["property"] = QString::fromStdString(n.property);
        QJsonArray pins;
        for (const auto& p : n.pins)
            pins.append(QJsonArray{p.row, p.col});
        if (!pins.isEmpty())
            node["pins"] = pins;
        if (n.subgraph)
            node["graph"] = graphObject(*n.subgraph);
        nodes.append(node);
    }
    o["nodes"] = nodes;
    QJsonArray edges;
    for (const auto& [a, b] : g.edges)
        edges.append(QJsonArray{QString::fromStdString(g.nodes[static_cast<size_t>(a)].id), QString::fromStdString(g.nodes[static_cast<size_t>(b)].id)});
    o["edges"] = edges;
    if (g.maxRemoved >= 0)
        o["max_removed"] = g.maxRemoved;
    QJsonObject shares;
    for (const auto& s : g.propertyShares)
        shares[QString::fromStdString(s.property)] = s.minPercent;
    if (!shares.isEmpty())
        o["property_shares"] = shares;
    return o;
}
} // namespace

QByteArray writeConstraintGraph(const ConstraintGraph& graph)
{
    QJsonObject o = graphObject(graph);
    o["format"] = "hexloom-graph";
    o["version"] = 1;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

ConstraintGraph loadConstraintGraphFile(const QString& path)
{
    return parseConstraintGraph(readInputFile(path), path.toStdString());
}

QStringList builtinGraphNames()
{
    QStringList names;
    for (const QString& f : QDir(QStringLiteral(":/hexloom/graphs")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names << QFileInfo(f).completeBaseName();
    return names;
}

std::shared_ptr<const ConstraintGraph> loadConstraintGraph(const QString& nameOrPath)
{
    if (builtinGraphNames().contains(nameOrPath)) {
        const QString path = QStringLiteral("graphs/") + nameOrPath + QStringLiteral(".json");
        return std::make_shared<const ConstraintGraph>(parseConstraintGraph(builtinResource(path), nameOrPath.toStdString()));
    }
    return std::make_shared<const ConstraintGraph>(loadConstraintGraphFile(nameOrPath));
}

} // namespace hexloom::core::partition
