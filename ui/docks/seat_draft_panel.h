#pragma once
// Fair for every seat in the order of play (docs/rules.md, "Seat draft"): for a Catan-like rule
// set, the greedy opening draft's corners and pips per seat, the noisy drafts' share of ending
// lowest with its interval, and who is disadvantaged; each seat's corners are drawn on the canvas
// (scene::SeatDraftItem) while "Show on the canvas" is checked. Follows the document's report, so
// it is live during a run; hidden for rule sets with no draft. The greedy draft shows at once; the
// noisy drafts play on a worker thread (DraftDistributionJob) with a progress bar and a Cancel
// button, and start again (after a short pause, so a running search does not restart them at
// every step) whenever the map changes.
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <optional>

#include "core/rules/draft/draft_report.h"
#include "ui/docks/draft_distribution_job.h"
#include "ui/document/map_report_worker.h"

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace hexloom::ui::scene {
class MapScene;
}

namespace hexloom::ui::docks {

class SeatDraftPanel : public QWidget {
    Q_OBJECT
public:
    explicit SeatDraftPanel(QWidget* parent = nullptr);
    void setDocument(document::MapDocument* doc, scene::MapScene* scene);
    int rowCount() const;
    // A cell of the table (tests): column 0 seat, 1 pips, 2 corners, 3 lowest in noisy drafts.
    QString text(int row, int column) const;
    QString summaryText() const;
    void setShowOnCanvas(bool on);
    // Marks the canvas only while the panel is in view (its dock's tab raised), so the corners'
    // numbers do not cover the hexes' labels otherwise; a window not shown (a test, a picture
    // drawn offscreen) keeps them. Its dock calls this when it is raised or hidden.
    void setInView(bool inView);
    // The report shown (none for a rule set with no draft); its distribution once the noisy
    // drafts are played (or stopped).
    const std::optional<core::rules::SeatDraftReport>& report() const { return report_; }
    // The noisy drafts are waiting to start or playing.
    bool draftsPending() const;
    // Blocks until the noisy drafts of the current map are played and shown (tests).
    void waitForDrafts();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void showReport(const std::optional<core::rules::SeatDraftReport>& report);
    void showDistribution(const core::rules::SeatDraftReport& report, bool complete);
    void startDrafts();
    void stopOrRestartDrafts();
    void showDraftsState();
    QString summary(const core::rules::SeatDraftReport& r) const;
    void drawMarkers();
    bool inView_ = true;
    QString seatsText(const std::vector<int>& seats) const;

    QPointer<document::MapDocument> doc_; // null once its session is gone
    QPointer<scene::MapScene> scene_;
    document::MapReportWorker<std::optional<core::rules::SeatDraftReport>> worker_;
    std::optional<core::rules::SeatDraftReport> report_;
    DraftDistributionJob drafts_;
    QTimer draftsDelay_; // a pause after the last change of the map before the noisy drafts start
    bool draftsStopped_ = false; // the designer stopped them: the report holds those played
    QLabel* summary_;
    QProgressBar* progress_;
    QPushButton* stopDrafts_;
    QTableWidget* table_;
    QCheckBox* onCanvas_;
};

} // namespace hexloom::ui::docks
