#include "ui/document/map_document.h"

#include <algorithm>
#include <cstdlib>

#include <QTimer>

#include "ui/commands/change_cells_command.h"
#include "ui/commands/replace_content_command.h"

namespace hexloom::ui::document {

using commands::ChangeCellsCommand;
using commands::ReplaceContentCommand;
using core::model::CellIndex;

MapDocument::MapDocument(DocumentContent content, QObject* parent) : MapDocument(std::move(content), DocumentParts{}, parent) {}

MapDocument::MapDocument(DocumentContent content, DocumentParts parts, QObject* parent)
    : QObject(parent), content_(std::move(content)), scorer_(new BackgroundScorer(this))
{
    connect(scorer_, &BackgroundScorer::scored, this,
            [this](quint64 revision, const std::shared_ptr<const core::rules::ScoreReport>& report) { adoptReport(revision, *report); });
    evaluator_ = parts.evaluator ? std::move(parts.evaluator) : std::make_unique<core::rules::Evaluator>(content_.board, content_.rules);
    if (parts.report) {
        report_ = std::move(*parts.report);
        reportRevision_ = revision_;
    } else {
        rescore();
    }
}

std::vector<std::pair<int, core::text::CoreTexts>> MapDocument::explain(CellIndex cell) const
{
    if (cell < 0 || cell >= board().size())
        return {};
    return evaluator_->explain(content_.map, cell);
}

int MapDocument::unsavedEdits() const
{
    if (!isModified())
        return 0;
    const int clean = undoStack_.cleanIndex();
    return std::max(1, clean < 0 ? undoStack_.index() : std::abs(undoStack_.index() - clean));
}

void MapDocument::setFilePath(const QString& path)
{
    if (path == filePath_)
        return;
    filePath_ = path;
    emit filePathChanged(path);
}

void MapDocument::changeCells(const std::vector<CellChange>& changes, const QString& text, int stroke)
{
    ChangeCellsCommand::Data data;
    data.cells.reserve(changes.size());
    data.before.reserve(changes.size());
    data.after.reserve(changes.size());
    for (const CellChange& c : changes) {
        if (c.cell < 0 || c.cell >= board().size())
            continue;
        const CellState old = CellState::of(content_.map, c.cell);
        if (old == c.state)
            continue;
        data.cells.push_back(c.cell);
        data.before.push_back(old);
        data.after.push_back(c.state);
    }
    if (data.cells.empty())
        return;
    emit aboutToEdit(); // pushes nothing that changes the map: `data` stays right
    undoStack_.push(new ChangeCellsCommand(this, std::move(data), text, stroke));
}

void MapDocument::swapCells(CellIndex a, CellIndex b)
{
    if (a == b || a < 0 || b < 0 || a >= board().size() || b >= board().size())
        return;
    CellState sa = CellState::of(content_.map, a), sb = CellState::of(content_.map, b);
    // Contents move, locks stay with the hex.
    std::swap(sa.locked, sb.locked);
    changeCells({{a, sb}, {b, sa}}, tr("Swap hexes"));
}

void MapDocument::replaceContent(DocumentContent content, const QString& text, int stroke)
{
    emit aboutToReplaceContent();
    undoStack_.push(new ReplaceContentCommand(this, content_, std::move(content), text, stroke));
}

void MapDocument::pushApplied(const std::vector<CellIndex>& cells, std::vector<CellState> before, const QString& text)
{
    ChangeCellsCommand::Data data{cells, std::move(before), {}};
    for (CellIndex c : cells)
        data.after.push_back(CellState::of(content_.map, c));
    if (!cells.empty())
        undoStack_.push(new ChangeCellsCommand(this, std::move(data), text, 0, true));
}

void MapDocument::setCells(const std::vector<CellIndex>& cells, const std::vector<CellState>& states, Origin origin,
                           std::shared_ptr<const core::rules::ScoreReport> scored)
{
    for (size_t i = 0; i < cells.size(); ++i)
        states[i].writeTo(content_.map, cells[i]);
    ++revision_;
    if (scored && board().size() >= kBackgroundScoringHexes) {
        if (!deferredReport_) // one timer for any number of reports before it fires: the newest wins
            QTimer::singleShot(kDeferredReportMs, this, &MapDocument::adoptDeferredReport);
        deferredReport_ = std::move(scored);
        deferredRevision_ = revision_;
    } else if (scored) {
        adoptReport(revision_, *scored);
    } else {
        rescore();
    }
    emit cellsChanged(cells);
    if (origin == Origin::Edit)
        emit edited(revision_, cells);
}

void MapDocument::setContent(const DocumentContent& content)
{
    const bool newRules = content.rules != content_.rules || content.board != content_.board;
    content_ = content;
    deferredReport_.reset(); // a run's report of the old content: it never arrives
    if (newRules)
        evaluator_ = std::make_unique<core::rules::Evaluator>(content_.board, content_.rules);
    ++revision_;
    rescore();
    emit contentReset();
    emit edited(revision_, {});
}

void MapDocument::rescore()
{
    if (board().size() >= kBackgroundScoringHexes)
        scorer_->score(content_.board, content_.rules, content_.map, revision_);
    else
        adoptReport(revision_, evaluator_->report(content_.map, true));
}

void MapDocument::adoptDeferredReport()
{
    if (!deferredReport_)
        return;
    const auto report = std::move(deferredReport_);
    deferredReport_.reset();
    adoptReport(deferredRevision_, *report);
}

// Reports can arrive out of order (a run's snapshot overtakes a background job): never go back.
// A complete report of the held revision replaces the held one when that left requirements uncounted.
void MapDocument::adoptReport(uint64_t revision, const core::rules::ScoreReport& report)
{
    const bool completes = revision == reportRevision_ && !report_.complete() && report.complete();
    if (revision <= reportRevision_ && !completes)
        return;
    report_ = report;
    reportRevision_ = revision;
    if (!report_.complete() && revision == revision_)
        countSwitchedOff();
    emit reportChanged();
}

// A run's report of the current map counts only what the run scores; the switched-off
// requirements' counts are still shown (greyed) in the requirements dock.
void MapDocument::countSwitchedOff()
{
    if (board().size() >= kBackgroundScoringHexes)
        scorer_->complete(content_.board, content_.rules, content_.map, revision_, std::make_shared<const core::rules::ScoreReport>(report_));
    else
        evaluator_->complete(content_.map, report_, true);
}

core::io::MapMetadata MapDocument::metadataOf(const MapRecipe* recipe, const FileNotes& notes, const core::rules::RuleSet* rules,
                                              const core::model::Map& map)
{
    core::io::MapMetadata m = recipe ? recipe->metadataFor(rules, map) : core::io::MapMetadata{};
    notes.into(m);
    return m;
}

} // namespace hexloom::ui::document
