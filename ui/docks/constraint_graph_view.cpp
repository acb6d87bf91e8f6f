#include "ui/docks/constraint_graph_view.h"

#include <QContextMenuEvent>
#include <QGraphicsEllipseItem>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>

#include "ui/document/graph_document.h"
#include "ui/scene/regions_item.h"

namespace hexloom::ui::docks {

namespace {
const QColor kSelected(255, 140, 0);
constexpr double kClickSlop = 5.0; // pixels a click may move and stay a click

double segmentDistance(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    return QLineF(p, a + t * ab).length();
}
} // namespace

ConstraintGraphView::ConstraintGraphView(QWidget* parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(200);
    setToolTip(tr("Click on empty space: add a region. Drag from a region to another: they must touch.\n"
                  "Shift+drag: move a region. Delete: remove the selection. Double-click: edit a region.\n"
                  "Ctrl+Z / Ctrl+Shift+Z: undo / redo graph edits."));
}

void ConstraintGraphView::setDocument(document::GraphDocument* doc)
{
    doc_ = doc;
    connect(doc_, &document::GraphDocument::changed, this, &ConstraintGraphView::rebuild);
    rebuild();
}

void ConstraintGraphView::selectNode(int node)
{
    edge_ = -1;
    const int before = node_;
    node_ = doc_ && node >= 0 && node < doc_->graph().size() ? node : -1;
    rebuild();
    if (node_ != before)
        emit selectedNodeChanged(node_);
}

int ConstraintGraphView::nodeAt(QPointF p) const
{
    if (!doc_)
        return -1;
    const auto& pos = doc_->drawing().positions;
    for (int i = static_cast<int>(pos.size()) - 1; i >= 0; --i) // the one drawn on top first
        if (QLineF(p, pos[static_cast<size_t>(i)]).length() <= kNodeRadius)
            return i;
    return -1;
}

int ConstraintGraphView::edgeAt(QPointF p) const
{
    if (!doc_)
        return -1;
    const auto& pos = doc_->drawing().positions;
    const auto& edges = doc_->graph().edges;
    for (size_t e = 0; e < edges.size(); ++e)
        if (segmentDistance(p, pos[static_cast<size_t>(edges[e].first)], pos[static_cast<size_t>(edges[e].second)]) <= 6.0)
            return static_cast<int>(e);
    return -1;
}

void ConstraintGraphView::rebuild()
{
    scene()->clear();
    rubber_ = nullptr;
    if (!doc_)
        return;
    const auto& g = doc_->graph();
    if (node_ >= g.size()) {
        node_ = -1;
        emit selectedNodeChanged(-1);
    }
    if (edge_ >= static_cast<int>(g.edges.size()))
        edge_ = -1;
    const auto& pos = doc_->drawing().positions;
    for (size_t e = 0; e < g.edges.size(); ++e) {
        auto* line = scene()->addLine(QLineF(pos[static_cast<size_t>(g.edges[e].first)], pos[static_cast<size_t>(g.edges[e].second)]),
                                      QPen(static_cast<int>(e) == edge_ ? kSelected : QColor(50, 50, 50), 3));
        line->setZValue(0);
    }
    for (int n = 0; n < g.size(); ++n)
        addNodeItem(n);
    if (g.size() == 0) {
        auto* hint = scene()->addSimpleText(tr("Click to add a region;\ndrag from one region to another\nto make them touch."));
        hint->setBrush(QColor(110, 110, 110));
        hint->setPos(-hint->boundingRect().width() / 2, -hint->boundingRect().height() / 2);
    }
    const QRectF all = scene()->itemsBoundingRect().adjusted(-40, -40, 40, 40);
    scene()->setSceneRect(all.united(QRectF(-200, -150, 400, 300)));
}

void ConstraintGraphView::addNodeItem(int n)
{
    const auto& node = doc_->graph().nodes[static_cast<size_t>(n)];
    const QPointF at = doc_->drawing().positions[static_cast<size_t>(n)];
    const double r = kNodeRadius;
    const bool selected = n == node_;
    auto* circle = scene()->addEllipse(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r),
                                       QPen(selected ? kSelected : QColor(20, 20, 20), selected ? 4 : 2), scene::RegionsItem::colourOf(n));
    circle->setZValue(1);
    if (node.subgraph) { // a nested graph: a second ring
        auto* ring = scene()->addEllipse(QRectF(at.x() - r - 5, at.y() - r - 5, 2 * r + 10, 2 * r + 10), QPen(QColor(20, 20, 20), 1.5, Qt::DashLine));
        ring->setZValue(1);
    }
    auto* label = scene()->addSimpleText(QString::fromStdString(node.id));
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setPos(at - QPointF(label->boundingRect().width() / 2, label->boundingRect().height() / 2));
    label->setZValue(2);
    QStringList notes;
    if (node.terrain)
        notes << QString(QChar(node.terrain));
    if (node.minSize > 1)
        notes << QStringLiteral("≥%1").arg(node.minSize);
    if (!node.property.empty())
        notes << QString::fromStdString(node.property);
    if (node.subgraph)
        notes << tr("%n inside", nullptr, node.subgraph->size());
    if (!notes.isEmpty()) {
        auto* note = scene()->addSimpleText(notes.join(QStringLiteral(" · ")));
        note->setPos(at + QPointF(-note->boundingRect().width() / 2, r + 2));
        note->setZValue(2);
    }
}

void ConstraintGraphView::fitAll()
{
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
    const qreal scale = transform().m11();
    if (scale > 1.5)
        setTransform(QTransform::fromScale(1.5, 1.5));
}

void ConstraintGraphView::resizeEvent(QResizeEvent* e)
{
    QGraphicsView::resizeEvent(e);
    fitAll();
}

bool ConstraintGraphView::event(QEvent* e)
{
    // Claim the editing keys while focused, so they edit the graph and not the map.
    if (e->type() == QEvent::ShortcutOverride) {
        auto* k = static_cast<QKeyEvent*>(e);
        if (k->matches(QKeySequence::Undo) || k->matches(QKeySequence::Redo) || k->key() == Qt::Key_Delete || k->key() == Qt::Key_Backspace) {
            e->accept();
            return true;
        }
    }
    return QGraphicsView::event(e);
}

void ConstraintGraphView::keyPressEvent(QKeyEvent* e)
{
    if (!doc_)
        return QGraphicsView::keyPressEvent(e);
    if (e->matches(QKeySequence::Undo))
        doc_->undoStack()->undo();
    else if (e->matches(QKeySequence::Redo))
        doc_->undoStack()->redo();
    else if (e->key() == Qt::Key_Delete || e->key() == Qt::Key_Backspace)
        deleteSelection();
    else if (e->key() == Qt::Key_Escape)
        selectNode(-1);
    else
        QGraphicsView::keyPressEvent(e);
}

void ConstraintGraphView::deleteSelection()
{
    if (node_ >= 0) {
        const int n = node_;
        selectNode(-1);
        doc_->removeNode(n);
    } else if (edge_ >= 0) {
        const auto [a, b] = doc_->graph().edges[static_cast<size_t>(edge_)];
        edge_ = -1;
        doc_->removeEdge(a, b);
    }
}

void ConstraintGraphView::mousePressEvent(QMouseEvent* e)
{
    if (!doc_ || e->button() != Qt::LeftButton)
        return QGraphicsView::mousePressEvent(e);
    setFocus(Qt::MouseFocusReason);
    const QPointF p = mapToScene(e->position().toPoint());
    pressAt_ = e->position();
    source_ = nodeAt(p);
    if (source_ >= 0) {
        selectNode(source_);
        if (e->modifiers() & Qt::ShiftModifier) {
            gesture_ = Gesture::Move;
            drag_ = doc_->newDrag();
            grabOffset_ = p - doc_->drawing().positions[static_cast<size_t>(source_)];
        } else {
            gesture_ = Gesture::Edge;
        }
        return;
    }
    const int edge = edgeAt(p);
    if (edge >= 0) {
        selectNode(-1);
        edge_ = edge;
        rebuild();
        gesture_ = Gesture::None;
        return;
    }
    gesture_ = Gesture::Add;
}

void ConstraintGraphView::mouseMoveEvent(QMouseEvent* e)
{
    const QPointF p = mapToScene(e->position().toPoint());
    const bool moved = QLineF(e->position(), pressAt_).length() > kClickSlop;
    switch (gesture_) {
    case Gesture::Move:
        doc_->moveNode(source_, p - grabOffset_, drag_);
        break;
    case Gesture::Edge:
        if (!moved)
            break;
        if (!rubber_) {
            rubber_ = scene()->addLine(QLineF(), QPen(kSelected, 3, Qt::DashLine));
            rubber_->setZValue(3);
        }
        rubber_->setLine(QLineF(doc_->drawing().positions[static_cast<size_t>(source_)], p));
        break;
    case Gesture::Add:
        if (moved)
            gesture_ = Gesture::None; // a drag on empty space adds nothing
        break;
    case Gesture::None:
        QGraphicsView::mouseMoveEvent(e);
    }
}

void ConstraintGraphView::mouseReleaseEvent(QMouseEvent* e)
{
    const QPointF p = mapToScene(e->position().toPoint());
    const Gesture g = gesture_;
    gesture_ = Gesture::None;
    if (rubber_) {
        delete rubber_;
        rubber_ = nullptr;
    }
    if (g == Gesture::Edge) {
        const int target = nodeAt(p);
        if (target >= 0 && target != source_)
            doc_->addEdge(source_, target);
    } else if (g == Gesture::Move) {
        doc_->moveNode(source_, p - grabOffset_, drag_); // merges with the moves of this drag
    } else if (g == Gesture::Add) {
        selectNode(doc_->addNode(p));
    } else {
        QGraphicsView::mouseReleaseEvent(e);
    }
}

void ConstraintGraphView::mouseDoubleClickEvent(QMouseEvent* e)
{
    const int n = doc_ ? nodeAt(mapToScene(e->position().toPoint())) : -1;
    if (n >= 0) {
        gesture_ = Gesture::None;
        emit nodeActivated(n);
    }
}

void ConstraintGraphView::contextMenuEvent(QContextMenuEvent* e)
{
    if (!doc_)
        return;
    const QPointF p = mapToScene(e->pos());
    const int n = nodeAt(p), edge = n < 0 ? edgeAt(p) : -1;
    QMenu menu(this);
    if (n >= 0) {
        menu.addAction(tr("Edit region…"), this, [this, n] { emit nodeActivated(n); });
        menu.addAction(tr("Delete region"), this, [this, n] {
            selectNode(-1);
            doc_->removeNode(n);
        });
    } else if (edge >= 0) {
        const auto [a, b] = doc_->graph().edges[static_cast<size_t>(edge)];
        menu.addAction(tr("Delete adjacency"), this, [this, a, b] { doc_->removeEdge(a, b); });
    } else {
        menu.addAction(tr("Add region here"), this, [this, p] { selectNode(doc_->addNode(p)); });
    }
    menu.exec(e->globalPos());
}

} // namespace hexloom::ui::docks
