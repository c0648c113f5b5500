// Which values tiles can make (core/solver/solver_reachable.h), held against the solver itself:
// every value listed is one the solver finds a Solution for, and every whole number in a window
// that is not listed is one the solver proves unreachable. The two share only the checker's
// arithmetic.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "core/base/random.h"
#include "core/queries/solver_games.h"
#include "core/rules/rules.h"
#include "core/solver/solver_reachable.h"

using namespace equations;

namespace {

const RuleSet& Rules() {
  static const RuleSet rules = FindRuleSet("agloa", "senior").value();
  return rules;
}

// Three dice with + - x ÷ (each at most twice), every die used: a Contig-style roll.
SolverProblem Dice(std::vector<int> dice) {
  SolverProblem problem;
  problem.rules = Rules();
  problem.unary_root = false;
  for (int d : dice) {
    auto found = std::find(problem.tiles.begin(), problem.tiles.end(), d);
    if (found == problem.tiles.end()) {
      problem.tiles.push_back(d);
      problem.tile_supply.push_back({});
      found = problem.tiles.end() - 1;
    }
    ++problem.tile_supply[static_cast<std::size_t>(found - problem.tiles.begin())].required;
  }
  for (Operator op : {Operator::Add, Operator::Subtract, Operator::Multiply, Operator::Divide})
    problem.operator_supply[static_cast<std::size_t>(op)].permitted = 2;
  return problem;
}

bool Listed(const ReachableValues& r, const Number& v) {
  return std::binary_search(r.values.begin(), r.values.end(), v);
}

SolveStatus SolveFor(SolverProblem problem, const Number& target) {
  problem.targets = {target};
  auto solver = Solver::Create(problem);
  REQUIRE(solver);
  return solver->Run();
}

void HoldAgainstSolver(const SolverProblem& problem) {
  auto reach = FindReachableValues(problem);
  REQUIRE(reach);
  REQUIRE(reach->complete);
  for (const Number& v : reach->values) {
    CAPTURE(v.ToString());
    CHECK(SolveFor(problem, v) == SolveStatus::Found);
  }
  for (std::int64_t n = -40; n <= 200; ++n) {
    const Number v = Number::FromInteger(n);
    if (Listed(*reach, v)) continue;
    CAPTURE(n);
    CHECK(SolveFor(problem, v) == SolveStatus::NotFound);
  }
}

}  // namespace

TEST_CASE("the values three dice make with + - x ÷ are the ones the solver reaches") {
  auto reach = FindReachableValues(Dice({1, 2, 3}));
  REQUIRE(reach);
  CHECK(reach->complete);
  // 1 + 2 + 3, (1 + 2) x 3, 1 ÷ (2 x 3), 1 - 2 x 3; but never 10 with one 1, 2 and 3.
  for (Number v : {Number::FromInteger(6), Number::FromInteger(9), Number::FromInteger(-5),
                   Number::FromRational(Rational::FromFraction(1, 6))})
    CHECK(Listed(*reach, v));
  CHECK_FALSE(Listed(*reach, Number::FromInteger(10)));
  CHECK(Listed(*reach, Number::FromInteger(1)));  // 3 - 2 x 1
  HoldAgainstSolver(Dice({1, 2, 3}));
}

TEST_CASE("reachable values agree with the solver on random rolls, with ^ and √") {
  Random random(20261127);
  for (int round = 0; round < 12; ++round) {
    std::vector<int> dice;
    for (int i = 0; i < 3; ++i) dice.push_back(static_cast<int>(random.Below(7)));
    SolverProblem problem = Dice(dice);
    if (round % 2 == 1) {
      problem.operator_supply[static_cast<std::size_t>(Operator::Power)].permitted = 1;
      problem.operator_supply[static_cast<std::size_t>(Operator::Root)].permitted = 1;
      problem.unary_root = true;
    }
    CAPTURE(dice[0]);
    CAPTURE(dice[1]);
    CAPTURE(dice[2]);
    HoldAgainstSolver(problem);
  }
}

TEST_CASE("the 24 game's hand makes 24 by the list exactly when the solver says so") {
  for (std::array<int, 4> hand :
       {std::array<int, 4>{1, 1, 1, 1}, {3, 3, 8, 8}, {1, 5, 5, 5}, {4, 4, 10, 10}, {1, 2, 7, 7}}) {
    SolverProblem problem = TwentyFourProblem(Rules(), hand);
    auto reach = FindReachableValues(problem);
    REQUIRE(reach);
    REQUIRE(reach->complete);
    CAPTURE(hand[0]);
    CAPTURE(hand[3]);
    CHECK(Listed(*reach, Number::FromInteger(24)) ==
          (SolveFor(problem, Number::FromInteger(24)) == SolveStatus::Found));
  }
}

TEST_CASE("a roll too large for the budget says it is incomplete, and bad supplies are refused") {
  SolverProblem problem = CountdownProblem(Rules(), {25, 50, 75, 100, 3, 6}, 952);
  auto reach = FindReachableValues(problem, {.max_work = 10000, .max_values = 1000});
  REQUIRE(reach);
  CHECK_FALSE(reach->complete);
  problem.tile_supply[0].required = -1;
  auto bad = FindReachableValues(problem);
  REQUIRE_FALSE(bad);
  CHECK(bad.error() == "a tile supply is negative");
}
