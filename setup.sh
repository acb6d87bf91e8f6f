#!/usr/bin/env bash
# Hexloom set-up: installs what is missing (Debian 12), builds with CMake + Ninja + ccache, and
#   ./setup.sh run        starts the editor on the built-in Terra Mystica Original board
#   ./setup.sh test       runs every test (ctest)
#   ./setup.sh test-asan  builds and runs every test with AddressSanitizer + UndefinedBehaviorSanitizer
#   ./setup.sh test-tsan  builds the threaded tests with ThreadSanitizer and runs them
#   ./setup.sh fuzz-smoke builds the libFuzzer targets (clang) and runs each briefly
#   ./setup.sh build      only builds
#   ./setup.sh package    builds the Debian package build/package/hexloom_VERSION_ARCH.deb (docs/install.md)
# Safe to run again: it installs nothing twice and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(build-essential cmake ninja-build pkg-config ccache qt6-base-dev qt6-base-dev-tools
  libqt6opengl6-dev qt6-svg-dev qt6-charts-dev libgl1-mesa-dev libeigen3-dev libboost-graph-dev
  libgtest-dev libgmock-dev libbenchmark-dev xvfb xauth imagemagick fonts-dejavu-core parallel poppler-utils
  gnuplot-nox libcadical-dev libz3-dev zlib1g-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n python3)
# The Debian package and its checks (./setup.sh package, tests/package): dpkg-shlibdeps finds the
# Depends; the freedesktop tools validate the desktop entry, metainfo, MIME type and man pages.
PACKAGES+=(dpkg-dev desktop-file-utils appstream shared-mime-info man-db)
PACKAGES+=(tiled) # tests check that Tiled itself reads the .tmj/.tmx Hexloom writes

# Only the sanitizer and fuzzing runs need clang and its runtime libraries.
CLANG_PACKAGES=(clang libclang-rt-14-dev)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

install_missing() { # install_missing [extra packages...]
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "Installing ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "Please run as root or install sudo: missing packages ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() { # build DIR [extra cmake args...]; HEXLOOM_TARGETS (space-separated) limits what is built
  local dir=$1; shift
  # Paths relative to the checkout and no working directory in the hash (debug info is on), so a
  # second clone of the repository reuses the first one's cache.
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-5G}
  # The precompiled headers (CMake's target_precompile_headers) are cached too: ccache needs to be
  # told that their macros and time stamps may be trusted.
  export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
  if [ ! -f "$dir/build.ninja" ]; then
    say "Configuring $dir"
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
  fi
  say "Building $dir"
  local targets=()
  for t in ${HEXLOOM_TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$dir" --parallel "$(nproc)" "${targets[@]}"
}

run_tests() { # run_tests DIR
  export QT_QPA_PLATFORM=offscreen
  export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
  chmod 700 "$XDG_RUNTIME_DIR"
  say "Running tests in $1"
  ctest --test-dir "$1" --output-on-failure --timeout 300 -j "$(nproc)"
}

command=${1:-run}
case "$command" in
  run)
    install_missing
    # Only what the editor and the command-line tool need; tests and benchmarks are built by `test`.
    HEXLOOM_TARGETS="hexloom hexloom-cli" build build
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
      cat <<TXT

Hexloom is built, but there is no display to show the editor on (DISPLAY is not set).
  - On a machine without a screen, run the editor in a virtual one:
        xvfb-run -a -s "-screen 0 1280x800x24" build/app/hexloom
  - Or work without a display:
        build/app/hexloom-cli --help
        build/app/hexloom-cli score resources/maps/terra-mystica-original.txt --cells
TXT
      exit 0
    fi
    say "Starting the editor"
    exec build/app/hexloom "${@:2}"
    ;;
  build)
    install_missing
    build build
    ;;
  test)
    install_missing
    build build
    run_tests build
    ;;
  package)
    install_missing
    # Only what the package holds (the hexloom_install_inputs target), then CPack (DEB generator).
    HEXLOOM_TARGETS="hexloom_install_inputs" build build
    say "Packaging"
    cpack --config build/CPackConfig.cmake
    ls -l build/package/*.deb
    ;;
  test-asan)
    install_missing
    build build-asan -DHEXLOOM_SANITIZE=address,undefined
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
    run_tests build-asan
    ;;
  test-tsan)
    install_missing
    tests/sanitizers/run-tsan.sh "${@:2}"
    ;;
  fuzz-smoke)
    install_missing "${CLANG_PACKAGES[@]}"
    tests/fuzz/run-fuzzers.sh --runs "${FUZZ_RUNS:-20000}" "${@:2}"
    ;;
  *)
    echo "usage: ./setup.sh [run|build|package|test|test-asan|test-tsan|fuzz-smoke]" >&2
    exit 2
    ;;
esac
