// The one place the game asks whether an Equation is correct (AGLOA VII-B, VII-C-5; the checker in
// core/judge/checker.h) and whether a Goal meets the requirements players must point out before it
// is set (ACC "Goal"; core/judge/goal.h).
#include <string>

#include "core/judge/adventurous.h"
#include "core/judge/checker.h"
#include "core/judge/goal.h"
#include "core/match/game.h"

namespace equations {
namespace {

EquationJudge g_judge_for_testing = nullptr;

// AGLOA XIII-C-9 comment: "Any such Equation that cannot be verified ... will be ruled
// incorrect."
void RuleUncheckedIncorrect(Judgment& judgment) {
  judgment.correct = false;
  judgment.reasons.push_back(
      "a value in the Equation is too large to check exactly; an Equation that cannot be "
      "verified is ruled incorrect (AGLOA XIII-C-9 comment)");
}

}  // namespace

void SetEquationJudgeForTesting(EquationJudge judge) {
  g_judge_for_testing = judge;
}

Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, Challenge challenge,
                       std::string_view equation) {
  if (g_judge_for_testing) return g_judge_for_testing(rules, mat, challenge, equation);
  auto checked = CheckEquation(rules, mat, challenge, equation);
  if (!checked) return Judgment{false, {checked.error().message}};
  Judgment judgment;
  judgment.correct = checked->correct();
  for (const Reason& reason : checked->reasons) judgment.reasons.push_back(reason.text);
  if (checked->verdict == Verdict::Unchecked) RuleUncheckedIncorrect(judgment);
  return judgment;
}

Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, const std::vector<Variation>& selected,
                       Challenge challenge, std::string_view equation) {
  if (g_judge_for_testing || !rules.adventurous.enabled)
    return JudgeEquation(rules, mat, challenge, equation);
  auto arithmetic = CompileArithmetic(rules, rules.adventurous.school_year, selected);
  if (!arithmetic) return Judgment{false, {arithmetic.error()}};
  if (arithmetic->variations.empty()) return JudgeEquation(rules, mat, challenge, equation);
  AdventurousMat on_mat;
  on_mat.goal = MatGoalCubes(*arithmetic, mat.goal);
  on_mat.required = mat.required;
  on_mat.permitted = mat.permitted;
  on_mat.forbidden = mat.forbidden;
  on_mat.resources = mat.resources;
  const AdventurousCheck checked = CheckAdventurous(*arithmetic, on_mat, challenge, equation);
  Judgment judgment;
  judgment.correct = checked.verdict == Verdict::Correct;
  judgment.reasons = checked.reasons;
  if (checked.verdict == Verdict::Unchecked) RuleUncheckedIncorrect(judgment);
  return judgment;
}

std::optional<std::string> GoalRequirementBroken(const RuleSet& rules,
                                                 const std::vector<GoalCube>& goal,
                                                 std::string_view declaration) {
  // A declaration the rules do not take, or that the Goal does not allow, is never accepted.
  if (!declaration.empty())
    if (auto declared = ReadGoalDeclaration(rules, goal, declaration); !declared)
      return declared.error();
  if (!rules.illegal_goal_refused) return std::nullopt;  // AGLOA: an illegal Goal is challenged
  const GoalReport report = ValidateGoal(rules, goal, declaration);
  if (report.legal) return std::nullopt;
  std::string why;
  for (const std::string& reason : report.reasons) why += (why.empty() ? "" : "; ") + reason;
  if (why.empty()) why = "the Goal has no legal interpretation";
  return why;
}

}  // namespace equations
