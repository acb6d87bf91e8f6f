#pragma once
// What differs between Linux, Windows and macOS, in one place (docs/install.md): where an
// installed Hexloom finds its shipped files and its sibling program, and the few system calls the
// programs need. No other source calls a platform API.
//
// Shipped files Everything is found relative
// to the running program (QCoreApplication::applicationDirPath()), never through a path fixed at
// build time, so one build works from /usr, /usr/local, /opt/hexloom, an AppImage or a build tree
// (the build stages the same files in build/share/hexloom, beside build/app/).
//
//   Linux, BSD, Windows   <prefix>/bin/hexloom        <prefix>/share/hexloom/{maps,rules,...,translations}
//   macOS app bundle      Hexloom.app/Contents/MacOS  Hexloom.app/Contents/Resources
//
// Needs a QCoreApplication (applicationDirPath() is empty before one exists).
#include <QString>

namespace hexloom::core::platform {

// The folder of shipped data (example maps, rule sets, tile sets, graphs, translations), or an
// empty string when the program runs from somewhere without one (a test binary).
QString dataDir();
// The same, for a program in `programDir` (dataDir() passes the running program's folder).
QString dataDirFor(const QString& programDir);

// dataDir()'s translations folder (Qt .qm files), or an empty string.
QString translationsDir();

// The full path of another Hexloom program installed beside this one ("hexloom-cli" gives
// .../hexloom-cli, or ...\hexloom-cli.exe on Windows).
QString siblingProgram(const QString& name);

// For a program that draws without a display, before its QGuiApplication: the offscreen Qt
// platform unless QT_QPA_PLATFORM says otherwise, and (on Unix) a private 0700 XDG_RUNTIME_DIR
// when none is set, so Qt's warning about it does not reach stderr.
void useOffscreenGraphicsUnlessSet();

// Whether standard error is a terminal (progress lines redraw themselves only there).
bool stderrIsTerminal();

} // namespace hexloom::core::platform
