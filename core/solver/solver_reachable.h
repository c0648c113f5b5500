// Which values the tiles and operations of a solver problem can make: every value a Solution of
// the problem could name, whatever the targets (SolverProblem::targets is not read). Games where a
// roll scores by the values it reaches (Contig-style) ask this. The values of each multiset of
// cubes are built from its parts with the checker's arithmetic (core/language/evaluate.h), the
// same undefined cases, limits and "too large to check" cut as the solver and the checker, with
// none of the solver's pruning: it is exhaustive, so it is for a few tiles (a roll of dice, a hand
// of cards), bounded by a work budget and a cap on the values kept.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/numbers/number.h"
#include "core/solver/solver.h"

namespace equations {

struct ReachableValues {
  // Every value found, in increasing order. Complete: every value the problem can make.
  std::vector<Number> values;
  bool complete = false;   // false: the budget or the cap on values ran out first
  std::uint64_t work = 0;  // operations applied
};

struct ReachableLimits {
  std::uint64_t max_work = 5'000'000;  // operations applied, in all
  std::size_t max_values = 200'000;    // values kept, over every multiset
};

// Returns the values, or why the problem is outside the limits (more than 8 kinds of tile or
// 12 tiles in all, a supply that is negative).
Expected<ReachableValues, std::string> FindReachableValues(const SolverProblem& problem,
                                                           ReachableLimits limits = {});

}  // namespace equations
