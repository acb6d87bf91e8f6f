#!/bin/bash
# Retakes the user guide's screenshots from the real editor, driven by its keyboard shortcuts and
# menus (xdotool sends keys; the mouse is used only to point at a hex of the canvas and at the
# first thumbnail of the Suggestions band, both found from the window's own size). Needs xvfb,
# xdotool, imagemagick; starts its own X servers at 1280x800 and 1920x1080:
#   docs/images/take_screenshots.sh            (BIN=path/to/hexloom to use another build)
# Uses a scratch HOME, so your settings and recovery file are untouched; never writes resources/.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
if [ -z "${HEXLOOM_SHOT_SIZE:-}" ]; then
    for size in 1280x800 1920x1080; do
        HEXLOOM_SHOT_SIZE=$size xvfb-run -a -s "-screen 0 ${size}x24" "$0" || exit 1
    done
    # Single windows and dialogs, grabbed offscreen by the widget tests (QWidget::grab): File ->
    # Export -> PDF and Picture with Options, Help, the window at 1280x800 and 1920x1080.
    HEXLOOM_SCREENSHOTS=$ROOT/docs/images QT_QPA_PLATFORM=offscreen $ROOT/build/tests/test_ui_main_window \
        --gtest_filter='PdfExportDialog.*:PictureExportDialog.*:HelpWindow.*' >/dev/null
    # The Fairness dock on the galaxy and on Catan, the galaxy with player 3's hexes outlined, and
    # the window at 1280x800 with the Fairness tab raised and the disadvantaged player selected.
    HEXLOOM_SHOTS_DIR=$ROOT/docs/images QT_QPA_PLATFORM=offscreen $ROOT/build/tests/test_ui_docks \
        --gtest_filter='FairnessPanel.*' >/dev/null
    HEXLOOM_SHOTS_DIR=$ROOT/docs/images QT_QPA_PLATFORM=offscreen $ROOT/build/tests/test_ui_journeys \
        --gtest_filter='FairnessExplainedJourney.*' >/dev/null
    exit 0
fi

W=${HEXLOOM_SHOT_SIZE%x*}; H=${HEXLOOM_SHOT_SIZE#*x}
export HOME=/tmp/hexhome-$W; rm -rf $HOME; mkdir -p $HOME/.config/Hexloom
export XDG_RUNTIME_DIR=/tmp/xdg-editor-$W; mkdir -p $XDG_RUNTIME_DIR; chmod 700 $XDG_RUNTIME_DIR
BIN=${BIN:-$ROOT/build/app/hexloom}
OUT=$ROOT/docs/images
conf() { cat > $HOME/.config/Hexloom/Hexloom.conf; }
# The editor's window by its title ("… — Hexloom"), never Qt's 3x3 selection-owner window.
window() { xdotool search --sync --name "$1" | head -1; }
focus() { xdotool windowfocus --sync "$1"; sleep 0.3; }
start() {
    $BIN "$@" & PID=$!
    WIN=$(window ' — Hexloom$'); sleep 2
    xdotool windowmove $WIN 0 0 windowsize $WIN $W $H; sleep 1.5
    # The first start shows Getting Started; close it (Escape) unless a step wants it.
    if [ "${KEEP_HELP:-}" != 1 ] && HELP=$(xdotool search --name '^Hexloom Help$' | head -1) && [ -n "$HELP" ]; then
        focus $HELP; xdotool key Escape; sleep 0.5
    fi
    focus $WIN
}
stop() { kill $PID; wait $PID 2>/dev/null; rm -rf $HOME/.local/share/Hexloom; }
shot() { /usr/bin/import -window root $OUT/$1; echo "  $OUT/$1"; }
# The Original board's hex at row 4, column 7 (next to a river-shape violation) in the Design
# layout at 1280x800, as a fraction of the window.
canvas() { echo $((W * 69 / 100)) $((H * 535 / 1000)); }
echo "screenshots at ${W}x${H}:"

if [ $W = 1280 ]; then
    # 1. First start: Getting Started over the window.
    conf </dev/null
    KEEP_HELP=1 start
    focus $(window '^Hexloom Help$'); sleep 1
    shot getting-started.png
    stop

    # 2. Teach layout (Ctrl+Alt+2): the teaching view at a visible pace, the legend under the chart.
    conf <<'C'
[search]
algorithm=tabu
timeLimit=4
stopAtTarget=false
C
    start
    xdotool key ctrl+alt+2; sleep 1; xdotool key F5; sleep 3
    shot run-in-progress.png
    # ... and once it has ended, Search -> Replay Back (Ctrl+Alt+Left) to an early snapshot.
    sleep 3
    for i in $(seq 1 40); do xdotool key ctrl+alt+Left; sleep 0.05; done; sleep 1
    shot teach-replay.png
    stop

    # 3. Suggestion mode (Ctrl+Alt+S), four seeds; the first thumbnail clicked.
    conf <<'C'
[search]
algorithm=tabu
timeLimit=1
stopAtTarget=false
suggestions=4
C
    start
    xdotool key ctrl+alt+s; sleep 0.3; xdotool key F5; sleep 5
    xdotool mousemove 80 $((H - 120)) click 1; sleep 1.5
    shot suggestion-gallery.png
    stop

    # 4. Right-click a hex: Suggest Fixes Near Hex, then the gallery of fixes near it.
    conf <<'C'
[search]
timeLimit=1
suggestions=4
C
    start
    read X Y <<< "$(canvas)"
    xdotool mousemove $X $Y; sleep 0.5; xdotool click 3; sleep 1
    shot fix-near-menu.png
    xdotool key Down Return; sleep 5
    xdotool mousemove 80 $((H - 120)) click 1; sleep 1.5
    shot fix-near-gallery.png
    stop

    # 5. The rule-set editor (Ctrl+R) on its Requirements page: REQ1's count_twice as a check box.
    start
    xdotool key ctrl+r; sleep 2
    focus $(window 'Rule Set'); xdotool key ctrl+Tab ctrl+Tab; sleep 1
    shot rule-set-editor.png
    xdotool key Escape; sleep 0.5
    stop

    # 6. Catan.
    start $ROOT/resources/maps/catan-standard.txt; sleep 1
    shot catan.png
    stop

    # 7. Tile assembly: the Tiles layout (Ctrl+Alt+4), 42 single steps, then Assemble to the end.
    conf <<'C'
[assembly]
tileSet=terra-mystica-modular
C
    start
    xdotool key ctrl+alt+4; sleep 1
    for i in $(seq 1 42); do xdotool key ctrl+shift+F8; sleep 0.15; done
    sleep 1
    shot tile-assembly-step.png
    xdotool key F8; sleep 4
    shot tile-assembly-done.png
    stop

    # 8. Regions: the Regions layout (Ctrl+Alt+3), the continents graph opened (Ctrl+Alt+O, its
    # path typed into the file dialog) and partitioned to the end (F12).
    conf </dev/null
    start
    xdotool key ctrl+alt+3; sleep 1
    xdotool key ctrl+alt+o; sleep 1.5
    xdotool type --delay 20 "$ROOT/resources/graphs/continents.json"; xdotool key Return; sleep 1.5
    focus $WIN; xdotool key F12; sleep 4
    shot regions-panel.png
    stop

    # 9. File -> New Game (Ctrl+Alt+N) over the window, the player-slice template: its kinds with a
    # pool two tiles over the board (the live check), three seats under a third of a turn placed by
    # one click on seat 1's home, and the requirements page naming a second REQ1 at once. The
    # wizard is 900x640 wherever it opens; points are offsets inside it.
    start
    xdotool key ctrl+alt+n; sleep 1.5
    WIZ=$(window '^New Game$'); focus $WIZ
    eval "$(xdotool getwindowgeometry --shell $WIZ)"
    at() { xdotool mousemove $((X + $1)) $((Y + $2)) click ${3:-1}; sleep 0.6; }
    typed() { at $1 $2 "--repeat 3 1"; xdotool key ctrl+a; xdotool type "$3"; xdotool key Tab; sleep 0.5; }
    at 45 192                      # Player slices, like a galaxy
    at 762 617                     # Next
    typed 682 289 5                # nebula's pool: 3 -> 5, two tiles too many
    xdotool mousemove $((X + 820)) $((Y + 617)); sleep 0.3
    shot new-game-kinds.png
    typed 682 289 3; at 762 617
    typed 295 87 0; typed 295 87 3 # three players, none with a home yet
    at 300 541; at 296 629         # Symmetry of the seats: Third turn, 3 seats
    at 606 150                     # seat 1's home, the top hex: seats 2 and 3 follow
    xdotool mousemove $((X + 820)) $((Y + 617)); sleep 0.3
    shot new-game-players.png
    at 762 617                     # Requirements: a second requirement named REQ1
    at 58 106; typed 615 95 REQ1
    shot new-game-requirements.png
    xdotool key Escape; sleep 0.5
    stop
    # ... and its first page in German (Datei -> Neues Spiel).
    conf <<'C'
[ui]
language=de
C
    start
    xdotool key ctrl+alt+n; sleep 1.5
    shot new-game-de-1280x800.png
    xdotool key Escape; sleep 0.5
    stop
    # 10. Every hex says what it is: the galaxy labelled, and Catan in the colour-blind palette
    # (View -> Palette, kept in the settings).
    conf </dev/null
    start $ROOT/resources/maps/space-galaxy.txt; sleep 1
    shot canvas-labels-galaxy.png
    stop
    conf <<'C'
[view]
palette=colour-blind
C
    start $ROOT/resources/maps/catan-fair.txt; sleep 1
    shot canvas-colour-blind-catan.png
    stop
fi

# The whole window in the Design layout, and the Teach layout during a tabu run (the fast solver
# reaches 0 on this board in a few iterations, too quick to watch even at the Teach pace).
conf <<'C'
[search]
algorithm=tabu
timeLimit=6
stopAtTarget=false
C
start
shot window-${W}x${H}.png
xdotool key ctrl+alt+2; sleep 0.5; xdotool key F5; sleep 3
shot teach-${W}x${H}.png
stop
