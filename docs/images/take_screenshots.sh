#!/bin/bash
# Retakes the user guide's screenshots from the real editor. Needs xvfb, xdotool, imagemagick:
#   xvfb-run -a -s "-screen 0 1280x800x24" docs/images/take_screenshots.sh
# Uses a scratch HOME so your settings and recovery file are untouched.

export HOME=/tmp/hexhome; rm -rf $HOME; mkdir -p $HOME/.config/Hexloom
export XDG_RUNTIME_DIR=/tmp/xdg-editor; mkdir -p $XDG_RUNTIME_DIR; chmod 700 $XDG_RUNTIME_DIR
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=${BIN:-$ROOT/build/app/hexloom}
OUT=$ROOT/docs/images
conf() { cat > $HOME/.config/Hexloom/Hexloom.conf; }
start() { $BIN "$@" & PID=$!; sleep 5; WIN=$(xdotool search --name "Hexloom" | head -1); xdotool windowsize $WIN 1280 800; xdotool windowmove $WIN 0 0; xdotool windowfocus $WIN; sleep 1; xdotool mousemove 640 790 click 1; sleep 0.5; }
stop() { kill $PID; wait $PID 2>/dev/null; rm -f $HOME/.local/share/Hexloom/Hexloom/recovery.json; }
shot() { /usr/bin/import -window root $OUT/$1; }

# 1. The Original board, REQ4 selected, a tooltip on a violating hex.
conf <<'C'
C
start
xdotool mousemove 100 222 click 1; sleep 1
xdotool mousemove 727 241; sleep 0.3; xdotool mousemove_relative 2 1; sleep 2.5
shot original-req4.png
stop

# 2. A live run in progress, slowed down by the teaching speed, with the chart.
conf <<'C'
[search]
timeLimit=60
stopAtTarget=false
teaching=true
stepDelayMs=6
C
start
xdotool mousemove 190 8 click 1; sleep 0.7; xdotool key Down Return; sleep 4
shot run-in-progress.png
stop

# 3. Suggestion mode: four seeds, then click the first thumbnail.
conf <<'C'
[search]
timeLimit=1
stopAtTarget=false
suggestionMode=true
suggestions=4
C
start
xdotool mousemove 190 8 click 1; sleep 0.7; xdotool key Down Return; sleep 6
xdotool mousemove 90 625 click 1; sleep 1.5
shot suggestion-gallery.png
stop

# 4. Catan.
conf <<'C'
C
start $ROOT/resources/maps/catan-standard.txt
xdotool mousemove 100 131 click 1; sleep 1
shot catan.png
stop

# 5. The rule-set editor.
start
xdotool key ctrl+r; sleep 2
xdotool mousemove 365 104 click 1; sleep 1
shot rule-set-editor.png
xdotool key Escape; sleep 0.5
stop

# 6. Tile assembly: close the Suggestions dock for room, open the Tile Assembly tab, 42 single
# steps (the last one chooses a gap), then Assemble to the end.
conf <<'C'
[assembly]
tileSet=terra-mystica-modular
C
start
xdotool mousemove 1272 572 click 1; sleep 1
xdotool mousemove 232 763 click 1; sleep 1
for i in $(seq 1 42); do xdotool key ctrl+shift+F8; sleep 0.15; done
sleep 1
shot tile-assembly-step.png
xdotool key F8; sleep 4
shot tile-assembly-done.png
stop

# 7. The Regions panel: a wheel graph drawn with the mouse and labelled, then partitioned (F12).
conf <<'C'
C
start
xdotool mousemove 1271 281 click 1; sleep 0.4; xdotool mousemove 1271 572 click 1; sleep 0.5 # close Progress, Suggestions
xdotool mousemove 1001 763 click 1; sleep 0.8                                                # the Regions tab
NODES=("1088 262" "1088 192" "1170 262" "1088 332" "1006 262")
for p in "${NODES[@]}"; do xdotool mousemove $p click 1; sleep 0.3; done                     # click: a region
for e in "0 1" "0 2" "0 3" "0 4" "1 2" "2 3" "3 4" "4 1"; do                                 # drag: an adjacency
  set -- $e; read x1 y1 <<< "${NODES[$1]}"; read x2 y2 <<< "${NODES[$2]}"
  xdotool mousemove $x1 $y1 mousedown 1 mousemove $(( (x1+x2)/2 )) $(( (y1+y2)/2 )) mousemove $x2 $y2 mouseup 1; sleep 0.2
done
NAMES=(lake north east south west); LETTERS=(B G Y R S)
for i in 0 1 2 3 4; do                                                                       # double-click: label it
  xdotool mousemove ${NODES[$i]} click --repeat 2 --delay 80 1; sleep 0.3
  xdotool key ctrl+a type --delay 30 "${NAMES[$i]}"; xdotool key Tab; sleep 0.2; xdotool type "${LETTERS[$i]}"; sleep 0.3
done
xdotool key F12; sleep 2
shot regions-panel.png
stop

# 8. Screenshots of single windows and dialogs, grabbed offscreen by the widget tests
# (QWidget::grab): File -> Export -> PDF and Picture with Options, Help, the window at 1280x800.
HEXLOOM_SCREENSHOTS=$OUT QT_QPA_PLATFORM=offscreen $ROOT/build/tests/test_ui_main_window --gtest_filter='PdfExportDialog.*:PictureExportDialog.*:HelpWindow.*:WindowLayoutTest.Design*' >/dev/null
