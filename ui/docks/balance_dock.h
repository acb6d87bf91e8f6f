#pragma once
// Fairness: every player's value under the rule set's player-value requirements (FairnessPanel),
// the positions of the swap zones such as Catan's harbours (ZonePositionsPanel), the seat draft of
// a Catan-like map (SeatDraftPanel), and, for Terra Mystica, per home terrain its hexes and how many of them have a land neighbour
// one spade away or touch the river (core::rules::balanceReport).
#include <QDockWidget>
#include <QPointer>
#include <vector>

#include "core/rules/balance_report.h"
#include "ui/document/map_report_worker.h"

class QLabel;
class QTableWidget;

namespace hexloom::ui::document {
class MapDocument;
}
namespace hexloom::ui::session {
class DocumentSession;
}
namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::docks {

class FairnessPanel;
class SeatDraftPanel;
class ZonePositionsPanel;

class BalanceDock : public QDockWidget {
    Q_OBJECT
public:
    explicit BalanceDock(QWidget* parent = nullptr);
    void setSession(session::DocumentSession* session);
    void setDocument(document::MapDocument* doc, scene::MapScene* scene);
    FairnessPanel* fairness() const { return fairness_; }
    ZonePositionsPanel* zones() const { return zones_; }
    SeatDraftPanel* seatDraft() const { return seatDraft_; }

protected:
    void showEvent(QShowEvent* e) override;

private:
    void refresh();
    // Docked in a column with other panels: asks the window for the height that shows every
    // player's row (and what follows it), leaving the panels below at least a third of the column.
    void fitHeight();
    void showRows(const std::vector<core::rules::TerrainBalance>& rows);

    QPointer<document::MapDocument> doc_; // null once its session is gone
    // The home-terrain table (off the GUI thread on big boards).
    document::MapReportWorker<std::vector<core::rules::TerrainBalance>> balance_;
    FairnessPanel* fairness_;
    ZonePositionsPanel* zones_;
    SeatDraftPanel* seatDraft_;
    QLabel* note_;
    QTableWidget* table_;
    QWidget* content_; // everything the dock shows, inside its scroll area
    bool stale_ = false; // as FairnessPanel: a big board changed while the dock was hidden
};

} // namespace hexloom::ui::docks
