#pragma once
// Fair for every player: per player-value requirement (core::rules::fairnessReports), one row and
// bar per player or faction with its value and the parts that make it up. Selecting a player
// outlines the hexes that count for it on the canvas, stronger where they weigh more. Follows the
// document's report, so it is live during a run.
#include <QPointer>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hexloom::core::rules {
class Evaluator;
}
namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::docks {

class FairnessPanel : public QWidget {
    Q_OBJECT
public:
    explicit FairnessPanel(QWidget* parent = nullptr);
    ~FairnessPanel() override;
    void setDocument(document::MapDocument* doc, scene::MapScene* scene);
    // Selects a player row (for tests and screenshots); -1 clears the outline.
    void selectPlayer(int row);
    int rowCount() const;
    // The hovered hex (kNoCell: none): the "Here" column shows, per player, the weight the hex
    // counts at and what it adds now; a swap there changes that player's value by weight x the
    // difference of the two hexes' attributes (while paths stay as they are).
    void showHovered(int cell);
    QString hereText(int row) const;

protected:
    void showEvent(QShowEvent* e) override;

private:
    void rebuild(); // the rules changed: a new evaluator and requirement list
    void refresh(); // the map changed: values, bars and the outline
    void outline();

    // Null once their session is gone.
    QPointer<document::MapDocument> doc_;
    QPointer<scene::MapScene> scene_;
    std::unique_ptr<core::rules::Evaluator> eval_;
    QComboBox* requirement_;
    QLabel* summary_;
    QTableWidget* table_;
    int hovered_ = -1;
    // A big board's map changed while the panel was hidden: refreshed when shown (player values
    // on 250,000 hexes take the GUI thread ~100 ms, too long for every live search update).
    bool stale_ = false;
};

} // namespace hexloom::ui::docks
