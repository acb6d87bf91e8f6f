#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace hexloom::core::rules {

// One kind of hex a rule set knows. `cyclePosition` places land terrains on the terraform cycle
// (Terra Mystica: desert 0 … wasteland 6), -1 when the terrain is not on it.
struct Terrain {
    std::string id;        // stable identifier used in files: "desert", "river", "wood"
    char letter = '?';     // letter format code, unique within the rule set
    std::string name;      // shown to people
    uint32_t colour = 0;   // 0xRRGGBB
    bool water = false;
    bool takesToken = false; // Catan: every resource hex carries a number token
    int cyclePosition = -1;
    // Named numbers a designer gives the kind ("resources", "influence", "anomaly"): what
    // player-value sums. A missing name reads as 0.
    std::map<std::string, double> attributes;
    // A kind that never moves (Catan's sea frame, a galaxy's home systems): cells of it are
    // locked when a map is read from letters, which hold no locks of their own.
    bool fixed = false;
    // The kind's swap zone (empty: the main zone). Searches move a kind only onto cells that hold
    // a kind of the same zone, so every cell keeps its zone: Catan's harbour kinds (zone
    // "harbour") permute among the nine harbour positions while land permutes among land.
    std::string zone;
    // How the hex says what it is, on the canvas and on paper (version 4). `label`: short text
    // drawn on the hex (at most kMaxLabelLength characters; empty: the letter is drawn instead).
    // `glyph`: a symbol of the bundled set (core/rules/glyph_set.h; empty: none). `badges`: what
    // is drawn as small badges, in order: attribute names of this kind, or "pips" (the dots of
    // the hex's number token).
    static constexpr int kMaxLabelLength = 10;
    std::string label;
    std::string glyph;
    std::vector<std::string> badges;

    double attribute(const std::string& name) const
    {
        const auto it = attributes.find(name);
        return it == attributes.end() ? 0.0 : it->second;
    }
};

} // namespace hexloom::core::rules
