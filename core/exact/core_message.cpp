#include "core/exact/core_message.h"

namespace hexloom::core::exact {

namespace {

std::string kindName(const rules::RuleSet& rules, model::TerrainId t)
{
    return t < rules.terrains.size() ? rules.terrain(t).name : std::string("empty");
}

// The player's name as the rule set gives it (its id when it has none or is unknown).
std::string playerName(const rules::RuleSet& rules, const std::string& id)
{
    for (const auto& p : rules.players.players)
        if (p.id == id)
            return p.name.empty() ? p.id : p.name;
    return id;
}

std::string counted(size_t n, const char* one, const char* many)
{
    return n == 1 ? std::string(one) : std::to_string(n) + " " + many;
}

} // namespace

std::string describeItem(const ExactItem& item, const model::Board& board, const rules::RuleSet& rules)
{
    switch (item.kind) {
    case ExactItem::Kind::Lock: {
        const auto at = board.offset(item.cell);
        return "lock on hex " + std::to_string(at.row) + "," + std::to_string(at.col) + " (" + kindName(rules, item.terrain) + ")";
    }
    case ExactItem::Kind::Home: {
        const auto at = board.offset(item.cell);
        return "home of " + playerName(rules, item.id) + " (" + kindName(rules, item.terrain) + " on hex " + std::to_string(at.row) + "," +
               std::to_string(at.col) + ")";
    }
    case ExactItem::Kind::Pool:
        if (item.token != model::kNoToken)
            return "pool: " + std::to_string(item.count) + " token" + (item.count == 1 ? "" : "s") + " " + std::to_string(item.token);
        return "pool: " + std::to_string(item.count) + " " + kindName(rules, item.terrain);
    case ExactItem::Kind::Requirement:
        break;
    }
    const auto* spec = rules.requirement(item.id);
    return item.id + (spec != nullptr && !spec->name.empty() ? " (" + spec->name + ")" : std::string());
}

std::string describeCore(const std::vector<ExactItem>& core, const model::Board& board, const rules::RuleSet& rules)
{
    if (core.empty())
        return "No map fills the board with this pool, whatever the locks and requirements";
    size_t locks = 0, pools = 0;
    std::vector<std::string> named;
    for (const auto& i : core) {
        locks += i.kind == ExactItem::Kind::Lock ? 1 : 0;
        pools += i.kind == ExactItem::Kind::Pool ? 1 : 0;
        if (i.kind == ExactItem::Kind::Requirement)
            named.push_back(i.id);
        else if (i.kind == ExactItem::Kind::Home)
            named.push_back("the home of " + playerName(rules, i.id));
    }
    std::vector<std::string> parts;
    if (locks > 0)
        parts.push_back(counted(locks, "lock", "locks"));
    if (pools > 0)
        parts.push_back(counted(pools, "pool count", "pool counts"));
    parts.insert(parts.end(), named.begin(), named.end());
    std::string head = "The ";
    for (size_t p = 0; p < parts.size(); ++p)
        head += (p == 0 ? "" : p + 1 == parts.size() ? " and " : ", ") + parts[p];
    std::string detail;
    for (const auto& i : core) {
        detail += detail.empty() ? "" : "; ";
        detail += describeItem(i, board, rules);
        if (!i.kept.empty())
            detail += " (kept, not shown needed: " + i.kept + ")";
    }
    return head + " cannot all hold: " + detail;
}

} // namespace hexloom::core::exact
