#include "core/judge/judge.h"

#include "core/language/equation_text.h"
#include "core/language/reading.h"

namespace equations {

Mat MatOf(const AdventurousMat& mat) {
  Mat basic;
  for (const MatGoalCube& cube : mat.goal) {
    GoalCube goal;
    goal.cube.face = cube.face;
    goal.gap_before = cube.gap_before;
    goal.sideways = cube.sideways;
    goal.upside_down = cube.upside_down;
    basic.goal.push_back(goal);
  }
  basic.required = mat.required;
  basic.permitted = mat.permitted;
  basic.forbidden = mat.forbidden;
  basic.resources = mat.resources;
  basic.goal_declaration = mat.goal_declaration;
  return basic;
}

AdventurousMat JudgedMat(const Arithmetic& arithmetic, const Mat& mat) {
  AdventurousMat judged;
  judged.goal = MatGoalCubes(arithmetic, mat.goal);
  judged.required = mat.required;
  judged.permitted = mat.permitted;
  judged.forbidden = mat.forbidden;
  judged.resources = mat.resources;
  judged.goal_declaration = mat.goal_declaration;
  return judged;
}

Judgement JudgeEquation(const Arithmetic& arithmetic, const AdventurousMat& mat,
                        Challenge challenge, std::string_view equation) {
  AdventurousCheck checked = CheckAdventurous(arithmetic, mat, challenge, equation);
  Judgement judgement;
  judgement.verdict = checked.verdict;
  judgement.reasons = std::move(checked.reasons);
  judgement.goal_value = std::move(checked.goal_value);
  judgement.solution_value = std::move(checked.solution_value);
  return judgement;
}

Judgement JudgeEquation(const Arithmetic& arithmetic, const Mat& mat, Challenge challenge,
                        std::string_view equation) {
  return JudgeEquation(arithmetic, JudgedMat(arithmetic, mat), challenge, equation);
}

GoalJudgement JudgeGoal(const Arithmetic& arithmetic, const AdventurousMat& mat) {
  GoalJudgement judgement;
  AdventurousGoalReport report =
      InterpretAdventurousGoal(arithmetic, mat.goal, mat.goal_declaration);
  judgement.legal = report.legal;
  judgement.reasons = std::move(report.reasons);
  judgement.truncated = report.truncated;
  judgement.window = std::move(report.window);
  for (const AdventurousInterpretation& reading : report.interpretations)
    judgement.interpretations.push_back({reading.text, reading.ValueText(), ""});
  for (const AdventurousInterpretation& reading : report.other_readings)
    judgement.other_groupings.push_back({reading.text, "", reading.value.error().message});
  return judgement;
}

std::optional<std::string> DeclarationProblem(const ArithmeticRules& rules,
                                              const std::vector<GoalCube>& goal,
                                              std::string_view declaration) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  auto declared = ReadGoalDeclaration(arithmetic, MatGoalCubes(arithmetic, goal), declaration);
  if (!declared) return declared.error();
  return std::nullopt;
}

GoalJudgement JudgeGoal(const ArithmeticRules& rules, const Mat& mat) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  return JudgeGoal(arithmetic, JudgedMat(arithmetic, mat));
}

bool GoalIsLegal(const ArithmeticRules& rules, const std::vector<GoalCube>& goal) {
  // With no variation an expression ends in a number, never in an operation cube; most Goals a
  // Goal-setter passes through on the way end so.
  if (goal.empty() || !IsDigit(goal.back().cube.face)) return false;
  const Arithmetic arithmetic = BasicArithmetic(rules);
  return InterpretAdventurousGoal(arithmetic, MatGoalCubes(arithmetic, goal), "").legal;
}

namespace {

std::vector<GoalValue> LegalValues(const AdventurousGoalReport& report) {
  std::vector<GoalValue> values;
  if (!report.legal) return values;
  for (const AdventurousInterpretation& reading : report.interpretations)
    if (reading.value) values.push_back({reading.text, *reading.value});
  return values;
}

}  // namespace

std::vector<GoalValue> LegalGoalValues(const ArithmeticRules& rules, const Mat& mat) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  return LegalValues(InterpretAdventurousGoal(arithmetic, MatGoalCubes(arithmetic, mat.goal),
                                              mat.goal_declaration));
}

std::vector<GoalValue> LegalGoalValues(const ArithmeticRules& rules, std::string_view goal) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  auto cubes = ReadMatGoal(arithmetic, goal);
  if (!cubes) return {};
  return LegalValues(InterpretAdventurousGoal(arithmetic, *cubes));
}

Expected<std::string, std::string> EvaluateExpression(const Arithmetic& arithmetic,
                                                      std::string_view text) {
  auto value = EvaluateAdventurousValue(arithmetic, text);
  if (!value) return MakeUnexpected(value.error());
  return value->ToString();
}

std::optional<std::string> UnreadyReason(const Arithmetic& arithmetic, std::string_view equation) {
  if (equation.find_first_not_of(" \t") == std::string_view::npos)
    return std::string("The Equation is empty.");
  auto sides = SplitEquation(equation);
  if (!sides) return "This is not an Equation yet: " + sides.error().message + ".";
  for (const auto& [side, column] :
       {std::pair{sides->left, sides->left_column}, std::pair{sides->right, sides->right_column}}) {
    if (auto read = ReadWrittenSide(arithmetic, side, column); !read)
      return "It cannot be read: " + read.error().message + ".";
  }
  return std::nullopt;
}

}  // namespace equations
