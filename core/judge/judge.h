// The one judge: every entrance asks it. That means the command-line tool and the JavaScript
// package (check, goal, eval), the match, the writing screen, and hints and explanations. It
// judges a written Equation, the Goal on the mat, or a typed expression under the arithmetic of
// the shake. Basic Equations is the arithmetic with no variation in force; Adventurous Equations
// adds the variations (AGLOA XIII). The caller decides which arithmetic once; nothing downstream
// forks again.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/judge/adventurous.h"
#include "core/judge/verdict.h"
#include "core/language/arithmetic.h"
#include "core/rules/mat.h"

namespace equations {

// What the judge says of a written Equation.
struct Judgement {
  Verdict verdict = Verdict::Incorrect;
  std::vector<std::string> reasons;  // every reason that applies; empty when correct
  std::string goal_value;            // the writer's Goal's value, if it has one
  std::string solution_value;        // the Solution's value, if it has one

  bool correct() const { return verdict == Verdict::Correct; }
};

// Returns the mat as the judge reads it: the Goal's cubes with their placement and the mark of
// an exponent-colour digit (MatGoalCubes), the sections, the Goal-setter's declaration.
AdventurousMat JudgedMat(const Arithmetic& arithmetic, const Mat& mat);
// The same mat with the Goal's faces, gaps and placement only (the exponent mark is dropped).
Mat MatOf(const AdventurousMat& mat);

// Judges an Equation written after `challenge` (AGLOA VII-B, VII-C-5, XIII); `mat.resources`
// holds the cubes still in Resources. An Equation that cannot be read is incorrect, with the
// reason and its column.
Judgement JudgeEquation(const Arithmetic& arithmetic, const AdventurousMat& mat,
                        Challenge challenge, std::string_view equation);
Judgement JudgeEquation(const Arithmetic& arithmetic, const Mat& mat, Challenge challenge,
                        std::string_view equation);

// One interpretation of a Goal: its fully grouped text, and its value or why it has none.
struct GoalReading {
  std::string text;
  std::string value;  // empty when the reading names no number the rules allow
  std::string why;    // when `value` is empty
};

// What the judge says of the Goal on the mat (AGLOA IV-B, VII-C-5-a; XIII).
struct GoalJudgement {
  bool legal = false;
  std::vector<std::string> reasons;          // why the Goal is illegal
  std::vector<GoalReading> interpretations;  // the legal ones, with their values
  std::vector<GoalReading> other_groupings;  // the groupings that name no number allowed
  bool truncated = false;                    // not every grouping is listed
  std::string window;                        // what was left out, when it can be said
};

// Judges the Goal on the mat, read as its Goal-setter declared it (`mat.goal_declaration`).
GoalJudgement JudgeGoal(const Arithmetic& arithmetic, const AdventurousMat& mat);
// The same for a shake of Basic Equations under `rules`.
GoalJudgement JudgeGoal(const ArithmeticRules& rules, const Mat& mat);
// Whether JudgeGoal(rules, mat with this Goal and no declaration) is legal, without its reasons:
// the question the legal actions ask after every cube a Goal-setter places.
bool GoalIsLegal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal);

// Why a Goal-setter's declaration of the grouping of this Goal cannot be made (ACC "Goal";
// ReadGoalDeclaration), or nothing.
std::optional<std::string> DeclarationProblem(const ArithmeticRules& rules,
                                              const std::vector<GoalCube>& goal,
                                              std::string_view declaration);

// A legal interpretation of the Goal with its exact value: what the solver and the computer
// players aim at.
struct GoalValue {
  std::string text;  // fully grouped: "(2x3)+5"
  Number value;
};
// The legal interpretations of the Goal on a mat of Basic Equations under `rules` with real
// values, in the judge's order; none when the Goal is illegal.
std::vector<GoalValue> LegalGoalValues(const ArithmeticRules& rules, const Mat& mat);
// The same for a Goal laid out as text, a space for each gap ("2x 3+5").
std::vector<GoalValue> LegalGoalValues(const ArithmeticRules& rules, std::string_view goal);

// The one value of a typed expression, or why it has none (the eval command).
Expected<std::string, std::string> EvaluateExpression(const Arithmetic& arithmetic,
                                                      std::string_view text);

// Why the typed text is not yet an Equation the judge can read ("it has no =", a character it
// cannot read, with the column), or nothing when it reads. The writing screen asks this before
// presenting, so that a slip is asked about rather than judged.
std::optional<std::string> UnreadyReason(const Arithmetic& arithmetic, std::string_view equation);

}  // namespace equations
