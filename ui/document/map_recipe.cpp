#include "ui/document/map_recipe.h"

#include <stdexcept>
#include <tuple>

#include "core/rules/homes.h"

namespace hexloom::ui::document {

namespace {

bool sameCells(const core::model::Map& a, const core::model::Map& b)
{
    if (a.size() != b.size())
        return false;
    for (core::model::CellIndex c = 0; c < a.size(); ++c)
        if (a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c))
            return false;
    return true;
}

} // namespace

std::shared_ptr<const MapRecipe> MapRecipe::ofRun(std::shared_ptr<const core::model::Board> board,
                                                  std::shared_ptr<const core::rules::RuleSet> rules, core::model::Map start,
                                                  core::recipe::RecipeInputs inputs, const core::search::Snapshot& result,
                                                  std::vector<core::recipe::SegmentStart> segments, bool steered)
{
    // No registered algorithm, or stopped by the designer before its first step or in a portfolio
    // race (whose members run on threads of their own, so its iterations are no stop a replay can
    // meet: the caller records such a race as its winner's run, raceWinnerInputs): nothing that replays.
    const bool stopped = result.stopReason == "cancelled";
    if (!inputs.algorithm || (stopped && (result.iteration < 1 || inputs.algorithm->id == "portfolio")))
        return nullptr;
    auto r = std::shared_ptr<MapRecipe>(new MapRecipe);
    // A replay puts every home in place before it runs (homes are constraints): a start map whose
    // home the designer unlocked and changed is not the map a replay starts from.
    core::model::Map homed = start;
    core::rules::placeHomes(*rules, *board, homed);
    if (!steered && sameCells(homed, start))
        r->made_ = result.map;
    r->board_ = std::move(board);
    r->rules_ = std::move(rules);
    r->start_ = std::move(start);
    r->homedStart_ = std::move(homed);
    if (segments.size() > static_cast<size_t>(core::recipe::kMaxSegments)) {
        r->segmentsBeyond_ = static_cast<int>(segments.size()) - core::recipe::kMaxSegments;
        segments.resize(static_cast<size_t>(core::recipe::kMaxSegments));
    }
    r->segments_ = std::move(segments);
    r->inputs_ = std::move(inputs);
    r->stopReason_ = result.stopReason;
    r->iterations_ = result.iteration;
    r->algorithm_ = result.algorithm;
    r->seed_ = result.seed;
    return r;
}

std::shared_ptr<const MapRecipe> MapRecipe::ofCommand(std::function<std::string()> line, std::shared_ptr<const core::model::Board> board,
                                                      std::shared_ptr<const core::rules::RuleSet> rules,
                                                      std::optional<core::model::Map> made, std::string algorithm, uint64_t seed)
{
    auto r = std::shared_ptr<MapRecipe>(new MapRecipe);
    r->line_ = std::move(line);
    r->board_ = std::move(board);
    r->rules_ = std::move(rules);
    r->made_ = std::move(made);
    r->algorithm_ = std::move(algorithm);
    r->seed_ = seed;
    return r;
}

std::shared_ptr<const MapRecipe> MapRecipe::fromFile(std::shared_ptr<const core::rules::RuleSet> rules, const core::io::MapMetadata& metadata,
                                                     std::optional<core::model::Map> made)
{
    if (metadata.recipe.empty())
        return nullptr;
    auto r = std::shared_ptr<MapRecipe>(new MapRecipe);
    r->rules_ = std::move(rules);
    r->text_ = metadata.recipe;
    r->made_ = std::move(made);
    r->algorithm_ = metadata.algorithm;
    r->seed_ = metadata.seed;
    return r;
}

std::string MapRecipe::text() const
{
    return write().first;
}

std::pair<std::string, int> MapRecipe::write() const
{
    if (!text_.empty())
        return {text_, 0};
    if (line_)
        return {line_(), 0};
    core::recipe::RecipeInputs in = core::recipe::inputsForMap(*board_, *rules_, start_);
    in.lockTerrains = inputs_.lockTerrains;
    in.shuffle = inputs_.shuffle;
    in.algorithm = inputs_.algorithm;
    in.values = inputs_.values;
    in.seed = inputs_.seed;
    in.stop = inputs_.stop;
    in.budget = inputs_.budget;
    // The segments' deltas start from the map a replay starts from (its homes in place).
    in.segments = core::recipe::packSegments(*board_, homedStart_, segments_);
    in.segments.dropped += segmentsBeyond_;
    return {core::recipe::writeRecipe(in, *board_, stopReason_, iterations_).toStdString(), in.segments.dropped};
}

bool MapRecipe::reproduces(const core::rules::RuleSet* rules, const core::model::Map& map) const
{
    return made_ && rules == rules_.get() && sameCells(*made_, map);
}

core::io::MapMetadata MapRecipe::metadataFor(const core::rules::RuleSet* rules, const core::model::Map& map) const
{
    core::io::MapMetadata m;
    if ((board_ && board_->size() != map.size()) || (made_ && made_->size() != map.size()))
        return m; // made for another board: it says nothing about this one
    int dropped = 0;
    try {
        std::tie(m.recipe, dropped) = write();
    } catch (const std::invalid_argument&) {
        return {}; // a value a recipe cannot hold: the map is saved without one rather than not at all
    }
    m.recipeEdited = !reproduces(rules, map) || dropped > 0;
    m.algorithm = algorithm_;
    m.seed = seed_;
    m.hasSeed = true;
    return m;
}

} // namespace hexloom::ui::document
