#pragma once
// Scores a big board's map on a worker thread, so that a designer's edit never waits for a full
// rescore of 250,000 hexes. The document hands it each new map with its revision; one job runs at a
// time, and maps that arrive meanwhile are coalesced (only the newest is scored next). Each result
// arrives on the GUI thread with the revision it belongs to. It also completes a run's report, which
// leaves the switched-off requirements uncounted.
#include <QFutureWatcher>
#include <QObject>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/evaluator.h"
#include "core/rules/rule_set.h"
#include "core/rules/score_report.h"

namespace hexloom::ui::document {

class BackgroundScorer : public QObject {
    Q_OBJECT
public:
    explicit BackgroundScorer(QObject* parent = nullptr);
    // Waits for the running job (it only reads its own copies).
    ~BackgroundScorer() override;

    void score(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::rules::RuleSet> rules,
               core::model::Map map, uint64_t revision);
    // The same for a report of `map` that left requirements uncounted (a run's): only those are
    // counted, the rest is taken from `partial`.
    void complete(std::shared_ptr<const core::model::Board> board, std::shared_ptr<const core::rules::RuleSet> rules,
                  core::model::Map map, uint64_t revision, std::shared_ptr<const core::rules::ScoreReport> partial);
    bool busy() const { return running_; }

signals:
    void scored(quint64 revision, std::shared_ptr<const hexloom::core::rules::ScoreReport> report);

private:
    struct Job {
        std::shared_ptr<const core::model::Board> board;
        std::shared_ptr<const core::rules::RuleSet> rules;
        core::model::Map map;
        uint64_t revision = 0;
        std::shared_ptr<const core::rules::ScoreReport> partial; // to complete; none: a full report
    };
    struct Result {
        uint64_t revision = 0;
        std::shared_ptr<const core::rules::ScoreReport> report;
        std::shared_ptr<core::rules::Evaluator> evaluator; // handed back for the next job
    };
    void queue(Job job);
    void launch(Job job);
    void finished();

    QFutureWatcher<Result> watcher_;
    bool running_ = false;
    std::optional<Job> pending_;
    // Between jobs only: a running job owns it. Rebuilt when the board or the rules change.
    std::shared_ptr<core::rules::Evaluator> evaluator_;
};

} // namespace hexloom::ui::document
