#include "core/io/map_file.h"

#include <QDir>
#include <QFileInfo>
#include <stdexcept>

#include "core/io/input_file.h"
#include "core/io/make_folder.h"
#include "core/io/map_formats.h"

namespace hexloom::core::io {

MapFormat formatFor(const QString& path, MapFormat format)
{
    return MapFormat(MapFormats::resolve(path, format).id);
}

MapFile parseMap(const QByteArray& data, const std::string& source, MapFormat format, const QString& rulesOverride)
{
    return MapFormats::reader(MapFormats::resolve(QString::fromStdString(source), format)).read(data, source, rulesOverride);
}

MapFile loadMap(const QString& path, const QString& rulesOverride, MapFormat format)
{
    return MapFormats::reader(MapFormats::resolve(path, format)).read(readInputFile(path), path.toStdString(), rulesOverride);
}

MapFile loadMap(const QString& path, const QString& rulesOverride, MapFormat format, const ReadOptions& options)
{
    const MapFormatInfo& f = MapFormats::reader(MapFormats::resolve(path, format));
    if (options.tiledKinds.empty())
        return f.read(readInputFile(path), path.toStdString(), rulesOverride);
    if (!f.readWith)
        throw std::invalid_argument(path.toStdString() + ": a kind map is for Tiled maps (.tmj, .tmx), not " + f.displayName.toStdString());
    return f.readWith(readInputFile(path), path.toStdString(), rulesOverride, options);
}

QByteArray writeMap(const MapFile& file, MapFormat format)
{
    return MapFormats::resolve(QString(), format).write(file);
}

void saveMap(const QString& path, const MapFile& file, MapFormat format, const WriteOptions& options)
{
    const MapFormatInfo& f = MapFormats::resolve(path, format);
    const QByteArray data = f.writeAt ? f.writeAt(file, QFileInfo(path).absoluteFilePath(), options) : f.write(file);
    // The companions first: a map on disk never names a file that is not there yet.
    if (f.companions || f.companionsAt) {
        const QDir folder = QFileInfo(path).absoluteDir();
        for (const CompanionFile& c : f.companionsAt ? f.companionsAt(file, QFileInfo(path).absoluteFilePath(), options) : f.companions(file, options)) {
            const QString target = folder.filePath(c.path);
            makeFolder(QFileInfo(target).absolutePath());
            saveFileAtomically(target, c.data);
        }
    }
    saveFileAtomically(path, data);
}

} // namespace hexloom::core::io
