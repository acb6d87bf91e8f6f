#pragma once
// Tabletop Simulator saves in the format registry (id "tts"), written only (core/io/tts_save.h).
#include "core/io/map_formats.h"

namespace hexloom::core::io {

MapFormatInfo ttsMapFormat();

} // namespace hexloom::core::io
