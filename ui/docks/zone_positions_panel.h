#pragma once
// The positions of a rule set's swap zones (core::rules::RuleSet::zone), such as Catan's nine
// harbour positions: one row per hex of each zone other than the main one, with the kind it holds
// now and the requirements it breaks (a 2:1 harbour next to its resource), red when it breaks
// one. Follows the document's report, so during a search the rows show the harbour kinds moving
// among their positions; a row whose kind changed in the last update is bold. Hidden when the
// rule set has no zones.
#include <QPointer>
#include <QWidget>
#include <vector>

#include "core/model/map.h"

class QLabel;
class QTableWidget;

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::docks {

class ZonePositionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ZonePositionsPanel(QWidget* parent = nullptr);
    void setDocument(document::MapDocument* doc);
    int rowCount() const;
    // The text of a cell of the table (for tests): column 0 hex, 1 kind, 2 requirements broken.
    QString text(int row, int column) const;
    bool rowMoved(int row) const;

private:
    void refresh();
    void fitHeight();

    static constexpr int kShownRows = 16;

    QPointer<document::MapDocument> doc_; // null once its session is gone
    QLabel* summary_;
    QTableWidget* table_;
    std::vector<core::model::CellIndex> cells_;   // the rows' hexes
    std::vector<core::model::TerrainId> shown_;   // the kinds the rows showed before this update
    std::vector<bool> moved_;
};

} // namespace hexloom::ui::docks
