#include "core/queries/solver_games.h"

#include <algorithm>

namespace equations {

namespace {

// Adds one tile of `value` to the problem: required or permitted.
void AddTile(SolverProblem& problem, std::int64_t value, bool required) {
  auto found = std::find(problem.tiles.begin(), problem.tiles.end(), value);
  if (found == problem.tiles.end()) {
    problem.tiles.push_back(value);
    problem.tile_supply.push_back({});
    found = problem.tiles.end() - 1;
  }
  SolverSupply& supply =
      problem.tile_supply[static_cast<std::size_t>(found - problem.tiles.begin())];
  ++(required ? supply.required : supply.permitted);
}

// Makes + - x ÷ unlimited: one per tile is more than any expression can use.
void AllowFourOperations(SolverProblem& problem, int tiles) {
  for (Operator operation :
       {Operator::Add, Operator::Subtract, Operator::Multiply, Operator::Divide})
    problem.operator_supply[static_cast<std::size_t>(operation)].permitted = std::max(1, tiles);
}

}  // namespace

SolverProblem TwentyFourProblem(const ArithmeticRules& rules, std::array<int, 4> cards,
                                int target) {
  SolverProblem problem;
  problem.rules = rules;
  problem.unary_root = false;
  for (int card : cards) AddTile(problem, card, true);
  AllowFourOperations(problem, 4);
  problem.targets = {Number::FromInteger(target)};
  return problem;
}

SolverProblem CountdownProblem(const ArithmeticRules& rules, const std::vector<int>& numbers,
                               int target) {
  SolverProblem problem;
  problem.rules = rules;
  problem.unary_root = false;
  problem.min_cubes = 1;
  problem.positive_whole_steps = true;
  for (int number : numbers) AddTile(problem, number, false);
  AllowFourOperations(problem, static_cast<int>(numbers.size()));
  problem.targets = {Number::FromInteger(target)};
  return problem;
}

}  // namespace equations
