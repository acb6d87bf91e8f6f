#include "core/exact/cardinality.h"

#include <algorithm>
#include <bit>
#include <deque>
#include <limits>

namespace hexloom::core::exact {

namespace {

// Batcher's odd-even merge sort on literals, largest first; 0 stands for a constant false input
// (the padding to a power of two), which the comparators pass through without new variables.
class SortingNetwork {
public:
    explicit SortingNetwork(Cnf& cnf) : cnf_(cnf) {}
    // Comparators a network of `n` inputs (padded to a power of two) needs at most.
    static int64_t comparators(int64_t n)
    {
        int64_t p = 1, levels = 0;
        while (p < n) {
            p *= 2;
            ++levels;
        }
        return p / 4 * levels * (levels - 1) + p - 1;
    }
    std::vector<Lit> sort(std::vector<Lit> v)
    {
        size_t p = 1;
        while (p < v.size())
            p *= 2;
        v.resize(p, 0);
        sortRange(v);
        return v;
    }

private:
    void sortRange(std::vector<Lit>& v)
    {
        if (v.size() <= 1)
            return;
        const auto half = static_cast<std::ptrdiff_t>(v.size() / 2);
        std::vector<Lit> a(v.begin(), v.begin() + half), b(v.begin() + half, v.end());
        sortRange(a);
        sortRange(b);
        v = merge(a, b);
    }
    // Two sorted halves of equal power-of-two size into one sorted sequence.
    std::vector<Lit> merge(const std::vector<Lit>& a, const std::vector<Lit>& b)
    {
        if (a.size() == 1) {
            const auto [hi, lo] = compare(a[0], b[0]);
            return {hi, lo};
        }
        std::vector<Lit> ae, ao, be, bo;
        for (size_t i = 0; i < a.size(); ++i) {
            (i % 2 == 0 ? ae : ao).push_back(a[i]);
            (i % 2 == 0 ? be : bo).push_back(b[i]);
        }
        const auto even = merge(ae, be), odd = merge(ao, bo);
        std::vector<Lit> out{even[0]};
        for (size_t i = 1; i < even.size(); ++i) {
            const auto [hi, lo] = compare(odd[i - 1], even[i]);
            out.push_back(hi);
            out.push_back(lo);
        }
        out.push_back(odd.back());
        return out;
    }
    std::pair<Lit, Lit> compare(Lit a, Lit b)
    {
        if (a == 0 || b == 0)
            return {a == 0 ? b : a, 0};
        const Lit hi = cnf_.newVar(), lo = cnf_.newVar();
        cnf_.add({-a, hi});
        cnf_.add({-b, hi});
        cnf_.add({-a, -b, lo});
        return {hi, lo};
    }
    Cnf& cnf_;
};

// Clauses of atMostAdder's tree on n inputs (without the final comparison): the digits' widths
// do not depend on the inputs, so the same pairing is replayed on widths alone.
int64_t adderClauses(int64_t n)
{
    constexpr int64_t half = 7, full = 14;
    std::deque<int64_t> widths(static_cast<size_t>(n), 1);
    int64_t clauses = 0;
    while (widths.size() > 1) {
        const int64_t a = widths.front();
        widths.pop_front();
        const int64_t b = widths.front();
        widths.pop_front();
        const int64_t lo = std::min(a, b), hi = std::max(a, b);
        clauses += half + (lo - 1) * full + (hi - lo) * half; // carries ripple through the longer one
        widths.push_back(hi + 1);
    }
    return clauses;
}

} // namespace

void atMost(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard)
{
    const auto n = static_cast<int64_t>(lits.size());
    // A unary count is taken while it is at most four times the adders (which propagate less).
    const int64_t sequential = 2 * n * k, sorting = 3 * SortingNetwork::comparators(n);
    const int64_t adders = n < 64 ? std::numeric_limits<int64_t>::max() / 8 : adderClauses(n);
    if (k < 2 || (sequential <= sorting && sequential <= 4 * adders))
        atMostSequential(cnf, lits, k, guard);
    else if (sorting <= 4 * adders)
        atMostSorting(cnf, lits, k, guard);
    else
        atMostAdder(cnf, lits, k, guard);
}

void atMostSorting(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard)
{
    if (k >= static_cast<int>(lits.size()))
        return;
    const auto sorted = SortingNetwork(cnf).sort(std::vector<Lit>(lits.begin(), lits.end()));
    const Lit over = sorted[static_cast<size_t>(std::max(k, 0))];
    if (over == 0)
        return; // never reached (cannot happen with k < n, kept for safety)
    if (guard != 0)
        cnf.add({-over, -guard});
    else
        cnf.add({-over});
}

std::vector<Lit> sortedUpward(Cnf& cnf, std::span<const Lit> lits)
{
    auto sorted = SortingNetwork(cnf).sort(std::vector<Lit>(lits.begin(), lits.end()));
    sorted.resize(lits.size());
    return sorted;
}

namespace {

// A binary number's digits, least significant first, each defined exactly (both directions) from
// the inputs, so that with the inputs fixed every digit is fixed.
using Binary = std::vector<Lit>;

// Sum and carry of a full adder (c may be 0: a half adder), exactly.
std::pair<Lit, Lit> addDigits(Cnf& cnf, Lit a, Lit b, Lit c)
{
    const Lit sum = cnf.newVar(), carry = cnf.newVar();
    if (c == 0) {
        cnf.add({-a, -b, -sum});
        cnf.add({a, b, -sum});
        cnf.add({-a, b, sum});
        cnf.add({a, -b, sum});
        cnf.add({-a, -b, carry});
        cnf.add({a, -carry});
        cnf.add({b, -carry});
        return {sum, carry};
    }
    for (int m = 0; m < 8; ++m) { // sum is the parity of a, b, c: one clause per input pattern
        const Lit xa = (m & 1) != 0 ? a : -a, xb = (m & 2) != 0 ? b : -b, xc = (m & 4) != 0 ? c : -c;
        const bool odd = (std::popcount(static_cast<unsigned>(m)) % 2) == 1;
        cnf.add({-xa, -xb, -xc, odd ? sum : -sum});
    }
    cnf.add({-a, -b, carry}); // carry is the majority
    cnf.add({-a, -c, carry});
    cnf.add({-b, -c, carry});
    cnf.add({a, b, -carry});
    cnf.add({a, c, -carry});
    cnf.add({b, c, -carry});
    return {sum, carry};
}

// Ripple-carry addition of two binary numbers.
Binary addBinary(Cnf& cnf, const Binary& x, const Binary& y)
{
    const Binary& longer = x.size() >= y.size() ? x : y;
    const Binary& shorter = x.size() >= y.size() ? y : x;
    Binary out;
    Lit carry = 0;
    for (size_t i = 0; i < longer.size(); ++i) {
        if (i < shorter.size()) {
            const auto [s, c] = addDigits(cnf, longer[i], shorter[i], carry);
            out.push_back(s);
            carry = c;
        } else if (carry != 0) {
            const auto [s, c] = addDigits(cnf, longer[i], carry, 0);
            out.push_back(s);
            carry = c;
        } else {
            out.push_back(longer[i]);
        }
    }
    if (carry != 0)
        out.push_back(carry);
    return out;
}

} // namespace

void atMostAdder(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard)
{
    if (k >= static_cast<int>(lits.size()))
        return;
    // Balanced tree of adders: level i adds n / 2^i pairs of i-digit numbers, O(n) clauses in all.
    std::deque<Binary> queue;
    for (Lit x : lits)
        queue.push_back({x});
    while (queue.size() > 1) {
        Binary a = std::move(queue.front());
        queue.pop_front();
        Binary b = std::move(queue.front());
        queue.pop_front();
        queue.push_back(addBinary(cnf, a, b));
    }
    const Binary& sum = queue.front();
    // sum > k when, at some digit i where k has 0, the sum has 1 and agrees with k above i (a
    // higher digit where the sum has 1 and k 0 is caught by that digit's own clause).
    std::vector<Lit> clause;
    for (size_t i = 0; i < sum.size(); ++i) {
        if (i < 31 && ((k >> i) & 1) != 0)
            continue;
        clause.assign(1, -sum[i]);
        for (size_t j = i + 1; j < sum.size() && j < 31; ++j)
            if (((k >> j) & 1) != 0)
                clause.push_back(-sum[j]);
        if (guard != 0)
            clause.push_back(-guard);
        cnf.add(clause);
    }
}

void atMostSequential(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard)
{
    const int n = static_cast<int>(lits.size());
    if (k >= n)
        return;
    auto overflow = [&](std::initializer_list<Lit> clause) {
        std::vector<Lit> c(clause);
        if (guard != 0)
            c.push_back(-guard);
        cnf.add(c);
    };
    if (k <= 0) {
        for (Lit x : lits)
            overflow({-x});
        return;
    }
    // s[i][j]: at least j + 1 of lits[0..i] are true (forced upward only).
    std::vector<Lit> prev(static_cast<size_t>(k)), cur(static_cast<size_t>(k));
    for (int j = 0; j < k; ++j)
        prev[static_cast<size_t>(j)] = cnf.newVar();
    cnf.add({-lits[0], prev[0]});
    for (int j = 1; j < k; ++j)
        cnf.add({-prev[static_cast<size_t>(j)]});
    for (int i = 1; i < n; ++i) {
        const Lit x = lits[static_cast<size_t>(i)];
        for (int j = 0; j < k; ++j)
            cur[static_cast<size_t>(j)] = i + 1 < n ? cnf.newVar() : 0;
        if (i + 1 < n) {
            cnf.add({-x, cur[0]});
            cnf.add({-prev[0], cur[0]});
            for (int j = 1; j < k; ++j) {
                cnf.add({-x, -prev[static_cast<size_t>(j - 1)], cur[static_cast<size_t>(j)]});
                cnf.add({-prev[static_cast<size_t>(j)], cur[static_cast<size_t>(j)]});
            }
        }
        overflow({-x, -prev[static_cast<size_t>(k - 1)]});
        std::swap(prev, cur);
    }
}

namespace {

// Merges unary numbers a and b into one of min(|a| + |b|, cap) digits. The upward clauses force
// r >= i + j when a >= i and b >= j; `exact` adds the downward ones (a <= i and b <= j force
// r <= i + j), which need the uncut tree (cap >= |a| + |b|).
std::vector<Lit> mergeUnary(Cnf& cnf, const std::vector<Lit>& a, const std::vector<Lit>& b, int cap, bool exact)
{
    const int na = static_cast<int>(a.size()), nb = static_cast<int>(b.size());
    const int n = std::min(na + nb, cap);
    std::vector<Lit> r(static_cast<size_t>(n));
    for (auto& x : r)
        x = cnf.newVar();
    std::vector<Lit> clause;
    for (int i = 0; i <= na; ++i)
        for (int j = 0; j <= nb; ++j) {
            const int sum = i + j; // a has >= i and b has >= j true: r has >= i + j
            if (sum == 0)
                continue;
            const int out = std::min(sum, n) - 1;
            clause.clear();
            if (i > 0)
                clause.push_back(-a[static_cast<size_t>(i - 1)]);
            if (j > 0)
                clause.push_back(-b[static_cast<size_t>(j - 1)]);
            clause.push_back(r[static_cast<size_t>(out)]);
            cnf.add(clause);
            if (sum >= n)
                break; // larger j only repeat the clause on r[n - 1]
        }
    if (exact)
        for (int i = 0; i <= na; ++i)
            for (int j = 0; j <= nb && i + j < n; ++j) {
                clause.clear(); // a <= i and b <= j: r[i + j] (r >= i + j + 1) false
                if (i < na)
                    clause.push_back(a[static_cast<size_t>(i)]);
                if (j < nb)
                    clause.push_back(b[static_cast<size_t>(j)]);
                clause.push_back(-r[static_cast<size_t>(i + j)]);
                cnf.add(clause);
            }
    return r;
}

// Merges the queue pairwise (oldest first) into one number.
std::vector<Lit> mergeAll(Cnf& cnf, std::deque<std::vector<Lit>> queue, int cap, bool exact)
{
    while (queue.size() > 1) {
        auto a = std::move(queue.front());
        queue.pop_front();
        auto b = std::move(queue.front());
        queue.pop_front();
        queue.push_back(mergeUnary(cnf, a, b, cap, exact));
    }
    return queue.empty() ? std::vector<Lit>{} : std::move(queue.front());
}

} // namespace

Totalizer::Totalizer(Cnf& cnf, std::span<const WeightedLit> inputs, int cap)
{
    cap = std::max(cap, 1);
    // Leaves: an input of weight w is a unary number whose first min(w, cap) digits are the input.
    std::deque<std::vector<Lit>> queue;
    for (const auto& in : inputs)
        queue.emplace_back(static_cast<size_t>(std::min(in.weight, cap)), in.lit);
    if (queue.empty()) {
        // Nothing to count: outputs that are never forced, so every bound holds.
        for (int j = 0; j < cap; ++j)
            outputs_.push_back(cnf.newVar());
        return;
    }
    outputs_ = mergeAll(cnf, std::move(queue), cap, false);
    while (static_cast<int>(outputs_.size()) < cap)
        outputs_.push_back(cnf.newVar()); // sums that cannot be reached: free, never forced
}

UnarySum::UnarySum(Cnf& cnf, std::vector<std::vector<Lit>> leaves)
{
    std::deque<std::vector<Lit>> queue;
    for (auto& leaf : leaves)
        if (!leaf.empty())
            queue.push_back(std::move(leaf));
    outputs_ = mergeAll(cnf, std::move(queue), std::numeric_limits<int>::max(), true);
}

SumBound atLeast(const UnarySum& sum, int s)
{
    if (s <= 0)
        return {.always = true};
    if (s > sum.max())
        return {.never = true};
    return {.lit = sum.atLeast(s)};
}

} // namespace hexloom::core::exact
