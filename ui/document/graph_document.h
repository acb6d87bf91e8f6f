#pragma once
// The constraint graph being drawn in the Regions panel, with its own undo stack (separate from
// the map's: drawing a graph does not change the map). Every edit is one undo command; a node
// drag merges into one step. Views rebuild on changed().
#include <QObject>
#include <QUndoStack>
#include <string>

#include "ui/document/graph_drawing.h"

namespace hexloom::ui::document {

class GraphDocument : public QObject {
    Q_OBJECT
public:
    explicit GraphDocument(QObject* parent = nullptr);

    const GraphDrawing& drawing() const { return drawing_; }
    const core::partition::ConstraintGraph& graph() const { return drawing_.graph; }
    QUndoStack* undoStack() { return &undoStack_; }

    // --- Edits, each one undo command.
    // Adds a node with a fresh id ("r3") at `at`; returns its index.
    int addNode(QPointF at);
    // Removes the node and its edges; later nodes move down one index.
    void removeNode(int index);
    // False (and nothing happens) for a loop, a repeated edge or a bad index.
    bool addEdge(int a, int b);
    void removeEdge(int a, int b);
    // Replaces a node's labels (id, terrain, min size, property); its pins and nested graph stay.
    // Returns why not (empty id, '/' in the id, an id another node has), translated, or empty when done.
    QString setNode(int index, const core::partition::ConstraintNode& node);
    // Moves a node; moves with the same non-zero `drag` merge into one undo step.
    void moveNode(int index, QPointF to, int drag);
    void setMaxRemoved(int maxRemoved);
    // Loads, built-in choice, clear: the whole drawing at once.
    void replace(GraphDrawing drawing, const QString& text);
    int newDrag() { return ++lastDrag_; }

    // Why the graph cannot be partitioned as drawn (not planar, ...), translated, or empty.
    QString problem() const;
    // Index of the edge joining a and b, or -1.
    int edgeIndex(int a, int b) const;

    // Applied by the undo commands only.
    void setDrawing(const GraphDrawing& drawing);

signals:
    void changed();

private:
    void push(GraphDrawing after, const QString& text, int drag = 0);

    GraphDrawing drawing_;
    QUndoStack undoStack_;
    int lastDrag_ = 0;
};

} // namespace hexloom::ui::document
