#pragma once
// QJsonDocument keeps the last of two members with the same key and says nothing, so a file
// that sets "weight" twice silently means its second value. This scanner walks the raw text of a
// document QJsonDocument has already accepted and finds the first key repeated within one object.
#include <QByteArray>
#include <optional>
#include <string>

namespace hexloom::core::io {

struct DuplicateKey {
    std::string key;         // as decoded (escapes resolved), so "a" and "\u0061" are the same key
    std::string path;        // the repeated member's field path, "terrains[2].id"
    qsizetype offset = 0;    // of the second key's opening quote
    qsizetype firstOffset = 0; // of the first key's opening quote
};

// The first repeated key of `text`, which must be valid JSON; nullopt when every key is unique.
std::optional<DuplicateKey> findDuplicateKey(const QByteArray& text);

} // namespace hexloom::core::io
