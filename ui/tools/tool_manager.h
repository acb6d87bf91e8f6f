#pragma once
// Creates every canvas tool in one place, gives each a checkable action (toolbar button, shortcut,
// tooltip) and routes canvas input to the current tool.
#include <QActionGroup>
#include <QObject>
#include <memory>
#include <vector>

#include "ui/tools/abstract_tool.h"

namespace hexloom::ui::tools {

class ToolManager : public QObject {
    Q_OBJECT
public:
    explicit ToolManager(ToolOptions* options, QObject* parent = nullptr);
    ~ToolManager() override;

    // A new document (and its scene) is being edited.
    void setDocument(document::MapDocument* doc, scene::MapScene* scene);

    AbstractTool* currentTool() const { return current_; }
    AbstractTool* tool(const QString& id) const;
    const std::vector<std::unique_ptr<AbstractTool>>& tools() const { return tools_; }
    QList<QAction*> actions() const { return group_->actions(); }
    void selectTool(const QString& id);
    ToolOptions* options() const { return context_.options; }

signals:
    void currentToolChanged(hexloom::ui::tools::AbstractTool* tool);
    // A tool's notice about the edit just made (AbstractTool::notice).
    void notice(const QString& text);

private:
    void add(std::unique_ptr<AbstractTool> tool);

    ToolContext context_;
    std::vector<std::unique_ptr<AbstractTool>> tools_;
    QActionGroup* group_;
    AbstractTool* current_ = nullptr;
};

} // namespace hexloom::ui::tools
