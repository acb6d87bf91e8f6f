#!/usr/bin/env bash
# Builds the threaded tests with ThreadSanitizer in a build directory of its own and runs them:
# the core's run control and solver runs cancelled from another thread (test_robustness), the
# portfolio's member threads (test_core_search, PortfolioTest), the CLI's parallel bench
# (hexloom-cli bench --threads 2, whose std::thread pool has no in-process test), the
# editor's run controller with its QtConcurrent workers (test_ui_run) and the 200-run stress test
# (test_ui_robustness, RunStress). Qt's uninstrumented internals are suppressed by tsan.supp, and
# nothing else; any report fails the script. See docs/robustness.md.
#   tests/sanitizers/run-tsan.sh [--core-only] [--build-dir DIR]   (default build-tsan)
#   --core-only: only the core's threaded tests (no editor library to build: much faster)
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=build-tsan
CORE_ONLY=0
while [ $# -gt 0 ]; do
  case "$1" in
    --core-only) CORE_ONLY=1; shift ;;
    --build-dir) BUILD=$2; shift 2 ;;
    *) echo "run-tsan.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEXLOOM_SANITIZE=thread
fi
ninja -C "$BUILD" -j2 test_robustness test_core_search test_core_rules hexloom-cli

export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
chmod 700 "$XDG_RUNTIME_DIR"
# The core's threads (std::thread, no Qt in between): no suppressions at all.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 history_size=4"
"$BUILD"/tests/test_robustness --gtest_filter='RunThreads.*'
"$BUILD"/tests/test_core_search --gtest_filter='PortfolioTest.*:ScorePlanTest.Concurrent*'
# The shared rule compilation: caches and lent workspaces under evaluators built on many threads.
"$BUILD"/tests/test_core_rules --gtest_filter='CompiledRulesTest.Concurrent*'
# halt_on_error makes a report end the process with a non-zero status, which set -e turns into failure.
"$BUILD"/app/hexloom-cli bench --rules catan --shuffle --runs 6 --threads 2 --time-limit 0.5s >/dev/null
if [ "$CORE_ONLY" = 0 ]; then
  # The editor's QtConcurrent workers: Qt's uninstrumented hand-off needs tsan.supp.
  export TSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/tsan.supp halt_on_error=1 second_deadlock_stack=1 history_size=4"
  ninja -C "$BUILD" -j2 test_ui_run test_ui_robustness test_ui_document
  "$BUILD"/tests/test_ui_run
  "$BUILD"/tests/test_ui_robustness --gtest_filter='RunStress.*'
  # The document's workers on big boards: background scoring and the Fairness dock's reports.
  "$BUILD"/tests/test_ui_document --gtest_filter='BackgroundScoring.*:MapReportWorker.*'
fi
echo "run-tsan.sh: no ThreadSanitizer reports"
