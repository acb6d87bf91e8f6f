#include "core/partition/clustering.h"

#include "core/partition/spectral_layout.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <functional>
#include <queue>
#include <stdexcept>

namespace hexloom::core::partition {

std::vector<int> growClusters(const BasicGraph& g, const std::vector<std::vector<int>>& seedSets,
                              const std::vector<int>& clusterPin)
{
    const size_t k = seedSets.size();
    std::vector<int> cluster(static_cast<size_t>(g.size()), -1);
    std::vector<std::vector<int>> queue(k);
    std::vector<size_t> head(k, 0);
    std::vector<int> weight(k, 0);
    using Entry = std::pair<int, int>; // weight, cluster: lightest first, lowest id on ties
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> order;
    const auto take = [&](int c, int v) {
        cluster[static_cast<size_t>(v)] = c;
        weight[static_cast<size_t>(c)] += g.weight(v);
        for (const int u : g.neighbours(v))
            if (cluster[static_cast<size_t>(u)] < 0)
                queue[static_cast<size_t>(c)].push_back(u);
    };
    for (size_t c = 0; c < k; ++c)
        for (const int v : seedSets[c])
            take(static_cast<int>(c), v);
    for (size_t c = 0; c < k; ++c)
        order.push({weight[c], static_cast<int>(c)});
    while (!order.empty()) {
        const auto [w, c] = order.top();
        order.pop();
        auto& q = queue[static_cast<size_t>(c)];
        auto& h = head[static_cast<size_t>(c)];
        while (h < q.size()) {
            const int v = q[h++];
            const int p = g.pin(v);
            if (cluster[static_cast<size_t>(v)] < 0 && (p == kNoPin || p == clusterPin[static_cast<size_t>(c)])) {
                take(c, v);
                order.push({weight[static_cast<size_t>(c)], c});
                break;
            }
        }
    }
    return cluster;
}

namespace {
// True when every claimed neighbour of v is in a cluster of the mask `allowed`.
bool bordersOnlyAllowed(const BasicGraph& g, const std::vector<int>& cluster, uint64_t allowed, int v)
{
    for (const int u : g.neighbours(v)) {
        const int x = cluster[static_cast<size_t>(u)];
        if (x >= 0 && !(allowed >> x & 1))
            return false;
    }
    return true;
}
} // namespace

std::vector<int> growNearest(const BasicGraph& g, const std::vector<std::vector<int>>& seedSets,
                             const std::vector<int>& clusterPin, const std::vector<uint64_t>* touch)
{
    std::vector<int> cluster(static_cast<size_t>(g.size()), -1);
    using Entry = std::tuple<double, int, int>; // distance to the cluster's seed, node, cluster
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> order;
    const auto push = [&](int c, int v) {
        const auto s = g.centre(seedSets[static_cast<size_t>(c)].front()), p = g.centre(v);
        order.push({std::hypot(p.x - s.x, p.y - s.y), v, c});
    };
    const auto take = [&](int c, int v) {
        cluster[static_cast<size_t>(v)] = c;
        for (const int u : g.neighbours(v))
            if (cluster[static_cast<size_t>(u)] < 0)
                push(c, u);
    };
    for (size_t c = 0; c < seedSets.size(); ++c)
        for (const int v : seedSets[c])
            cluster[static_cast<size_t>(v)] = static_cast<int>(c);
    for (size_t c = 0; c < seedSets.size(); ++c)
        for (const int v : seedSets[c])
            take(static_cast<int>(c), v);
    // A node one cluster may not take stays free for another (a star's centre fills the gaps
    // between its provinces); claims are final, so a refused entry never becomes acceptable.
    const auto drain = [&](bool strict) {
        while (!order.empty()) {
            const auto [d, v, c] = order.top();
            order.pop();
            const int p = g.pin(v);
            if (cluster[static_cast<size_t>(v)] < 0 && (p == kNoPin || p == clusterPin[static_cast<size_t>(c)]) &&
                (!strict || bordersOnlyAllowed(g, cluster, (*touch)[static_cast<size_t>(c)] | uint64_t{1} << c, v)))
                take(c, v);
        }
    };
    drain(touch != nullptr);
    if (!touch)
        return cluster;
    for (int v = 0; v < g.size(); ++v) // leftovers: plain nearest-seed growth
        for (const int u : g.neighbours(v))
            if (cluster[static_cast<size_t>(v)] >= 0 && cluster[static_cast<size_t>(u)] < 0)
                push(cluster[static_cast<size_t>(v)], u);
    drain(false);
    return cluster;
}

std::vector<int> pickSeeds(const BasicGraph& g, const std::vector<int>& taken, int count, Rng* rng)
{
    std::vector<int> seeds;
    std::vector<char> used(static_cast<size_t>(g.size()), 0);
    for (const int v : taken)
        used[static_cast<size_t>(v)] = 1;
    std::vector<int> free;
    for (int v = 0; v < g.size(); ++v)
        if (!used[static_cast<size_t>(v)] && g.pin(v) == kNoPin)
            free.push_back(v);
    if (static_cast<int>(free.size()) < count)
        throw std::invalid_argument("not enough free hexes to seed " + std::to_string(count) + " regions");
    if (rng) {
        std::shuffle(free.begin(), free.end(), *rng);
        free.resize(static_cast<size_t>(count));
        return free;
    }
    std::vector<int> sources = taken;
    for (int i = 0; i < count; ++i) {
        const auto dist = sources.empty() ? std::vector<int>(static_cast<size_t>(g.size()), 0) : g.distancesFrom(sources);
        int best = -1;
        for (const int v : free)
            if (!used[static_cast<size_t>(v)] && (best < 0 || dist[static_cast<size_t>(v)] > dist[static_cast<size_t>(best)]))
                best = v;
        used[static_cast<size_t>(best)] = 1;
        seeds.push_back(best);
        sources.push_back(best);
    }
    return seeds;
}

namespace {
// Connected groups of nodes pinned to the same constraint node.
std::vector<std::vector<int>> pinnedGroups(const BasicGraph& g, std::vector<int>& groupPin)
{
    std::vector<std::vector<int>> groups;
    std::vector<char> seen(static_cast<size_t>(g.size()), 0);
    for (int s = 0; s < g.size(); ++s) {
        if (g.pin(s) == kNoPin || seen[static_cast<size_t>(s)])
            continue;
        std::vector<int> group{s};
        seen[static_cast<size_t>(s)] = 1;
        for (size_t h = 0; h < group.size(); ++h)
            for (const int u : g.neighbours(group[h]))
                if (!seen[static_cast<size_t>(u)] && g.pin(u) == g.pin(s)) {
                    seen[static_cast<size_t>(u)] = 1;
                    group.push_back(u);
                }
        groups.push_back(std::move(group));
        groupPin.push_back(g.pin(s));
    }
    return groups;
}
} // namespace

BasicGraph coarsen(const BasicGraph& g, int target)
{
    std::vector<int> clusterPin;
    std::vector<std::vector<int>> seedSets = pinnedGroups(g, clusterPin);
    std::vector<int> taken;
    for (const auto& s : seedSets)
        taken.insert(taken.end(), s.begin(), s.end());
    int freeNodes = 0;
    for (int v = 0; v < g.size(); ++v)
        freeNodes += g.pin(v) == kNoPin ? 1 : 0;
    const int extra = std::min(freeNodes, std::max(0, target - static_cast<int>(seedSets.size())));
    for (const int s : pickSeeds(g, taken, extra, nullptr)) {
        seedSets.push_back({s});
        clusterPin.push_back(kNoPin);
    }
    const auto cluster = growClusters(g, seedSets, clusterPin);
    if (std::find(cluster.begin(), cluster.end(), -1) != cluster.end())
        throw std::invalid_argument("the hexes in scope are not connected");
    return g.contract(cluster, static_cast<int>(seedSets.size()));
}

namespace {
// Joins all nodes pinned to `node` by shortest paths through free nodes; empty when none.
std::vector<int> joinPinned(const BasicGraph& g, int node, const std::vector<char>& claimed, const std::string& id)
{
    std::vector<int> set;
    std::vector<char> in(static_cast<size_t>(g.size()), 0);
    for (int v = 0; v < g.size(); ++v)
        if (g.pin(v) == node && set.empty()) {
            set.push_back(v);
            in[static_cast<size_t>(v)] = 1;
        }
    const auto allowed = [&](int u) { return !claimed[static_cast<size_t>(u)] && (g.pin(u) == kNoPin || g.pin(u) == node); };
    std::vector<int> parent(static_cast<size_t>(g.size()));
    for (bool grew = !set.empty(); grew;) {
        grew = false;
        std::fill(parent.begin(), parent.end(), -2);
        std::vector<int> queue = set;
        for (const int v : set)
            parent[static_cast<size_t>(v)] = -1;
        for (size_t h = 0; h < queue.size() && !grew; ++h)
            for (const int u : g.neighbours(queue[h])) {
                if (parent[static_cast<size_t>(u)] != -2 || !allowed(u))
                    continue;
                parent[static_cast<size_t>(u)] = queue[h];
                queue.push_back(u);
                if (g.pin(u) == node && !in[static_cast<size_t>(u)]) {
                    for (int w = u; w >= 0 && !in[static_cast<size_t>(w)]; w = parent[static_cast<size_t>(w)]) {
                        in[static_cast<size_t>(w)] = 1;
                        set.push_back(w);
                    }
                    grew = true;
                    break;
                }
            }
    }
    for (int v = 0; v < g.size(); ++v)
        if (g.pin(v) == node && !in[static_cast<size_t>(v)])
            throw std::invalid_argument("the hexes pinned to node \"" + id +
                                        "\" cannot be joined into one region without crossing hexes pinned to other nodes");
    return set;
}
} // namespace

namespace {
// Per cluster, the clusters it may border: those whose nodes C joins to its node.
std::vector<uint64_t> touchMasks(const std::vector<uint64_t>& rows, const std::vector<int>& nodeOfCluster)
{
    std::vector<uint64_t> touch(nodeOfCluster.size(), 0);
    for (size_t a = 0; a < nodeOfCluster.size(); ++a)
        for (size_t b = 0; b < nodeOfCluster.size(); ++b)
            if (rows[static_cast<size_t>(nodeOfCluster[a])] >> nodeOfCluster[b] & 1)
                touch[a] |= uint64_t{1} << b;
    return touch;
}
} // namespace

InitialState initialRegions(const BasicGraph& g, const std::vector<std::string>& nodeIds,
                            const std::vector<model::PointF>* layout, Rng* rng, const std::vector<uint64_t>* rows)
{
    const int k = static_cast<int>(nodeIds.size());
    InitialState s;
    std::vector<std::vector<int>> seedSets;
    std::vector<char> claimed(static_cast<size_t>(g.size()), 0);
    std::vector<int> taken;
    for (int node = 0; node < k; ++node) {
        auto set = joinPinned(g, node, claimed, nodeIds[static_cast<size_t>(node)]);
        if (set.empty())
            continue;
        for (const int v : set)
            claimed[static_cast<size_t>(v)] = 1;
        taken.insert(taken.end(), set.begin(), set.end());
        seedSets.push_back(std::move(set));
        s.regionPin.push_back(node);
    }
    std::vector<int> freeNodes;
    for (int node = 0; node < k; ++node)
        if (std::find(s.regionPin.begin(), s.regionPin.end(), node) == s.regionPin.end())
            freeNodes.push_back(node);
    const auto seeds = layout ? layoutSeeds(g, *layout, freeNodes, taken, rng) : pickSeeds(g, taken, static_cast<int>(freeNodes.size()), rng);
    for (const int v : seeds) {
        seedSets.push_back({v});
        s.regionPin.push_back(kNoPin);
    }
    std::vector<int> nodeOfCluster = s.regionPin; // pinned regions first, then freeNodes in order
    nodeOfCluster.resize(seedSets.size() - freeNodes.size());
    nodeOfCluster.insert(nodeOfCluster.end(), freeNodes.begin(), freeNodes.end());
    const auto touch = rows && layout ? touchMasks(*rows, nodeOfCluster) : std::vector<uint64_t>();
    const auto cluster = layout ? growNearest(g, seedSets, s.regionPin, touch.empty() ? nullptr : &touch)
                                : growClusters(g, seedSets, s.regionPin);
    s.region.resize(cluster.size());
    for (size_t v = 0; v < cluster.size(); ++v) {
        if (cluster[v] < 0)
            throw std::invalid_argument("the hexes in scope are not connected");
        s.region[v] = static_cast<uint8_t>(cluster[v]);
    }
    return s;
}

} // namespace hexloom::core::partition
