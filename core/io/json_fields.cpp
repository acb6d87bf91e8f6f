#include "core/io/json_fields.h"

#include "core/io/json_duplicate_keys.h"
#include "core/io/json_locator.h"

#include <cmath>

namespace hexloom::core::io {

namespace {
std::string typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return "null";
    case QJsonValue::Bool: return "true/false";
    case QJsonValue::Double: return "a number";
    case QJsonValue::String: return "text";
    case QJsonValue::Array: return "a list";
    case QJsonValue::Object: return "an object";
    case QJsonValue::Undefined: break;
    }
    return "nothing";
}
} // namespace

QJsonDocument parseJson(const QByteArray& data, const std::string& source)
{
    if (data.size() > kMaxInputBytes)
        throw ParseError(source, 0, 0, {}, "file is " + std::to_string(data.size()) + " bytes; the limit is " + std::to_string(kMaxInputBytes));
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = JsonLocator::lineColumn(data, err.offset);
        throw ParseError(source, line, column, {}, "invalid JSON: " + err.errorString().toStdString());
    }
    if (!doc.isObject())
        throw ParseError(source, 1, 1, {}, "expected a JSON object at the top level");
    if (const auto dup = findDuplicateKey(data)) {
        const auto [line, column] = JsonLocator::lineColumn(data, dup->offset);
        const auto [firstLine, firstColumn] = JsonLocator::lineColumn(data, dup->firstOffset);
        throw ParseError(source, line, column, dup->path,
                         "duplicate key \"" + dup->key + "\" (first given at line " + std::to_string(firstLine) + ", column " +
                             std::to_string(firstColumn) + "); each key may appear once per object");
    }
    return doc;
}

JsonFields::JsonFields(QJsonObject object, std::string source, std::string path)
    : object_(std::move(object)), source_(std::move(source)), path_(std::move(path))
{
}

std::string JsonFields::field(const char* key) const { return path_.empty() ? std::string(key) : path_ + "." + key; }

void JsonFields::fail(const std::string& field, const std::string& what) const { throw ParseError(source_, 0, 0, field, what); }

QJsonValue JsonFields::require(const char* key) const
{
    const QJsonValue v = object_.value(QLatin1String(key));
    if (v.isUndefined())
        fail(field(key), "missing");
    return v;
}

std::string JsonFields::text(const char* key, int maxLength) const
{
    const QJsonValue v = require(key);
    if (!v.isString())
        fail(field(key), "expected text, found " + typeName(v));
    const std::string s = v.toString().toStdString();
    if (static_cast<int>(s.size()) > maxLength)
        fail(field(key), "text longer than " + std::to_string(maxLength) + " characters");
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
        fail(field(key), "expected a number, found " + typeName(v));
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < minimum || d > maximum)
        fail(field(key), "must be between " + QString::number(minimum).toStdString() + " and " + QString::number(maximum).toStdString() +
                             ", found " + QString::number(d).toStdString());
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
        fail(field(key), "expected a whole number, found " + QString::number(d).toStdString());
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
        fail(field(key), "expected true or false, found " + typeName(v));
    return v.toBool();
}

JsonFields JsonFields::object(const char* key) const
{
    const QJsonValue v = require(key);
    if (!v.isObject())
        fail(field(key), "expected an object, found " + typeName(v));
    return JsonFields(v.toObject(), source_, field(key));
}

QJsonArray JsonFields::array(const char* key, int maxItems) const
{
    const QJsonValue v = require(key);
    if (!v.isArray())
        fail(field(key), "expected a list, found " + typeName(v));
    const QJsonArray a = v.toArray();
    if (a.size() > maxItems)
        fail(field(key), "list has " + std::to_string(a.size()) + " items; the limit is " + std::to_string(maxItems));
    return a;
}

std::string JsonFields::at(const char* key, int index) const { return field(key) + "[" + std::to_string(index) + "]"; }

JsonFields JsonFields::element(const QJsonArray& array, const char* key, int index) const
{
    const QJsonValue v = array.at(index);
    if (!v.isObject())
        fail(at(key, index), "expected an object, found " + typeName(v));
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
            fail(field(it.key().toStdString().c_str()), "unknown field (known: " + list + ")");
        }
    }
}

} // namespace hexloom::core::io
