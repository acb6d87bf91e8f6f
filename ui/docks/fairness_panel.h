#pragma once
// Fair for every player: per player-value requirement (core::rules::fairnessReports), one row and
// bar per player or faction with its value, its distance from the mean and its rank, every row in
// view (the table is as high as its rows; the dock scrolls, never the table). Under the table the
// selected player (the disadvantaged one while none is) is explained: the parts of its value, why
// it is behind and the hexes that make the difference. Selecting a player also outlines the hexes
// that count for it on the canvas, stronger where they weigh more. Follows the document's report,
// so it is live during a run.
#include <QPointer>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "core/rules/requirements/fairness_report.h"
#include "ui/document/map_report_worker.h"

class QComboBox;
class QLabel;
class QTableWidget;

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
    // The summary above the table: spread, moved homes, and who is disadvantaged.
    QString summaryText() const;
    // Under the table: the selected player's value, rank, distance from the mean, why and which
    // hexes; the disadvantaged player's while none is selected.
    QString detailText() const;
    // The player's name cell: "Player 5 (lowest)" for an offender.
    QString nameText(int row) const;
    // The text of a row's cell in the given column (Column), for tests.
    enum Column { Name, Value, Bar, FromMean, Rank, Here, ColumnCount };
    QString cellText(int row, Column column) const;

signals:
    // One line for the status bar: "Fair" or who is disadvantaged (empty without players).
    void verdictChanged(const QString& verdict);
    // The number of rows changed: the panel wants another height (BalanceDock gives it).
    void rowCountChanged(int rows);

protected:
    void showEvent(QShowEvent* e) override;

private:
    void rebuild(); // the rules changed: a new requirement list follows with the next reports
    void refresh(); // the map changed: new reports (off the GUI thread on big boards)
    void showReports(const std::vector<core::rules::FairnessReport>& reports);
    void fillRequirements();
    void render(); // values, bars and the outline from reports_
    void outline();
    void showDetail(); // detail_ for the selected (or the disadvantaged) player
    int selectedRow() const;
    // "Player 5 is 7 below the mean (6 of 6): tech 0 against a mean of 1.5; 2 hexes within reach
    // slow or block the way (Nebula, Supernova)", translated: the headline and its reasons (with
    // `where`, the hexes by position: "Nebula at (5, 3)").
    QString explain(const core::rules::FairnessReport& r, int p) const;
    QString headline(const core::rules::FairnessReport& r, int p) const;
    QStringList reasons(const core::rules::FairnessReport& r, int p, bool where) const;
    QString summaryFor(const core::rules::FairnessReport& r, QString& verdict) const;
    // "Player 5: 9 = resources 4 + influence 4 + tech 1; rank 6 of 6, 13.83 below the mean", the
    // reasons, and the hexes that add most to its value and those that shorten its reach.
    QString detailFor(const core::rules::FairnessReport& r, int p) const;
    QString hexName(core::model::CellIndex c) const; // "Nebula (5, 3)"
    const core::rules::FairnessReport* shown() const; // the chosen requirement's report, or null
    // "Not fair: Player 2's home (0, 4) holds …, not …." for each home holding another kind.
    QStringList misplacedLines(const std::vector<core::rules::HomeCell>& homes) const;
    // No player-value requirement: the homes are still checked (a rule set with players).
    void renderWithoutMeasure();

    // Null once their session is gone.
    QPointer<document::MapDocument> doc_;
    QPointer<scene::MapScene> scene_;
    // Computes every player-value report of the map (with its own evaluator).
    document::MapReportWorker<std::vector<core::rules::FairnessReport>> worker_;
    // The reports of the document's map at the revision they were applied at; hovering and
    // selecting a player read them instead of recomputing.
    std::vector<core::rules::FairnessReport> reports_;
    bool requirementsListed_ = false;
    QComboBox* requirement_;
    QLabel* summary_;
    QTableWidget* table_;
    QLabel* detail_;
    int hovered_ = -1;
    bool outlined_ = false; // the canvas shows a player's hexes (cleared with the selection)
    QString verdict_; // the last verdictChanged()
    // A big board's map changed while the panel was hidden: refreshed when shown (player values
    // on 250,000 hexes take ~100 ms, worth no worker time while nobody sees them).
    bool stale_ = false;
};

} // namespace hexloom::ui::docks
