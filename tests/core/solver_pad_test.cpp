// Padded cores (core/solver/solver_pad.cpp): a Solution that is a small expression naming the Goal, with
// the Required cubes it leaves out absorbed by one small part naming 0 or 1 ("x (1^5)",
// "- (0x0)"), is found as soon as that expression's multiset is built, long before the levels
// build multisets of the whole Solution's size. Every witness goes to the checker, and the
// verdicts are the brute force's: a pad only ever finds, a "no" still comes from the levels.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/base/random.h"
#include "core/rules/rules.h"
#include "core/queries/solver_equations.h"
#include "tests/core/mat_support.h"
#include "tests/core/solver_compare.h"

using namespace equations;
using namespace equations::testing;

namespace {

// Solves the query's last stage with or without pads, within `budget` operations (SolveStage:
// a witness must be correct).
StageOutcome Solve(const RuleSet& rules, const Mat& mat, SolverQuery query, bool pads,
                   std::uint64_t budget) {
  return SolveStage(
      rules, mat, query, [pads](SolverProblem& problem) { problem.pad_cores = pads; }, budget);
}

}  // namespace

TEST_CASE(
    "a Solution whose Required cubes pad a small core is found as soon as the core is built") {
  // Mats from random play (the solver benchmark, mlag). The Goal 9√81 is 3^(4/9): the first is
  // (1^5)x((2+(2÷8))√3), the Required 5 padding the core (2+(2÷8))√3, and the levels alone found
  // it after about 796,000 operations (this stage, all of ^ and √); the second pads 3^((2÷3)^2)
  // with the Required 1 5 8 as (1^(5+8)) x, found by the levels after about 695,000. Padded, each
  // is found within 450,000.
  const RuleSet rules = Rules("mlag", "senior");
  const Mat first = MakeMat("9 √ 81", "+ 5", "÷", "", "3 3 2 0 1 2 2 x 3 x ^ ^ ^ 5 5 √ 8");
  const Mat second = MakeMat("9 √ 81", "+ 5 1 8", "÷ 5 5", "x 3 2", "3 3 2 0 2 x ^ ^ ^ √");
  for (const Mat& mat : {first, second}) {
    CAPTURE(mat.required.size());
    const StageOutcome padded = Solve(rules, mat, SolverQuery::Possible, true, 450000);
    CHECK(padded.status == SolveStatus::Found);
    CHECK(padded.stats.padded == 1);
    CHECK(Solve(rules, mat, SolverQuery::Possible, false, 450000).status ==
          SolveStatus::Unfinished);
  }
}

TEST_CASE("the deep check pads the cores it finds after its peels") {
  // Mats from random play (the solver benchmark, mlag). `equations solve` writes
  // (7√1)√((4x(9^2))-3) for 321, the Required 7 padding the core as the index 7√1 = 1, and
  // (1+(2x(3^(1+1))))-(0x0) for 19, the Required 0 0 padding with the Required -. Without pads
  // the first is still open after 3,000,000 operations of this stage and the second is found
  // after about 290,000; with them, each within 100,000 (by the deep check, whose indexed cores
  // may now leave Required cubes to a pad, or as soon as the core is built).
  const RuleSet rules = Rules("mlag", "senior");
  const Mat three_two_one = MakeMat("321", "2 9 3 7", "1 0", "- 1", "- 2 3 3 5 ^ 5 4 x √ 8 √ 9");
  const Mat nineteen = MakeMat("19", "3 0 0 - 1", "x ÷ + ^ x + 1 ÷", "5 ÷ - 3 ^ √", "2 1 √");
  for (const Mat* mat : {&three_two_one, &nineteen}) {
    CAPTURE(GoalText(mat->goal));
    const StageOutcome padded = Solve(rules, *mat, SolverQuery::Possible, true, 100000);
    CHECK(padded.status == SolveStatus::Found);
    CHECK(padded.stats.padded == 1);
    CHECK(Solve(rules, *mat, SolverQuery::Possible, false, 100000).status ==
          SolveStatus::Unfinished);
  }
}

TEST_CASE(
    "padded Solutions keep the Now limit and the Required row, and agree with the brute force") {
  // Rows rich in 0 and 1 (the pads) and in operations, one to three Required cubes: every verdict
  // is the brute force's with pads and without, and every padded witness is correct (at most
  // one Resources cube for Now, every Required cube used).
  const char* const goals[] = {"1", "6", "10", "12", "2", "2÷3", "4", "9", "0", "3", "8", "5"};
  const char* const faces[] = {"0", "1", "2", "3", "1", "0", "+", "-", "x", "÷", "^", "√", "5"};
  int verdicts = 0, found = 0, padded = 0;
  ForEachShortRequiredQuery(
      20261126, 60, goals, faces, [&](const RuleSet& rules, const Mat& mat, SolverQuery query) {
        const StageOutcome with = Solve(rules, mat, query, true, UINT64_MAX);
        const StageOutcome without = Solve(rules, mat, query, false, UINT64_MAX);
        const bool expected = BruteForceAnswer(rules, mat, query);
        CHECK((with.status == SolveStatus::Found) == expected);
        CHECK(with.status == without.status);
        CHECK(without.stats.padded == 0);
        found += expected ? 1 : 0;
        padded += static_cast<int>(with.stats.padded);
        ++verdicts;
      });
  MESSAGE(verdicts << " verdicts, " << found << " found, " << padded << " as a padded core");
  CHECK(verdicts == 360);
  CHECK(padded >= 20);  // the pads are exercised, not only the levels
}
