#include "core/io/json_duplicate_keys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <unordered_map>
#include <vector>

namespace hexloom::core::io {

namespace {

struct Frame {
    bool object = false;
    std::string path;
    std::unordered_map<std::string, qsizetype> keys; // key -> offset of its first occurrence
    std::string key;                                 // the member being read (objects)
    int index = 0;                                   // the item being read (lists)
    bool expectKey = false;
};

// Offset just past the string whose opening quote is at `pos`.
qsizetype stringEnd(const QByteArray& text, qsizetype pos)
{
    for (qsizetype i = pos + 1; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '"')
            return i + 1;
    }
    return text.size();
}

// The key's text; escapes are rare in keys, so only those go through Qt's decoder.
std::string decodeKey(const QByteArray& raw)
{
    if (!raw.contains('\\'))
        return raw.mid(1, raw.size() - 2).toStdString();
    return QJsonDocument::fromJson("[" + raw + "]").array().at(0).toString().toStdString();
}

std::string childPath(const std::vector<Frame>& stack)
{
    if (stack.empty())
        return {};
    const Frame& top = stack.back();
    if (top.object)
        return top.path.empty() ? top.key : top.path + "." + top.key;
    return top.path + "[" + std::to_string(top.index) + "]";
}

} // namespace

std::optional<DuplicateKey> findDuplicateKey(const QByteArray& text)
{
    std::vector<Frame> stack;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const qsizetype end = stringEnd(text, i);
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame& top = stack.back();
                top.key = decodeKey(text.mid(i, end - i));
                top.expectKey = false;
                const auto [it, inserted] = top.keys.emplace(top.key, i);
                if (!inserted)
                    return DuplicateKey{top.key, childPath(stack), i, it->second};
            }
            i = end - 1;
        } else if (c == '{' || c == '[') {
            Frame f;
            f.object = c == '{';
            f.expectKey = f.object;
            f.path = childPath(stack);
            stack.push_back(std::move(f));
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',' && !stack.empty()) {
            stack.back().expectKey = stack.back().object;
            ++stack.back().index;
        }
    }
    return std::nullopt;
}

} // namespace hexloom::core::io
