// The join of the solver's deep check (core/solver/solver_join.cpp): a Goal, or what is left of it
// after one peel, that is a power r^N is found as B^E or E√B of two built multisets, long before
// the levels reach the whole Solution; every witness is accepted by the checker, and a search run
// in slices finds the same Solution with the same work.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>

#include "core/judge/judge.h"
#include "core/queries/solver_equations.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

struct Outcome {
  SolveStatus status = SolveStatus::Unfinished;
  std::optional<std::string> witness;
  std::uint64_t nodes = 0;
};

// Runs the Possible query in calls of `slice` operations until it is decided or `budget` is
// spent; a witness must be an Equation the checker accepts after an Impossible challenge.
Outcome Possible(const RuleSet& rules, const Mat& mat, std::uint64_t budget, std::uint64_t slice) {
  EquationsSearch search(rules, mat, SolverQuery::Possible);
  Outcome outcome;
  while (search.stats().nodes < budget && outcome.status == SolveStatus::Unfinished)
    outcome.status = search.Run(slice);
  outcome.nodes = search.stats().nodes;
  if (outcome.status == SolveStatus::Found) {
    outcome.witness = search.Witness();
    REQUIRE(outcome.witness.has_value());
    ExpectCorrect(rules, mat, Challenge::Impossible, *outcome.witness);
  }
  return outcome;
}

}  // namespace

TEST_CASE("101 = 1 + 10^2: the power left after one peel is joined from two small parts") {
  // From the solver benchmark's corpus: the levels alone found 1+((1÷2)√(6-(2-6))) after
  // 1,690,000 operations; the join finds a Solution after about 53,000.
  const RuleSet rules = Rules("acc", "6");
  const Mat mat = MakeMat("101", "", "", "0", "1 1 + 2 2 ÷ 6 6 - - - √ 7 √ √ 7");
  const Outcome outcome = Possible(rules, mat, 150000, 150000);
  CHECK(outcome.status == SolveStatus::Found);
}

TEST_CASE("a Goal of 7^19 is found as one root of two built parts") {
  // The levels alone were still open after 2,000,000 operations; the whole Solution needs
  // level 23. With the join: found after about 624,000.
  const RuleSet rules = Rules("mlag", "senior");
  const Mat mat = MakeMat("7^ 19", "2 1 ÷ 2", "", "", "- - 3 - 3 0 3 ÷ 4 x 6 6 4 + √ √");
  const Outcome outcome = Possible(rules, mat, 800000, 800000);
  CHECK(outcome.status == SolveStatus::Found);
}

TEST_CASE("the join run in small slices finds the same Solution with the same work") {
  const RuleSet rules = Rules("acc", "6");
  const Mat mat = MakeMat("101", "", "", "0", "1 1 + 2 2 ÷ 6 6 - - - √ 7 √ √ 7");
  const Outcome whole = Possible(rules, mat, 150000, 150000);
  const Outcome sliced = Possible(rules, mat, 150000, 997);
  REQUIRE(whole.status == SolveStatus::Found);
  CHECK(sliced.status == SolveStatus::Found);
  CHECK(sliced.witness == whole.witness);
  // A slice may overshoot its budget by its last step, so the counts agree to a few steps.
  CHECK(sliced.nodes <= whole.nodes + 200);
  CHECK(sliced.nodes + 200 >= whole.nodes);
}
