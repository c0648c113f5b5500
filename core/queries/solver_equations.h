// The Equations queries of the solver (core/solver/solver.h) on a mat: Now (AGLOA VI-A-2,
// VII-B-3-e: all of Required, any of Permitted, at most one cube from Resources), Possible (the
// answer to an Impossible challenge, AGLOA VI-A-1, VII-B-3-f: Resources count as Permitted) and No
// Goal (AGLOA IV-D: can a legal Goal be set from Resources that has a correct Solution from what
// remains), each with a witness, the written Equation "Solution = Goal" that core/judge/checker.h
// accepts. The targets are the values of every legal interpretation of the Goal (AGLOA VII-B-2).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/mat.h"
#include "core/solver/solver.h"

namespace equations {

enum class SolverQuery {
  Now,       // a Now challenge (ACC A-flub) would be correct
  Possible,  // a Solution exists at all: an Impossible challenge (ACC P-flub) would be wrong
};

// Returns the solver problem of a query on the mat, with the legal interpretations of the Goal as
// targets (none when the Goal is not legal: then no Equation is correct) and their texts in
// `goal_texts` (parallel to SolverProblem::targets) when not null.
SolverProblem EquationsProblem(const ArithmeticRules& rules, const Mat& mat, SolverQuery query,
                               std::vector<std::string>* goal_texts = nullptr);

// A resumable Now or Possible query. When ^ and √ may be used but are not Required, it first
// searches without them (cheap rational values only), then with ^ but no √, each for a fixed
// share of work, then with both: only the last, complete stage decides a "no".
class EquationsSearch {
 public:
  // Precondition: the mat's cubes are at most 15 of one face (any real mat).
  EquationsSearch(const ArithmeticRules& rules, const Mat& mat, SolverQuery query);
  // Runs about `max_nodes` more operations (core/solver/solver.h Solver::Run); Unfinished is never
  // "no".
  SolveStatus Run(std::uint64_t max_nodes = UINT64_MAX);
  SolveStatus status() const { return status_; }
  const SolverStats& stats() const { return stats_; }
  // Returns the Equation "Solution = Goal interpretation" when status() == Found.
  std::optional<std::string> Witness() const;
  // Frees its searches a part at a time (Solver::ReleaseSome); true when all is freed. It is not
  // run after this is first called.
  bool ReleaseSome(std::size_t& count);

 private:
  static constexpr std::uint64_t kCheaperStageNodes = 40000;  // the work of a stage before the last
  std::vector<std::string> goal_texts_;
  std::vector<Solver> stages_;
  std::size_t stage_ = 0;
  SolveStatus status_ = SolveStatus::Unfinished;
  SolverStats stats_;
};

struct EquationsAnswer {
  SolveStatus status = SolveStatus::Unfinished;
  std::optional<std::string> witness;  // the Equation, when Found
  std::uint64_t nodes = 0;
};

// Answers a query to the end (no budget).
EquationsAnswer SolveEquations(const ArithmeticRules& rules, const Mat& mat, SolverQuery query);

}  // namespace equations
