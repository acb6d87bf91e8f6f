#pragma once
// A finished run's result waiting in the gallery, with the map it started from, so accepting it
// changes only what the run changed and keeps what the designer edited since.
#include <QString>
#include <memory>

#include "core/search/snapshot.h"
#include "core/model/board.h"
#include "core/rules/rule_set.h"
#include "ui/document/map_recipe.h"

namespace hexloom::ui::run {

struct Suggestion {
    std::shared_ptr<const core::search::Snapshot> snapshot;
    core::model::Map base; // the document's map at snapshot->revision
    QString algorithmName;
    // What the run worked on: a suggestion applies only to this very board and rule set.
    std::shared_ptr<const core::model::Board> board;
    std::shared_ptr<const core::rules::RuleSet> rules;
    // The run's scope (RunRequest::nearCell, nearRadius): kNoCell for the whole map.
    core::model::CellIndex nearCell = core::model::kNoCell;
    int nearRadius = 0;
    // The recipe of its run (none for a solver that is not registered): the map's once accepted.
    std::shared_ptr<const document::MapRecipe> recipe;
};

} // namespace hexloom::ui::run
