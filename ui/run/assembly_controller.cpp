#include "ui/run/assembly_controller.h"

#include <algorithm>

#include "core/assembly/locked_pins.h"
#include "core/io/board_spec.h"
#include "core/io/map_file.h"
#include "core/recipe/assembly_recipe.h"
#include "core/recipe/recipe.h"
#include "core/rules/homes.h"
#include "ui/document/map_document.h"
#include "ui/run/generator_job.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::run {

using namespace core::assembly;
using core::model::CellIndex;
using core::model::kNoTerrain;
using core::model::TerrainId;
using AssemblyJob = GeneratorJob<core::assembly::TileAssembler>;

namespace {
// The terrain `t` of `from` as a terrain of `to`, matched by letter; kNoTerrain when `to` has none.
TerrainId byLetter(TerrainId t, const core::rules::RuleSet& from, const core::rules::RuleSet& to)
{
    if (t == kNoTerrain || t >= from.terrainCount())
        return kNoTerrain;
    return to.byLetter(from.terrain(t).letter);
}
} // namespace

AssemblyController::AssemblyController(document::MapDocument* doc, QObject* parent)
    : JobPipeline(doc, StalenessPolicy::assembly(), parent)
{
}

AssemblyController::~AssemblyController() = default;

QString AssemblyController::boardMismatch(const TileSet& set, const core::model::Board& board)
{
    std::optional<core::model::Board> made;
    try {
        made = core::io::parseBoardSpec(set.board);
    } catch (const std::invalid_argument&) {
    }
    if (!made || *made == board)
        return {};
    return tr("Tile set \"%1\" is made for board %2 (%3 hexes), but the open map's board has %4 hexes in another shape: "
              "the assembly will fill the open board and may find no assembly. \"Use Its Board\" switches to the set's board.")
        .arg(QString::fromStdString(set.title.empty() ? set.name : set.title), QString::fromStdString(set.board))
        .arg(made->size())
        .arg(board.size());
}

core::model::Map AssemblyController::startMap() const
{
    // The document's map in the tile set's terrains: locked hexes keep their terrain.
    const auto& map = doc_->map();
    core::model::Map start(map.size());
    for (CellIndex c = 0; c < map.size(); ++c) {
        start.setTerrain(c, byLetter(map.terrain(c), doc_->rules(), *set_->rules));
        start.setLocked(c, map.locked(c));
    }
    core::rules::lockHomes(doc_->rules(), doc_->board(), start); // homes are constraints, unlocked or not
    return start;
}

std::vector<FixedPlacement> AssemblyController::pinsFor(const TileSet& set, const core::model::Map& start) const
{
    if (appliedSet_ != set.name || appliedMap_.size() != start.size())
        return {};
    // Only tiles still lying as applied can be pinned: the designer may have painted over them.
    std::vector<PlacedTile> intact;
    std::copy_if(applied_.begin(), applied_.end(), std::back_inserter(intact), [&](const PlacedTile& t) {
        return std::all_of(t.cells.begin(), t.cells.end(), [&](CellIndex c) { return start.terrain(c) == appliedMap_.terrain(c); });
    });
    return pinsFromLocks(intact, set, doc_->board(), start);
}

void AssemblyController::start(std::shared_ptr<const TileSet> set, AssemblyOptions options, bool stepMode)
{
    if (isRunning() || !set || !doc_)
        return;
    set_ = std::move(set);
    result_.reset();
    latest_.reset();
    failure_.clear();
    AssemblyProblem problem{set_, doc_->content().board, startMap(), {}};
    pins_ = pinsFor(*set_, problem.start);
    problem.fixed = pins_;
    board_ = problem.board;
    start_ = problem.start;
    options_ = options;
    std::vector<std::unique_ptr<Job>> jobs;
    jobs.push_back(std::make_unique<AssemblyJob>(core::assembly::tileAssembler(core::assembly::kDefaultTileAssembler), std::move(problem),
                                                 options));
    launch(std::move(jobs), stepMode);
    emit started();
}

bool AssemblyController::deliver(int, Job& job)
{
    auto d = static_cast<AssemblyJob&>(job).take();
    if (d.snapshot) {
        latest_ = d.snapshot;
        emit snapshotTaken(latest_);
    }
    if (!d.finished)
        return false;
    if (!d.failure.error.empty())
        failure_ = d.failure.outOfMemory ? failureText(tr("The tile assembly"), d.failure) : QString::fromStdString(d.failure.error);
    else
        result_ = std::move(d.result);
    return true;
}

void AssemblyController::ended()
{
    if (!failure_.isEmpty())
        emit finished(failure_, true);
    else
        emit finished(result_ ? text::coreText(result_->messageText) : QString(), false);
}

void AssemblyController::contentReplaced(quint64)
{
    // A new board or rule set: the applied tiles no longer describe the map.
    appliedSet_.clear();
    applied_.clear();
    appliedMap_ = {};
}

bool AssemblyController::canApply() const
{
    return !isRunning() && result_ && result_->success && !isStale() && result_->map.size() == doc_->map().size();
}

bool AssemblyController::apply(QString* why)
{
    if (!canApply()) {
        if (why)
            *why = !result_ || !result_->success ? tr("There is no finished assembly to apply.")
                                                 : tr("The map changed since the assembly started: assemble again.");
        return false;
    }
    const auto& from = *set_->rules;
    const auto& map = doc_->map();
    const auto& assembled = result_->map;
    const QString text = tr("Assemble %1, seed %2").arg(QString::fromStdString(set_->name)).arg(result_->seed);
    bool lettersKnown = true;
    std::vector<document::CellChange> changes;
    for (CellIndex c = 0; c < map.size(); ++c) {
        const TerrainId t = byLetter(assembled.terrain(c), from, doc_->rules());
        lettersKnown = lettersKnown && (t != kNoTerrain || assembled.terrain(c) == kNoTerrain);
        changes.push_back({c, {t, map.token(c), false}});
    }
    if (lettersKnown)
        applyAsOneStep(changes, text);
    else
        applyWithItsRules(text);
    recordRecipe(assembled, result_->seed);
    appliedSet_ = set_->name;
    applied_ = result_->placements;
    appliedMap_ = assembled;
    result_.reset();
    emit applied();
    return true;
}

void AssemblyController::recordRecipe(const core::model::Map& assembled, uint64_t seed)
{
    core::recipe::AssemblyRecipeInputs in;
    in.tiles = set_;
    in.pins = pins_;
    in.options = options_;
    in.options.seed = seed;
    // The start map as a native map of the tile set's rule set: the board (any shape) and its locks.
    const std::shared_ptr<const core::model::Board> board = board_;
    const core::model::Map start = start_;
    auto line = [in, board, start]() mutable {
        in.startMap = core::recipe::embeddedMap(*board, *in.tiles->rules, start);
        return core::recipe::writeAssemblyRecipe(in).toStdString();
    };
    // A replay makes the assembled terrains and no tokens; the map keeps its tokens and its locked
    // hexes' terrains, so where those differ the saved map is not the recipe's (recipe_edited).
    const auto& map = doc_->map();
    const auto& from = *set_->rules;
    bool same = map.size() == assembled.size();
    for (CellIndex c = 0; same && c < map.size(); ++c) {
        const TerrainId t = map.terrain(c), a = assembled.terrain(c);
        const bool sameTerrain = (t == kNoTerrain) == (a == kNoTerrain) && (t == kNoTerrain || doc_->rules().terrain(t).letter == from.terrain(a).letter);
        same = sameTerrain && map.token(c) == 0;
    }
    doc_->setRecipe(document::MapRecipe::ofCommand(std::move(line), doc_->content().board, doc_->content().rules,
                                                   same ? std::optional(map) : std::nullopt, "assembly", seed));
}

// The map's rule set lacks some of the tile set's terrains: the tile set's rules come along, in
// one undo step; locked hexes keep their terrain.
void AssemblyController::applyWithItsRules(const QString& text)
{
    const auto& from = *set_->rules;
    const auto& map = doc_->map();
    auto content = doc_->content();
    content.rules = set_->rules;
    content.map = result_->map;
    for (CellIndex c = 0; c < map.size(); ++c)
        if (map.locked(c))
            content.map.setTerrain(c, byLetter(map.terrain(c), doc_->rules(), from));
    doc_->replaceContent(std::move(content), text + tr(" (with its rule set)"));
}

} // namespace hexloom::ui::run
