#pragma once
// The recipe of the map a search made in the editor, or the one a map file carried, and what it
// says about the map it is saved with (docs/file-format.md, "Recipes"). A run's recipe is written
// only when it is saved: embedding a 250,000-hex start map takes a second, which the map saver
// spends on its worker. Immutable and shared: the document and a background save hold it alike.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/io/map_file.h"
#include "core/recipe/recipe.h"
#include "core/search/snapshot.h"

namespace hexloom::ui::document {

class MapRecipe {
public:
    // The recipe of the run of `inputs` (algorithm, values, seed, stops, budget) from `start` on
    // `board` and `rules`, which ended with `result`. `segments`: the designer's edits the run
    // adopted, each with the iteration it took it at and the map the editor posted (recorded as the
    // start of a segment, core/io/recipe_segments.h; a portfolio race's are its winner's, whose run
    // `inputs` then describe: recipe.h, raceWinnerInputs). `steered`: the run went on from an edit
    // that is not among them, so the recipe does not make its result.
    static std::shared_ptr<const MapRecipe> ofRun(std::shared_ptr<const core::model::Board> board,
                                                  std::shared_ptr<const core::rules::RuleSet> rules, core::model::Map start,
                                                  core::recipe::RecipeInputs inputs, const core::search::Snapshot& result,
                                                  std::vector<core::recipe::SegmentStart> segments, bool steered);
    // The recipe of a run of another command (an applied tile assembly: core/recipe/
    // assembly_recipe.h), whose line `line` writes when the map is saved (embedding the start map
    // takes time on a big board, which the saver's worker spends); it throws std::invalid_argument
    // when the run cannot be written. `made`: the map the recipe makes on `board` with `rules`, or
    // none when the map the run left is not what a replay makes.
    static std::shared_ptr<const MapRecipe> ofCommand(std::function<std::string()> line, std::shared_ptr<const core::model::Board> board,
                                                      std::shared_ptr<const core::rules::RuleSet> rules,
                                                      std::optional<core::model::Map> made, std::string algorithm, uint64_t seed);
    // A recipe read with a map: `made` is the map it makes (the file's own cells), or none when the
    // file says it was edited after its run.
    static std::shared_ptr<const MapRecipe> fromFile(std::shared_ptr<const core::rules::RuleSet> rules, const core::io::MapMetadata& metadata,
                                                     std::optional<core::model::Map> made);

    // The one line (docs/file-format.md). Throws std::invalid_argument when it cannot be written.
    std::string text() const;
    // Whether the recipe makes exactly `map` with `rules`: false after a designer's edit after the
    // run, another rule set, a run steered by edits the recipe does not hold, or more segments than
    // a recipe keeps (kMaxSegments, kMaxSegmentChars).
    bool reproduces(const core::rules::RuleSet* rules, const core::model::Map& map) const;
    // The metadata to save `map` with: algorithm, seed, the recipe, and `recipe_edited` when the
    // recipe no longer makes `map`. Nothing when the recipe is for another board.
    core::io::MapMetadata metadataFor(const core::rules::RuleSet* rules, const core::model::Map& map) const;

private:
    MapRecipe() = default;
    // The line and how many of the run's segments it left out.
    std::pair<std::string, int> write() const;

    std::shared_ptr<const core::model::Board> board_;
    std::shared_ptr<const core::rules::RuleSet> rules_; // what the run used (or the file was read with)
    core::model::Map start_;
    core::model::Map homedStart_; // start_ with the homes in place: what a replay starts from
    std::vector<core::recipe::SegmentStart> segments_; // at most kMaxSegments
    int segmentsBeyond_ = 0; // segments of the run past kMaxSegments, not kept
    core::recipe::RecipeInputs inputs_;
    std::string stopReason_;
    int64_t iterations_ = 0;
    std::string text_; // a file's line as read; empty for a run's, written on demand
    std::function<std::string()> line_; // a command run's line, written on demand
    std::optional<core::model::Map> made_; // none: it is known not to make the map
    std::string algorithm_;
    uint64_t seed_ = 0;
};

} // namespace hexloom::ui::document
