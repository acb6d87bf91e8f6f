#include "core/exact/exact_encoding.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/exact/requirement_encoders.h"
#include "core/rules/homes.h"
#include "core/rules/tile_pool.h"
#include "core/text/text_error.h"

namespace hexloom::core::exact {

ExactEncoding::ExactEncoding(const model::Board& board, const rules::RuleSet& rules, const model::Map& map, CnfCaps caps,
                             std::function<const char*()> stop, bool countsHold)
    : cnf_(caps), countsHold_(countsHold)
{
    cnf_.setStop(std::move(stop));
    const auto tiles = rules::TilePool::forMap(map, rules);
    const auto& pool = tiles.terrains;
    int total = 0;
    for (int n : pool)
        total += n;
    if (total < board.size())
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "the pool has %1 tiles for %2 hexes: no map fills the board"),
                               {text::number(total), text::number(board.size())}});
    cnf_.beginPart({QT_TRANSLATE_NOOP("hexloom::core", "kinds")});
    cells_ = std::make_unique<CellVars>(cnf_, board, rules, map, pool);
    cnf_.beginPart({QT_TRANSLATE_NOOP("hexloom::core", "tokens")});
    tokens_ = std::make_unique<TokenVars>(cnf_, *cells_, rules, map, tiles.tokens);
    cnf_.beginPart({QT_TRANSLATE_NOOP("hexloom::core", "homes and locks")});
    addHomes(board, rules);
    addLocks(map);
    cnf_.beginPart({QT_TRANSLATE_NOOP("hexloom::core", "pool")});
    addPool(pool);
    addTokenPool(tiles.tokens);
    addRequirements(board, rules);
}

// One item per player with home cells: its selector puts the home tile on each of them. A locked
// home cell holding its home tile is that home's, not a lock of its own (placeHomes locks every
// home), so a core names "the home of Player 2" where the designer declared it.
void ExactEncoding::addHomes(const model::Board& board, const rules::RuleSet& rules)
{
    homeCell_.assign(static_cast<size_t>(board.size()), model::kNoTerrain);
    homeSelector_.assign(static_cast<size_t>(board.size()), 0);
    const auto homes = rules::homeCells(rules, board);
    for (size_t h = 0; h < homes.size(); ++h) {
        const auto& home = homes[h];
        if (h == 0 || homes[h - 1].player != home.player) {
            const auto& player = rules.players.players[static_cast<size_t>(home.player)];
            items_.push_back({.kind = ExactItem::Kind::Home, .cell = home.cell, .terrain = home.kind, .id = player.id, .selector = cnf_.newVar()});
        }
        const Lit holds = cells_->lit(home.cell, home.kind);
        if (holds == 0)
            cnf_.add({-items_.back().selector}); // the home tile cannot stand there at all
        else
            cnf_.add({-items_.back().selector, holds});
        homeCell_[static_cast<size_t>(home.cell)] = home.kind;
        homeSelector_[static_cast<size_t>(home.cell)] = items_.back().selector;
    }
}

void ExactEncoding::addLocks(const model::Map& map)
{
    for (model::CellIndex c = 0; c < map.size(); ++c) {
        if (!map.locked(c) || map.terrain(c) == model::kNoTerrain)
            continue;
        if (homeCell_[static_cast<size_t>(c)] == map.terrain(c)) {
            // The home holds its token too (a resource home of a Catan-like game), as every
            // search keeps it: part of that home's item, not a lock of its own.
            if (const int token = tokens_->indexOf(map.token(c)); token >= 0 && tokens_->lit(c, static_cast<size_t>(token)) != 0)
                cnf_.add({-homeSelector_[static_cast<size_t>(c)], tokens_->lit(c, static_cast<size_t>(token))});
            continue;
        }
        ExactItem item{.kind = ExactItem::Kind::Lock, .cell = c, .terrain = map.terrain(c), .count = 0, .id = {}, .selector = cnf_.newVar()};
        cnf_.add({-item.selector, cells_->lit(c, item.terrain)});
        if (const int token = tokens_->indexOf(map.token(c)); token >= 0 && tokens_->lit(c, static_cast<size_t>(token)) != 0)
            cnf_.add({-item.selector, tokens_->lit(c, static_cast<size_t>(token))}); // the lock holds the hex's token too
        items_.push_back(item);
    }
}

void ExactEncoding::addPool(const std::vector<int>& pool)
{
    std::vector<Lit> holders;
    for (int t = 0; t < cells_->kinds(); ++t) {
        holders.clear();
        for (model::CellIndex c = 0; c < cells_->cells(); ++c)
            if (const Lit x = cells_->lit(c, static_cast<model::TerrainId>(t)); x != 0)
                holders.push_back(x);
        const int count = t < static_cast<int>(pool.size()) ? pool[static_cast<size_t>(t)] : 0;
        if (static_cast<int>(holders.size()) <= count)
            continue; // the count cannot be passed: nothing to explain
        ExactItem item{.kind = ExactItem::Kind::Pool, .terrain = static_cast<model::TerrainId>(t), .count = count, .id = {}, .selector = cnf_.newVar()};
        atMost(cnf_, holders, count, item.selector);
        items_.push_back(item);
    }
}

// One guarded at-most-k per token number, as addPool per kind: with as many tokens as bearers,
// at most is exactly.
void ExactEncoding::addTokenPool(const std::vector<int>& pool)
{
    std::vector<Lit> holders;
    for (size_t i = 0; i < tokens_->numbers().size(); ++i) {
        const model::Token number = tokens_->numbers()[i];
        holders.clear();
        for (model::CellIndex c = 0; c < cells_->cells(); ++c)
            if (const Lit y = tokens_->lit(c, i); y != 0)
                holders.push_back(y);
        const int count = static_cast<size_t>(number) < pool.size() ? pool[static_cast<size_t>(number)] : 0;
        if (static_cast<int>(holders.size()) <= count)
            continue;
        ExactItem item{.kind = ExactItem::Kind::Pool, .count = count, .token = number, .id = {}, .selector = cnf_.newVar()};
        atMost(cnf_, holders, count, item.selector);
        items_.push_back(item);
    }
}

void ExactEncoding::addRequirements(const model::Board& board, const rules::RuleSet& rules)
{
    EncodeContext context{cnf_, *cells_, *tokens_, board, rules, countsHold_};
    std::vector<WeightedLit> violations;
    for (const auto& spec : rules.requirements) {
        if (!spec.enabled || spec.weight == 0)
            continue;
        const auto* encoder = findRequirementEncoder(spec.type);
        if (encoder == nullptr) {
            notCovered_.emplace_back(spec.id, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no encoding of type %1"), {{spec.type}}});
            continue;
        }
        if (encoder->readsTokens && tokens_->empty()) {
            notCovered_.emplace_back(spec.id, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "it reads number tokens and the rule set places none")});
            continue;
        }
        if (const char* refusal = encoder->refusal != nullptr ? encoder->refusal(spec, context) : nullptr) {
            notCovered_.emplace_back(spec.id, text::CoreText{refusal}); // marked where the encoder writes it
            continue;
        }
        if (spec.weight < 0 || spec.weight != std::floor(spec.weight) || spec.weight > 1e6) {
            notCovered_.emplace_back(spec.id, text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "weight is not a whole number from %1 to %2"),
                                                             {text::number(1), text::number(1e6)}});
            continue;
        }
        violations.clear();
        cnf_.beginPart({"%1 (%2)", {{spec.id}, {spec.type}}}); // names only: nothing to translate
        encoder->encode(spec, context, violations);
        ExactItem item{.kind = ExactItem::Kind::Requirement, .id = spec.id, .selector = cnf_.newVar()};
        const int weight = static_cast<int>(spec.weight);
        for (const auto& v : violations) {
            const Lit counted = cnf_.newVar();
            cnf_.add({-item.selector, -v.lit, counted});
            objective_.push_back({counted, v.weight * weight});
        }
        reliance_.resize(items_.size());
        reliance_.push_back(relianceOf(*encoder, spec, context));
        items_.push_back(item);
        covered_.push_back(spec.id);
    }
    reliance_.resize(items_.size());
}

// The pool items of the kinds the encoder relies on (a kind whose count cannot be passed has none).
ExactEncoding::Reliance ExactEncoding::relianceOf(const RequirementEncoder& encoder, const rules::RequirementSpec& spec, const EncodeContext& context) const
{
    Reliance out;
    std::vector<model::TerrainId> kinds;
    const char* why = encoder.reliance != nullptr && context.countsHold ? encoder.reliance(spec, context, kinds) : nullptr;
    for (size_t i = 0; i < items_.size(); ++i) {
        const auto& item = items_[i];
        if (item.kind == ExactItem::Kind::Pool && item.token == model::kNoToken &&
            std::find(kinds.begin(), kinds.end(), item.terrain) != kinds.end())
            out.on.push_back(i);
    }
    if (!out.on.empty())
        out.why = {"%1: %2", {{spec.id}, text::marked(why)}}; // `why` marked where the encoder writes it
    return out;
}

int ExactEncoding::objectiveMaximum() const
{
    int64_t sum = 0;
    for (const auto& o : objective_)
        sum += o.weight;
    return static_cast<int>(std::min<int64_t>(sum, 1'000'000'000));
}

std::vector<Lit> ExactEncoding::allSelectors() const
{
    std::vector<Lit> out;
    for (const auto& i : items_)
        out.push_back(i.selector);
    return out;
}

const Totalizer& ExactEncoding::objectiveCounter(int cap)
{
    for (const auto& t : counters_)
        if (t->cap() >= cap)
            return *t;
    cnf_.beginPart({QT_TRANSLATE_NOOP("hexloom::core", "objective counter up to %1"), {text::number(cap)}});
    counters_.push_back(std::make_unique<Totalizer>(cnf_, objective_, cap));
    return *counters_.back();
}

} // namespace hexloom::core::exact
