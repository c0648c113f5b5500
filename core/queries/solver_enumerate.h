// Enumeration queries of the solver: the distinct Solutions of a mat up to a limit (AGLOA VII-B:
// what a correct Solution is), and Goal suggestions for a Goal-setter (AGLOA IV-B), legal Goals
// ranked by how few Solutions they leave (for the AI and for teachers).
//
// Two Solutions are the same when they differ only by the order of the operands of + or x or by
// regrouping a chain of + or of x: each Solution is listed once, in its canonical form (chains of
// + and of x flattened, their operands in one fixed order), written as
// "1+2+(3x4)" (a chain unparenthesised, every other compound operand in parentheses). - ÷ ^ √
// are neither commutative nor associative: 3-1 and 1-3 are different Solutions (one may have no
// legal value). The values are the checker's (core/language/evaluate.h ApplyOperation,
// CheckFinalValue): the same undefined cases, rule-set limits and "too large to check" cut as
// core/solver/solver.h. Solutions are listed smallest first (by cubes). Rulings: docs/rulings.md,
// "No Goal and enumeration".
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/numbers/number.h"
#include "core/queries/solver_equations.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/mat.h"

namespace equations {

struct EnumeratedSolution {
  std::string solution;  // canonical text: "(7-1)x(2+3)"
  std::string equation;  // "Solution = Goal interpretation", accepted by core/judge/checker.h
  Number value;
  int cubes = 0;
};

enum class EnumerateStatus {
  Complete,      // every Solution (of at most max_cubes cubes) is listed
  LimitReached,  // `limit` Solutions are listed; there may be more
  Unfinished,    // the budget ran out first; Run again to go on
};

struct EnumerateOptions {
  std::size_t limit = 10;  // the most Solutions listed
  int max_cubes = 0;       // the largest Solution considered, in cubes; 0: no bound
};

// A resumable enumeration of the distinct Solutions of a Now or Possible query on a mat (the
// targets are the values of the Goal's legal interpretations, as in
// core/queries/solver_equations.h).
class SolutionEnumerator {
 public:
  SolutionEnumerator(const ArithmeticRules& rules, const Mat& mat, SolverQuery query,
                     const EnumerateOptions& options);
  SolutionEnumerator(SolutionEnumerator&&) noexcept;
  SolutionEnumerator& operator=(SolutionEnumerator&&) noexcept;
  ~SolutionEnumerator();

  // Runs about `max_nodes` more operations (each value computed is one).
  EnumerateStatus Run(std::uint64_t max_nodes = UINT64_MAX);
  EnumerateStatus status() const;
  const std::vector<EnumeratedSolution>& solutions() const;
  std::uint64_t nodes() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

struct EnumerateResult {
  EnumerateStatus status = EnumerateStatus::Unfinished;
  std::vector<EnumeratedSolution> solutions;
  std::uint64_t nodes = 0;
};

// Lists the distinct Solutions within `max_nodes` operations.
EnumerateResult EnumerateSolutions(const ArithmeticRules& rules, const Mat& mat, SolverQuery query,
                                   const EnumerateOptions& options,
                                   std::uint64_t max_nodes = UINT64_MAX);

// A Goal a Goal-setter could set, with how many Solutions the cubes left allow.
struct GoalSuggestion {
  std::string goal;     // as laid out, gaps as spaces: "2x 3+5"
  std::string reading;  // the legal interpretation counted, fully grouped
  Number value;
  // Distinct Solutions of at most max_solution_cubes cubes whose value is this interpretation's
  // (the layout chosen for a value is the one with the fewest legal interpretations, usually one).
  std::size_t solutions = 0;
};

struct SuggestOptions {
  std::size_t limit = 10;      // the most Goals returned
  int max_goal_cubes = 0;      // 0: the rule set's Goal size (AGLOA IV-B: six)
  int max_solution_cubes = 5;  // Solutions counted have at most this many cubes
};

struct SuggestResult {
  // Legal Goals with at least one Solution, fewest Solutions first (then fewer cubes, then the
  // layout's text).
  std::vector<GoalSuggestion> goals;
  bool complete = false;  // false: the budget ran out, the counts are lower bounds
  std::uint64_t nodes = 0;
};

// Suggests Goals made of the mat's Permitted and Resources cubes (the mat at Goal-setting time,
// AGLOA IV-B), each with the number of distinct Solutions from the cubes left (Required all used).
SuggestResult SuggestGoals(const ArithmeticRules& rules, const Mat& mat,
                           const SuggestOptions& options, std::uint64_t max_nodes = UINT64_MAX);

}  // namespace equations
