<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ReplayVerdict</name>
    <message numerus="yes">
        <source>Recipe reproduced exactly: all %n hex(es) are the same as in the map</source>
        <translation>
            <numerusform>Recipe reproduced exactly: the %n hex is the same as in the map</numerusform>
            <numerusform>Recipe reproduced exactly: all %n hexes are the same as in the map</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es), the first at row %1, column %2</source>
        <translation>
            <numerusform>The replay differs from the map in %n hex, at row %1, column %2</numerusform>
            <numerusform>The replay differs from the map in %n hexes, the first at row %1, column %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The replay differs from the map in %n hex(es)</source>
        <translation>
            <numerusform>The replay differs from the map in %n hex</numerusform>
            <numerusform>The replay differs from the map in %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SymmetryText</name>
    <message numerus="yes">
        <source>%n fixed hex(es)</source>
        <translation>
            <numerusform>%n fixed hex</numerusform>
            <numerusform>%n fixed hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of %1 hexes</source>
        <translation>
            <numerusform>%n orbit of %1 hexes</numerusform>
            <numerusform>%n orbits of %1 hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the board has %n free</source>
        <translation>
            <numerusform>the board has %n free</numerusform>
            <numerusform>the board has %n free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The number tokens cannot be %1 symmetric: %n number(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>The number tokens cannot be %1 symmetric: %n number has a count that is not a multiple of %2 (%3) and needs %4, but %5</numerusform>
            <numerusform>The number tokens cannot be %1 symmetric: %n numbers have counts that are not a multiple of %2 (%3) and need %4, but %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pool cannot be %1 symmetric: %n kind(s) have counts that are not a multiple of %2 (%3) and need %4, but %5</source>
        <translation>
            <numerusform>The pool cannot be %1 symmetric: %n kind has a count that is not a multiple of %2 (%3) and needs %4, but %5</numerusform>
            <numerusform>The pool cannot be %1 symmetric: %n kinds have counts that are not a multiple of %2 (%3) and need %4, but %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::KindRemovalDialog</name>
    <message numerus="yes">
        <source>%1 is named in %n place(s):</source>
        <translation>
            <numerusform>%1 is named in %n place:</numerusform>
            <numerusform>%1 is named in %n places:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameKindsPage</name>
    <message numerus="yes">
        <source>%1 tiles for %n hex(es)</source>
        <translation>
            <numerusform>%1 tiles for %n hex</numerusform>
            <numerusform>%1 tiles for %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGamePlayersPage</name>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry</source>
        <translation>
            <numerusform>Not for this board: %n hex has no image under this symmetry</numerusform>
            <numerusform>Not for this board: %n hexes have no image under this symmetry</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::dialogs::NewGameStartPage</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphDock</name>
    <message numerus="yes">
        <source>%n region(s), %1 adjacencies</source>
        <translation>
            <numerusform>%n region, %1 adjacencies</numerusform>
            <numerusform>%n regions, %1 adjacencies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Found a partition: %n region(s), %1 removed hexes. Apply writes it into the map.</source>
        <translation>
            <numerusform>Found a partition: %n region, %1 removed hexes. Apply writes it into the map.</numerusform>
            <numerusform>Found a partition: %n regions, %1 removed hexes. Apply writes it into the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Regions applied: %n hex(es) changed</source>
        <translation>
            <numerusform>Regions applied: %n hex changed</numerusform>
            <numerusform>Regions applied: %n hexes changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n locked hex(es) kept</source>
        <translation>
            <numerusform>; %n locked hex kept</numerusform>
            <numerusform>; %n locked hexes kept</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::ConstraintGraphView</name>
    <message numerus="yes">
        <source>%n inside</source>
        <translation>
            <numerusform>%n inside</numerusform>
            <numerusform>%n inside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::FairnessPanel</name>
    <message numerus="yes">
        <source>%n hex(es) within reach slow or block the way (%1)</source>
        <translation>
            <numerusform>%n hex within reach slows or blocks the way (%1)</numerusform>
            <numerusform>%n hexes within reach slow or block the way (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spread %1 (highest - lowest value), mean %2, %n violation(s)%3.</source>
        <translation>
            <numerusform>Spread %1 (highest - lowest value), mean %2, %n violation%3.</numerusform>
            <numerusform>Spread %1 (highest - lowest value), mean %2, %n violations%3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No player-value requirement measures how fair the map is for the %n player(s): add one in the rule-set editor.</source>
        <translation>
            <numerusform>No player-value requirement measures how fair the map is for the %n player: add one in the rule-set editor.</numerusform>
            <numerusform>No player-value requirement measures how fair the map is for the %n players: add one in the rule-set editor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RegionNodeForm</name>
    <message numerus="yes">
        <source>%n pinned hex(es) from the graph file.</source>
        <translation>
            <numerusform>%n pinned hex from the graph file.</numerusform>
            <numerusform>%n pinned hexes from the graph file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holds a nested graph of %n region(s), partitioned inside this region afterwards.</source>
        <translation>
            <numerusform>Holds a nested graph of %n region, partitioned inside this region afterwards.</numerusform>
            <numerusform>Holds a nested graph of %n regions, partitioned inside this region afterwards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::RunMonitorDock</name>
    <message numerus="yes">
        <source>Starting %n run(s)…</source>
        <translation>
            <numerusform>Starting %n run…</numerusform>
            <numerusform>Starting %n runs…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n result(s) from before your edits were not applied</source>
        <translation>
            <numerusform>&lt;br&gt;%n result from before your edits was not applied</numerusform>
            <numerusform>&lt;br&gt;%n results from before your edits were not applied</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SuggestionGallery</name>
    <message numerus="yes">
        <source>score %1 · %n changed
%2 · %3, seed %4</source>
        <translation>
            <numerusform>score %1 · %n changed
%2 · %3, seed %4</numerusform>
            <numerusform>score %1 · %n changed
%2 · %3, seed %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from</source>
        <translation>
            <numerusform>%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from</numerusform>
            <numerusform>%5: score %1 after %2 iterations (%3 s); changes %n of %4 hexes of the map it started from</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::SymmetryBox</name>
    <message numerus="yes">
        <source>Not for this board: %n hex(es) have no image under this symmetry (%1)</source>
        <translation>
            <numerusform>Not for this board: %n hex has no image under this symmetry (%1)</numerusform>
            <numerusform>Not for this board: %n hexes have no image under this symmetry (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orbit(s) of hexes; the pool divides over them.</source>
        <translation>
            <numerusform>%n orbit of hexes; the pool divides over it.</numerusform>
            <numerusform>%n orbits of hexes; the pool divides over them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileList</name>
    <message numerus="yes">
        <source>%1
%2 · %n hex(es) · placed %3</source>
        <translation>
            <numerusform>%1
%2 · %n hex · placed %3</numerusform>
            <numerusform>%1
%2 · %n hexes · placed %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::docks::TileSetDock</name>
    <message numerus="yes">
        <source>Assembled with %n tile(s), seed %1: Apply (Ctrl+F8) writes it into the map</source>
        <translation>
            <numerusform>Assembled with %n tile, seed %1: Apply (Ctrl+F8) writes it into the map</numerusform>
            <numerusform>Assembled with %n tiles, seed %1: Apply (Ctrl+F8) writes it into the map</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::MainWindow</name>
    <message numerus="yes">
        <source>Suggestion applied; %n hex(es) you edited since were kept</source>
        <translation>
            <numerusform>Suggestion applied; %n hex you edited since was kept</numerusform>
            <numerusform>Suggestion applied; %n hexes you edited since were kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hexloom did not close properly last time. Restore the map you were editing, “%1” (autosaved %2, %n unsaved edit(s))?</source>
        <translation>
            <numerusform>Hexloom did not close properly last time. Restore the map you were editing, “%1” (autosaved %2, %n unsaved edit)?</numerusform>
            <numerusform>Hexloom did not close properly last time. Restore the map you were editing, “%1” (autosaved %2, %n unsaved edits)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>

%n more unsaved map(s) will be offered at the next start.</source>
        <translation>
            <numerusform>

%n more unsaved map will be offered at the next start.</numerusform>
            <numerusform>

%n more unsaved maps will be offered at the next start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · breaks %n requirement(s)</source>
        <translation>
            <numerusform> · breaks %n requirement</numerusform>
            <numerusform> · breaks %n requirements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The suggestion changes %n hex(es): the small hexes show its terrain</source>
        <translation>
            <numerusform>The suggestion changes %n hex: the small hexes show its terrain</numerusform>
            <numerusform>The suggestion changes %n hexes: the small hexes show its terrain</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::PdfWriter</name>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Wrote %1 (%n page)</numerusform>
            <numerusform>Wrote %1 (%n pages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::TtsExportDialog</name>
    <message numerus="yes">
        <source>%n locked hex tile(s), %1 table units apart, with one image per kind beside the save.</source>
        <translation>
            <numerusform>%n locked hex tile, %1 table units apart, with one image per kind beside the save.</numerusform>
            <numerusform>%n locked hex tiles, %1 table units apart, with one image per kind beside the save.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexloom::ui::main_window::WhyNotZero</name>
    <message numerus="yes">
        <source>
%n solver call(s) in %1 s.</source>
        <translation>
            <numerusform>
%n solver call in %1 s.</numerusform>
            <numerusform>
%n solver calls in %1 s.</numerusform>
        </translation>
    </message>
</context>
</TS>
