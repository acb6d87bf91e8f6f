#pragma once
// `hexloom-cli render --preset`: images for print services (render/print_preset.h), a board with
// --png or one image per hex with --tiles, and `--preset list`.
#include <QCommandLineParser>

namespace hexloom::cli {

void addPresetOptions(QCommandLineParser& parser);
// Handles the command when --preset is set: lists the presets, or reads the map and writes the
// images (fold warnings on stderr). Options that do not apply to presets are UsageErrors naming
// them. Returns whether --preset was set.
bool renderPresetIfAsked(const QCommandLineParser& parser);

} // namespace hexloom::cli
