#include "ui/document/document_files.h"

#include <stdexcept>

#include "core/io/letter_format.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/homes.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"

namespace hexloom::ui::document {

LoadedDocument openMapFile(const QString& path, const QString& rulesOverride, const core::io::ReadOptions& read)
{
    return loadedDocument(core::io::loadMap(path, rulesOverride, core::io::MapFormat::ByExtension, read), rulesOverride);
}

LoadedDocument loadedDocument(core::io::MapFile f, const QString& rulesOverride)
{
    const QString source = rulesOverride.isEmpty() ? QString::fromStdString(f.rules->name) : rulesOverride;
    // A recipe the file does not mark as edited made exactly these cells.
    auto recipe = MapRecipe::fromFile(f.rules, f.metadata, f.metadata.recipeEdited ? std::nullopt : std::optional(f.map));
    return {{std::make_shared<core::model::Board>(std::move(f.board)), f.rules, std::move(f.map)}, source, std::move(recipe), FileNotes::of(f.metadata)};
}

void saveMapFile(const MapDocument& doc, const QString& path)
{
    core::io::MapFile f{doc.content().rules, false, doc.board(), doc.map(), doc.metadata()};
    core::io::saveMap(path, f);
}

LoadedDocument builtinDocument(const QString& ruleSet, const QString& mapName)
{
    auto rules = core::io::loadRuleSet(ruleSet);
    const QByteArray text = core::io::builtinResource(QStringLiteral("maps/") + mapName + QStringLiteral(".txt"));
    if (text.isEmpty())
        throw std::runtime_error("no built-in map " + mapName.toStdString());
    auto parsed = core::io::parseLetterFormat(text, *rules, "built-in map " + mapName.toStdString());
    return {{std::make_shared<core::model::Board>(std::move(parsed.board)), rules, std::move(parsed.map)}, ruleSet, nullptr, {}};
}

LoadedDocument blankDocument(std::shared_ptr<const core::rules::RuleSet> rules, const QString& rulesSource,
                             core::model::Board board, core::model::TerrainId fill)
{
    core::model::Map map(board.size());
    if (fill < rules->terrainCount())
        for (core::model::CellIndex c = 0; c < board.size(); ++c)
            map.setTerrain(c, fill);
    core::rules::placeHomes(*rules, board, map); // homes are constraints: held and locked from the start
    return {{std::make_shared<core::model::Board>(std::move(board)), std::move(rules), std::move(map)}, rulesSource, nullptr, {}};
}

LoadedDocument newGameDocument(std::shared_ptr<const core::rules::RuleSet> rules, const QString& rulesSource)
{
    core::model::Board board = core::rules::boardOf(rules->board);
    core::model::Map map(board.size());
    core::rules::placeHomes(*rules, board, map); // the homes' tiles, locked
    core::run::Random random(1);
    map = core::search::fitToPool(map, *rules, random).map;
    return {{std::make_shared<core::model::Board>(std::move(board)), std::move(rules), std::move(map)}, rulesSource, nullptr, {}};
}

} // namespace hexloom::ui::document
