// Test helpers: a rule set by name, and a mat typed as face characters, read by the same
// functions as the JSON requests (core/api/request.h), so tests type mats the way users do.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/api/request.h"
#include "core/judge/judge.h"
#include "core/language/reading.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations::testing {

inline RuleSet Rules(std::string_view name, std::string_view division) {
  auto rules = FindRuleSet(name, division);
  REQUIRE(rules.has_value());
  return *rules;
}

// Reads cubes typed as faces; spaces only separate ("x 3", "x3").
inline std::vector<Cube> Cubes(std::string_view faces) {
  auto cubes = ReadCubes("cubes", faces);
  if (!cubes) FAIL(cubes.error().message);
  return *cubes;
}

// Reads a Goal typed as faces, a run of spaces being one physical gap ("2x 3+5").
inline std::vector<GoalCube> Goal(std::string_view faces) {
  if (faces.find_first_not_of(' ') == std::string_view::npos) return {};
  auto goal = ReadGoal(faces);
  if (!goal) FAIL(goal.error().message);
  return *goal;
}

inline Mat MakeMat(std::string_view goal, std::string_view required, std::string_view permitted,
                   std::string_view forbidden = "", std::string_view resources = "") {
  Mat mat;
  mat.goal = Goal(goal);
  mat.required = Cubes(required);
  mat.permitted = Cubes(permitted);
  mat.forbidden = Cubes(forbidden);
  mat.resources = Cubes(resources);
  return mat;
}

// Checks that the one judge finds the Equation correct after `challenge`, showing its reasons
// when it does not.
inline void ExpectCorrect(const ArithmeticRules& rules, const Mat& mat, Challenge challenge,
                          std::string_view equation) {
  const Judgement judgement = JudgeEquation(BasicArithmetic(rules), mat, challenge, equation);
  std::string reasons;
  for (const std::string& reason : judgement.reasons) reasons += reason + "; ";
  CAPTURE(equation);
  CAPTURE(reasons);
  CHECK(judgement.verdict == Verdict::Correct);
}

// Returns the legal interpretations of a Goal laid out on the mat, read by the one judge with no
// declaration; none when the Goal is illegal.
inline std::vector<GoalValue> GoalValues(const ArithmeticRules& rules,
                                         const std::vector<GoalCube>& goal) {
  Mat laid_out;
  laid_out.goal = goal;
  return LegalGoalValues(rules, laid_out);
}

// Returns the one value of an expression typed as text, read as Basic Equations reads it (the
// eval command), or why it has none.
inline Expected<Number, std::string> ValueOfText(const ArithmeticRules& rules,
                                                 std::string_view text) {
  return EvaluateAdventurous(BasicArithmetic(rules), text);
}

}  // namespace equations::testing
