#pragma once
// `hexloom-cli render --pdf`: the print-and-play options and the PDF they produce.
#include <QCommandLineParser>

#include "core/io/map_file.h"
#include "render/palette.h"

namespace hexloom::cli {

void addPdfOptions(QCommandLineParser& parser);
// --palette (added by the command): a UsageError naming the palettes for an unknown name.
render::Palette paletteOption(const QCommandLineParser& parser);
// Writes the PDF when --pdf is set; bad option values are UsageErrors naming the option.
// Returns whether a PDF was asked for (and written).
bool writePdfIfAsked(const QCommandLineParser& parser, const core::io::MapFile& file);

} // namespace hexloom::cli
