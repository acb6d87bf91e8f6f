#pragma once
// The canvas widget: zoom (wheel, pinch, fit), pan (middle button or Space + drag), hover
// tooltips explaining a hex's violations, and mouse input passed to the current tool.
#include <QGraphicsView>
#include <QPointer>

#include "core/model/board.h"

namespace hexloom::ui::tools {
class ToolManager;
}

namespace hexloom::ui::scene {

class MapScene;

class MapView : public QGraphicsView {
    Q_OBJECT
public:
    MapView(MapScene* scene, tools::ToolManager* tools, QWidget* parent = nullptr);

    void zoomBy(double factor);
    void fitBoard();
    double zoom() const { return transform().m11(); }

signals:
    void hoveredCell(hexloom::core::model::CellIndex cell);
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void keyReleaseEvent(QKeyEvent* e) override;
    void leaveEvent(QEvent* e) override;
    bool viewportEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    bool gestureEvent(QEvent* e);
    void showCellToolTip(QPoint viewPos, QPoint globalPos);
    bool forwardToTool(QMouseEvent* e, int kind);

    // Guarded: a replaced view lives on until its deferred deletion (QMainWindow::setCentralWidget
    // deletes it later), past the scene of the session that went; events meanwhile do nothing.
    QPointer<MapScene> scene_;
    tools::ToolManager* tools_;
    bool autoFit_ = true; // follow the window size until the designer zooms
    bool spaceHeld_ = false;
    bool panning_ = false;
    QPoint panLast_;
    core::model::CellIndex hovered_ = core::model::kNoCell;
};

} // namespace hexloom::ui::scene
