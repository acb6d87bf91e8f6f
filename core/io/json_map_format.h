#pragma once
// The native JSON map as a registry entry (core/io/map_formats.h): keeps everything.
#include "core/io/map_formats.h"

namespace hexloom::core::io {

MapFormatInfo jsonMapFormat();

} // namespace hexloom::core::io
