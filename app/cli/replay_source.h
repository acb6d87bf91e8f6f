#pragma once
// What `replay` read: a recipe and where it came from, shared by the replay of generate's
// recipes (replay_command.cpp) and of assemble's and partition's (command_replay.cpp).
#include <QString>
#include <QTemporaryDir>
#include <optional>
#include <string>

#include "core/io/map_file.h"
#include "core/model/offset_coord.h"

namespace hexloom::cli {

// Where a recipe was read, for every message about what it says: the map file with the line and
// field that holds it (as the map reader names them), the recipe file, or the line given itself.
struct Source {
    QString recipe;
    std::optional<core::io::MapFile> map; // the map the recipe made, to compare with
    std::string where;
    std::string notCompared; // a map whose cells cannot be read (a Tiled map's tiles without kinds): why

    // "map.json:6: field \"metadata.recipe\": REASON"; a reason starting "recipe: " loses it.
    std::string about(std::string reason) const
    {
        if (reason.rfind("recipe: ", 0) == 0)
            reason.erase(0, 8);
        return where + ": " + reason;
    }
};

// Messages about the files a recipe embeds name the recipe (`source`: the argument replay was
// given), not the temporary files in `dir` they were unpacked to (gone when the message is read).
std::string namingTheRecipe(std::string message, const QTemporaryDir& dir, const QString& source);

// How many hexes differ, as the comparison line says it: "another board" (n < 0), or "1 hex" / "N
// hexes" with ", the first at row R, column C" (`first`, the first differing hex in cell order).
// The editor's Open Recipe reads this wording (ui/main_window/replay_verdict.h).
std::string differenceText(int n, core::model::OffsetCoord first);

// Replays a hexloom-recipe/3 line (core/recipe/command_recipe.h) and compares with source.map;
// `argument` as given to replay, `out` where to write the replayed map (empty: nowhere).
int replayCommandRecipe(const Source& source, const QString& argument, const QString& out);

} // namespace hexloom::cli
