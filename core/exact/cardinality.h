#pragma once
// Cardinality constraints in CNF. All encodings are the standard sound ones:
// - atMost: Sinz's sequential counter (LTSeq, CP 2005), O(n k) clauses, or Batcher's odd-even
//   merge sorting network, O(n log^2 n) clauses, whichever is smaller, or past 1,024 inputs a
//   tree of binary adders (Warners 1998), O(n); with a guard g, only the overflow clauses carry
//   -g, so with g false the counter can still count exactly and every other clause holds: the
//   constraint is switched off, not contradicted.
// - Totalizer (Bailleux and Boufkhad, CP 2003), upward half only and cut at `cap` outputs:
//   output(j) is forced true when at least j + 1 inputs are true (an input of weight w is w
//   inputs). Assuming -output(b) then bounds the sum by b, and the bound can change between
//   incremental solver calls without new clauses.
// - UnarySum: the same tree with both halves (upward and downward clauses), uncut: atLeast(s) is
//   true exactly when the sum is at least s, for two-sided comparisons of sums (pip balance).
#include <span>
#include <vector>

#include "core/exact/cnf.h"

namespace hexloom::core::exact {

// At most k of `lits` true; guard 0 for always, else only while guard is true. Picks the
// sequential counter or the sorting network, whichever is smaller (about 2nk clauses against 3
// per comparator), unless the network is more than four times the binary adder (past 1,024
// inputs, where the network's padding doubles), which then counts: unary counts propagate more,
// the adder keeps the formula linear (docs/algorithms.md, "Exact answers", measured there).
void atMost(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard = 0);
// Sinz's sequential counter: O(n k) clauses.
void atMostSequential(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard = 0);
// Batcher's odd-even merge sort with upward comparators (max <- a or b, min <- a and b: 3
// clauses each), O(n log^2 n) clauses whatever k: the sorted output k (the (k + 1)-th largest) is
// forced true when more than k inputs are, and one guarded clause forbids it. With the inputs
// fixed, the comparators' own values satisfy every other clause, so it bounds exactly.
void atMostSorting(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard = 0);

// The same network's outputs, largest first: out[j] is forced true when more than j of `lits`
// are (never forced false; 0 where it can never be), j < lits.size(). A count's excess over k as
// literals: out[k], out[k + 1], ... (O(n log^2 n) clauses).
// Binary adders (a balanced tree of ripple-carry adders, each digit defined exactly) and a
// comparison of the sum with k: O(n) clauses (about 14 per input), but unit propagation sees
// less than in a unary count (it does not conclude "the other inputs are false" once k are true).
void atMostAdder(Cnf& cnf, std::span<const Lit> lits, int k, Lit guard = 0);

std::vector<Lit> sortedUpward(Cnf& cnf, std::span<const Lit> lits);

struct WeightedLit {
    Lit lit;
    int weight; // >= 1
};

class Totalizer {
public:
    // Counts the weighted inputs up to `cap` (>= 1).
    Totalizer(Cnf& cnf, std::span<const WeightedLit> inputs, int cap);
    int cap() const { return static_cast<int>(outputs_.size()); }
    // True when at least j + 1 (j < cap()) inputs are true.
    Lit output(int j) const { return outputs_[static_cast<size_t>(j)]; }
    // The assumption that bounds the sum by b; 0 when b >= cap() (no bound needed).
    Lit atMostAssumption(int b) const { return b < cap() ? -output(b) : 0; }

private:
    std::vector<Lit> outputs_;
};

class UnarySum {
public:
    // Each leaf is a sorted unary number (leaf[i] true implies leaf[i - 1] true, and leaf[i] is
    // true exactly when the leaf is at least i + 1); the sum of all of them, exactly.
    UnarySum(Cnf& cnf, std::vector<std::vector<Lit>> leaves);
    int max() const { return static_cast<int>(outputs_.size()); }
    // True exactly when the sum is at least s (1 <= s <= max()).
    Lit atLeast(int s) const { return outputs_[static_cast<size_t>(s - 1)]; }
    // The sum as a sorted unary number (a leaf of another UnarySum).
    const std::vector<Lit>& outputs() const { return outputs_; }

private:
    std::vector<Lit> outputs_;
};

// The literal "sum >= s" of `sum` for a clause: `always` when s <= 0, `never` when s > max()
// (lit 0 in both); the caller drops a clause that holds anyway.
struct SumBound {
    bool always = false, never = false;
    Lit lit = 0;
};
SumBound atLeast(const UnarySum& sum, int s);

} // namespace hexloom::core::exact
