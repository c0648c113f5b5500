// The Equation checker: decides whether a written Equation is correct for the mat and the
// challenge, and gives every reason it is not, in the words of AGLOA VII-C-5 (the reasons a checker
// may give), VII-B (what a correct Solution is) and Appendix A; MLAG "Writing and checking an
// Equation"; ACC "Solutions", "Flubs", "Math clarifications".
//
// Cubes are matched as a multiset of faces (AGLOA VII-B-3-c comment: a 2 may lie in Forbidden while
// another 2 lies in Required). The Goal side of the Equation is the side written with the cubes of
// the Goal on the mat (either side: AGLOA VII-B-1 comment); after a "no Goal" challenge, where the
// writer sets the Goal, either side may be it: the Equation is correct when one of the two readings
// is, and is otherwise judged as Solution = Goal.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/language/parser.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/mat.h"

namespace equations {

enum class Verdict {
  Correct,
  Incorrect,
  Unchecked,  // correct as far as it could be checked, but a value is too large to check exactly
};

// Why an Equation is not correct; the AGLOA VII-C-5 reason each one is an instance of.
enum class ReasonKind {
  GoalHasNoLegalInterpretation,  // VII-C-5-a
  GoalInterpretationNotLegal,    // VII-C-5-b: wrong cubes, breaks the spacing or the order of
                                 // operations, no interpretation given, or names no number
  SolutionNotLegal,              // VII-B, III-A: the Solution names no number the rules allow
  SolutionNotEqual,              // VII-C-5-d
  Ambiguous,                     // VII-C-5-c, VII-B-6: a grouping that gives another value
  RequiredCubeUnused,            // VII-B-3-b
  ForbiddenCubeUsed,             // VII-B-3-c
  CubeNotAvailable,              // VII-B-3 (MLAG: "used cubes that were not available")
  TooManyResourcesCubes,         // VII-B-3-e: more than one Resources cube after Now
  RemainingResourcesUnused,      // ACC "Force Out": "using the two remaining Resources"
  TooFewCubes,                   // VII-B-3-a
  NumeralTooLong,                // VII-B-4: a numeral of more than one digit
  NotationNotAllowed,            // ACC: a √ without its index written
  CannotCheck,                   // a value too large to check or not exactly representable
};

struct Reason {
  ReasonKind kind;
  std::string text;  // a sentence a student can read, naming the cubes or grouping and the rule
};

struct CheckResult {
  Verdict verdict = Verdict::Incorrect;
  std::vector<Reason> reasons;  // every reason that applies; empty when correct
  std::string goal_value;       // the value of the writer's Goal (canonical text), if it has one
  std::string solution_value;   // the value of the Solution, if it has one
  std::string goal_side;        // the side read as the Goal, as written (trimmed)
  std::string solution_side;    // the side read as the Solution, as written (trimmed)

  bool correct() const { return verdict == Verdict::Correct; }
  bool Has(ReasonKind kind) const;
};

// Checks an Equation written after `challenge` against the mat (Mat::resources holds the cubes
// still in Resources). Returns a ParseError, with its column in `equation`, when the Equation
// cannot be read at all.
Expected<CheckResult, ParseError> CheckEquation(const ArithmeticRules& rules, const Mat& mat,
                                                Challenge challenge, std::string_view equation);

// Returns whether the rule set lets the writer put the Goal's value for the Goal (ACC "Math
// clarifications": "2*3 = 8"), ArithmeticRules::written_goal_may_be_value.
bool WrittenGoalMayBeItsValue(const ArithmeticRules& rules);

}  // namespace equations
