#pragma once
// Fair for every player: per player-value requirement (core::rules::fairnessReports), one row and
// bar per player or faction with its value and the parts that make it up. Selecting a player
// outlines the hexes that count for it on the canvas, stronger where they weigh more. Follows the
// document's report, so it is live during a run.
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
    // The summary above the table: spread, moved homes, and who is disadvantaged and why.
    QString summaryText() const;
    // The player's name cell: "Player 5 (lowest)" for an offender.
    QString nameText(int row) const;

signals:
    // One line for the status bar: "Fair" or who is disadvantaged (empty without players).
    void verdictChanged(const QString& verdict);

protected:
    void showEvent(QShowEvent* e) override;

private:
    void rebuild(); // the rules changed: a new requirement list follows with the next reports
    void refresh(); // the map changed: new reports (off the GUI thread on big boards)
    void showReports(const std::vector<core::rules::FairnessReport>& reports);
    void fillRequirements();
    void render(); // values, bars and the outline from reports_
    void outline();
    // "Player 5 is 7 below the mean (6 of 6): tech 0 against a mean of 1.5; 2 hexes within reach
    // slow or block the way (Nebula, Supernova)", translated.
    QString explain(const core::rules::FairnessReport& r, int p) const;
    QString summaryFor(const core::rules::FairnessReport& r, QString& verdict) const;
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
    int hovered_ = -1;
    QString verdict_; // the last verdictChanged()
    // A big board's map changed while the panel was hidden: refreshed when shown (player values
    // on 250,000 hexes take ~100 ms, worth no worker time while nobody sees them).
    bool stale_ = false;
};

} // namespace hexloom::ui::docks
