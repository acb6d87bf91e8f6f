#include "ui/scene/map_view.h"

#include <QGestureEvent>
#include <QHelpEvent>
#include <QNativeGestureEvent>
#include <QResizeEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/tools/abstract_tool.h"
#include "ui/tools/tool_manager.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;

namespace {
constexpr double kMinZoom = 0.02, kMaxZoom = 8.0;
enum { kPress, kMove, kRelease };
} // namespace

MapView::MapView(MapScene* scene, tools::ToolManager* tools, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene), tools_(tools)
{
    setRenderHint(QPainter::Antialiasing);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setMouseTracking(true);
    setBackgroundBrush(QColor(250, 250, 247));
    viewport()->grabGesture(Qt::PinchGesture);
    setFocusPolicy(Qt::StrongFocus);
    // The canvas takes no drops: a map file dropped on it goes on to the window, which opens it.
    setAcceptDrops(false);
    viewport()->setAcceptDrops(false);
}

void MapView::zoomBy(double factor)
{
    autoFit_ = false;
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    scale(target / zoom(), target / zoom());
    emit zoomChanged(zoom());
}

void MapView::fitBoard()
{
    autoFit_ = true;
    if (!scene_)
        return;
    fitInView(scene_->geometry().sceneRect(), Qt::KeepAspectRatio);
    emit zoomChanged(zoom());
}

void MapView::resizeEvent(QResizeEvent* e)
{
    QGraphicsView::resizeEvent(e);
    if (autoFit_)
        fitBoard();
}

void MapView::wheelEvent(QWheelEvent* e)
{
    if (e->modifiers() & Qt::ShiftModifier) { // Shift + wheel scrolls sideways
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - e->angleDelta().y());
        return;
    }
    zoomBy(std::pow(1.0015, e->angleDelta().y()));
    e->accept();
}

bool MapView::forwardToTool(QMouseEvent* e, int kind)
{
    tools::AbstractTool* tool = tools_ ? tools_->currentTool() : nullptr;
    if (!tool || !scene_)
        return false;
    const QPointF p = mapToScene(e->position().toPoint());
    const tools::ToolEvent te{p, scene_->geometry().cellAt(p), BoardGeometry::hexAt(p), e->button(), e->buttons(), e->modifiers()};
    if (kind == kPress)
        tool->mousePressed(te);
    else if (kind == kMove)
        tool->mouseMoved(te);
    else
        tool->mouseReleased(te);
    return true;
}

void MapView::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::MiddleButton || (spaceHeld_ && e->button() == Qt::LeftButton)) {
        panning_ = true;
        panLast_ = e->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    forwardToTool(e, kPress);
}

void MapView::mouseMoveEvent(QMouseEvent* e)
{
    if (panning_) {
        const QPoint d = e->position().toPoint() - panLast_;
        panLast_ = e->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    if (!scene_)
        return;
    const CellIndex cell = scene_->geometry().cellAt(mapToScene(e->position().toPoint()));
    if (cell != hovered_) {
        hovered_ = cell;
        emit hoveredCell(cell);
    }
    forwardToTool(e, kMove);
}

void MapView::mouseReleaseEvent(QMouseEvent* e)
{
    if (panning_) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    forwardToTool(e, kRelease);
}

void MapView::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(e);
}

void MapView::keyReleaseEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(e);
}

void MapView::leaveEvent(QEvent* e)
{
    hovered_ = core::model::kNoCell;
    emit hoveredCell(hovered_);
    if (tools_ && tools_->currentTool())
        tools_->currentTool()->hoverLeft();
    QGraphicsView::leaveEvent(e);
}

bool MapView::viewportEvent(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        showCellToolTip(help->pos(), help->globalPos());
        return true;
    }
    if (e->type() == QEvent::Gesture || e->type() == QEvent::NativeGesture)
        return gestureEvent(e);
    return QGraphicsView::viewportEvent(e);
}

bool MapView::gestureEvent(QEvent* e)
{
    if (e->type() == QEvent::NativeGesture) {
        auto* n = static_cast<QNativeGestureEvent*>(e);
        if (n->gestureType() == Qt::ZoomNativeGesture)
            zoomBy(1.0 + n->value());
        return true;
    }
    auto* g = static_cast<QGestureEvent*>(e);
    if (auto* pinch = static_cast<QPinchGesture*>(g->gesture(Qt::PinchGesture)))
        if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged)
            zoomBy(pinch->scaleFactor());
    return true;
}

void MapView::showCellToolTip(QPoint viewPos, QPoint globalPos)
{
    if (!scene_)
        return;
    const CellIndex cell = scene_->geometry().cellAt(mapToScene(viewPos));
    const auto* doc = scene_->document();
    if (cell == core::model::kNoCell) {
        QToolTip::hideText();
        return;
    }
    const auto why = doc->explain(cell);
    const auto off = doc->board().offset(cell);
    QString text = tr("<b>Hex row %1, column %2</b>").arg(off.row).arg(off.col);
    if (why.empty())
        text += tr("<br>Breaks no requirement.");
    for (const auto& [req, reason] : why)
        text += QStringLiteral("<br><b>%1</b>: %2")
                    .arg(QString::fromStdString(doc->rules().requirements[static_cast<size_t>(req)].id),
                         text::coreText(reason).toHtmlEscaped());
    QToolTip::showText(globalPos, text, viewport());
}

} // namespace hexloom::ui::scene
