#pragma once
// Opening and saving documents through core::io (the map-file API), and the documents the editor
// starts from: a built-in board, or a blank board of a chosen shape.
#include <QString>

#include "core/io/map_file.h"
#include "ui/document/map_document.h"

namespace hexloom::ui::document {

struct LoadedDocument {
    DocumentContent content;
    QString rulesSource; // built-in rule-set name or rule-set file path
    std::shared_ptr<const MapRecipe> recipe; // the file's, when it has one
    FileNotes notes = {}; // the file's "created" and "note"
};

// Throws core::io::ParseError (or std::runtime_error) with the file, line and field.
// `read`: a Tiled map's kind map (core/io/map_file.h).
LoadedDocument openMapFile(const QString& path, const QString& rulesOverride = {}, const core::io::ReadOptions& read = {});
// The document of a map file already read (`rulesOverride` as openMapFile's).
LoadedDocument loadedDocument(core::io::MapFile f, const QString& rulesOverride = {});
// Saves atomically in the format the extension names (".json" native, otherwise letters).
void saveMapFile(const MapDocument& doc, const QString& path);
// A shipped map ("terra-mystica-original") with a built-in rule set.
LoadedDocument builtinDocument(const QString& ruleSet, const QString& mapName);
// Every cell empty (or filled with `fill` when it is a terrain of `rules`).
LoadedDocument blankDocument(std::shared_ptr<const core::rules::RuleSet> rules, const QString& rulesSource,
                             core::model::Board board, core::model::TerrainId fill);
// A new game's first map: the rule set's board, the players' home cells holding their home tiles
// (locked), every other cell a tile of the pool (in the order of a fixed seed, so the same game
// always starts from the same map).
LoadedDocument newGameDocument(std::shared_ptr<const core::rules::RuleSet> rules, const QString& rulesSource);

} // namespace hexloom::ui::document
