// The one list of requirement types: a type is known to the rule-set reader, the editor, the
// score plan and the docs by its line here. The order is the editor's and the error messages'.
#include "core/rules/requirement_registry.h"
#include "core/rules/requirements/cluster_size_requirement.h"
#include "core/rules/requirements/corner_pips_requirement.h"
#include "core/rules/requirements/distance_requirement.h"
#include "core/rules/requirements/forbidden_neighbours_requirement.h"
#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/one_spade_requirement.h"
#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "core/rules/requirements/river_shape_requirement.h"
#include "core/rules/requirements/same_terrain_hexes_requirement.h"
#include "core/rules/requirements/same_terrain_pairs_requirement.h"
#include "core/rules/requirements/symmetry_requirement.h"
#include "core/rules/requirements/token_pairs_requirement.h"
#include "core/rules/requirements/water_components_requirement.h"
#include "core/rules/requirements/water_degree_requirement.h"

namespace hexloom::core::rules {

const std::vector<RequirementType>& requirementTypes()
{
    static const std::vector<RequirementType> types = [] {
        std::vector<RequirementType> list{
            sameTerrainPairsType(),
            sameTerrainHexesType(),
            riverShapeType(),
            waterDegreeType(),
            waterComponentsType(),
            oneSpadeType(),
            minIslandType(),
            pipBalanceType(),
            tokenPairsType(),
            forbiddenNeighboursType(),
            clusterSizeType(),
            distanceType(),
            cornerPipsType(),
            playerValueType(),
            symmetryType(),
        };
        checkRequirementTypes(list);
        return list;
    }();
    return types;
}

} // namespace hexloom::core::rules
