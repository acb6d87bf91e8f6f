#pragma once
// Finds where a field named by its path ("cells[3].terrain") stands in JSON text, so that errors
// found after parsing (wrong type, unknown id, out of range) can still name a line and column.
// QJsonDocument keeps no positions; this scanner walks the raw text of an already valid document.
#include <QByteArray>
#include <string>
#include <utility>

#include "core/io/parse_error.h"

namespace hexloom::core::io {

class JsonLocator {
public:
    explicit JsonLocator(const QByteArray& text) : text_(text) {}

    // Offset of the member's key (object members) or of the item (list items); -1 when absent.
    qsizetype find(const std::string& path) const;
    // 1-based line and column of a byte offset.
    static std::pair<int, int> lineColumn(const QByteArray& text, qsizetype offset);

private:
    qsizetype skipSpace(qsizetype pos) const;
    qsizetype skipValue(qsizetype pos, int depth) const;
    qsizetype skipString(qsizetype pos) const;

    const QByteArray& text_;
};

// A copy of `e` with line and column filled in from `text` (the contents of `source`) when `e`
// is about `source` and names a field but no place.
ParseError withPosition(const QByteArray& text, const std::string& source, const ParseError& e);

// Runs `parse`, adding positions to the ParseErrors it throws about `source`.
template <class Parse>
auto withFieldPositions(const QByteArray& text, const std::string& source, Parse&& parse)
{
    try {
        return parse();
    } catch (const ParseError& e) {
        throw withPosition(text, source, e);
    }
}

} // namespace hexloom::core::io
