#include "core/io/map_formats.h"

#include <stdexcept>

#include "core/io/json_map_format.h"
#include "core/io/letter_map_format.h"
#include "core/io/tiled_map_format.h"
#include "core/io/tts_board_save.h"
#include "core/io/tts_map_format.h"

namespace hexloom::core::io {

namespace {

// The one list of formats: a new format adds its line here.
std::vector<MapFormatInfo> registered()
{
    return {
        jsonMapFormat(),
        letterMapFormat(),
        tiledJsonMapFormat(),
        tiledXmlMapFormat(),
        ttsMapFormat(),
        ttsBoardMapFormat(),
    };
}

} // namespace

QString MapFormatInfo::patterns() const
{
    QStringList out;
    for (const QString& e : extensions)
        out << QStringLiteral("*.") + e;
    return out.join(QLatin1Char(' '));
}

QString MapFormatInfo::filter(const QString& name) const { return name + QStringLiteral(" (") + patterns() + QLatin1Char(')'); }

const std::vector<MapFormatInfo>& MapFormats::all()
{
    static const std::vector<MapFormatInfo> formats = registered();
    return formats;
}

const MapFormatInfo* MapFormats::find(const std::string& id)
{
    for (const MapFormatInfo& f : all())
        if (f.id == id)
            return &f;
    return nullptr;
}

const MapFormatInfo& MapFormats::forPath(const QString& path)
{
    const MapFormatInfo* fallback = nullptr;
    for (const MapFormatInfo& f : all()) {
        for (const QString& e : f.extensions)
            if (path.endsWith(QLatin1Char('.') + e, Qt::CaseInsensitive))
                return f;
        if (f.fallback && !fallback)
            fallback = &f;
    }
    if (!fallback)
        throw std::invalid_argument(path.toStdString() + ": no map format reads this extension");
    return *fallback;
}

const MapFormatInfo& MapFormats::resolve(const QString& path, MapFormat format)
{
    if (format.byExtension())
        return forPath(path);
    if (const MapFormatInfo* f = find(std::string(format.id())))
        return *f;
    throw std::invalid_argument("no map format \"" + std::string(format.id()) + "\" (there are " + idList() + ")");
}

const MapFormatInfo& MapFormats::reader(const MapFormatInfo& format)
{
    if (!format.read)
        throw std::invalid_argument("Hexloom writes " + format.displayName.toStdString() + " (" + format.id + ") but does not read them");
    return format;
}

std::string MapFormats::idList()
{
    std::string out;
    const auto& formats = all();
    for (size_t i = 0; i < formats.size(); ++i) {
        if (i > 0)
            out += i + 1 == formats.size() ? " or " : ", ";
        out += formats[i].id;
    }
    return out;
}

QString MapFormats::dialogFilters(const std::function<QString(const QString&)>& translate)
{
    const auto shown = [&](const QString& english) { return translate ? translate(english) : english; };
    QStringList every, each;
    for (const MapFormatInfo& f : all()) {
        if (f.extensions.isEmpty())
            continue; // written by Export only
        every << f.patterns();
        each << f.filter(shown(f.displayName));
    }
    return shown(QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Maps"))) + QStringLiteral(" (") + every.join(QLatin1Char(' ')) +
           QStringLiteral(");;") + each.join(QStringLiteral(";;")) + QStringLiteral(";;") +
           shown(QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "All files"))) + QStringLiteral(" (*)");
}

} // namespace hexloom::core::io
