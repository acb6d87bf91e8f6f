#include "core/exact/requirement_encoders.h"

#include "core/exact/cluster_size_encoder.h"
#include "core/exact/connectivity_encoders.h"
#include "core/exact/corner_pips_encoder.h"
#include "core/exact/local_encoders.h"
#include "core/exact/player_value_encoder.h"
#include "core/exact/river_shape_encoder.h"
#include "core/exact/seat_draft_encoder.h"
#include "core/exact/token_encoders.h"

namespace hexloom::core::exact {

const std::vector<RequirementEncoder>& requirementEncoders()
{
    static const std::vector<RequirementEncoder> encoders{
        {"same-terrain-hexes", encodeSameTerrainHexes, "per hex: its kind and a neighbour's equal"},
        {"same-terrain-pairs", encodeSameTerrainPairs, "per adjacent pair: both of one land kind"},
        {"one-spade", encodeOneSpade, "per hex: no neighbour one spade away, with enough land neighbours"},
        {"water-degree", encodeWaterDegree, "per water hex: too many or too few water neighbours"},
        {"river-shape-published", encodeRiverShape, "per hex: one clause per water/dry pattern of it and its neighbours that the unit counts"},
        {"water-components", encodeWaterComponents, "per water piece beyond the allowed: a root, with parent levels"},
        {"forbidden-neighbours", encodeForbiddenNeighbours, "per adjacent pair: kinds the unit forbids together"},
        {"min-island-size", encodeMinIsland, "per connected set smaller than size: all land with water all around", false, minIslandRefusal},
        {"distance", encodeDistance, "per pair closer than min: a from and a to hex; per from hex: no to hex within max"},
        {"token-pairs", encodeTokenPairs, "per adjacent pair: both tokens among the listed numbers", true},
        {"pip-balance", encodePipBalance, "per kind: its pips and its group's as exact unary sums, one clause per value and side", true,
         pipBalanceRefusal},
        {"cluster-size", encodeClusterSize, "per hex of a listed kind: a group name in binary shared with touching hexes of its kind; the hex is a violation or near (within max - 1 steps of) the representative the name ranks, at most max near each"},
        {"corner-pips", encodeCornerPips, "per corner of three bearers: its pips an exact unary sum against min and max; equal numbers and repeats per resource forced by the tokens", true,
         pipBalanceRefusal},
        {"player-value", encodePlayerValue, "per player and hex: distance order literals over the path costs; values as exact unary sums, spread and minimum compared per threshold",
         false, playerValueRefusal, playerValueReliance},
        {"seat-draft", encodeSeatDraft, "per turn and corner: taken only if legal and no legal corner ranks before it (pairwise key comparisons); seats' totals as exact unary sums, their spread per threshold",
         true, seatDraftRefusal},
    };
    return encoders;
}

const RequirementEncoder* findRequirementEncoder(const std::string& type)
{
    for (const auto& e : requirementEncoders())
        if (e.type == type)
            return &e;
    return nullptr;
}

} // namespace hexloom::core::exact
