// The registry of search algorithms: one entry per algorithm, in the order the editor lists them;
// the portfolio race of all the others last.
#include <algorithm>

#include "core/search/run/portfolio.h"
#include "core/search/solvers/ant_colony_solver.h"
#include "core/search/solvers/fast_solver.h"
#include "core/search/solvers/hill_climbing_solver.h"
#include "core/search/solvers/particle_swarm_solver.h"
#include "core/search/solvers/tabu_solver.h"
#include "core/search/solver.h"
#include "core/search/algorithm_names.h"

namespace hexloom::core::search {

const std::vector<AlgorithmInfo>& singleAlgorithms()
{
    // One line per algorithm, in the order the editor lists them.
    static const std::vector<AlgorithmInfo> single{
        FastSolver::info(),
        TabuSolver::info(),
        HillClimbingSolver::info(),
        ParticleSwarmSolver::info(),
        AntColonySolver::info(),
    };
    return single;
}

const std::vector<AlgorithmInfo>& algorithms()
{
    static const std::vector<AlgorithmInfo> all = [] {
        std::vector<AlgorithmInfo> list = singleAlgorithms();
        list.push_back(Portfolio::info());
        return list;
    }();
    return all;
}

namespace {
// Other names an algorithm answers to (the id is what files and recipes record).
const std::vector<std::pair<std::string, std::string>> kAliases{{"hill-climbing", "sahc"}};
} // namespace

const AlgorithmInfo* findAlgorithm(const std::string& id)
{
    std::string wanted = id;
    for (const auto& [alias, target] : kAliases)
        if (id == alias)
            wanted = target;
    const auto& all = algorithms();
    const auto it = std::find_if(all.begin(), all.end(), [&](const AlgorithmInfo& a) { return a.id == wanted; });
    return it == all.end() ? nullptr : &*it;
}

std::string algorithmIdList(bool withPortfolio)
{
    const auto& list = withPortfolio ? algorithms() : singleAlgorithms();
    std::string text;
    for (size_t i = 0; i < list.size(); ++i) {
        text += i == 0 ? "" : i + 1 == list.size() ? " or " : ", ";
        text += list[i].id;
        for (const auto& [alias, target] : kAliases)
            if (target == list[i].id)
                text += " (alias " + alias + ")";
    }
    return text;
}

std::string defaultAlgorithm() { return "fast"; }

} // namespace hexloom::core::search
