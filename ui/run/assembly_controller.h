#pragma once
// Runs tile assemblies on the document's board (issue 5), a JobPipeline with
// StalenessPolicy::assembly(): starts the registered tile assembler (core/search/
// tile_assembler.h) on the current map (locked hexes keep their terrain; the tiles of the last
// applied assembly that still lie under a locked hex are pinned as fixed tiles), steps it in Step
// mode, and applies a solved assembly to the document as one undo step, with the run's recipe
// (saved with the map, replayable by `hexloom-cli replay`). Invariants: a result
// never overwrites a map that changed after the run started, and locked hexes are never changed.
#include <QString>
#include <memory>
#include <optional>

#include "core/assembly/tile_assembler.h"
#include "ui/run/job_pipeline.h"

namespace hexloom::ui::run {

class AssemblyController : public JobPipeline {
    Q_OBJECT
public:
    explicit AssemblyController(document::MapDocument* doc, QObject* parent = nullptr);
    ~AssemblyController() override;

    // Empty when `set` was made for this board (or names none); otherwise a sentence saying how
    // they differ, for the dock.
    static QString boardMismatch(const core::assembly::TileSet& set, const core::model::Board& board);

    // `stepMode`: the run does one step, then waits for step(). Ignored while a run is going.
    void start(std::shared_ptr<const core::assembly::TileSet> set, core::assembly::AssemblyOptions options,
               bool stepMode);
    // The fixed tiles the current (or last) run pinned from locked hexes.
    const std::vector<core::assembly::FixedPlacement>& pins() const { return pins_; }
    std::shared_ptr<const core::assembly::AssemblySnapshot> latest() const { return latest_; }
    const std::optional<core::assembly::AssemblyResult>& result() const { return result_; }
    bool canApply() const;
    // Writes the solved assembly into the document as one undo step; false with the reason in `why`.
    bool apply(QString* why = nullptr);

signals:
    void started();
    void snapshotTaken(std::shared_ptr<const hexloom::core::assembly::AssemblySnapshot> snapshot);
    // The run ended: solved, exhausted, stopped, or it could not start (`error` set).
    void finished(const QString& message, bool error);
    void applied();

protected:
    bool deliver(int index, Job& job) override;
    void ended() override;
    void contentReplaced(quint64 revision) override;

private:
    core::model::Map startMap() const;
    std::vector<core::assembly::FixedPlacement> pinsFor(const core::assembly::TileSet& set,
                                                                   const core::model::Map& start) const;
    void applyWithItsRules(const QString& text);
    // The recipe of the applied run (core/recipe/assembly_recipe.h), for the document to save.
    void recordRecipe(const core::model::Map& assembled, uint64_t seed);

    std::shared_ptr<const core::assembly::TileSet> set_;
    std::vector<core::assembly::FixedPlacement> pins_;
    // What the current (or last) run started from, for its recipe.
    std::shared_ptr<const core::model::Board> board_;
    core::model::Map start_;
    core::assembly::AssemblyOptions options_;
    std::shared_ptr<const core::assembly::AssemblySnapshot> latest_;
    std::optional<core::assembly::AssemblyResult> result_;
    QString failure_; // why the last run could not go on
    // The last applied assembly (terrain ids of its tile set's rules), for pins from locks.
    std::string appliedSet_;
    std::vector<core::assembly::PlacedTile> applied_;
    core::model::Map appliedMap_;
};

} // namespace hexloom::ui::run
