#include "core/io/json_map_format.h"

#include "core/io/map_json.h"

namespace hexloom::core::io {

MapFormatInfo jsonMapFormat()
{
    MapFormatInfo f;
    f.id = "json";
    f.displayName = QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Hexloom maps"));
    f.extensions = {QStringLiteral("json")};
    f.keepsLocks = true;
    f.keepsMetadata = true;
    f.keepsRuleSet = true;
    f.read = [](const QByteArray& data, const std::string& source, const QString& rulesOverride) {
        return parseMapJson(data, source, rulesOverride);
    };
    f.write = writeMapJson;
    return f;
}

} // namespace hexloom::core::io
