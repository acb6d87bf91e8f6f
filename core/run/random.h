#pragma once
// The run's random generator: xoshiro256** seeded through splitmix64, so a run is reproducible
// from its seed on every platform (std distributions differ between standard libraries).
#include <cstddef>
#include <cstdint>

namespace hexloom::core::run {

class Random {
    __extension__ using Wide = unsigned __int128;

public:
    explicit Random(uint64_t seed = 1)
    {
        for (uint64_t& word : s_) {
            seed += 0x9e3779b97f4a7c15ull;
            uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            word = z ^ (z >> 31);
        }
    }

    uint64_t next()
    {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n) for n >= 1 (multiply-shift; the bias is below n / 2^64).
    uint32_t below(uint32_t n) { return static_cast<uint32_t>((static_cast<Wide>(next()) * n) >> 64); }
    // Uniform in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    template <class Container>
    void shuffle(Container& c)
    {
        for (std::size_t i = c.size(); i > 1; --i) {
            const std::size_t j = below(static_cast<uint32_t>(i));
            auto tmp = c[i - 1];
            c[i - 1] = c[j];
            c[j] = tmp;
        }
    }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t s_[4]{};
};

} // namespace hexloom::core::run
