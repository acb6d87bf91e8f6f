#include "core/rules/draft/seat_draft.h"

#include <algorithm>

namespace hexloom::core::rules {

namespace {
// Catan's pips: the ways two dice make the number, 6 - |7 - n| (2 and 12: 1, 6 and 8: 5).
int pips(int token) { return token <= 0 ? 0 : 6 - (token > 7 ? token - 7 : 7 - token); }
} // namespace

bool hasProducingKinds(const RuleSet& rules)
{
    if (rules.tokenPool.empty())
        return false;
    for (TerrainId t = 0; t < rules.terrainCount(); ++t)
        if (rules.takesToken(t))
            return true;
    return false;
}

std::optional<DraftSetup> draftSetupOf(const RuleSet& rules)
{
    if (rules.draft)
        return rules.draft;
    return hasProducingKinds(rules) ? std::optional(DraftSetup{}) : std::nullopt;
}

int DraftOutcome::spread() const
{
    if (totals.empty())
        return 0;
    const auto [lo, hi] = std::minmax_element(totals.begin(), totals.end());
    return *hi - *lo;
}

int DraftOutcome::lowest() const
{
    return totals.empty() ? -1 : static_cast<int>(std::min_element(totals.begin(), totals.end()) - totals.begin());
}

int DraftOutcome::highest() const
{
    return totals.empty() ? -1 : static_cast<int>(std::max_element(totals.begin(), totals.end()) - totals.begin());
}

SeatDraft::SeatDraft(const RuleSet& rules, const model::Board& board, DraftSetup setup)
    : rules_(rules), setup_(std::move(setup)), graph_(board)
{
    const auto corners = static_cast<size_t>(graph_.size());
    value_.resize(corners);
    distinct_.resize(corners);
    blocked_.resize(corners);
    order_.reserve(corners);
    const auto turns = static_cast<size_t>(setup_.seats * setup_.placements);
    outcome_.seat.resize(turns);
    outcome_.corner.resize(turns);
    outcome_.value.resize(turns);
    outcome_.totals.resize(static_cast<size_t>(setup_.seats));
}

int SeatDraft::seatOfTurn(int turn, int seats)
{
    const int round = turn / seats, at = turn % seats;
    return round % 2 == 0 ? at : seats - 1 - at;
}

bool SeatDraft::producing(const model::Map& map, model::CellIndex c) const
{
    return rules_.takesToken(map.terrain(c)) && map.token(c) > 0;
}

int SeatDraft::value(const model::Map& map, int corner) const
{
    int v = 0;
    for (const model::CellIndex c : graph_.cells(corner))
        if (c != model::kNoCell && producing(map, c))
            v += pips(map.token(c));
    return v;
}

int SeatDraft::distinctResources(const model::Map& map, int corner) const
{
    const auto& k = graph_.cells(corner);
    int n = 0;
    for (size_t i = 0; i < k.size(); ++i) {
        if (k[i] == model::kNoCell || !producing(map, k[i]))
            continue;
        bool seen = false;
        for (size_t j = 0; j < i; ++j)
            seen = seen || (k[j] != model::kNoCell && producing(map, k[j]) && map.terrain(k[j]) == map.terrain(k[i]));
        n += seen ? 0 : 1;
    }
    return n;
}

bool SeatDraft::isPlace(const model::Map& map, int corner) const
{
    for (const model::CellIndex c : graph_.cells(corner))
        if (c != model::kNoCell && rules_.isLand(map.terrain(c)))
            return true;
    return false;
}

void SeatDraft::rank(const model::Map& map)
{
    order_.clear();
    for (int k = 0; k < graph_.size(); ++k) {
        value_[static_cast<size_t>(k)] = value(map, k);
        distinct_[static_cast<size_t>(k)] = distinctResources(map, k);
        if (isPlace(map, k))
            order_.push_back(k);
    }
    std::sort(order_.begin(), order_.end(), [this](int a, int b) {
        const auto ia = static_cast<size_t>(a), ib = static_cast<size_t>(b);
        if (value_[ia] != value_[ib])
            return value_[ia] > value_[ib];
        if (distinct_[ia] != distinct_[ib])
            return distinct_[ia] > distinct_[ib];
        return a < b;
    });
}

int SeatDraft::choose(size_t& cursor, std::mt19937_64* rng) const
{
    // Blocked corners stay blocked, so the cursor only moves forward past them.
    while (cursor < order_.size() && blocked_[static_cast<size_t>(order_[cursor])])
        ++cursor;
    if (cursor == order_.size())
        return CornerGraph::kNone;
    if (!rng || !setup_.noisy())
        return order_[cursor];
    std::array<int, 3> best{};
    size_t found = 0;
    for (size_t i = cursor; i < order_.size() && found < best.size() && found < setup_.noise.size(); ++i)
        if (!blocked_[static_cast<size_t>(order_[i])])
            best[found++] = order_[i];
    double total = 0;
    for (size_t i = 0; i < found; ++i)
        total += setup_.noise[i];
    // 53 random bits: the same seed gives the same draft with every standard library.
    const double u = static_cast<double>((*rng)() >> 11) * 0x1.0p-53 * total;
    double sum = 0;
    for (size_t i = 0; i + 1 < found; ++i) {
        sum += setup_.noise[i];
        if (u < sum)
            return best[i];
    }
    return best[found - 1];
}

const DraftOutcome& SeatDraft::run(std::mt19937_64* rng)
{
    std::fill(outcome_.totals.begin(), outcome_.totals.end(), 0);
    std::fill(blocked_.begin(), blocked_.end(), uint8_t{0});
    size_t cursor = 0;
    for (size_t turn = 0; turn < outcome_.seat.size(); ++turn) {
        const int seat = seatOfTurn(static_cast<int>(turn), setup_.seats);
        const int k = choose(cursor, rng);
        outcome_.seat[turn] = seat;
        outcome_.corner[turn] = k;
        outcome_.value[turn] = k == CornerGraph::kNone ? 0 : value_[static_cast<size_t>(k)];
        if (k == CornerGraph::kNone)
            continue;
        outcome_.totals[static_cast<size_t>(seat)] += value_[static_cast<size_t>(k)];
        blocked_[static_cast<size_t>(k)] = 1;
        for (const int n : graph_.adjacent(k))
            if (n != CornerGraph::kNone)
                blocked_[static_cast<size_t>(n)] = 1;
    }
    return outcome_;
}

const DraftOutcome& SeatDraft::play(const model::Map& map)
{
    rank(map);
    return run(nullptr);
}

const DraftOutcome& SeatDraft::play(const model::Map& map, std::mt19937_64& rng)
{
    rank(map);
    return run(&rng);
}

} // namespace hexloom::core::rules
