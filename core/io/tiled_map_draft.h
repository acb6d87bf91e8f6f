#pragma once
// A Tiled map read once for the editor's open (ui/session/document_loader.h): a worker reads and
// parses the file and works out which tiles have no kind; the designer answers that question on
// the GUI thread; a worker then finishes the same parse into a map with the answer. Parsing once
// keeps a big map's open to one read, and the tiles opened are exactly the ones asked about, even
// if the file changes while the dialog is up.
#include <QByteArray>
#include <QString>
#include <memory>
#include <string>

#include "core/io/map_file.h"
#include "core/io/tiled_document.h"
#include "core/io/tiled_kind_map.h"

namespace hexloom::core::io {

struct TiledMapDraft {
    QByteArray data;        // the file's text: messages about JSON fields get their line from it
    std::string source;     // the file, as messages name it
    bool xml = false;       // .tmx (else .tmj)
    QString rulesOverride;  // as loadMap's
    TiledDocument doc;
    TiledKindQuestion question; // no tiles: the map needs no kinds

    // Reads and parses the Tiled map at `path`; throws ParseError naming the file, line and field
    // as loadMap does (also for a file that is not a Tiled map).
    static TiledMapDraft read(const QString& path, const QString& rulesOverride = {});
    // The map, with `kinds` for the tiles the question lists; throws ParseError as fromTiled does.
    MapFile finish(const TiledKindMap& kinds = {}) const;
};

// The question about a parsed map read with `rules`. (tiled_kind_map.h's tiledKindQuestion(path)
// is TiledMapDraft::read(path).question.)
TiledKindQuestion tiledKindQuestion(const TiledDocument& doc, std::shared_ptr<const rules::RuleSet> rules);

} // namespace hexloom::core::io
