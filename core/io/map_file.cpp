#include "core/io/map_file.h"

#include "core/io/input_file.h"
#include "core/io/map_formats.h"

namespace hexloom::core::io {

MapFormat formatFor(const QString& path, MapFormat format)
{
    return MapFormat(MapFormats::resolve(path, format).id);
}

MapFile parseMap(const QByteArray& data, const std::string& source, MapFormat format, const QString& rulesOverride)
{
    return MapFormats::resolve(QString::fromStdString(source), format).read(data, source, rulesOverride);
}

MapFile loadMap(const QString& path, const QString& rulesOverride, MapFormat format)
{
    return MapFormats::resolve(path, format).read(readInputFile(path), path.toStdString(), rulesOverride);
}

QByteArray writeMap(const MapFile& file, MapFormat format)
{
    return MapFormats::resolve(QString(), format).write(file);
}

void saveMap(const QString& path, const MapFile& file, MapFormat format)
{
    saveFileAtomically(path, MapFormats::resolve(path, format).write(file));
}

} // namespace hexloom::core::io
