#pragma once
// The one object that edits a map in the editor (Tiled's MapDocument): it owns the board, the rule
// set, the map contents and the QUndoStack. Tools, docks and runs ask it for changes; every
// designer change is one undo command (strokes merge), and every change of any kind bumps the
// revision and emits a signal, so views and runs stay in step.
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/evaluator.h"
#include "core/rules/rule_set.h"
#include "core/rules/score_report.h"
#include "ui/document/background_scorer.h"
#include "ui/document/cell_state.h"
#include "ui/document/file_notes.h"
#include "ui/document/map_recipe.h"

namespace hexloom::ui::document {

// Board, rules and map together: what board-shape and rule-set edits replace at once.
struct DocumentContent {
    std::shared_ptr<const core::model::Board> board;
    std::shared_ptr<const core::rules::RuleSet> rules;
    core::model::Map map;
};

// What a loader builds on a worker thread for a new document (a 250,000-hex board's evaluator and
// first full score take half a second): the evaluator of its board and rules, and the report of
// its map. Either may be missing; the document builds what is missing itself.
struct DocumentParts {
    std::unique_ptr<core::rules::Evaluator> evaluator;
    std::optional<core::rules::ScoreReport> report;
};

class MapDocument : public QObject {
    Q_OBJECT
public:
    explicit MapDocument(DocumentContent content, QObject* parent = nullptr);
    // `parts` must belong to `content` (its board, rules and map).
    MapDocument(DocumentContent content, DocumentParts parts, QObject* parent = nullptr);

    const core::model::Board& board() const { return *content_.board; }
    const core::rules::RuleSet& rules() const { return *content_.rules; }
    const core::model::Map& map() const { return content_.map; }
    const DocumentContent& content() const { return content_; }
    // Bumped on every change of the map, board or rules (edits, undo/redo, applied run results).
    uint64_t revision() const { return revision_; }
    QUndoStack* undoStack() { return &undoStack_; }
    bool isModified() const { return !undoStack_.isClean(); }
    // Undo steps between the map and its saved state (at least 1 when modified, e.g. restored work).
    int unsavedEdits() const;

    // The score with violating cells of the map at reportRevision(). On boards below
    // kBackgroundScoringHexes that is always the current map; on bigger ones a change is scored on
    // a worker thread (a full rescore of 250,000 hexes would stall the editor) and reportChanged()
    // follows when the newest map's report is in. A run's snapshot brings its own report, which
    // leaves the switched-off requirements uncounted: the document counts them (on the worker on
    // big boards, reportChanged() again when they are in; until then they are not `counted`).
    const core::rules::ScoreReport& report() const { return report_; }
    uint64_t reportRevision() const { return reportRevision_; }
    static constexpr int kBackgroundScoringHexes = 20000;
    std::vector<std::pair<int, core::text::CoreTexts>> explain(core::model::CellIndex cell) const;

    QString filePath() const { return filePath_; }
    void setFilePath(const QString& path);
    // Where the rules came from: a built-in name or a rule-set file path (for reopening letter maps).
    QString rulesSource() const { return rulesSource_; }
    void setRulesSource(const QString& source) { rulesSource_ = source; }
    // The recipe of the map's newest search result (or the one its file carried), saved with the
    // map; whether it still makes the map is decided when saving (MapRecipe::metadataFor), so an
    // edit, or its undo, needs no bookkeeping here.
    std::shared_ptr<const MapRecipe> recipe() const { return recipe_; }
    void setRecipe(std::shared_ptr<const MapRecipe> recipe) { recipe_ = std::move(recipe); }
    // The "created" and "note" its file carried, written back on every save.
    const FileNotes& fileNotes() const { return notes_; }
    void setFileNotes(FileNotes notes) { notes_ = std::move(notes); }
    // What saving writes into the map file's metadata: the recipe's, and the file's notes.
    core::io::MapMetadata metadata() const { return metadataOf(recipe_.get(), notes_, content_.rules.get(), content_.map); }
    // The same from copies, for a save on a worker.
    static core::io::MapMetadata metadataOf(const MapRecipe* recipe, const FileNotes& notes, const core::rules::RuleSet* rules,
                                            const core::model::Map& map);

    // --- Designer edits: each pushes one undo command. A non-zero `stroke` merges the command into
    // the previous one of the same stroke (one mouse drag = one undo step).
    void changeCells(const std::vector<CellChange>& changes, const QString& text, int stroke = 0);
    void swapCells(core::model::CellIndex a, core::model::CellIndex b);
    void replaceContent(DocumentContent content, const QString& text, int stroke = 0);
    // Pushes an already-applied change (a live run's result) as one undo step without re-applying.
    void pushApplied(const std::vector<core::model::CellIndex>& cells, std::vector<CellState> before, const QString& text);
    int newStroke() { return ++lastStroke_; }

    // --- Applied by undo commands (origin Edit) and by live runs (origin Run); nothing else.
    // `scored`, when given, is the report of the map after the change (a run's snapshot of exactly
    // that map): the document takes it instead of rescoring. On boards of kBackgroundScoringHexes
    // or more it is taken in a later turn of the event loop (kDeferredReportMs), so the docks that
    // follow the report (requirement counts and outlines, fairness) and the canvas repaint of
    // a big snapshot's hexes do not share one frame; until then report() is the previous one, as
    // while a background score runs.
    enum class Origin { Edit, Run };
    void setCells(const std::vector<core::model::CellIndex>& cells, const std::vector<CellState>& states, Origin origin,
                  std::shared_ptr<const core::rules::ScoreReport> scored = nullptr);
    static constexpr int kDeferredReportMs = 1;
    void setContent(const DocumentContent& content);

signals:
    void cellsChanged(const std::vector<hexloom::core::model::CellIndex>& cells);
    // Board or rules replaced: views rebuild.
    void contentReset();
    void reportChanged();
    // A designer change (edit, undo, redo) at `revision`: runs adopt it.
    void edited(quint64 revision, const std::vector<hexloom::core::model::CellIndex>& cells);
    void filePathChanged(const QString& path);
    // replaceContent() is about to push its command: a live run commits its changes first, so
    // they stay an undo step of their own on the board they were made on.
    void aboutToReplaceContent();
    // changeCells() is about to push a designer edit: a live run commits its changes so far, so
    // undoing everything returns exactly to the map before the run (the run's step, then the
    // designer's, each undoes what it did).
    void aboutToEdit();

private:
    void rescore();
    void adoptReport(uint64_t revision, const core::rules::ScoreReport& report);
    void countSwitchedOff();
    void adoptDeferredReport();

    DocumentContent content_;
    std::unique_ptr<core::rules::Evaluator> evaluator_;
    core::rules::ScoreReport report_;
    uint64_t reportRevision_ = 0;
    BackgroundScorer* scorer_;
    // A run's report waiting for the next turn (big boards), with the revision it belongs to.
    std::shared_ptr<const core::rules::ScoreReport> deferredReport_;
    uint64_t deferredRevision_ = 0;
    QUndoStack undoStack_;
    uint64_t revision_ = 1;
    int lastStroke_ = 0;
    QString filePath_;
    QString rulesSource_;
    std::shared_ptr<const MapRecipe> recipe_;
    FileNotes notes_;
};

} // namespace hexloom::ui::document
