#pragma once
// The rule set's requirements, visible: live violation count, weight and on/off per requirement,
// the total score. Selecting a requirement outlines its violating hexes on the canvas. Switching
// one off or changing its weight is an undoable edit of the document's rules.
#include <QDockWidget>
#include <QPointer>
#include <functional>

#include "core/rules/requirement_spec.h"

class QLabel;
class QTableWidget;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::scene {
class MapScene;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class RequirementsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RequirementsDock(QWidget* parent = nullptr);

    // The main window's one path for a new open document (MainWindow::sessionChanged).
    void setSession(session::DocumentSession* session);
    void setDocument(document::MapDocument* doc, scene::MapScene* scene);
    // Selects the requirement with this id ("REQ4") and outlines its hexes.
    void selectRequirement(const QString& id);

private:
    void rebuild();
    void refreshCounts();
    void showViolations();
    void setEnabled(int row, bool on);
    void setWeight(int row, double weight);
    // One undoable edit of requirement `row`; `text` has a %1 for the requirement id.
    void editRequirement(int row, const QString& text, const std::function<void(core::rules::RequirementSpec&)>& edit);

    // Guarded: they read null once their session is gone.
    QPointer<document::MapDocument> doc_;
    QPointer<scene::MapScene> scene_;
    QLabel* total_;
    QTableWidget* table_;
    bool updating_ = false;
};

} // namespace hexloom::ui::docks
