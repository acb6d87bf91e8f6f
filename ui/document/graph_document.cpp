#include "ui/document/graph_document.h"

#include <algorithm>
#include <stdexcept>

#include "ui/commands/edit_graph_command.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::document {

using core::partition::ConstraintNode;

GraphDocument::GraphDocument(QObject* parent) : QObject(parent) {}

void GraphDocument::push(GraphDrawing after, const QString& text, int drag)
{
    undoStack_.push(new commands::EditGraphCommand(this, drawing_, std::move(after), text, drag));
}

void GraphDocument::setDrawing(const GraphDrawing& drawing)
{
    drawing_ = drawing;
    emit changed();
}

int GraphDocument::addNode(QPointF at)
{
    if (graph().size() >= core::partition::kMaxConstraintNodes)
        return -1;
    int n = graph().size();
    while (graph().indexOf("r" + std::to_string(n)) >= 0)
        ++n;
    GraphDrawing after = drawing_;
    ConstraintNode node;
    node.id = "r" + std::to_string(n);
    after.graph.nodes.push_back(node);
    after.positions.push_back(at);
    push(std::move(after), tr("Add region %1").arg(QString::fromStdString(node.id)));
    return graph().size() - 1;
}

void GraphDocument::removeNode(int index)
{
    if (index < 0 || index >= graph().size())
        return;
    GraphDrawing after = drawing_;
    const QString id = QString::fromStdString(graph().nodes[static_cast<size_t>(index)].id);
    after.graph.nodes.erase(after.graph.nodes.begin() + index);
    after.positions.erase(after.positions.begin() + index);
    auto& edges = after.graph.edges;
    edges.erase(std::remove_if(edges.begin(), edges.end(), [index](auto e) { return e.first == index || e.second == index; }), edges.end());
    for (auto& [a, b] : edges) {
        a -= a > index ? 1 : 0;
        b -= b > index ? 1 : 0;
    }
    push(std::move(after), tr("Delete region %1").arg(id));
}

int GraphDocument::edgeIndex(int a, int b) const
{
    const auto& e = graph().edges;
    const auto it = std::find_if(e.begin(), e.end(), [a, b](auto p) { return (p.first == a && p.second == b) || (p.first == b && p.second == a); });
    return it == e.end() ? -1 : static_cast<int>(it - e.begin());
}

bool GraphDocument::addEdge(int a, int b)
{
    if (a == b || a < 0 || b < 0 || a >= graph().size() || b >= graph().size() || edgeIndex(a, b) >= 0)
        return false;
    GraphDrawing after = drawing_;
    after.graph.edges.emplace_back(a, b);
    push(std::move(after), tr("Join %1 and %2").arg(QString::fromStdString(graph().nodes[static_cast<size_t>(a)].id),
                                                    QString::fromStdString(graph().nodes[static_cast<size_t>(b)].id)));
    return true;
}

void GraphDocument::removeEdge(int a, int b)
{
    const int e = edgeIndex(a, b);
    if (e < 0)
        return;
    GraphDrawing after = drawing_;
    after.graph.edges.erase(after.graph.edges.begin() + e);
    push(std::move(after), tr("Separate %1 and %2").arg(QString::fromStdString(graph().nodes[static_cast<size_t>(a)].id),
                                                        QString::fromStdString(graph().nodes[static_cast<size_t>(b)].id)));
}

QString GraphDocument::setNode(int index, const ConstraintNode& node)
{
    if (index < 0 || index >= graph().size())
        return tr("no such region");
    if (node.id.empty() || node.id.find('/') != std::string::npos)
        return tr("a region's id must be non-empty text without '/'");
    if (const int other = graph().indexOf(node.id); other >= 0 && other != index)
        return tr("another region is already called \"%1\"").arg(QString::fromStdString(node.id));
    const ConstraintNode& old = graph().nodes[static_cast<size_t>(index)];
    if (old.id == node.id && old.terrain == node.terrain && old.minSize == node.minSize && old.property == node.property)
        return {};
    GraphDrawing after = drawing_;
    auto& n = after.graph.nodes[static_cast<size_t>(index)];
    n.id = node.id;
    n.terrain = node.terrain;
    n.minSize = std::max(1, node.minSize);
    n.property = node.property;
    push(std::move(after), tr("Edit region %1").arg(QString::fromStdString(node.id)));
    return {};
}

void GraphDocument::moveNode(int index, QPointF to, int drag)
{
    if (index < 0 || index >= graph().size() || drawing_.positions[static_cast<size_t>(index)] == to)
        return;
    GraphDrawing after = drawing_;
    after.positions[static_cast<size_t>(index)] = to;
    push(std::move(after), tr("Move region %1").arg(QString::fromStdString(graph().nodes[static_cast<size_t>(index)].id)), drag);
}

void GraphDocument::setMaxRemoved(int maxRemoved)
{
    if (maxRemoved == graph().maxRemoved)
        return;
    GraphDrawing after = drawing_;
    after.graph.maxRemoved = maxRemoved;
    push(std::move(after), tr("Change the removal limit"));
}

void GraphDocument::replace(GraphDrawing drawing, const QString& text) { push(std::move(drawing), text); }

QString GraphDocument::problem() const
{
    if (graph().size() == 0)
        return tr("draw at least one region");
    try {
        graph().validate();
    } catch (const std::invalid_argument& e) {
        return text::errorText(e);
    }
    return {};
}

} // namespace hexloom::ui::document
