#pragma once
// What `hexloom-cli replay` said about the map it was given, read from the lines it prints
// (docs/cli.md, "replay": `reproduced exactly: all N hexes are the same`, `differs from the map: N
// hexes, the first at row R, column C[; why]`, `note: the cells were not compared with the map:
// REASON`) and worded again for the editor through tr(): File → Open Recipe shows it in the status
// bar once the replayed map is open, for every map (native or Tiled) as for the command line.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

#include "core/model/offset_coord.h"

namespace hexloom::ui::main_window {

class ReplayVerdict {
    Q_DECLARE_TR_FUNCTIONS(ReplayVerdict)

public:
    enum class Kind {
        NoMap,       // a recipe line or recipe file: nothing to compare with
        Reproduced,  // every hex the same
        Differs,     // `count` hexes differ (-1: another board)
        NotCompared, // the map's cells could not be read; `reason` says why (the CLI's English)
    };
    // Why a difference is no error, as the CLI says it.
    enum class Excuse { None, MapEdited, EditsLeftOut };

    Kind kind = Kind::NoMap;
    int count = 0; // Reproduced: the board's hexes; Differs: the differing hexes, -1 for another board
    std::optional<core::model::OffsetCoord> first; // Differs: the first differing hex
    Excuse excuse = Excuse::None;
    bool timed = false; // a time-limited recipe, which may differ on another machine
    QString reason;

    // Reads the CLI's standard output; lines it does not know are ignored.
    static ReplayVerdict read(const QByteArray& output);
    // One sentence for the status bar; empty for NoMap.
    QString text() const;
};

} // namespace hexloom::ui::main_window
