#pragma once
// How the registered algorithms are named to people: the id list for help texts and messages,
// and the other names an algorithm answers to (findAlgorithm in core/search/solver.h takes them).
#include <string>

namespace hexloom::core::search {

// "fast, tabu, sahc (alias hill-climbing), pso, aco or portfolio"; without the portfolio race
// when `withPortfolio` is false.
std::string algorithmIdList(bool withPortfolio = true);

} // namespace hexloom::core::search
