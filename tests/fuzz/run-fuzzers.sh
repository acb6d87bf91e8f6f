#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang, ASan + UBSan + coverage) in a build directory of
# their own and runs each for a number of executions, one after another, from seed corpora taken
# from resources/, tests/fuzz/seeds/ and tests/data/bad/. Stops at the first crash, leak, sanitizer
# report or broken property and names the saved input. See docs/robustness.md.
#
#   tests/fuzz/run-fuzzers.sh                      every target, one million executions each
#   tests/fuzz/run-fuzzers.sh --runs 20000         a quick smoke run (CI)
#   tests/fuzz/run-fuzzers.sh rule_set parameter   only these targets
#   options: --runs N  --max-time SECONDS (stop a target earlier)  --build-dir DIR (default build-fuzz)  --no-build
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD

RUNS=1000000
MAX_TIME=0
BUILD=build-fuzz
DO_BUILD=1
TARGETS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift 2 ;;
    --max-time) MAX_TIME=$2; shift 2 ;;
    --build-dir) BUILD=$2; shift 2 ;;
    --no-build) DO_BUILD=0; shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    -*) echo "run-fuzzers.sh: unknown option $1" >&2; exit 2 ;;
    *) TARGETS+=("$1"); shift ;;
  esac
done

# Largest input each target generates: a little above its largest seed keeps runs to minutes.
# libFuzzer cuts longer seeds to this length, so it must exceed the real files it starts from
# (shipped tile sets are 4.9 to 20 KB; the committed map seeds at most 8 KB).
max_len_for() {
  case "$1" in
    letter_format) echo 1024 ;;
    parameter) echo 256 ;;
    tile_set) echo 24576 ;;
    map_json) echo 10240 ;;
    *) echo 4096 ;;
  esac
}

# Seed files for a target (globs that match nothing are skipped).
seeds_for() {
  case "$1" in
    letter_format) echo resources/maps/*.txt tests/data/bad/letters/* ;;
    rule_set) echo resources/rules/*.json tests/data/bad/rules/* ;;
    map_json) echo tests/fuzz/seeds/map_json/*.json tests/data/bad/maps/* ;;
    tile_set) echo resources/tilesets/*.json tests/data/bad/tilesets/* ;;
    constraint_graph) echo resources/graphs/*.json tests/data/bad/graphs/* ;;
    parameter) echo tests/fuzz/seeds/parameter/* ;;
  esac
}

if [ "$DO_BUILD" = 1 ]; then
  export CCACHE_BASEDIR=$ROOT CCACHE_NOHASHDIR=1
  if [ ! -f "$BUILD/build.ninja" ]; then
    cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
      -DHEXLOOM_FUZZ=ON -DHEXLOOM_BUILD_TESTS=OFF -DHEXLOOM_BUILD_UI=OFF
  fi
  ninja -C "$BUILD" -j2 hexloom_fuzzers
fi

if [ ${#TARGETS[@]} -eq 0 ]; then
  for exe in "$BUILD"/tests/fuzz/fuzz_*; do
    [ -f "$exe" ] && [ -x "$exe" ] && TARGETS+=("$(basename "$exe" | sed 's/^fuzz_//')")
  done
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$ROOT/tests/sanitizers/lsan.supp}
export QT_QPA_PLATFORM=offscreen

status=0
printf '%-18s %12s %9s %8s  %s\n' target executions seconds corpus result
for t in "${TARGETS[@]}"; do
  exe=$BUILD/tests/fuzz/fuzz_$t
  [ -x "$exe" ] || { echo "run-fuzzers.sh: no fuzz target $t (built: $(ls "$BUILD"/tests/fuzz | grep ^fuzz_ | tr '\n' ' '))" >&2; exit 2; }
  corpus=$BUILD/fuzz-corpus/$t artifacts=$BUILD/fuzz-artifacts/$t log=$BUILD/fuzz-logs/$t.log
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  for f in $(seeds_for "$t"); do [ -f "$f" ] && cp "$f" "$corpus/seed-$(basename "$f")"; done
  dict=tests/fuzz/dictionaries/$t.dict
  args=(-runs="$RUNS" -max_len="$(max_len_for "$t")" -max_total_time="$MAX_TIME" -artifact_prefix="$artifacts/" -print_final_stats=1)
  [ -f "$dict" ] && args+=(-dict="$dict")
  start=$(date +%s)
  if "$exe" "${args[@]}" "$corpus" >"$log" 2>&1; then result=ok; else result="FAILED (see $log)"; status=1; fi
  seconds=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  printf '%-18s %12s %9s %8s  %s\n' "$t" "${execs:-?}" "$seconds" "$(ls "$corpus" | wc -l)" "$result"
  if [ "$result" != ok ]; then
    grep -E 'ERROR|SUMMARY|violated|Test unit written|uncaught|terminate' "$log" | head -8 >&2 || true
    break
  fi
done
exit $status
