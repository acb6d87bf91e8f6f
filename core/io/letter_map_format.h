#pragma once
// The letter format (core/io/letter_format.h) as a registry entry (core/io/map_formats.h): terrain
// letters and tokens only, and the format of every path whose extension no other format owns.
#include "core/io/map_formats.h"

namespace hexloom::core::io {

MapFormatInfo letterMapFormat();

} // namespace hexloom::core::io
