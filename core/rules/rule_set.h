#pragma once
// A game's rules as data: terrains, terraform cycle, tile and token pools, requirements.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model/map.h"
#include "core/symmetry/symmetry_mode.h"
#include "core/rules/player_setup.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/terrain.h"

namespace hexloom::core::rules {

using model::TerrainId;

// The board a rule set is played on when no map is given ("terra-mystica", "hexagon", ...).
struct BoardSpec {
    std::string shape = "custom"; // terra-mystica | hexagon | rectangle | custom
    int a = 0;                    // rows | radius | width
    int b = 0;                    // long row length | - | height
    bool firstRowLong = true;
    std::string map;              // a shipped map file name (resources/maps) to start from
};

class RuleSet {
public:
    std::string name;  // "terra-mystica-published"
    std::string title; // "Terra Mystica (published evaluator)"
    std::string description;
    std::vector<Terrain> terrains;
    // Tiles per terrain id; empty means "the multiset of the map's own tiles".
    std::vector<int> pool;
    // Number tokens to place on token-bearing hexes; empty when the game has none.
    std::vector<int> tokenPool;
    std::vector<RequirementSpec> requirements;
    BoardSpec board;
    // The players (or factions) whose fairness player-value requirements measure; empty when none.
    PlayerSetup players;
    // The symmetry every generated map keeps (issue 30; docs/algorithms.md, "Symmetric maps"):
    // searches move whole orbits. None: no symmetry.
    symmetry::SymmetryMode symmetry = symmetry::SymmetryMode::None;

    // Call after editing terrains: rebuilds the letter and spade-distance tables.
    void finalize();

    int terrainCount() const { return static_cast<int>(terrains.size()); }
    const Terrain& terrain(TerrainId t) const { return terrains[t]; }
    TerrainId byLetter(char c) const { return letterIndex_[static_cast<unsigned char>(c)]; }
    TerrainId byId(const std::string& id) const;
    bool isWater(TerrainId t) const { return t != model::kNoTerrain && terrains[t].water; }
    bool isLand(TerrainId t) const { return t != model::kNoTerrain && !terrains[t].water; }
    bool takesToken(TerrainId t) const { return t != model::kNoTerrain && terrains[t].takesToken; }
    int cycleLength() const { return cycleLength_; }
    // Spades between two cycle terrains (shorter way round), -1 when either is off the cycle.
    int spadeDistance(TerrainId a, TerrainId b) const
    {
        if (a == model::kNoTerrain || b == model::kNoTerrain)
            return -1;
        return spade_[static_cast<size_t>(a) * terrains.size() + b];
    }
    bool hasPool() const { return !pool.empty(); }
    // Swap zones (Terrain::zone): 0 is the main zone, which also holds empty cells; the others are
    // numbered in the order the terrains name them. A search moves a terrain between two cells
    // only when both hold kinds of one zone, so the cells of each zone stay its positions.
    int zoneCount() const { return static_cast<int>(zoneNames_.size()); }
    bool hasZones() const { return zoneNames_.size() > 1; }
    const std::string& zoneName(int zone) const { return zoneNames_[static_cast<size_t>(zone)]; }
    int zone(TerrainId t) const { return zoneOf_[t]; }
    bool sameZone(TerrainId a, TerrainId b) const { return zoneOf_[a] == zoneOf_[b]; }
    // The names of the kinds of `zone`, comma separated (for messages).
    std::string zoneKinds(int zone) const;
    const RequirementSpec* requirement(const std::string& id) const;
    // Whether the tables finalize() derives (letters, zones, the terraform cycle's spade
    // distances) are equal: a rule set whose terrains were edited without finalize() differs from
    // one finalized. A few block compares (CompiledRules::of checks this on every look-up).
    bool sameDerivedTables(const RuleSet& o) const
    {
        return cycleLength_ == o.cycleLength_ && letterIndex_ == o.letterIndex_ && zoneOf_ == o.zoneOf_ && zoneNames_ == o.zoneNames_ &&
               spade_ == o.spade_;
    }

private:
    std::array<TerrainId, 256> letterIndex_{};
    std::array<uint8_t, 256> zoneOf_{}; // by terrain id; kNoTerrain (empty) is in zone 0
    std::vector<std::string> zoneNames_{""};
    std::vector<int8_t> spade_;
    int cycleLength_ = 0;
};

} // namespace hexloom::core::rules
