#pragma once
// The one interface every canvas tool implements (Tiled's AbstractTool). Tools never change the
// map themselves: they ask the document, which pushes undo commands. The ToolManager owns the
// tools and routes the canvas's mouse input to the current one.
#include <QKeySequence>
#include <QObject>
#include <QPointer>
#include <QPointF>
#include <QString>

#include "core/model/board.h"

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::tools {

class ToolOptions;

// A mouse event on the canvas, already resolved to the cell (kNoCell off the board) and the hex.
struct ToolEvent {
    QPointF scenePos;
    core::model::CellIndex cell = core::model::kNoCell;
    core::model::Hex hex;
    Qt::MouseButton button = Qt::NoButton;
    Qt::MouseButtons buttons;
    Qt::KeyboardModifiers modifiers;
};

// What a tool works with; the scene may be replaced when a document is opened.
// Guarded pointers: they read null once the session that owns them is gone.
struct ToolContext {
    QPointer<document::MapDocument> document;
    QPointer<scene::MapScene> scene;
    ToolOptions* options = nullptr;
};

class AbstractTool : public QObject {
    Q_OBJECT
public:
    struct Description {
        QString id;       // "brush"; also the QSettings key
        QString name;     // toolbar text
        QKeySequence shortcut;
        QString toolTip;
    };
    AbstractTool(Description description, const ToolContext* context) : description_(std::move(description)), context_(context) {}

    const Description& description() const { return description_; }

    virtual void activate() {}
    virtual void deactivate();
    virtual void mousePressed(const ToolEvent&) {}
    // Also called while hovering with no button held.
    virtual void mouseMoved(const ToolEvent&) {}
    virtual void mouseReleased(const ToolEvent&) {}
    virtual void hoverLeft();

signals:
    // Ask the manager to switch tools (the eyedropper goes back to the brush).
    void switchTool(const QString& id);
    // Something the designer should know about the edit just made (shown in the status bar).
    void notice(const QString& text);

protected:
    document::MapDocument* doc() const;
    scene::MapScene* scene() const;
    ToolOptions* options() const { return context_->options; }
    // Shows `cells` as the tool's footprint.
    void preview(const std::vector<core::model::CellIndex>& cells) const;

private:
    Description description_;
    const ToolContext* context_;
};

} // namespace hexloom::ui::tools
