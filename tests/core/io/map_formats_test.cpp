// The map format registry: every registered format writes every shipped map and reads it back to
// the same cells (and locks, where it says it keeps them), every extension belongs to one format,
// and formatFor, MapFormat and the dialog filters all come from the registry. A new format passes
// these without a line here.
#include "core/io/map_formats.h"

#include <gtest/gtest.h>
#include <set>

#include "core/io/rule_set_file.h"

namespace hexloom::core::io {
namespace {

using model::CellIndex;

MapFile shipped(const QString& name)
{
    return parseMap(builtinResource(QStringLiteral("maps/") + name + QStringLiteral(".txt")), name.toStdString(), MapFormat::Letters);
}

TEST(MapFormatsTest, EveryFormatWritesEveryShippedMapAndReadsItBack)
{
    ASSERT_FALSE(MapFormats::all().empty());
    for (const MapFormatInfo& format : MapFormats::all()) {
        if (!format.read)
            continue; // written only (a Tabletop Simulator save): its own tests check what it writes
        for (const QString& name : builtinMapNames()) {
            SCOPED_TRACE(format.id + " " + name.toStdString());
            MapFile f = shipped(name);
            for (CellIndex i = 0; i < f.board.size(); i += 3)
                f.map.setLocked(i, true);
            const std::string source = name.toStdString() + "." + format.extensions.front().toStdString();
            // A format that does not keep the rule set is read back with it, as `--rules` does.
            const QString rules = format.keepsRuleSet ? QString() : QString::fromStdString(f.rules->name);
            const MapFile back = format.read(format.write(f), source, rules);
            ASSERT_EQ(back.board.size(), f.board.size());
            EXPECT_EQ(back.rules->name, f.rules->name);
            for (CellIndex i = 0; i < f.board.size(); ++i) {
                const CellIndex j = back.board.indexAtOffset(f.board.offset(i));
                ASSERT_GE(j, 0);
                EXPECT_EQ(back.map.terrain(j), f.map.terrain(i));
                EXPECT_EQ(back.map.token(j), f.map.token(i));
                if (format.keepsLocks) {
                    EXPECT_EQ(back.map.locked(j), f.map.locked(i));
                }
            }
        }
    }
}

TEST(MapFormatsTest, EveryExtensionBelongsToExactlyOneFormat)
{
    std::set<QString> extensions;
    std::set<std::string> ids;
    int fallbacks = 0;
    for (const MapFormatInfo& format : MapFormats::all()) {
        EXPECT_TRUE(ids.insert(format.id).second) << "id " << format.id << " twice";
        EXPECT_EQ(format.extensions.isEmpty(), !format.read) << format.id << ": a format owns extensions exactly when it reads";
        fallbacks += format.fallback ? 1 : 0;
        for (const QString& e : format.extensions) {
            EXPECT_EQ(e, e.toLower()) << format.id;
            EXPECT_TRUE(extensions.insert(e).second) << "extension " << e.toStdString() << " twice";
            EXPECT_EQ(&MapFormats::forPath(QStringLiteral("some/map.") + e), &format) << e.toStdString();
            EXPECT_EQ(&MapFormats::forPath(QStringLiteral("MAP.") + e.toUpper()), &format) << e.toStdString();
            EXPECT_EQ(formatFor(QStringLiteral("m.") + e, MapFormat::ByExtension), MapFormat(format.id));
        }
        EXPECT_EQ(MapFormats::find(format.id), &format);
        EXPECT_TRUE(format.write) << format.id;
        if (!format.read) {
            EXPECT_THROW(parseMap("{}", "x.json", MapFormat(format.id)), std::invalid_argument) << format.id;
        }
    }
    EXPECT_EQ(fallbacks, 1) << "one format reads the paths no extension claims";
}

TEST(MapFormatsTest, MapFormatNamesRegistryIds)
{
    EXPECT_NE(MapFormats::find(std::string(MapFormat::Json.id())), nullptr);
    EXPECT_NE(MapFormats::find(std::string(MapFormat::Letters.id())), nullptr);
    EXPECT_TRUE(MapFormat::ByExtension.byExtension());
    EXPECT_EQ(formatFor(QStringLiteral("map"), MapFormat::ByExtension), MapFormat::Letters) << "no extension: the fallback";
    EXPECT_EQ(formatFor(QStringLiteral("map.board"), MapFormat::ByExtension), MapFormat::Letters);
    EXPECT_EQ(formatFor(QStringLiteral("a.json"), MapFormat::Letters), MapFormat::Letters) << "a named format wins";
    EXPECT_THROW(formatFor(QStringLiteral("a.json"), MapFormat("xml")), std::invalid_argument);
    EXPECT_EQ(MapFormats::find("xml"), nullptr);
}

TEST(MapFormatsTest, DialogFiltersComeFromTheRegistry)
{
    EXPECT_EQ(MapFormats::dialogFilters(),
              QStringLiteral("Maps (*.json *.txt *.csv *.tmj *.tmx);;Hexloom maps (*.json);;Letter format (*.txt *.csv);;"
                             "Tiled maps (*.tmj);;Tiled maps (XML) (*.tmx);;All files (*)"));
    EXPECT_EQ(MapFormats::idList(), "json, letters, tiled, tiled-xml, tts or tts-board");
    for (const MapFormatInfo& format : MapFormats::all())
        EXPECT_EQ(MapFormats::dialogFilters().contains(format.filter()), !format.extensions.isEmpty()) << format.id;
}

TEST(MapFormatsTest, TheEditorsTranslationOfEveryNameReachesTheFilters)
{
    // The editor passes its translation; every shown name goes through it, the patterns do not.
    const QString filters = MapFormats::dialogFilters([](const QString& english) { return QStringLiteral("<") + english + QStringLiteral(">"); });
    EXPECT_TRUE(filters.startsWith(QStringLiteral("<Maps> (*.json"))) << filters.toStdString();
    EXPECT_TRUE(filters.endsWith(QStringLiteral(";;<All files> (*)"))) << filters.toStdString();
    for (const MapFormatInfo& format : MapFormats::all()) {
        if (!format.extensions.isEmpty()) {
            EXPECT_TRUE(filters.contains(QStringLiteral(";;<") + format.displayName + QStringLiteral("> (") + format.patterns() + QStringLiteral(")"))) << format.id;
        }
    }
}

} // namespace
} // namespace hexloom::core::io
