#include "ui/document/recovery_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "core/io/json_fields.h"
#include "core/io/map_file.h"
#include "core/io/recipe_segments.h"
#include "core/io/rule_set_file.h"
#include "core/text/text_error.h"

namespace hexloom::ui::document {

using core::model::CellIndex;

RecoveryFile::RecoveryFile(QString path) : path_(std::move(path))
{
    if (path_.isEmpty())
        path_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery.json");
}

bool RecoveryFile::exists() const { return QFileInfo::exists(path_); }

void RecoveryFile::remove() const { QFile::remove(path_); }

RecoveryFile::Contents RecoveryFile::contentsOf(const MapDocument& doc)
{
    return {doc.content(), doc.filePath(), doc.rulesSource(), doc.unsavedEdits(), doc.recipe(), doc.fileNotes()};
}

void RecoveryFile::write(const Contents& doc) const
{
    QJsonArray cells;
    const auto& board = *doc.content.board;
    const auto& map = doc.content.map;
    const auto& rules = *doc.content.rules;
    for (CellIndex c = 0; c < board.size(); ++c) {
        const auto h = board.hex(c);
        cells.append(QJsonArray{h.q, h.r, map.terrain(c), map.token(c), map.locked(c) ? 1 : 0});
    }
    // What a save would write into the map file's metadata; a run's recipe is written here, on the
    // writer's thread (embedding a big start map takes a while).
    const core::io::MapMetadata m = MapDocument::metadataOf(doc.recipe.get(), doc.notes, &rules, map);
    QJsonObject metadata{{"created", QString::fromStdString(m.created)},
                         {"note", QString::fromStdString(m.note)},
                         {"recipe", QString::fromStdString(m.recipe)},
                         {"recipe_edited", m.recipeEdited},
                         {"algorithm", QString::fromStdString(m.algorithm)}};
    if (m.hasSeed)
        metadata.insert(QStringLiteral("seed"), QString::number(m.seed)); // a string: a double loses 64-bit seeds
    const QJsonObject root{{"format", "hexloom-recovery"},
                           {"version", 1},
                           {"path", doc.filePath},
                           {"title", doc.filePath.isEmpty() ? QString::fromStdString(rules.title) : QFileInfo(doc.filePath).fileName()},
                           {"saved_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                           {"edits", doc.unsavedEdits},
                           {"rules_source", doc.rulesSource},
                           {"rules", QJsonDocument::fromJson(core::io::writeRuleSet(rules)).object()},
                           {"parity", board.layout().parity()},
                           {"cells", cells},
                           {"metadata", metadata}};
    QDir().mkpath(QFileInfo(path_).absolutePath());
    core::io::saveFileAtomically(path_, QJsonDocument(root).toJson(QJsonDocument::Compact));
}

RecoveryFile::Summary RecoveryFile::summary() const
{
    Summary s;
    s.savedAt = QFileInfo(path_).lastModified();
    s.title = QFileInfo(path_).fileName();
    try {
        const std::string source = path_.toStdString();
        const core::io::JsonFields root(core::io::parseJson(core::io::readInputFile(path_), source).object(), source);
        if (root.text("format") != "hexloom-recovery")
            return s;
        s.originalPath = QString::fromStdString(root.text("path", std::string(), 4096));
        s.title = QString::fromStdString(root.text("title", s.originalPath.isEmpty() ? std::string("a new map") : QFileInfo(s.originalPath).fileName().toStdString(), 4096));
        const auto at = QDateTime::fromString(QString::fromStdString(root.text("saved_at", std::string(), 64)), Qt::ISODateWithMs);
        if (at.isValid())
            s.savedAt = at;
        s.unsavedEdits = root.integer("edits", 0, 1 << 30, 0);
        s.readable = true;
    } catch (const std::exception&) {
        s.readable = false;
    }
    return s;
}

RecoveryFile::Recovered RecoveryFile::read() const
{
    const std::string source = path_.toStdString();
    const core::io::JsonFields root(core::io::parseJson(core::io::readInputFile(path_), source).object(), source);
    if (root.text("format") != "hexloom-recovery")
        root.fail("format", "not a Hexloom recovery file");
    auto rules = std::make_shared<const core::rules::RuleSet>(
        core::io::parseRuleSet(QJsonDocument(root.object("rules").raw()).toJson(), source + " (rules)"));
    const QJsonArray cells = root.array("cells", core::model::kMaxBoardCells);
    std::vector<core::model::Hex> hexes;
    for (int i = 0; i < cells.size(); ++i) {
        const QJsonArray a = cells[i].toArray();
        if (a.size() != 5)
            root.fail(root.at("cells", i), "expected [q, r, terrain, token, locked]");
        hexes.push_back({a[0].toInt(), a[1].toInt()});
    }
    auto board = std::make_shared<core::model::Board>(core::model::Board::fromCells(hexes, root.integer("parity", 0, 1)));
    core::model::Map map(board->size());
    for (int i = 0; i < cells.size(); ++i) {
        const QJsonArray a = cells[i].toArray();
        const CellIndex c = board->indexOf(hexes[static_cast<size_t>(i)]);
        const int terrain = a[2].toInt();
        if (terrain != core::model::kNoTerrain && (terrain < 0 || terrain >= rules->terrainCount()))
            root.fail(root.at("cells", i), "terrain " + std::to_string(terrain) + " is not in the rule set");
        map.setTerrain(c, static_cast<core::model::TerrainId>(terrain));
        map.setToken(c, static_cast<core::model::Token>(std::clamp(a[3].toInt(), 0, 127)));
        map.setLocked(c, a[4].toInt() != 0);
    }
    // The map file's metadata as it stood (files written before it was kept have none).
    core::io::MapMetadata m;
    if (root.has("metadata")) {
        const core::io::JsonFields f = root.object("metadata");
        m.created = f.text("created", "", 64);
        m.note = f.text("note", "", 4096);
        m.recipe = f.text("recipe", "", 1 << 20);
        m.recipeEdited = f.boolean("recipe_edited", false);
        m.algorithm = f.text("algorithm", "", 64);
        if (f.has("seed")) {
            bool ok = false;
            m.seed = QString::fromStdString(f.text("seed", 20)).toULongLong(&ok);
            if (!ok)
                f.fail(f.field("seed"), "expected a whole number from 0 to 18446744073709551615");
            m.hasSeed = true;
        }
        if (m.recipe.rfind(std::string(core::io::kSegmentedRecipeMagic) + ' ', 0) == 0) {
            try {
                core::io::checkSegments(m.recipe, *board, rules->terrainCount());
            } catch (const std::invalid_argument& e) {
                f.fail(f.field("recipe"), core::text::reasonOf(e));
            }
        }
    }
    auto recipe = MapRecipe::fromFile(rules, m, m.recipeEdited ? std::nullopt : std::optional(map));
    return {{{board, rules, std::move(map)}, QString::fromStdString(root.text("rules_source", std::string(), 4096)), std::move(recipe),
             FileNotes::of(m)},
            QString::fromStdString(root.text("path", std::string(), 4096))};
}

} // namespace hexloom::ui::document
