#pragma once
// Renders a partitioned map: terrain fills, thick borders between regions, removed hexes hatched.
#include <QString>
#include <vector>

#include "core/io/map_file.h"

namespace hexloom::cli {

void writePartitionPng(const QString& path, const core::io::MapFile& file, const std::vector<int>& regionOfCell);

} // namespace hexloom::cli
