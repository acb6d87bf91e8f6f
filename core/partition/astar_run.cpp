#include "core/partition/astar_run.h"

#include <algorithm>
#include <bit>

namespace hexloom::core::partition {

namespace {
// Fixed table so equal states hash equally in every run.
std::vector<uint64_t> zobristTable(size_t count)
{
    std::vector<uint64_t> t(count);
    uint64_t x = 0x2545f4914f6cdd1dull;
    for (auto& v : t) { // splitmix64
        x += 0x9e3779b97f4a7c15ull;
        uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        v = z ^ (z >> 31);
    }
    return t;
}
} // namespace

AStarRun::AStarRun(const RunSetup& setup, InitialState initial)
    : setup_(setup), initial_(std::move(initial)), k_(setup.evaluator->size()),
      zobrist_(zobristTable(static_cast<size_t>(setup.graph->size()) * static_cast<size_t>(k_ + 1))), open_(setup.ties)
{
    const auto ku = static_cast<size_t>(k_);
    weight_.resize(ku);
    members_.resize(ku);
    count_.resize(ku * ku);
    rows_.resize(ku);
    childRows_.resize(ku);
    childWeight_.resize(ku);
    nodes_.push_back({-1, -1, 0, false, 0, 0});
    rebuild(0);
    summarise();
    seen_.insert(hash_);
    if (setup_.duplicates == Duplicates::Quotient)
        keys_.push_back(quotientKey(rows_.data()));
    deltas_.clear();
    const double spectral = setup_.evaluator->heuristic(rows_.data());
    nodes_[0].h = static_cast<float>(spectral + setup_.borderWeight * cutCost(rows_.data()));
    nodes_[0].isospectral = spectral == 0;
    lastH_ = nodes_[0].h;
    // The initial state is tested at once under either goal test: expanding it first would only
    // test it then.
    if (spectral == 0 && checkGoal(0, rows_.data(), weight_.data()))
        return;
    open_.push({static_cast<float>(setup_.weight * nodes_[0].h), nodes_[0].h, 0});
}

void AStarRun::rebuild(int32_t id)
{
    assign_ = initial_.region;
    chain_.clear();
    for (int32_t i = id; nodes_[static_cast<size_t>(i)].parent >= 0; i = nodes_[static_cast<size_t>(i)].parent)
        chain_.push_back(i);
    for (auto it = chain_.rbegin(); it != chain_.rend(); ++it)
        assign_[static_cast<size_t>(nodes_[static_cast<size_t>(*it)].cell)] = nodes_[static_cast<size_t>(*it)].to;
}

// Region weights, sizes, border counts between regions and quotient rows of assign_.
void AStarRun::summarise()
{
    const BasicGraph& g = *setup_.graph;
    std::fill(weight_.begin(), weight_.end(), 0);
    std::fill(members_.begin(), members_.end(), 0);
    std::fill(count_.begin(), count_.end(), 0);
    std::fill(rows_.begin(), rows_.end(), 0);
    removedWeight_ = 0;
    hash_ = 0;
    for (int v = 0; v < g.size(); ++v) {
        const uint8_t r = assign_[static_cast<size_t>(v)];
        hash_ ^= zobrist_[static_cast<size_t>(v) * static_cast<size_t>(k_ + 1) + (r == kRemovedRegion ? static_cast<size_t>(k_) : r)];
        if (r == kRemovedRegion) {
            removedWeight_ += g.weight(v);
            continue;
        }
        weight_[r] += g.weight(v);
        ++members_[r];
        for (const int u : g.neighbours(v)) {
            const uint8_t s = assign_[static_cast<size_t>(u)];
            if (s != r && s != kRemovedRegion) {
                ++count_[static_cast<size_t>(r) * static_cast<size_t>(k_) + s];
                rows_[r] |= uint64_t{1} << s;
            }
        }
    }
}

// A hash of the labelled quotient graph (the rows of its adjacency), for Duplicates::Quotient.
uint64_t AStarRun::quotientKey(const uint64_t* rows) const
{
    uint64_t key = 0x6a09e667f3bcc909ull;
    for (int i = 0; i < k_; ++i) { // splitmix64 over the rows in order
        uint64_t z = key ^ rows[i];
        z += 0x9e3779b97f4a7c15ull;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        key = z ^ (z >> 31);
    }
    return key;
}

// The best open state not yet explored (Duplicates::Quotient drops entries whose quotient graph
// was expanded meanwhile and marks the one returned explored); -1 when none is left.
int32_t AStarRun::popUnexplored()
{
    while (!open_.empty()) {
        const int32_t id = open_.top().id;
        open_.pop();
        if (setup_.duplicates == Duplicates::Partition || explored_.insert(keys_[static_cast<size_t>(id)]))
            return id;
    }
    return -1;
}

bool AStarRun::checkGoal(int32_t id, const uint64_t* rows, const int* weights)
{
    auto mapping = setup_.evaluator->goal(rows, weights, initial_.regionPin);
    if (!mapping)
        return false;
    mapping_ = std::move(*mapping);
    solution_ = id;
    pathLength_ = nodes_[static_cast<size_t>(id)].g;
    rebuild(id);
    status_ = Status::Solved;
    return true;
}

AStarRun::Status AStarRun::expand()
{
    if (status_ != Status::Running)
        return status_;
    if (open_.empty())
        return status_ = Status::Exhausted;
    if (setup_.nodeLimit > 0 && expanded_ >= setup_.nodeLimit)
        return status_ = Status::LimitReached;
    const int32_t id = popUnexplored();
    if (id < 0)
        return status_ = Status::Exhausted;
    rebuild(id);
    summarise();
    lastH_ = nodes_[static_cast<size_t>(id)].h;
    if (setup_.goalTest == GoalTest::Expanded && nodes_[static_cast<size_t>(id)].isospectral &&
        checkGoal(id, rows_.data(), weight_.data()))
        return status_;
    ++expanded_;
    articulation_.find(*setup_.graph, assign_.data(), cut_);
    const BasicGraph& g = *setup_.graph;
    for (int v = 0; v < g.size(); ++v) {
        const uint8_t r = assign_[static_cast<size_t>(v)];
        if (r == kRemovedRegion || g.pin(v) != kNoPin || members_[r] == 1 || cut_[static_cast<size_t>(v)])
            continue;
        uint64_t targets = 0;
        for (const int u : g.neighbours(v)) {
            const uint8_t s = assign_[static_cast<size_t>(u)];
            if (s != r && s != kRemovedRegion)
                targets |= uint64_t{1} << s;
        }
        for (uint64_t t = targets; t; t &= t - 1)
            if (generate(id, v, static_cast<uint8_t>(std::countr_zero(t))))
                return status_;
        const bool removable = setup_.maxRemoved < 0 || removedWeight_ + g.weight(v) <= setup_.maxRemoved;
        if (targets && setup_.allowRemoval && removable && generate(id, v, kRemovedRegion))
            return status_;
    }
    return status_;
}

// Sum of the m weakest borders (G-edges between two touching regions), m = quotient edges
// beyond C's: about how many border edges must still be cut before the quotient can have as
// few edges as C. Counts are the parent's plus `deltas_`.
double AStarRun::cutCost(const uint64_t* rows)
{
    int edges = 0;
    for (int i = 0; i < k_; ++i)
        edges += std::popcount(rows[i]);
    const int excess = edges / 2 - setup_.evaluator->targetEdges();
    if (excess <= 0)
        return 0;
    borders_.clear();
    for (int i = 0; i < k_; ++i)
        for (uint64_t t = rows[i] >> (i + 1); t; t &= t - 1) {
            const int j = i + 1 + std::countr_zero(t);
            int c = count_[static_cast<size_t>(i) * static_cast<size_t>(k_) + static_cast<size_t>(j)];
            for (const auto& d : deltas_)
                c += (d.a == i && d.b == j) ? d.d : 0;
            borders_.push_back(c);
        }
    std::nth_element(borders_.begin(), borders_.begin() + (excess - 1), borders_.end());
    double sum = 0;
    for (int e = 0; e < excess; ++e)
        sum += borders_[static_cast<size_t>(e)];
    return sum;
}

void AStarRun::addDelta(uint8_t a, uint8_t b, int d)
{
    if (a > b)
        std::swap(a, b);
    for (auto& x : deltas_)
        if (x.a == a && x.b == b) {
            x.d += d;
            return;
        }
    deltas_.push_back({a, b, d});
}

// Builds the child's quotient rows and weights from the parent's border counts, then queues it.
bool AStarRun::generate(int32_t parent, int v, uint8_t to)
{
    const BasicGraph& g = *setup_.graph;
    const uint8_t from = assign_[static_cast<size_t>(v)];
    const size_t stride = static_cast<size_t>(k_ + 1);
    const uint64_t hash = hash_ ^ zobrist_[static_cast<size_t>(v) * stride + from] ^
                          zobrist_[static_cast<size_t>(v) * stride + (to == kRemovedRegion ? static_cast<size_t>(k_) : to)];
    if (setup_.duplicates == Duplicates::Partition && !seen_.insert(hash))
        return false;
    // Border counts change only between `from`/`to` and the regions of v's neighbours.
    deltas_.clear();
    for (const int u : g.neighbours(v)) {
        const uint8_t x = assign_[static_cast<size_t>(u)];
        if (x == kRemovedRegion)
            continue;
        if (x != from)
            addDelta(from, x, -1);
        if (to != kRemovedRegion && x != to)
            addDelta(to, x, +1);
    }
    std::copy(rows_.begin(), rows_.end(), childRows_.begin());
    for (const auto& d : deltas_) {
        const uint64_t a = uint64_t{1} << d.a, b = uint64_t{1} << d.b;
        if (count_[static_cast<size_t>(d.a) * static_cast<size_t>(k_) + d.b] + d.d > 0) {
            childRows_[d.a] |= b;
            childRows_[d.b] |= a;
        } else {
            childRows_[d.a] &= ~b;
            childRows_[d.b] &= ~a;
        }
    }
    std::copy(weight_.begin(), weight_.end(), childWeight_.begin());
    childWeight_[from] -= g.weight(v);
    if (to != kRemovedRegion)
        childWeight_[to] += g.weight(v);
    uint64_t key = 0;
    if (setup_.duplicates == Duplicates::Quotient) {
        key = quotientKey(childRows_.data());
        if (explored_.contains(key))
            return false;
    }
    const double spectral = setup_.evaluator->heuristic(childRows_.data());
    const auto h = static_cast<float>(spectral + (setup_.borderWeight > 0 ? setup_.borderWeight * cutCost(childRows_.data()) : 0.0));
    const int32_t gCost = nodes_[static_cast<size_t>(parent)].g + 1;
    nodes_.push_back({parent, v, to, spectral == 0, gCost, h});
    if (setup_.duplicates == Duplicates::Quotient)
        keys_.push_back(key);
    const auto id = static_cast<int32_t>(nodes_.size() - 1);
    if (setup_.goalTest == GoalTest::Generated && spectral == 0 && checkGoal(id, childRows_.data(), childWeight_.data()))
        return true;
    open_.push({static_cast<float>(gCost + setup_.weight * h), h, id});
    return false;
}

} // namespace hexloom::core::partition
