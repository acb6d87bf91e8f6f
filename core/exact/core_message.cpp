#include "core/exact/core_message.h"

namespace hexloom::core::exact {

using text::CoreText;

namespace {

// A kind's name as the rule set gives it, or the marked word for no kind.
CoreText::Value kindName(const rules::RuleSet& rules, model::TerrainId t)
{
    return t < rules.terrains.size() ? CoreText::Value{rules.terrain(t).name} : text::marked(QT_TRANSLATE_NOOP("hexloom::core", "empty"));
}

// The player's name as the rule set gives it (its id when it has none or is unknown).
std::string playerName(const rules::RuleSet& rules, const std::string& id)
{
    for (const auto& p : rules.players.players)
        if (p.id == id)
            return p.name.empty() ? p.id : p.name;
    return id;
}

// "lock" for one, "4 locks" for more (a pattern each, so a translation has its own plural).
CoreText counted(size_t n, const char* one, const char* many)
{
    return n == 1 ? CoreText{one} : CoreText{many, {text::number(static_cast<double>(n))}};
}

// "a", "a and b", "a, b and c".
CoreText listed(const std::vector<CoreText>& parts)
{
    CoreText out = parts.empty() ? CoreText{} : parts.front();
    for (size_t p = 1; p < parts.size(); ++p)
        out = p + 1 == parts.size() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1 and %2"), {text::nested(out), text::nested(parts[p])}}
                                    : CoreText{"%1, %2", {text::nested(out), text::nested(parts[p])}};
    return out;
}

} // namespace

CoreText describeItemText(const ExactItem& item, const model::Board& board, const rules::RuleSet& rules)
{
    switch (item.kind) {
    case ExactItem::Kind::Lock: {
        const auto at = board.offset(item.cell);
        return {QT_TRANSLATE_NOOP("hexloom::core", "lock on hex %1,%2 (%3)"), {text::number(at.row), text::number(at.col), kindName(rules, item.terrain)}};
    }
    case ExactItem::Kind::Home: {
        const auto at = board.offset(item.cell);
        return {QT_TRANSLATE_NOOP("hexloom::core", "home of %1 (%2 on hex %3,%4)"),
                {{playerName(rules, item.id)}, kindName(rules, item.terrain), text::number(at.row), text::number(at.col)}};
    }
    case ExactItem::Kind::Pool:
        if (item.token != model::kNoToken)
            return {item.count == 1 ? QT_TRANSLATE_NOOP("hexloom::core", "pool: %1 token %2") : QT_TRANSLATE_NOOP("hexloom::core", "pool: %1 tokens %2"),
                    {text::number(item.count), text::number(item.token)}};
        return {QT_TRANSLATE_NOOP("hexloom::core", "pool: %1 %2"), {text::number(item.count), kindName(rules, item.terrain)}};
    case ExactItem::Kind::Requirement:
        break;
    }
    const auto* spec = rules.requirement(item.id);
    return spec != nullptr && !spec->name.empty() ? CoreText{"%1 (%2)", {{item.id}, {spec->name}}} : CoreText{"%1", {{item.id}}};
}

CoreText describeCoreText(const std::vector<ExactItem>& core, const model::Board& board, const rules::RuleSet& rules)
{
    if (core.empty())
        return {QT_TRANSLATE_NOOP("hexloom::core", "No map fills the board with this pool, whatever the locks and requirements")};
    size_t locks = 0, pools = 0;
    std::vector<CoreText> named;
    for (const auto& i : core) {
        locks += i.kind == ExactItem::Kind::Lock ? 1 : 0;
        pools += i.kind == ExactItem::Kind::Pool ? 1 : 0;
        if (i.kind == ExactItem::Kind::Requirement)
            named.push_back({"%1", {{i.id}}});
        else if (i.kind == ExactItem::Kind::Home)
            named.push_back({QT_TRANSLATE_NOOP("hexloom::core", "the home of %1"), {{playerName(rules, i.id)}}});
    }
    std::vector<CoreText> parts;
    if (locks > 0)
        parts.push_back(counted(locks, QT_TRANSLATE_NOOP("hexloom::core", "lock"), QT_TRANSLATE_NOOP("hexloom::core", "%1 locks")));
    if (pools > 0)
        parts.push_back(counted(pools, QT_TRANSLATE_NOOP("hexloom::core", "pool count"), QT_TRANSLATE_NOOP("hexloom::core", "%1 pool counts")));
    parts.insert(parts.end(), named.begin(), named.end());
    CoreText detail;
    for (const auto& i : core) {
        CoreText item = describeItemText(i, board, rules);
        if (!i.kept.empty())
            item = {QT_TRANSLATE_NOOP("hexloom::core", "%1 (kept, not shown needed: %2)"), {text::nested(std::move(item)), text::nested(i.keptText)}};
        detail = detail.pattern.empty() ? std::move(item) : CoreText{"%1; %2", {text::nested(std::move(detail)), text::nested(std::move(item))}};
    }
    return {QT_TRANSLATE_NOOP("hexloom::core", "The %1 cannot all hold: %2"), {text::nested(listed(parts)), text::nested(std::move(detail))}};
}

std::string describeItem(const ExactItem& item, const model::Board& board, const rules::RuleSet& rules)
{
    return describeItemText(item, board, rules).english();
}

std::string describeCore(const std::vector<ExactItem>& core, const model::Board& board, const rules::RuleSet& rules)
{
    return describeCoreText(core, board, rules).english();
}

} // namespace hexloom::core::exact
