#!/usr/bin/env bash
# The Debian package, end to end (docs/install.md): CPack builds it from this build tree, dpkg-deb
# unpacks it into a scratch root (no root install), and the installed programs run from outside
# the checkout: the CLI scores a map found under the installed share/hexloom exactly as the
# build tree's CLI does; the editor opens a built-in map offscreen and finds its data folder
# relative to itself, also after the whole tree is moved to another prefix. The desktop entry,
# AppStream metainfo, MIME type, icons and man pages are checked with their own tools.
#
#   deb_package_test.sh BUILD_DIR SOURCE_DIR VERSION SANITIZE
# Exit 77 (ctest SKIP) only where no package can be made: no dpkg-deb, or a sanitizer build.
set -uo pipefail
build=$1 source=$2 version=$3 sanitize=${4:-}

if [ -n "$sanitize" ]; then
  echo "SKIP: a sanitizer build ($sanitize) is not packaged; the normal build's suite runs this test"
  exit 77
fi
if ! command -v dpkg-deb >/dev/null; then
  echo "SKIP: dpkg-deb is not installed (Debian's dpkg); the .deb cannot be built or unpacked"
  exit 77
fi

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...: runs COMMAND, fails with its output when it fails
  local what=$1; shift
  local out
  if ! out=$("$@" 2>&1); then fail "$what: $out"; fi
}

scratch=$(mktemp -d /tmp/hexloom-package-test.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" # every program below runs outside the checkout and the build tree

# 1. Build the package.
if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" >"$scratch/cpack.log" 2>&1; then
  cat "$scratch/cpack.log"
  echo "FAIL: cpack could not build the package"
  exit 1
fi
arch=$(dpkg --print-architecture)
deb=$scratch/out/hexloom_${version}_${arch}.deb
[ -f "$deb" ] || { ls "$scratch/out"; echo "FAIL: no $(basename "$deb")"; exit 1; }
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

# 2. Its control data: name, version, and Depends found by dpkg-shlibdeps from the linked libraries.
[ "$(dpkg-deb -f "$deb" Package)" = hexloom ] || fail "Package is $(dpkg-deb -f "$deb" Package)"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version is $(dpkg-deb -f "$deb" Version)"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
names=$(tr ',|' '\n\n' <<<"$depends" | awk '{print $1}') # package names, versions dropped
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6charts6; do
  grep -qxF "$lib" <<<"$names" || fail "Depends lacks $lib"
done

# 3. Unpack and look at what is installed.
root=$scratch/root
dpkg-deb -x "$deb" "$root" || { echo "FAIL: dpkg-deb -x"; exit 1; }
usr=$root/usr
for f in bin/hexloom bin/hexloom-cli; do
  [ -x "$usr/$f" ] || fail "$f is not installed as a program"
done
for f in share/hexloom/maps/terra-mystica-original.txt share/hexloom/maps/catan-standard.txt \
         share/hexloom/rules/catan.json share/applications/org.hexloom.Hexloom.desktop \
         share/metainfo/org.hexloom.Hexloom.metainfo.xml share/mime/packages/hexloom-map.xml \
         share/icons/hicolor/scalable/apps/hexloom.svg share/man/man1/hexloom.1.gz share/man/man1/hexloom-cli.1.gz; do
  [ -s "$usr/$f" ] || fail "$f is missing or empty"
done
# Every file under resources/ of the checkout is installed, byte for byte.
for f in "$source"/resources/*/*; do
  rel=${f#"$source"/resources/}
  cmp -s "$f" "$usr/share/hexloom/$rel" || fail "share/hexloom/$rel differs from resources/$rel"
done
# Every PNG icon has the size its hicolor folder names (PNG header: width and height at byte 16).
for size in 16 22 24 32 48 64 128 256 512; do
  png=$usr/share/icons/hicolor/${size}x${size}/apps/hexloom.png
  if [ ! -s "$png" ]; then fail "no ${size}x${size} icon"; continue; fi
  dims=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3*256+$4 "x" $7*256+$8}')
  [ "$dims" = "${size}x${size}" ] || fail "the ${size}x${size} icon is $dims"
done
# The man pages are valid roff (man's own warnings) and name their program.
for page in hexloom hexloom-cli; do
  text=$(zcat "$usr/share/man/man1/$page.1.gz" | MANWIDTH=80 man --warnings -l - 2>&1) || fail "man $page: $text"
  grep -q "^NAME" <<<"$text" && ! grep -q "warning" <<<"$text" || fail "man $page: $text"
done
# Installed programs carry no path of the build machine's checkout or build tree.
for f in "$usr/bin/hexloom" "$usr/bin/hexloom-cli"; do
  ! grep -qaF "$source/resources" "$f" || fail "$(basename "$f") holds the checkout's path $source/resources"
done

# 4. The desktop integration, checked by the freedesktop tools.
check "desktop-file-validate" desktop-file-validate "$usr/share/applications/org.hexloom.Hexloom.desktop"
# appstreamcli passes a file that only has infos (no launchable, no content rating): those count here.
if ! out=$(appstreamcli validate --no-net "$usr/share/metainfo/org.hexloom.Hexloom.metainfo.xml" 2>&1) ||
   grep -Eq '^(E|W|I):' <<<"$out"; then
  fail "appstreamcli validate: $out"
fi
newest=$(grep -o '<release version="[^"]*"' "$usr/share/metainfo/org.hexloom.Hexloom.metainfo.xml" | head -1 | cut -d'"' -f2)
[ "$newest" = "$version" ] || fail "the metainfo's newest release is $newest, the project is $version: add a <release>"
desktop=$usr/share/applications/org.hexloom.Hexloom.desktop
grep -qx 'Exec=hexloom %f' "$desktop" || fail "the desktop entry does not open a file with hexloom: $(grep ^Exec "$desktop")"
grep -qx 'MimeType=application/x-hexloom-map;' "$desktop" || fail "the desktop entry does not claim Hexloom maps"
grep -qx 'Icon=hexloom' "$desktop" || fail "the desktop entry's icon is not the installed hexloom icon"
# shared-mime-info reads the MIME type (a broken file gives no type) and knows it by content.
mkdir -p "$scratch/mime/packages" && cp "$usr/share/mime/packages/hexloom-map.xml" "$scratch/mime/packages/"
check "update-mime-database" update-mime-database "$scratch/mime"
grep -q 'hexloom-map' "$scratch/mime/magic" 2>/dev/null || fail "update-mime-database made no magic rule for Hexloom maps"
[ -f "$scratch/mime/application/x-hexloom-map.xml" ] || fail "update-mime-database does not know application/x-hexloom-map"

# 5. The installed programs, run from the scratch folder with a fresh home.
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config XDG_DATA_HOME=$scratch/home/.local/share
export XDG_CACHE_HOME=$scratch/home/.cache XDG_RUNTIME_DIR=$scratch/runtime QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME" && mkdir -m 700 "$XDG_RUNTIME_DIR"
v=$("$usr/bin/hexloom-cli" --version) || fail "hexloom-cli --version failed"
[ "$v" = "hexloom-cli $version" ] || fail "hexloom-cli --version says \"$v\""
v=$("$usr/bin/hexloom" --version 2>&1) || fail "hexloom --version failed"
grep -q "$version" <<<"$v" || fail "hexloom --version says \"$v\""
map=$usr/share/hexloom/maps/terra-mystica-original.txt
installed=$(timeout 60 "$usr/bin/hexloom-cli" score "$map" --cells 2>&1) || fail "installed hexloom-cli score: $installed"
built=$(cd "$build" && timeout 60 app/hexloom-cli score "$source/resources/maps/terra-mystica-original.txt" --cells 2>&1)
[ -n "$installed" ] && [ "$installed" = "$built" ] || fail "the installed CLI scores the map differently from the build tree's:
$installed
--- build tree:
$built"

editor() { # editor PREFIX MAP: the editor at PREFIX/bin opens MAP offscreen and quits
  timeout 60 "$1/bin/hexloom" --quit-after-load "$2" 2>&1
}
out=$(editor "$usr" "$usr/share/hexloom/maps/catan-standard.txt") || fail "the installed editor did not open catan-standard: $out"
grep -qx "hexloom: opened catan-standard.txt — Hexloom" <<<"$out" || fail "the editor's window title: $out"
grep -qx "hexloom: data folder $(readlink -f "$usr/share/hexloom")" <<<"$out" || fail "the editor's data folder: $out"
# A map it cannot read: exit status 1 and the reason naming the file, no dialog waiting for a click.
printf '{"format": "hexloom-map", "version": 99}\n' >"$scratch/bad.json"
if out=$(editor "$usr" "$scratch/bad.json"); then fail "the editor accepted a bad map: $out"; fi
grep -q "$scratch/bad.json" <<<"$out" || fail "the editor's message does not name the bad file: $out"
# Relocated: the same files under another prefix find their own data.
cp -a "$usr" "$scratch/opt"
out=$(editor "$scratch/opt" "$scratch/opt/share/hexloom/maps/terra-mystica-original.txt") || fail "the moved editor failed: $out"
grep -qx "hexloom: data folder $(readlink -f "$scratch/opt/share/hexloom")" <<<"$out" || fail "the moved editor's data folder: $out"

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "package test passed"
