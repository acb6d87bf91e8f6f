#pragma once
// How a rule set's opening draft is played (file field `draft`, docs/file-format.md): the seats,
// the settlements each places, and the noise of the greedy player (docs/rules.md, "Seat draft").
#include <cstdint>
#include <vector>

namespace hexloom::core::rules {

struct DraftSetup {
    static constexpr int kMinSeats = 2;
    static constexpr int kMaxSeats = 8;
    static constexpr int kMaxPlacements = 5;
    static constexpr int kMaxDrafts = 100'000;

    int seats = 4;
    int placements = 2; // each seat places this many times, in snake order
    // Chances that a seat takes the best, second and third legal corner; empty: always the best
    // (one deterministic draft). When given, they sum to 1.
    std::vector<double> noise;
    int drafts = 1000; // noisy drafts played for the distribution
    uint64_t seed = 1;

    bool noisy() const { return !noise.empty(); }
    friend bool operator==(const DraftSetup&, const DraftSetup&) = default;
};

} // namespace hexloom::core::rules
