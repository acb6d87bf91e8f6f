#pragma once
// Opening and saving maps in every format Hexloom reads. The formats themselves are listed in
// core/io/map_formats.h (the native JSON map ".json", docs/file-format.md, and the letter format for
// any other extension); these functions choose one by id or by the path's extension. Saving is atomic.
#include <QByteArray>
#include <QString>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/io/atomic_file.h" // saveFileAtomically, which many includers of this header use
#include "core/io/tiled_kind_map.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::io {

// A format by its registry id (MapFormatInfo::id, core/io/map_formats.h), or none for "by the
// path's extension". Only a name: what a format is and does lives in its registry entry.
class MapFormat {
public:
    constexpr MapFormat() = default;
    constexpr explicit MapFormat(std::string_view id) : id_(id) {}
    constexpr std::string_view id() const { return id_; }
    constexpr bool byExtension() const { return id_.empty(); }
    friend constexpr bool operator==(MapFormat a, MapFormat b) { return a.id_ == b.id_; }

    // Names for the built-in formats, for callers that mean one of them.
    static const MapFormat ByExtension, Json, Letters;

private:
    std::string_view id_; // a literal or a registry entry's id: both outlive every MapFormat
};
inline constexpr MapFormat MapFormat::ByExtension{};
inline constexpr MapFormat MapFormat::Json{"json"};
inline constexpr MapFormat MapFormat::Letters{"letters"};

struct MapMetadata {
    std::string algorithm;  // that made the map, empty when hand-made
    uint64_t seed = 0;
    bool hasSeed = false;
    std::string created;    // ISO 8601
    std::string note;
    std::string recipe;     // how a generator made the map, one line (docs/cli.md, replay); version 2
    bool recipeEdited = false; // the map was edited during or after the run `recipe` describes; version 3
};

struct MapFile {
    std::shared_ptr<const rules::RuleSet> rules;
    bool rulesEmbedded = false; // saved inside the map file rather than by name
    model::Board board;
    model::Map map;
    MapMetadata metadata;
};

// Choices some formats take when writing; each field names its format, and its default gives the
// format's usual file.
struct WriteOptions {
    // Tabletop Simulator saves: the distance between neighbouring tiles' centres, in table units
    // (about inches); 0.5 to 20.
    double ttsHexWidth = 2.0;
    // One-board Tabletop Simulator saves ("tts-board"): table units a side of a square custom board
    // at scale 1, 0.1 to 10; the default is kTtsBoardSideAtScale1 (core/io/tts_board_save.h), a
    // community measurement. Per write, so two exports in one process never see each other's side.
    double ttsBoardSide = 1.3;
    // The pictures written beside a map (Tiled tile images, Tabletop Simulator tiles and boards): the
    // palette by its name in render/palette.h, "rules" (the rule set's own colours), "colour-blind"
    // or "greyscale"; an unknown name draws in the rule set's colours.
    std::string palette = "rules";
};

// Choices some formats take when reading; each field names its format, and its default reads the
// file as it is.
struct ReadOptions {
    // Tiled maps: kinds for the tiles without a "kind" property (tiled_kind_map.h).
    TiledKindMap tiledKinds;
};

// `rulesOverride`: a built-in rule-set name or a rule-set file; empty = what the file names (JSON)
// or, for the letter format, the first built-in rule set whose letters fit (Terra Mystica first).
MapFile loadMap(const QString& path, const QString& rulesOverride = {}, MapFormat format = MapFormat::ByExtension);
// With `options`: a std::invalid_argument when they are for another format than the file's.
MapFile loadMap(const QString& path, const QString& rulesOverride, MapFormat format, const ReadOptions& options);
MapFile parseMap(const QByteArray& data, const std::string& source, MapFormat format, const QString& rulesOverride = {});
QByteArray writeMap(const MapFile& file, MapFormat format);
// Through saveFileAtomically: the old file stays whole unless every new byte is written.
void saveMap(const QString& path, const MapFile& file, MapFormat format = MapFormat::ByExtension, const WriteOptions& options = {});
// `format` unless it is ByExtension, else the format that owns the path's extension
// (MapFormats::forPath).
MapFormat formatFor(const QString& path, MapFormat format);

} // namespace hexloom::core::io
