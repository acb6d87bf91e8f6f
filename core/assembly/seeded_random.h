#pragma once
// The run's random numbers: a 64-bit Mersenne Twister and our own bounded draw and shuffle, so an
// assembly is reproducible from (tile set, board, seed) with any standard library.
#include <cstdint>
#include <random>
#include <span>
#include <utility>

namespace hexloom::core::assembly {

class SeededRandom {
public:
    explicit SeededRandom(uint64_t seed) : engine_(seed) {}

    // Uniform in [0, n), n > 0 (bias below 2^-32 for the sizes used here).
    uint32_t below(uint32_t n) { return static_cast<uint32_t>((engine_() >> 32) * n >> 32); }

    template <typename T>
    void shuffle(std::span<T> items)
    {
        for (size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[below(static_cast<uint32_t>(i))]);
    }

private:
    std::mt19937_64 engine_;
};

} // namespace hexloom::core::assembly
