#pragma once
// Draws the constraint graph of a GraphDocument and edits it with the mouse: click on empty space
// adds a region, drag from one region to another makes them touch, Shift+drag moves a region,
// Delete removes the selected region or adjacency, double-click edits a region's labels, and the
// right button offers the same in a menu. Ctrl+Z / Ctrl+Shift+Z undo graph edits while the view
// has the focus. Nodes are filled with the colours their regions get on the canvas.
#include <QGraphicsView>

namespace hexloom::ui::document {
class GraphDocument;
}

class QGraphicsLineItem;

namespace hexloom::ui::docks {

class ConstraintGraphView : public QGraphicsView {
    Q_OBJECT
public:
    static constexpr double kNodeRadius = 22.0;

    explicit ConstraintGraphView(QWidget* parent = nullptr);

    void setDocument(document::GraphDocument* doc);
    // Small: the panel's scroll area grows the drawing into whatever room is left.
    QSize sizeHint() const override { return {300, 220}; }
    int selectedNode() const { return node_; }
    void selectNode(int node);
    // Shows the whole drawing.
    void fitAll();
    // The node under a scene point (within its circle), or -1.
    int nodeAt(QPointF scenePos) const;
    // The edge (index into the graph's edges) under a scene point, or -1.
    int edgeAt(QPointF scenePos) const;

signals:
    void selectedNodeChanged(int node);
    // Double-click on a region: the panel focuses its labels.
    void nodeActivated(int node);

protected:
    bool event(QEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    enum class Gesture { None, Add, Edge, Move };
    void rebuild();
    void addNodeItem(int node);
    void deleteSelection();

    document::GraphDocument* doc_ = nullptr;
    int node_ = -1;        // selected node
    int edge_ = -1;        // selected edge
    Gesture gesture_ = Gesture::None;
    int source_ = -1;      // node the gesture started on
    int drag_ = 0;         // merge key of a move
    QPointF pressAt_;
    QPointF grabOffset_;
    QGraphicsLineItem* rubber_ = nullptr;
};

} // namespace hexloom::ui::docks
