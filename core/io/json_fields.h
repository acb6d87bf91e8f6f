#pragma once
// Typed, checked access to a JSON object. Every failure throws ParseError naming the source and
// the full field path ("terrains[3].letter"), so loaders stay short and messages stay uniform.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>
#include <string>

#include "core/io/input_file.h"
#include "core/io/parse_error.h"

namespace hexloom::core::io {

// Parses JSON text; syntax errors carry the line and column.
QJsonDocument parseJson(const QByteArray& data, const std::string& source);

class JsonFields {
public:
    JsonFields(QJsonObject object, std::string source, std::string path = {});

    bool has(const char* key) const { return object_.contains(QLatin1String(key)); }
    std::string text(const char* key, int maxLength = 256) const;
    std::string text(const char* key, const std::string& fallback, int maxLength = 256) const;
    double number(const char* key, double minimum, double maximum) const;
    double number(const char* key, double minimum, double maximum, double fallback) const;
    int integer(const char* key, int minimum, int maximum) const;
    int integer(const char* key, int minimum, int maximum, int fallback) const;
    bool boolean(const char* key, bool fallback) const;
    JsonFields object(const char* key) const;
    QJsonArray array(const char* key, int maxItems) const;

    // Helpers for array elements: "path[i]".
    std::string at(const char* key, int index) const;
    JsonFields element(const QJsonArray& array, const char* key, int index) const;

    const QJsonObject& raw() const { return object_; }
    const std::string& source() const { return source_; }
    std::string field(const char* key) const;
    [[noreturn]] void fail(const std::string& field, const std::string& what) const;
    // The same with a reason the editor translates (core/text/core_text.h).
    [[noreturn]] void fail(const std::string& field, text::CoreText what) const;
    // Refuses keys not in `known` (typos in hand-written files are common).
    void allowOnly(std::initializer_list<const char*> known) const;

private:
    QJsonValue require(const char* key) const;

    QJsonObject object_;
    std::string source_;
    std::string path_;
};

} // namespace hexloom::core::io
