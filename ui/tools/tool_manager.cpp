#include "ui/tools/tool_manager.h"

#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"

#include <QAction>

#include "ui/tools/board_shape_tool.h"
#include "ui/tools/eyedropper_tool.h"
#include "ui/tools/lock_brush_tool.h"
#include "ui/tools/paint_brush_tool.h"
#include "ui/tools/select_tool.h"
#include "ui/tools/swap_tool.h"

namespace hexloom::ui::tools {

ToolManager::ToolManager(ToolOptions* options, QObject* parent) : QObject(parent), group_(new QActionGroup(this))
{
    context_.options = options;
    add(std::make_unique<PaintBrushTool>(&context_));
    add(std::make_unique<LockBrushTool>(&context_));
    add(std::make_unique<SwapTool>(&context_));
    add(std::make_unique<EyedropperTool>(&context_));
    add(std::make_unique<BoardShapeTool>(&context_));
    add(std::make_unique<SelectTool>(&context_));
    selectTool(QStringLiteral("brush"));
}

ToolManager::~ToolManager() = default;

void ToolManager::add(std::unique_ptr<AbstractTool> tool)
{
    const auto& d = tool->description();
    auto* action = new QAction(d.name, group_);
    action->setCheckable(true);
    action->setShortcut(d.shortcut);
    action->setToolTip(QStringLiteral("%1 (%2)\n%3").arg(d.name, d.shortcut.toString(QKeySequence::NativeText), d.toolTip));
    action->setStatusTip(d.toolTip);
    action->setData(d.id);
    connect(action, &QAction::triggered, this, [this, id = d.id] { selectTool(id); });
    connect(tool.get(), &AbstractTool::switchTool, this, &ToolManager::selectTool);
    connect(tool.get(), &AbstractTool::notice, this, &ToolManager::notice);
    tools_.push_back(std::move(tool));
}

void ToolManager::setDocument(document::MapDocument* doc, scene::MapScene* scene)
{
    if (current_)
        current_->deactivate();
    context_.document = doc;
    context_.scene = scene;
    if (current_)
        current_->activate();
}

AbstractTool* ToolManager::tool(const QString& id) const
{
    for (const auto& t : tools_)
        if (t->description().id == id)
            return t.get();
    return nullptr;
}

void ToolManager::selectTool(const QString& id)
{
    AbstractTool* next = tool(id);
    if (!next || next == current_)
        return;
    if (current_ && context_.scene)
        current_->deactivate();
    current_ = next;
    if (context_.scene)
        current_->activate();
    for (QAction* a : group_->actions())
        a->setChecked(a->data().toString() == id);
    emit currentToolChanged(current_);
}

} // namespace hexloom::ui::tools
