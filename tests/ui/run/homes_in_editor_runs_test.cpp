// Homes are constraints in the editor too: a home the designer unlocked is still kept by every
// generator that runs on the document. Each registered search algorithm, live, a suggestion and
// a fix near a home; the Tile Assembly; and Regions, applied. Without the home locks each of
// them is free to put another kind on a home hex (the oracle checks something else changed).
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/assembly/tile_set_file.h"
#include "core/io/atomic_file.h"
#include "core/io/rule_set_file.h"
#include "core/partition/constraint_graph_file.h"
#include "core/partition/partition_problem.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/homes.h"
#include "core/search/run/start_map.h"
#include "tests/support/algorithm_ids.h"
#include "tests/support/event_loop.h"
#include "ui/document/map_document.h"
#include "ui/run/assembly_controller.h"
#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "ui/run/suggestion.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using ui::document::MapDocument;
using ui::run::RunController;

// A new map of `rules` (homes placed, the pool shuffled in) with every home unlocked by the designer.
std::unique_ptr<MapDocument> unlockedHomes(std::shared_ptr<const core::rules::RuleSet> rules)
{
    auto board = std::make_shared<const core::model::Board>(core::rules::boardOf(rules->board));
    core::run::Random random(3);
    auto fitted = core::search::fitToPool(core::rules::newMapWithHomes(*rules, *board), *rules, random);
    core::search::shuffleUnlocked(fitted.map, fitted.unlocked, *rules, random);
    auto doc = std::make_unique<MapDocument>(ui::document::DocumentContent{board, rules, fitted.map});
    std::vector<ui::document::CellChange> unlock;
    for (const auto& h : core::rules::homeCells(*rules, *board))
        unlock.push_back({h.cell, {h.kind, doc->map().token(h.cell), false}});
    doc->changeCells(unlock, QStringLiteral("unlock the homes"));
    return doc;
}

// The galaxy with its home system movable (not `fixed`): only the homes' locks hold it.
std::shared_ptr<const core::rules::RuleSet> movableGalaxy()
{
    auto rules = std::make_shared<core::rules::RuleSet>(*core::io::loadRuleSet(QStringLiteral("space-galaxy")));
    rules->terrains[static_cast<size_t>(rules->byId("home"))].fixed = false;
    rules->finalize();
    return rules;
}

// A blank game of three players (kinds A to D, homes hold kind-1) on a hexagon of radius 3.
std::shared_ptr<const core::rules::RuleSet> blankGame()
{
    core::rules::NewGameOptions o;
    o.players = 3;
    auto rules = std::make_shared<core::rules::RuleSet>(core::rules::makeNewGame(o));
    rules->finalize();
    return rules;
}

void expectHomesHeld(const MapDocument& doc, const core::model::Map& before, const std::string& what)
{
    for (const auto& h : core::rules::homeCells(doc.rules(), doc.board()))
        EXPECT_EQ(doc.map().terrain(h.cell), h.kind) << what << ": hex " << h.cell;
    EXPECT_FALSE(doc.map().sameContents(before)) << what << " changed nothing: the test would prove nothing";
}

ui::run::RunRequest registered(const std::string& id)
{
    core::search::RunSettings settings;
    settings.seed = 5;
    settings.stop.iterationLimit = id == "fast" || id == "sahc" ? 400 : 30;
    settings.stop.timeLimitSeconds = 30;
    settings.stop.hasTarget = false;
    return ui::run::RunRequest::forAlgorithm(*core::search::findAlgorithm(id), {}, settings);
}

class HomesInEditorRuns : public ::testing::TestWithParam<std::string> {};

TEST_P(HomesInEditorRuns, ALiveRunKeepsAnUnlockedHome)
{
    auto doc = unlockedHomes(movableGalaxy());
    const auto before = doc->map();
    RunController runs(doc.get());
    runs.start(RunController::Mode::Live, {registered(GetParam())});
    ASSERT_TRUE(runs.isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }, 60'000));
    expectHomesHeld(*doc, before, GetParam());
}

TEST_P(HomesInEditorRuns, AnAcceptedSuggestionAndAFixNearAHomeKeepIt)
{
    auto doc = unlockedHomes(movableGalaxy());
    const auto before = doc->map();
    const auto home = core::rules::homeCells(doc->rules(), doc->board()).front().cell;
    RunController runs(doc.get());
    std::vector<ui::run::Suggestion> suggestions;
    QObject::connect(&runs, &RunController::suggestionReady, [&](const ui::run::Suggestion& s) { suggestions.push_back(s); });
    core::search::ChangeBudget near;
    near.fewestChanges = false; // free to change any hex near the home: the test asks for a change
    near.near = home;
    near.radius = 3;
    runs.start(RunController::Mode::Suggestions, {registered(GetParam()), registered(GetParam()).withBudget(near)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }, 60'000));
    ASSERT_EQ(suggestions.size(), 2u) << GetParam();
    for (const auto& s : suggestions) {
        doc->undoStack()->setIndex(1); // the homes unlocked, no suggestion accepted
        runs.accept(s);
        expectHomesHeld(*doc, before, GetParam() + (s.nearCell == home ? " near a home" : ""));
    }
}

INSTANTIATE_TEST_SUITE_P(All, HomesInEditorRuns, ::testing::ValuesIn(singleAlgorithmIds()), [](const auto& info) { return info.param; });

TEST(HomesInEditorRuns, RegionsAppliedKeepAnUnlockedHome)
{
    auto doc = unlockedHomes(blankGame());
    const auto before = doc->map();
    // Three regions of kinds C, D, C, none of them the homes' kind.
    auto graph = std::make_shared<const core::partition::ConstraintGraph>(core::partition::parseConstraintGraph(
        R"({"format": "hexloom-graph", "version": 1, "name": "chain-3", "description": "",
            "nodes": [{"id": "r0", "terrain": "C"}, {"id": "r1", "terrain": "D"}, {"id": "r2", "terrain": "C"}],
            "edges": [["r0", "r1"], ["r1", "r2"]]})",
        "chain-3"));
    ui::run::PartitionController regions(doc.get());
    ui::run::PartitionRequest r;
    r.problem.board = doc->content().board;
    r.problem.graph = graph;
    r.problem.scope = core::partition::scopeCells(doc->board(), doc->map(), doc->rules(), core::partition::Scope::All);
    r.graphName = QStringLiteral("chain-3");
    regions.start(std::move(r));
    ASSERT_TRUE(spinUntil([&] { return !regions.isRunning(); }, 60'000));
    ASSERT_NE(regions.result(), nullptr);
    regions.apply(core::model::kNoTerrain);
    expectHomesHeld(*doc, before, "Regions");
}

TEST(HomesInEditorRuns, TheTileAssemblyAppliedKeepsAnUnlockedHome)
{
    QTemporaryDir dir;
    auto rules = blankGame();
    auto doc = unlockedHomes(rules);
    const auto before = doc->map();
    const QString rulesPath = dir.filePath(QStringLiteral("blank.json"));
    core::io::saveFileAtomically(rulesPath, core::io::writeRuleSet(*rules));
    // One-hex tiles of each kind, any of them beside any other kind.
    QByteArray set = R"({"format": "hexloom-tileset", "version": 1, "name": "singles", "title": "Singles", "description": "",
        "rules": ")" + rulesPath.toUtf8() + R"(", "board": "hexagon:3", "connections": [
        {"code": "a", "name": "a", "fits": "bcd", "rim": true}, {"code": "b", "name": "b", "fits": "acd", "rim": true},
        {"code": "c", "name": "c", "fits": "abd", "rim": true}, {"code": "d", "name": "d", "fits": "abc", "rim": true}], "tiles": [
        {"id": "ta", "name": "A", "max": 20, "cells": [{"hex": [0, 0], "terrain": "A", "edges": "aaaaaa"}]},
        {"id": "tb", "name": "B", "max": 20, "cells": [{"hex": [0, 0], "terrain": "B", "edges": "bbbbbb"}]},
        {"id": "tc", "name": "C", "max": 20, "cells": [{"hex": [0, 0], "terrain": "C", "edges": "cccccc"}]},
        {"id": "td", "name": "D", "max": 20, "cells": [{"hex": [0, 0], "terrain": "D", "edges": "dddddd"}]}]})";
    const auto tiles = std::make_shared<const core::assembly::TileSet>(core::assembly::parseTileSet(set, "singles"));
    ui::run::AssemblyController assembly(doc.get());
    assembly.start(tiles, {}, false);
    ASSERT_TRUE(spinUntil([&] { return !assembly.isRunning(); }, 60'000));
    QString why;
    ASSERT_TRUE(assembly.apply(&why)) << why.toStdString();
    expectHomesHeld(*doc, before, "Tile Assembly");
}

} // namespace
} // namespace hexloom::test
