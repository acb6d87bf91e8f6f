#include "core/io/json_fields.h"

#include "core/io/json_duplicate_keys.h"
#include "core/io/json_locator.h"
#include "core/text/core_text.h"

#include <cmath>

namespace hexloom::core::io {

namespace {
// What a JSON value is, in words (a value of the messages below).
text::CoreText::Value typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "null"));
    case QJsonValue::Bool: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "true/false"));
    case QJsonValue::Double: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "a number"));
    case QJsonValue::String: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "text"));
    case QJsonValue::Array: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "a list"));
    case QJsonValue::Object: return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "an object"));
    case QJsonValue::Undefined: break;
    }
    return text::marked(QT_TRANSLATE_NOOP("hexloom::core", "nothing"));
}
} // namespace

QJsonDocument parseJson(const QByteArray& data, const std::string& source)
{
    if (data.size() > kMaxInputBytes)
        throw ParseError(source, 0, 0, {},
                         text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "file is %1 bytes; the limit is %2"),
                                        {{std::to_string(data.size())}, {std::to_string(kMaxInputBytes)}}});
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = JsonLocator::lineColumn(data, err.offset);
        throw ParseError(source, line, column, {},
                         text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "invalid JSON: %1"), {{err.errorString().toStdString()}}});
    }
    if (!doc.isObject())
        throw ParseError(source, 1, 1, {}, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a JSON object at the top level")});
    if (const auto dup = findDuplicateKey(data)) {
        const auto [line, column] = JsonLocator::lineColumn(data, dup->offset);
        const auto [firstLine, firstColumn] = JsonLocator::lineColumn(data, dup->firstOffset);
        throw ParseError(source, line, column, dup->path,
                         text::CoreText{QT_TRANSLATE_NOOP("hexloom::core",
                                                          "duplicate key \"%1\" (first given at line %2, column %3); each key may appear once per object"),
                                        {{dup->key}, {std::to_string(firstLine)}, {std::to_string(firstColumn)}}});
    }
    return doc;
}

JsonFields::JsonFields(QJsonObject object, std::string source, std::string path)
    : object_(std::move(object)), source_(std::move(source)), path_(std::move(path))
{
}

std::string JsonFields::field(const char* key) const { return path_.empty() ? std::string(key) : path_ + "." + key; }

void JsonFields::fail(const std::string& field, const std::string& what) const { throw ParseError(source_, 0, 0, field, what); }

void JsonFields::fail(const std::string& field, text::CoreText what) const { throw ParseError(source_, 0, 0, field, std::move(what)); }

QJsonValue JsonFields::require(const char* key) const
{
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "missing")});
    return v;
}

std::string JsonFields::text(const char* key, int maxLength) const
{
    const QJsonValue v = require(key);
    if (!v.isString())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected text, found %1"), {typeName(v)}});
    const std::string s = v.toString().toStdString();
    if (static_cast<int>(s.size()) > maxLength)
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "text longer than %1 characters"), {{std::to_string(maxLength)}}});
    return s;
}

std::string JsonFields::text(const char* key, const std::string& fallback, int maxLength) const
{
    return has(key) ? text(key, maxLength) : fallback;
}

double JsonFields::number(const char* key, double minimum, double maximum) const
{
    const QJsonValue v = require(key);
    if (!v.isDouble())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a number, found %1"), {typeName(v)}});
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < minimum || d > maximum)
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must be between %1 and %2, found %3"),
                                        {text::number(minimum), text::number(maximum), text::number(d)}});
    return d;
}

double JsonFields::number(const char* key, double minimum, double maximum, double fallback) const
{
    return has(key) ? number(key, minimum, maximum) : fallback;
}

int JsonFields::integer(const char* key, int minimum, int maximum) const
{
    const double d = number(key, minimum, maximum);
    if (d != std::floor(d))
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a whole number, found %1"), {text::number(d)}});
    return static_cast<int>(d);
}

int JsonFields::integer(const char* key, int minimum, int maximum, int fallback) const
{
    return has(key) ? integer(key, minimum, maximum) : fallback;
}

bool JsonFields::boolean(const char* key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const QJsonValue v = object_.value(QLatin1String(key));
    if (!v.isBool())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected true or false, found %1"), {typeName(v)}});
    return v.toBool();
}

JsonFields JsonFields::object(const char* key) const
{
    const QJsonValue v = require(key);
    if (!v.isObject())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected an object, found %1"), {typeName(v)}});
    return JsonFields(v.toObject(), source_, field(key));
}

QJsonArray JsonFields::array(const char* key, int maxItems) const
{
    const QJsonValue v = require(key);
    if (!v.isArray())
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected a list, found %1"), {typeName(v)}});
    const QJsonArray a = v.toArray();
    if (a.size() > maxItems)
        fail(field(key), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "list has %1 items; the limit is %2"),
                                        {{std::to_string(a.size())}, {std::to_string(maxItems)}}});
    return a;
}

std::string JsonFields::at(const char* key, int index) const { return field(key) + "[" + std::to_string(index) + "]"; }

JsonFields JsonFields::element(const QJsonArray& array, const char* key, int index) const
{
    const QJsonValue v = array.at(index);
    if (!v.isObject())
        fail(at(key, index), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected an object, found %1"), {typeName(v)}});
    return JsonFields(v.toObject(), source_, at(key, index));
}

void JsonFields::allowOnly(std::initializer_list<const char*> known) const
{
    for (auto it = object_.begin(); it != object_.end(); ++it) {
        bool ok = false;
        for (const char* k : known)
            ok = ok || it.key() == QLatin1String(k);
        if (!ok) {
            std::string list;
            for (const char* k : known)
                list += (list.empty() ? "" : ", ") + std::string(k);
            fail(field(it.key().toStdString().c_str()), text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "unknown field (known: %1)"), {{list}}});
        }
    }
}

} // namespace hexloom::core::io
