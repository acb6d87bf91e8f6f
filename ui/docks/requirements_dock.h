#pragma once
// The rule set's requirements, visible: live violation count, weight and on/off per requirement,
// the total score. Selecting a requirement outlines its violating hexes on the canvas. Switching
// one off or changing its weight is an undoable edit of the document's rules.
#include <QDockWidget>

class QLabel;
class QTableWidget;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::docks {

class RequirementsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit RequirementsDock(QWidget* parent = nullptr);

    void setDocument(document::MapDocument* doc, scene::MapScene* scene);
    // Selects the requirement with this id ("REQ4") and outlines its hexes.
    void selectRequirement(const QString& id);

private:
    void rebuild();
    void refreshCounts();
    void showViolations();
    void setEnabled(int row, bool on);
    void setWeight(int row, double weight);

    document::MapDocument* doc_ = nullptr;
    scene::MapScene* scene_ = nullptr;
    QLabel* total_;
    QTableWidget* table_;
    bool updating_ = false;
};

} // namespace hexloom::ui::docks
