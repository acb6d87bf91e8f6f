#pragma once
// The connection codes that may stand on a tile's outer edges, and which of them fit together.
// Code '+' is built in: it fits every code and the board's rim. Every other code fits exactly the
// codes listed for it (symmetric, and not itself unless listed), may face the rim only when
// marked so, and may be a line code (rivers, roads: tiles carrying one are placed first).
#include <cstdint>
#include <string>
#include <vector>

namespace hexloom::core::assembly {

using EdgeCode = int8_t;                // index into the table
inline constexpr EdgeCode kInteriorEdge = -1; // an edge between two hexes of the same tile

class ConnectionTable {
public:
    static constexpr char kWildcard = '+';
    static constexpr int kMaxCodes = 32;

    ConnectionTable();

    // Adds a code (a letter or a digit); throws std::invalid_argument for '+', other characters,
    // duplicates or more than kMaxCodes codes.
    EdgeCode add(char code, bool rim, bool line);
    // Makes `a` and `b` fit each other (both ways); either may equal the other.
    void allowFit(char a, char b);

    EdgeCode index(char code) const; // -1 when unknown
    char code(EdgeCode i) const { return codes_[static_cast<size_t>(i)]; }
    int size() const { return static_cast<int>(codes_.size()); }

    bool fits(EdgeCode a, EdgeCode b) const { return ((fitMask_[static_cast<size_t>(a)] >> b) & 1u) != 0; }
    // Bit b set when `a` fits code b.
    uint32_t fitMask(EdgeCode a) const { return fitMask_[static_cast<size_t>(a)]; }
    bool fitsRim(EdgeCode a) const { return ((rimMask_ >> a) & 1u) != 0; }
    bool isLine(EdgeCode a) const { return a >= 0 && ((lineMask_ >> a) & 1u) != 0; }
    bool hasLines() const { return lineMask_ != 0; }
    // The codes `a` fits, as text ("0b"), for messages and documentation.
    std::string fitsText(EdgeCode a) const;

private:
    std::vector<char> codes_;
    std::vector<uint32_t> fitMask_;
    uint32_t rimMask_ = 1;
    uint32_t lineMask_ = 0;
};

} // namespace hexloom::core::assembly
