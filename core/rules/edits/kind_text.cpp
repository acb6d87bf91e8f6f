#include "core/rules/edits/kind_text.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace hexloom::core::rules {

namespace {

// The separators of each syntax, outermost first, and whether a level needs every part (a pair
// without one of its sides is no pair).
struct Level {
    char separator;
    bool allRequired;
};

std::vector<Level> levels(KindText syntax)
{
    switch (syntax) {
    case KindText::List:
        return {{',', false}};
    case KindText::Groups:
        return {{';', false}, {',', false}};
    case KindText::Pairs:
        return {{',', false}, {':', true}, {'|', false}};
    case KindText::None:
        break;
    }
    return {};
}

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        const size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos)
            return parts;
        start = end + 1;
    }
}

std::string trimmed(const std::string& s)
{
    const size_t first = s.find_first_not_of(' '), last = s.find_last_not_of(' ');
    return first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
}

std::string rewrite(const std::string& text, const std::vector<Level>& lv, size_t at, const std::string& from, const std::optional<std::string>& to)
{
    if (at == lv.size()) {
        const std::string kind = trimmed(text);
        return kind == from ? to.value_or(std::string()) : kind;
    }
    std::vector<std::string> kept;
    for (const std::string& part : split(text, lv[at].separator)) {
        std::string out = rewrite(part, lv, at + 1, from, to);
        if (out.empty()) {
            if (lv[at].allRequired)
                return {};
            continue;
        }
        if (at + 1 == lv.size() && std::find(kept.begin(), kept.end(), out) != kept.end())
            continue;
        kept.push_back(std::move(out));
    }
    std::string joined;
    for (const std::string& part : kept)
        joined += (joined.empty() ? "" : std::string(1, lv[at].separator)) + part;
    return joined;
}

bool names(const std::string& text, const std::vector<Level>& lv, size_t at, const std::string& id)
{
    if (at == lv.size())
        return trimmed(text) == id;
    const auto parts = split(text, lv[at].separator);
    return std::any_of(parts.begin(), parts.end(), [&](const std::string& p) { return names(p, lv, at + 1, id); });
}

} // namespace

bool kindTextNames(KindText syntax, const std::string& text, const std::string& id)
{
    return syntax != KindText::None && !text.empty() && names(text, levels(syntax), 0, id);
}

std::string rewriteKindText(KindText syntax, const std::string& text, const std::string& from, const std::optional<std::string>& to)
{
    if (!kindTextNames(syntax, text, from))
        return text;
    return rewrite(text, levels(syntax), 0, from, to);
}

} // namespace hexloom::core::rules
