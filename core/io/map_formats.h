#pragma once
// The map formats Hexloom reads and writes, one entry each: what the CLI calls it, what the file
// dialogs show, which extensions it owns, how it reads and writes, and what it keeps. Everything
// that chooses a format (formatFor, `convert --to`, the editor's Open and Save As filters) asks
// this registry, so a new format is its own files plus one line in map_formats.cpp
// (docs/extending.md "A map format").
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>
#include <vector>

#include "core/io/map_file.h"

namespace hexloom::core::io {

// A file a format writes beside the map (a Tiled map's tile images), relative to the map's folder.
struct CompanionFile {
    QString path;
    QByteArray data;
};

struct MapFormatInfo {
    std::string id;       // the CLI's name (`convert --to ID`) and what MapFormat holds: "json"
    QString displayName;  // for file dialogs: "Hexloom maps"
    QStringList extensions; // lower case, without the dot; every one belongs to this format alone
    bool fallback = false;  // reads every path whose extension no format owns (one format only)
    bool keepsLocks = false;
    bool keepsMetadata = false; // algorithm, seed, note, recipe
    bool keepsRuleSet = false;  // names or embeds the rule set; otherwise read back with --rules
    // Empty for a format Hexloom writes but does not read (a Tabletop Simulator save): such a format
    // owns no extension, is in no Open or Save As filter, and is chosen by `convert --to` or an
    // Export action; reading a file as it says so (MapFormats::reader).
    std::function<MapFile(const QByteArray& data, const std::string& source, const QString& rulesOverride)> read;
    // Optional: the reader that takes ReadOptions (a Tiled map's kind map); loadMap with options
    // refuses a format without it.
    std::function<MapFile(const QByteArray& data, const std::string& source, const QString& rulesOverride, const ReadOptions& options)> readWith;
    std::function<QByteArray(const MapFile& file)> write;
    // Optional: the writer saveMap uses when it is set, for formats that name files by absolute
    // path (a Tabletop Simulator save's image URLs); `path` is the absolute path being written.
    std::function<QByteArray(const MapFile& file, const QString& path, const WriteOptions& options)> writeAt;
    // What writing `file` in this format leaves out, one sentence each (the CLI says them); may be empty.
    std::function<std::vector<std::string>(const MapFile& file)> losses;
    // Optional: the files saving writes beside the map, before the map itself (saveMap).
    std::function<std::vector<CompanionFile>(const MapFile& file, const WriteOptions& options)> companions;
    // Optional, instead of `companions`: the files beside the map when their names follow the
    // map's own `path` (a one-object Tabletop Simulator save's "NAME-board.png").
    std::function<std::vector<CompanionFile>(const MapFile& file, const QString& path, const WriteOptions& options)> companionsAt;

    // "Hexloom maps (*.json)"; the editor passes `displayName` translated.
    QString filter() const { return filter(displayName); }
    QString filter(const QString& name) const;
    QString patterns() const; // "*.txt *.csv"
};

class MapFormats {
public:
    // In registration order: the native format first.
    static const std::vector<MapFormatInfo>& all();
    // nullptr for an id no format has.
    static const MapFormatInfo* find(const std::string& id);
    // The format owning the path's extension, else the fallback format.
    static const MapFormatInfo& forPath(const QString& path);
    // `format` itself unless it is ByExtension, then forPath; throws std::invalid_argument for an
    // unknown id.
    static const MapFormatInfo& resolve(const QString& path, MapFormat format);
    // `format.read`, or throws std::invalid_argument for a format Hexloom only writes.
    static const MapFormatInfo& reader(const MapFormatInfo& format);
    // "json or letters", for usage messages.
    static std::string idList();
    // The Open/Save As filter: every map, then each format, then all files:
    // "Maps (*.json *.txt *.csv);;Hexloom maps (*.json);;Letter format (*.txt *.csv);;All files (*)".
    // The names are marked core texts ("hexloom::core"): the editor passes `translate` (a marked
    // English text to the user's language), the default keeps English.
    static QString dialogFilters(const std::function<QString(const QString&)>& translate = {});
};

} // namespace hexloom::core::io
