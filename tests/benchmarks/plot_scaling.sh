#!/usr/bin/env bash
# Time to score 0 against board size (strict rules, from a shuffle, one thread), with an n log n
# curve through the smallest board for comparison: runs `hexloom-cli bench` on the Original board
# (113 hexes, 1,000 runs) and the scaled boards of make_scaled_maps.py (RUNS runs each), writes
# OUT/scaling.dat (one row per board: hexes, runs, runs at 0, the median processor time of a run to
# 0 in ms, a run that did not reach 0 counted as never, and the n log n reference) and draws
# OUT/scaling.png with gnuplot (Debian's gnuplot-nox). Processor time (`processor_ms`, set-up
# included) rather than wall clock, so that the figures hold on a shared machine.
# Usage: tests/benchmarks/plot_scaling.sh BUILD_DIR OUT_DIR [RUNS] [TIME_LIMIT]
set -euo pipefail
build=${1:?build directory}
out=${2:?output directory}
runs=${3:-5}
limit=${4:-10s}
here=$(cd "$(dirname "$0")" && pwd)
cli="$build/app/hexloom-cli"
mkdir -p "$out/maps"
python3 "$here/make_scaled_maps.py" "$out/maps" >/dev/null
bench() { # bench RUNS [--map FILE]
  local n=$1; shift
  "$cli" bench --rules terra-mystica-strict --shuffle --runs "$n" --time-limit "$limit" --threads 1 --json --quiet "$@"
}
{
  bench 1000 > "$out/bench-113.json"
  for n in 1854 7452 29880; do
    bench "$runs" --map "$out/maps/tm-$n.txt" > "$out/bench-$n.json"
  done
}
python3 - "$out" <<'PY'
import json, math, statistics, sys
out = sys.argv[1]
rows = []
for n in (113, 1854, 7452, 29880):
    runs = json.load(open(f"{out}/bench-{n}.json"))["runs"]
    times = sorted(r["processor_ms"] if r["time_to_target_ms"] is not None else math.inf for r in runs)
    rows.append((n, len(runs), sum(r["time_to_target_ms"] is not None for r in runs), statistics.median(times)))
base = rows[0][3] / (113 * math.log(113))
with open(f"{out}/scaling.dat", "w") as f:
    f.write("# hexes runs at_zero median_ms nlogn_ms\n")
    for n, total, zero, median in rows:
        f.write(f"{n} {total} {zero} {median:.3f} {base * n * math.log(n):.3f}\n")
PY
gnuplot <<GP
set terminal pngcairo size 800,520 noenhanced
set output "$out/scaling.png"
set title "Time to score 0: strict rules, from a shuffle, 1 thread (median processor time)"
set xlabel "hexes"
set ylabel "ms (processor)"
set logscale xy
set grid
set key top left
plot "$out/scaling.dat" using 1:4 with linespoints lw 2 pt 7 title "Hexloom fast solver", \
     "$out/scaling.dat" using 1:5 with lines dt 2 lw 2 title "n log n through 113 hexes"
GP
cat "$out/scaling.dat"
