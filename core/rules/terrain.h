#pragma once
#include <cstdint>
#include <string>

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
};

} // namespace hexloom::core::rules
