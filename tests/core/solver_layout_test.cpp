// The solver's tiles as exact rationals and its key laid out per problem (core/solver/solver.h):
// fractions, negative and large tiles, more tile kinds than digits, and a problem whose cubes do
// not fit the key refused with a message.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/language/evaluate.h"
#include "core/rules/rules.h"
#include "core/solver/solver.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// One required cube of each tile, and `count` permitted cubes of each operation given.
SolverProblem Problem(const std::vector<Rational>& tiles, const std::vector<Operator>& operations,
                      int count, const Number& target) {
  SolverProblem problem;
  problem.rules = Rules("agloa", "senior");
  for (const Rational& tile : tiles) {
    problem.tiles.push_back(tile);
    problem.tile_supply.push_back({1, 0, 0});
  }
  for (Operator operation : operations)
    problem.operator_supply[static_cast<std::size_t>(operation)].permitted = count;
  problem.targets = {target};
  return problem;
}

// Runs the problem; returns its status, and checks that a Solution found names its value (a
// negative tile is written "(-3)", which the checker's language does not read: those Solutions
// are compared as text by the caller).
SolveStatus Solve(SolverProblem problem, std::string* solution = nullptr) {
  const ArithmeticRules rules = problem.rules;
  bool negative = false;
  for (const Rational& tile : problem.tiles) negative = negative || tile.Sign() < 0;
  auto solver = Solver::Create(std::move(problem));
  REQUIRE(solver.has_value());
  const SolveStatus status = solver->Run(10'000'000);
  if (status == SolveStatus::Found) {
    if (!negative) {
      auto value = ValueOfText(rules, solver->Solution());
      REQUIRE_MESSAGE(value.has_value(), solver->Solution());
      CHECK_MESSAGE(*value == solver->SolutionValue(), solver->Solution());
    }
    if (solution != nullptr) *solution = solver->Solution();
  }
  return status;
}

Number Whole(std::int64_t n) {
  return Number::FromInteger(n);
}

}  // namespace

TEST_CASE("a fraction is a tile: 3 ÷ (1/2) names 6") {
  const Rational half = Rational::FromFraction(1, 2);
  std::string solution;
  CHECK(Solve(Problem({half, 3}, {Operator::Divide}, 1, Whole(6)), &solution) ==
        SolveStatus::Found);
  CHECK(solution == "3÷(1÷2)");
  // 1/2 and 3 with + name 7/2 and nothing else.
  CHECK(Solve(Problem({half, 3}, {Operator::Add}, 1,
                      Number::FromRational(Rational::FromFraction(7, 2)))) == SolveStatus::Found);
  CHECK(Solve(Problem({half, 3}, {Operator::Add}, 1, Whole(6))) == SolveStatus::NotFound);
}

TEST_CASE("the proofs that drop targets hold for fraction tiles") {
  // With whole tiles, + and x name only whole numbers, and x and ÷ only products of the tiles'
  // primes: neither holds for 1/2 and 3/2, which name 3/4 with x and 1/3 with ÷.
  const Rational half = Rational::FromFraction(1, 2), three_halves = Rational::FromFraction(3, 2);
  CHECK(Solve(Problem({half, three_halves}, {Operator::Add, Operator::Multiply}, 1,
                      Number::FromRational(Rational::FromFraction(3, 4)))) == SolveStatus::Found);
  CHECK(Solve(Problem({half, three_halves}, {Operator::Multiply, Operator::Divide}, 1,
                      Number::FromRational(Rational::FromFraction(1, 3)))) == SolveStatus::Found);
  CHECK(Solve(Problem({half, three_halves}, {Operator::Add, Operator::Multiply}, 1, Whole(3))) ==
        SolveStatus::NotFound);
}

TEST_CASE("a negative tile: -3 with 2 names -6 and -1, never 6") {
  std::string solution;
  CHECK(Solve(Problem({-3, 2}, {Operator::Multiply}, 1, Whole(-6)), &solution) ==
        SolveStatus::Found);
  CHECK(solution == "(-3)x2");
  CHECK(Solve(Problem({-3, 2}, {Operator::Add}, 1, Whole(-1)), &solution) == SolveStatus::Found);
  CHECK(solution == "(-3)+2");
  CHECK(Solve(Problem({-3, 2}, {Operator::Multiply}, 1, Whole(6))) == SolveStatus::NotFound);
  // A negative fraction (an upside-down sideways digit, say).
  CHECK(Solve(Problem({Rational::FromFraction(-1, 3), 3}, {Operator::Multiply}, 1, Whole(-1)),
              &solution) == SolveStatus::Found);
  CHECK(solution == "(-1÷3)x3");
}

TEST_CASE("a tile too large for int64 takes the exact slow path") {
  const Rational big = Rational::FromBigInteger(BigInteger(1) << 70);
  CHECK(Solve(Problem({big, 1}, {Operator::Add}, 1,
                      Number::FromRational(Rational::FromBigInteger((BigInteger(1) << 70) + 1)))) ==
        SolveStatus::Found);
  CHECK(Solve(Problem({big, 1}, {Operator::Add}, 1, Whole(3))) == SolveStatus::NotFound);
}

TEST_CASE("more tile kinds than digits: twelve kinds, each with a slot") {
  std::vector<Rational> tiles;
  for (int n = 1; n <= 12; ++n) tiles.push_back(n);
  // With + unlimited (no slot), the twelve tiles make 78 at most.
  SolverProblem sum = Problem(tiles, {Operator::Add}, 12, Whole(78));
  for (SolverSupply& supply : sum.tile_supply) supply = {0, 1, 0};
  CHECK(Solve(sum) == SolveStatus::Found);
  sum.targets = {Whole(79)};
  CHECK(Solve(sum) == SolveStatus::NotFound);
  // Twelve tile kinds and four counted operations fill the sixteen slots.
  SolverProblem counted =
      Problem(tiles, {Operator::Add, Operator::Subtract, Operator::Multiply, Operator::Divide}, 2,
              Whole(23));
  for (SolverSupply& supply : counted.tile_supply) supply = {0, 1, 0};
  counted.tile_supply[10].required = 1;  // 11 and 12 must be used: 11 + 12
  counted.tile_supply[10].permitted = 0;
  counted.tile_supply[11].required = 1;
  counted.tile_supply[11].permitted = 0;
  std::string solution;
  CHECK(Solve(counted, &solution) == SolveStatus::Found);
  CHECK(solution == "11+12");
}

TEST_CASE("a problem whose cubes need more slots than the key has is refused") {
  std::vector<Rational> tiles;
  for (int n = 1; n <= 13; ++n) tiles.push_back(n);
  // Thirteen tile kinds and four counted operations: seventeen slots.
  SolverProblem problem =
      Problem(tiles, {Operator::Add, Operator::Subtract, Operator::Multiply, Operator::Divide}, 2,
              Whole(24));
  auto refused = Solver::Create(problem);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error() ==
        "too many kinds of cube: 13 kinds of tile and 4 counted operations need 17 slots of the "
        "solver's key, which has 16");
  // Unlimited operations take no slot: the same tiles then fit.
  for (Operator operation :
       {Operator::Add, Operator::Subtract, Operator::Multiply, Operator::Divide})
    problem.operator_supply[static_cast<std::size_t>(operation)].permitted = 13;
  CHECK(Solver::Create(problem).has_value());
  // Seventeen tile kinds never fit.
  tiles.clear();
  for (int n = 1; n <= 17; ++n) tiles.push_back(n);
  auto seventeen = Solver::Create(Problem(tiles, {Operator::Add}, 17, Whole(24)));
  REQUIRE_FALSE(seventeen.has_value());
  CHECK(seventeen.error().find("17 kinds of tile and 0 counted operations") != std::string::npos);
}
