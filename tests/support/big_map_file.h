#pragma once
// A 144 x 208-hex (29,880) Terra Mystica-shaped map file for the editor's big-board tests: the
// Original board's terrain mix shuffled by `seed`, every 7th hex locked, saved as a native map.
// Over MapDocument::kBackgroundScoringHexes, so the editor scores, saves and draws it on workers.
#include <QString>
#include <random>

#include "ui/document/document_files.h"
#include "ui/document/map_document.h"

namespace hexloom::test {

inline QString writeBigMapFile(const QString& path, unsigned seed)
{
    using core::model::CellIndex;
    const auto original = ui::document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    auto loaded = ui::document::blankDocument(original.content.rules, original.rulesSource, core::model::Board::terraMystica(144, 208), 0);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<CellIndex> pick(0, original.content.map.size() - 1);
    auto& map = loaded.content.map;
    for (CellIndex c = 0; c < map.size(); ++c) {
        map.setTerrain(c, original.content.map.terrain(pick(rng)));
        map.setLocked(c, c % 7 == 0);
    }
    ui::document::MapDocument doc(loaded.content);
    ui::document::saveMapFile(doc, path);
    return path;
}

} // namespace hexloom::test
