#pragma once
// Writes a print-and-play PDF on a worker (File → Export → PDF on a board of
// MapDocument::kBackgroundScoringHexes hexes or more: 926 sheets of a 250,000-hex board take
// seconds). A PdfJob is what the dialog had when Save was clicked (shared, immutable board, map and
// rules, and the settings), so the dialog can close and the designer go on editing while it is
// written. The sheets are counted as they are drawn (progress), Cancel stops at the next sheet, and
// the file is written through core::io::saveFileAtomically only once every sheet is drawn: a
// cancelled or failed write leaves the old file as it was. A failure is told in a warning naming
// the file; the end and a cancel in the status bar.
//
// One PDF at a time: start() refuses while one is being written. finish() waits for it with a
// window-modal progress dialog (the sheets done, and Cancel); closing the window calls it, as it
// does MapSaver::finish(), so a PDF is never cut off half-written by the program ending.
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/print_layout.h"

class QWidget;

namespace hexloom::ui::main_window {

struct PdfJob {
    std::shared_ptr<const core::model::Board> board;
    std::shared_ptr<const core::model::Map> map;
    std::shared_ptr<const core::rules::RuleSet> rules;
    render::PrintSettings settings;
    QString path;
};

class PdfWriter : public QObject {
    Q_OBJECT
public:
    explicit PdfWriter(QWidget* window);
    ~PdfWriter() override; // waits for a write in flight

    // Starts writing `job`; false (and nothing started) while another PDF is being written.
    bool start(PdfJob job);
    bool writing() const { return busy_; } // from start() until the end is handled
    QString path() const { return path_; }
    int pagesDone() const { return done_; }
    int pages() const { return pages_; }
    // Stops the write at the next sheet; the old file stays. Nothing when none is being written.
    void cancel();
    // Waits for a write in flight; true when it was written (or there was none).
    bool finish();

signals:
    void started(const QString& path);
    void progress(int pagesDone, int pages);
    void written(const QString& path, int pages);
    void cancelled(const QString& path);
    void failed(const QString& path, const QString& message);

private:
    struct Outcome {
        QString error; // empty when written or cancelled
        bool cancelled = false;
        int pages = 0;
    };
    static Outcome write(const PdfJob& job, const std::atomic<bool>& cancel, QPromise<Outcome>& promise);
    void ended();

    QWidget* window_;
    QFutureWatcher<Outcome> writing_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QString path_;
    int done_ = 0;
    int pages_ = 0;
    bool busy_ = false;
    bool lastOk_ = true;
};

} // namespace hexloom::ui::main_window
