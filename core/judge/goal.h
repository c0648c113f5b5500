// Legal Goals: whether the cubes a Goal-setter laid out form a legal Goal, every reason they do
// not, and every legal interpretation with its value (AGLOA IV-B and VII-C-5-a; ACC "Goal" and
// "Special Rules for Playing Divisions"; MLAG "Setting the Goal" and "Writing and checking").
// The rule set says how many cubes and digits a Goal may have and how it is grouped; the gaps
// between the cubes group it physically (core/language/interpretation.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/language/expression.h"
#include "core/numbers/number.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/mat.h"

namespace equations {

enum class GoalReadingStatus {
  Legal,      // names a number the rule set allows
  Illegal,    // undefined, or a value the rule set forbids (not an integer in acc, ...)
  Unchecked,  // too large to check, or not exactly representable (core/numbers/number.h)
};

// One grouping of the Goal.
struct GoalInterpretation {
  std::string text;  // fully grouped: "(2x3)+5"
  GoalReadingStatus status = GoalReadingStatus::Legal;
  std::optional<Number> value;  // when Legal
  std::string why;              // when not Legal: "8÷0: division by zero"
};

struct GoalReport {
  bool legal = false;                // no reason below, and at least one legal interpretation
  std::vector<std::string> reasons;  // every reason the Goal is not legal, with the rule
  // Every grouping the rule set and the spacing allow, legal first, in a fixed order.
  std::vector<GoalInterpretation> interpretations;
  // Not every grouping is listed: too many of them, or (with no list at all) a Goal with far more
  // cubes than the rules allow, which is illegal for that reason alone.
  bool truncated = false;

  std::vector<GoalInterpretation> Legal() const;  // the legal interpretations only
};

// Validates the Goal on the mat: its cubes in order with the gaps between them.
GoalReport ValidateGoal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal);
// Validates the Goal on the mat read as the Goal-setter declared it (Mat::goal_declaration; an
// empty declaration reads it as ValidateGoal does). A declaration ReadGoalDeclaration refuses
// makes the Goal illegal, with that reason.
GoalReport ValidateGoal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal,
                        std::string_view declaration);

// Reads the grouping a Goal-setter declares with the Goal. ACC "Goal": "the Goal Setter must space
// the cubes as necessary to indicate parentheses, and declare their placement (e.g., '4 minus the
// quantity 2 plus 1' ...). If the cubes are not spaced or the verbal declaration is not made, the
// Order of Operations applies." The declaration is written with grouping symbols ("4-(2+1)"); it
// must hold the Goal's cubes in their order, and the grouping it names (its ungrouped parts read
// with the Order of Operations) must be one the spacing allows. Returns the declaration read, or
// why it cannot be made (also: the rule set has no declaration, AGLOA IV-B-2 comment).
Expected<WrittenExpression, std::string> ReadGoalDeclaration(const ArithmeticRules& rules,
                                                             const std::vector<GoalCube>& goal,
                                                             std::string_view declaration);
// Validates a Goal typed as text, spaces being the physical gaps ("2x 3+5"; AGLOA IV-B-2).
GoalReport ValidateGoalText(const ArithmeticRules& rules, std::string_view text);
// Returns every legal interpretation of the Goal on the mat with its value.
std::vector<GoalInterpretation> GoalInterpretations(const ArithmeticRules& rules,
                                                    const std::vector<GoalCube>& goal);

// Who reads a Goal. The Goal on the mat is read by each Equation-writer "in any acceptable way"
// (AGLOA VII-B-6-c Note); a Goal a writer wrote after a "no Goal" challenge is read by the checker,
// who "must use the default interpretation when a Solution or Goal is ungrouped" (same Note).
enum class GoalReader { Writer, Checker };

// Validates a Goal already read: as laid out on the mat (Layout::GoalOnMat, read by the Writer),
// or as a writer wrote it with grouping symbols after a "no Goal" challenge (read by the Checker).
GoalReport ValidateWrittenGoal(const ArithmeticRules& rules, const WrittenExpression& goal,
                               GoalReader reader);

}  // namespace equations
