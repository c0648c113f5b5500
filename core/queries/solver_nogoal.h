// The No Goal query of the solver: can any legal Goal be set from these cubes that has a correct
// Solution from what remains (AGLOA IV-D; ACC "Procedure for Goal Setting" 4 and the "No-Goal
// flub")? A yes comes with a Goal as the Goal-setter would lay it out (its gaps included,
// AGLOA IV-B-2) and a witness "Solution = Goal interpretation" that core/judge/checker.h accepts
// after a "no Goal" challenge; a no is proven. Legality and interpretations are
// core/judge/goal.h's, the Solutions core/solver/solver.h's.
//
// The search: the Goal's cube multisets, smallest first (one cube, two, ... up to the rule set's
// Goal size), each once. For one multiset every layout (order of the cubes and gaps) is judged by
// ValidateGoalText, and the values of all its legal interpretations become the targets of one
// Possible search (core/solver/solver.h) over the cubes left. The first Found ends the search;
// NotFound needs every multiset searched to the end. Rulings: docs/rulings.md, "No Goal and
// enumeration".
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/numbers/number.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/cube.h"
#include "core/rules/mat.h"
#include "core/solver/solver.h"

namespace equations {

// Cubes counted by face (indexed by Symbol).
using FaceCounts = std::array<int, 16>;

// One value a Goal made of given cubes can have, with the layout that gives it.
struct GoalLayout {
  std::string layout;   // as laid out on the mat, a space for each gap: "2x 3+5"
  std::string reading;  // the legal interpretation with that value, fully grouped: "2x(3+5)"
  Number value;
  int readings = 1;  // how many legal interpretations the layout has (1: unambiguous)
};

// Returns, for each distinct value a legal Goal made of exactly these cubes can have, the layout
// that gives it with the fewest legal interpretations (then the fewest gaps), in the order found.
// `validations`, when not null, is increased by the number of layouts judged. With `every_gap`
// false, AGLOA Goals without a √ are judged without gaps only: with any grouping (AGLOA IV-B-2)
// gaps only take interpretations away, except a gap after a √; tests compare the two.
std::vector<GoalLayout> GoalLayoutsOf(const ArithmeticRules& rules, const FaceCounts& cubes,
                                      std::uint64_t* validations = nullptr, bool every_gap = false);

// Returns every sub-multiset of `available` with `size` cubes that could be a Goal
// (GoalShapePossible), in a fixed order.
std::vector<FaceCounts> GoalMultisets(const ArithmeticRules& rules, const FaceCounts& available,
                                      int size);

// Returns whether some Goal of the rule set could be made of exactly these cubes, counting only
// digits and operation signs (a cheap necessary condition for GoalLayoutsOf to find one).
bool GoalShapePossible(const ArithmeticRules& rules, const FaceCounts& cubes);

// A resumable No Goal query. Precondition: the mat's Goal is empty; the Goal and the Solution
// together use the cubes of Required (all, in the Solution), Permitted and Resources, as the
// checker counts them after a "no Goal" challenge.
class NoGoalSearch {
 public:
  NoGoalSearch(const ArithmeticRules& rules, const Mat& mat);
  NoGoalSearch(NoGoalSearch&&) noexcept;
  NoGoalSearch& operator=(NoGoalSearch&&) noexcept;
  ~NoGoalSearch();

  // Runs about `max_nodes` more units of work (solver operations, and 32 per Goal layout judged);
  // Unfinished is never "no".
  SolveStatus Run(std::uint64_t max_nodes = UINT64_MAX);
  SolveStatus status() const;
  std::uint64_t nodes() const;
  std::uint64_t goals_tried() const;  // Goal cube multisets whose layouts were judged

  // When status() == Found: the Goal as laid out ("2x 3+5"), and the Equation
  // "Solution = interpretation of that Goal" (AGLOA IV-D-2: the Goal side on the right).
  std::optional<std::string> Goal() const;
  std::optional<std::string> Witness() const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

struct NoGoalAnswer {
  SolveStatus status = SolveStatus::Unfinished;
  std::optional<std::string> goal;     // as laid out, when Found
  std::optional<std::string> witness;  // Solution = Goal, when Found
  std::uint64_t nodes = 0;
};

// Answers a No Goal query within `max_nodes` (Unfinished when they run out).
NoGoalAnswer SolveNoGoal(const ArithmeticRules& rules, const Mat& mat,
                         std::uint64_t max_nodes = UINT64_MAX);

}  // namespace equations
