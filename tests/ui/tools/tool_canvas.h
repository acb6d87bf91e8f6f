#pragma once
// A document on a real view with the tool manager, for the tool tests: mouse events on the view
// reach the document through the current tool.
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/abstract_tool.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {

struct Canvas {
    ui::document::MapDocument doc;
    ui::scene::MapScene scene;
    ui::tools::ToolOptions options;
    ui::tools::ToolManager tools;
    ui::scene::MapView view;

    explicit Canvas(ui::document::LoadedDocument d) : doc(std::move(d.content)), scene(&doc), tools(&options), view(&scene, &tools)
    {
        tools.setDocument(&doc, &scene);
        view.resize(800, 600);
        view.show();
        view.fitBoard();
    }
    QPoint at(core::model::CellIndex c) const { return view.mapFromScene(scene.geometry().centre(c)); }
    ui::tools::ToolEvent event(core::model::CellIndex c, Qt::MouseButton b, Qt::MouseButtons held = Qt::NoButton,
                               Qt::KeyboardModifiers m = {}) const
    {
        const QPointF p = scene.geometry().centre(c);
        return {p, c, ui::scene::BoardGeometry::hexAt(p), b, held, m};
    }
};

} // namespace hexloom::test
