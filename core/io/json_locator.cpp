#include "core/io/json_locator.h"

#include <cctype>
#include <vector>

namespace hexloom::core::io {

namespace {

struct Segment {
    std::string key; // object member, when index < 0
    int index = -1;  // list item
};

// "a.b[2].c" -> a, b, [2], c. Keys holding '.' or '[' cannot be named; they are not found.
std::vector<Segment> splitPath(const std::string& path)
{
    std::vector<Segment> out;
    size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') {
            ++i;
        } else if (path[i] == '[') {
            const size_t end = path.find(']', i);
            if (end == std::string::npos)
                return {};
            out.push_back({{}, std::atoi(path.substr(i + 1, end - i - 1).c_str())});
            i = end + 1;
        } else {
            const size_t end = path.find_first_of(".[", i);
            out.push_back({path.substr(i, end == std::string::npos ? std::string::npos : end - i), -1});
            i = end == std::string::npos ? path.size() : end;
        }
    }
    return out;
}

constexpr int kMaxDepth = 1100; // deeper than QJsonDocument accepts

} // namespace

std::pair<int, int> JsonLocator::lineColumn(const QByteArray& text, qsizetype offset)
{
    int line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

qsizetype JsonLocator::skipSpace(qsizetype pos) const
{
    while (pos < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos])))
        ++pos;
    return pos;
}

qsizetype JsonLocator::skipString(qsizetype pos) const
{
    for (++pos; pos < text_.size() && text_[pos] != '"'; ++pos)
        if (text_[pos] == '\\')
            ++pos;
    return pos + 1;
}

qsizetype JsonLocator::skipValue(qsizetype pos, int depth) const
{
    pos = skipSpace(pos);
    if (pos >= text_.size() || depth > kMaxDepth)
        return text_.size();
    const char c = text_[pos];
    if (c == '"')
        return skipString(pos);
    if (c != '{' && c != '[') {
        while (pos < text_.size() && text_[pos] != ',' && text_[pos] != '}' && text_[pos] != ']' &&
               !std::isspace(static_cast<unsigned char>(text_[pos])))
            ++pos;
        return pos;
    }
    const char close = c == '{' ? '}' : ']';
    pos = skipSpace(pos + 1);
    while (pos < text_.size() && text_[pos] != close) {
        if (c == '{') {
            pos = skipSpace(skipString(skipSpace(pos)));
            ++pos; // ':'
        }
        pos = skipSpace(skipValue(pos, depth + 1));
        if (pos < text_.size() && text_[pos] == ',')
            pos = skipSpace(pos + 1);
    }
    return pos + 1;
}

qsizetype JsonLocator::find(const std::string& path) const
{
    const std::vector<Segment> segments = splitPath(path);
    qsizetype pos = skipSpace(0);
    qsizetype found = -1;
    for (const Segment& seg : segments) {
        if (pos >= text_.size())
            return -1;
        const bool object = seg.index < 0;
        if (text_[pos] != (object ? '{' : '['))
            return -1;
        pos = skipSpace(pos + 1);
        int item = 0;
        found = -1;
        while (pos < text_.size() && text_[pos] != (object ? '}' : ']')) {
            const qsizetype start = pos;
            bool match = !object && item == seg.index;
            if (object) {
                const qsizetype end = skipString(pos);
                match = text_.mid(pos + 1, end - pos - 2).toStdString() == seg.key;
                pos = skipSpace(end) + 1; // past ':'
            }
            pos = skipSpace(pos);
            if (match) {
                found = start;
                break;
            }
            pos = skipSpace(skipValue(pos, 1));
            if (pos < text_.size() && text_[pos] == ',')
                pos = skipSpace(pos + 1);
            ++item;
        }
        if (found < 0)
            return -1;
    }
    return found;
}

ParseError withPosition(const QByteArray& text, const std::string& source, const ParseError& e)
{
    if (e.line() > 0 || e.field().empty() || e.source() != source)
        return e;
    // A missing member is reported at the object that should hold it.
    std::string path = e.field();
    qsizetype at = JsonLocator(text).find(path);
    while (at < 0 && path.find_first_of(".[") != std::string::npos) {
        path.erase(path.find_last_of(".["));
        at = JsonLocator(text).find(path);
    }
    if (at < 0)
        return e;
    const auto [line, column] = JsonLocator::lineColumn(text, at);
    return ParseError(e.source(), line, column, e.field(), e.reasonText());
}

} // namespace hexloom::core::io
