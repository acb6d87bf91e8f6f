// The cardinality encodings against counting: for every assignment of up to 7 inputs, the
// formula with the inputs fixed is satisfiable exactly when the (weighted) count is within bound.
#include <gtest/gtest.h>

#include <bit>

#include "core/exact/cardinality.h"
#include "core/exact/sat_session.h"

namespace hexloom::test {
namespace {

using namespace core::exact;

std::vector<Lit> fixedInputs(const std::vector<Lit>& inputs, unsigned mask)
{
    std::vector<Lit> out;
    for (size_t i = 0; i < inputs.size(); ++i)
        out.push_back((mask >> i) & 1u ? inputs[i] : -inputs[i]);
    return out;
}

using AtMostEncoding = void (*)(Cnf&, std::span<const Lit>, int, Lit);

class AtMostEncodings : public ::testing::TestWithParam<AtMostEncoding> {};

TEST_P(AtMostEncodings, HoldExactlyUpToK)
{
    for (int n = 1; n <= 7; ++n)
        for (int k = 0; k <= n; ++k) {
            Cnf cnf;
            std::vector<Lit> inputs;
            for (int i = 0; i < n; ++i)
                inputs.push_back(cnf.newVar());
            GetParam()(cnf, inputs, k, 0);
            SatSession sat(cnf, nullptr, Clock::now() + std::chrono::minutes(1));
            for (unsigned mask = 0; mask < (1u << n); ++mask) {
                const bool within = std::popcount(mask) <= k;
                EXPECT_EQ(sat.solve(fixedInputs(inputs, mask)) == SatSession::Result::Sat, within) << "n " << n << " k " << k << " mask " << mask;
            }
        }
}

TEST_P(AtMostEncodings, AGuardSwitchesTheCountOff)
{
    Cnf cnf;
    std::vector<Lit> inputs;
    for (int i = 0; i < 5; ++i)
        inputs.push_back(cnf.newVar());
    const Lit guard = cnf.newVar();
    GetParam()(cnf, inputs, 2, guard);
    SatSession sat(cnf, nullptr, Clock::now() + std::chrono::minutes(1));
    auto all = fixedInputs(inputs, 0b11111);
    EXPECT_EQ(sat.solve(all), SatSession::Result::Sat); // guard free: switched off
    all.push_back(guard);
    EXPECT_EQ(sat.solve(all), SatSession::Result::Unsat);
    EXPECT_TRUE(sat.failed(guard));
}

INSTANTIATE_TEST_SUITE_P(Cardinality, AtMostEncodings, ::testing::Values(&atMostSequential, &atMostSorting, &atMostAdder, &atMost));

// The pool's counts on big boards: far smaller than the sequential counter, and linear: four
// times the inputs take about four times the clauses (the sorting network alone takes 5.6 times
// from 2,000 to 8,000 inputs: log^2 n).
TEST(Cardinality, BigCountsTakeALinearEncoding)
{
    const auto clauses = [](int n, int k, auto encode) {
        Cnf cnf(CnfCaps{.clauses = 100'000'000, .literals = 1'000'000'000});
        std::vector<Lit> lits;
        for (int i = 0; i < n; ++i)
            lits.push_back(cnf.newVar());
        encode(cnf, lits, k, 0);
        return static_cast<double>(cnf.clauseCount());
    };
    const auto picked = [](Cnf& cnf, std::span<const Lit> lits, int k, Lit guard) { atMost(cnf, lits, k, guard); };
    EXPECT_LT(clauses(2000, 250, picked) * 3, clauses(2000, 250, &atMostSequential));
    const double ratio = clauses(8000, 1000, picked) / clauses(2000, 250, picked);
    EXPECT_GT(ratio, 3.6);
    EXPECT_LT(ratio, 4.4);
    EXPECT_GT(clauses(8000, 1000, &atMostSorting) / clauses(2000, 250, &atMostSorting), 5.0);
}

TEST(Cardinality, TotalizerBoundsTheWeightedSum)
{
    const std::vector<int> weights{1, 3, 2, 1, 2, 4};
    for (int cap : {1, 3, 6, 14}) {
        Cnf cnf;
        std::vector<WeightedLit> inputs;
        std::vector<Lit> lits;
        for (int w : weights) {
            lits.push_back(cnf.newVar());
            inputs.push_back({lits.back(), w});
        }
        const Totalizer total(cnf, inputs, cap);
        SatSession sat(cnf, nullptr, Clock::now() + std::chrono::minutes(1));
        for (unsigned mask = 0; mask < (1u << weights.size()); ++mask) {
            int sum = 0;
            for (size_t i = 0; i < weights.size(); ++i)
                sum += (mask >> i) & 1u ? weights[i] : 0;
            for (int b = 0; b < cap; ++b) {
                auto assumptions = fixedInputs(lits, mask);
                assumptions.push_back(total.atMostAssumption(b));
                EXPECT_EQ(sat.solve(assumptions) == SatSession::Result::Sat, sum <= b) << "cap " << cap << " mask " << mask << " bound " << b;
            }
        }
    }
}

TEST(Cardinality, ACapStopsTheFormulaWithItsName)
{
    Cnf cnf(CnfCaps{.clauses = 10, .literals = 1000});
    std::vector<Lit> inputs;
    for (int i = 0; i < 20; ++i)
        inputs.push_back(cnf.newVar());
    try {
        atMost(cnf, inputs, 3);
        FAIL() << "no cap reached";
    } catch (const CapReached& e) {
        EXPECT_NE(std::string(e.what()).find("clause cap of 10"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace hexloom::test
