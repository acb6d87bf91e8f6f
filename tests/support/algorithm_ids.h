#pragma once
// The ids of the registered single algorithms (core/search/solver.h, singleAlgorithms()), for
// test suites that run every algorithm: a new solver joins them by being registered.
#include <string>
#include <vector>

#include "core/search/solver.h"

namespace hexloom::test {

inline std::vector<std::string> singleAlgorithmIds()
{
    std::vector<std::string> ids;
    for (const auto& a : core::search::singleAlgorithms())
        ids.push_back(a.id);
    return ids;
}

} // namespace hexloom::test
