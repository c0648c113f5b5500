// Values a part of the multiset names (core/solver/solver_build.cpp, SolverSearch::Smaller): a pair
// that names one of its sides (v + 0, v x 1, 1 √ v, √1) is not kept, as a Solution using it has
// a smaller one, unless the other side or the operation holds a cube the Solution needs for its
// Required ones. The verdicts are the brute force's and the same as with every value kept, every
// witness is correct, and a "no" comes sooner.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/base/random.h"
#include "core/judge/judge.h"
#include "core/queries/solver_equations.h"
#include "tests/core/solver_compare.h"

using namespace equations;
using namespace equations::testing;

namespace {

using Outcome = StageOutcome;

// Solves the last, complete stage of the query, keeping every value or not.
Outcome Solve(const RuleSet& rules, const Mat& mat, SolverQuery query, bool keep_dominated,
              std::uint64_t budget = UINT64_MAX) {
  return SolveStage(
      rules, mat, query, [&](SolverProblem& problem) { problem.keep_dominated = keep_dominated; },
      budget);
}

}  // namespace

TEST_CASE("values a part names are not kept again, and the verdicts are the brute force's") {
  // Rows rich in 0, 1 and operations that can leave a value as it is (v + 0, v x 1, v ^ 1,
  // 1 √ v, √ of a square), with one to three Required cubes: a value padded by a Required cube
  // must be kept, since no smaller Solution can leave that cube out.
  const char* const goals[] = {"1", "6", "10", "12", "2", "2÷3", "4", "9", "0", "3"};
  const char* const faces[] = {"0", "1", "2", "3", "1", "0", "+", "-", "x", "÷", "^", "√"};
  int verdicts = 0, found = 0;
  std::uint64_t dominated = 0, kept = 0, kept_all = 0;
  ForEachShortRequiredQuery(20261127, 110, goals, faces,
                            [&](const RuleSet& rules, const Mat& mat, SolverQuery query) {
                              const Outcome pruned = Solve(rules, mat, query, false);
                              const Outcome all = Solve(rules, mat, query, true);
                              REQUIRE(pruned.status != SolveStatus::Unfinished);
                              const bool brute = BruteForceAnswer(rules, mat, query);
                              CHECK((pruned.status == SolveStatus::Found) == brute);
                              CHECK(pruned.status == all.status);
                              CHECK(all.stats.dominated == 0);
                              dominated += pruned.stats.dominated;
                              if (!brute) {  // a "no" builds every level either way
                                kept += pruned.stats.values;
                                kept_all += all.stats.values;
                              }
                              found += brute;
                              ++verdicts;
                            });
  MESSAGE("verdicts compared: " << verdicts << ", Solutions: " << found
                                << ", values not kept: " << dominated << ", values kept by the "
                                << "\"no\" searches: " << kept << " (every value kept: " << kept_all
                                << ")");
  CHECK(found > verdicts / 5);
  CHECK(found < verdicts - verdicts / 5);
  CHECK(dominated > static_cast<std::uint64_t>(verdicts));
  CHECK(kept < kept_all);
}

TEST_CASE("a value padded by Required cubes is kept: the Solution cannot leave them out") {
  // Goal 3, Required 0 + 1 x: the only Solutions are paddings of the tile 3, such as (3 + 0) x 1
  // or 3 x (0 + 1). Every part of them names the value of one of its sides (3 + 0 names 3,
  // 0 + 1 names 1), but leaving that side alone would leave out a Required cube, so it is kept.
  const RuleSet rules = Rules("agloa", "middle");
  for (const char* resources : {"", "0 1 + x"}) {
    CAPTURE(resources);
    const Mat mat = MakeMat("3", "0 + 1 x", "3", "", resources);
    for (SolverQuery query : {SolverQuery::Now, SolverQuery::Possible}) {
      CHECK(BruteForceAnswer(rules, mat, query));
      CHECK(Solve(rules, mat, query, false).status == SolveStatus::Found);
    }
  }
}

TEST_CASE("a no on mats of 0s and 1s comes sooner with the values a part names left out") {
  // From the solver benchmark (mlag): "no" after about 482,000 operations; with every value kept
  // it was still open after 1 M.
  const RuleSet rules = Rules("mlag", "senior");
  const Mat mat = MakeMat("922", "- x x", "- x √ 0", "√ - x +", "1 2 + 0 4 x 6 + ÷ √");
  CHECK(Solve(rules, mat, SolverQuery::Possible, false, 600000).status == SolveStatus::NotFound);
  CHECK(Solve(rules, mat, SolverQuery::Possible, true, 600000).status == SolveStatus::Unfinished);
}
