// The one place the game asks whether an Equation is correct (AGLOA VII-B, VII-C-5; the one judge
// of core/judge/judge.h) and whether a Goal meets the requirements players must point out before it
// is set (ACC "Goal"; the one Goal reader, JudgeGoal).
#include <string>

#include "core/judge/judge.h"
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

Judgment Judged(const Judgement& judgement) {
  Judgment judgment{judgement.correct(), judgement.reasons};
  if (judgement.verdict == Verdict::Unchecked) RuleUncheckedIncorrect(judgment);
  return judgment;
}

}  // namespace

void SetEquationJudgeForTesting(EquationJudge judge) {
  g_judge_for_testing = judge;
}

Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, Challenge challenge,
                       std::string_view equation) {
  if (g_judge_for_testing) return g_judge_for_testing(rules, mat, challenge, equation);
  return Judged(JudgeEquation(BasicArithmetic(rules), mat, challenge, equation));
}

Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, const std::vector<Variation>& selected,
                       Challenge challenge, std::string_view equation) {
  if (g_judge_for_testing || !rules.adventurous.enabled)
    return JudgeEquation(rules, mat, challenge, equation);
  auto arithmetic = CompileArithmetic(rules, rules.adventurous.school_year, selected);
  if (!arithmetic) return Judgment{false, {arithmetic.error()}};
  return Judged(JudgeEquation(*arithmetic, mat, challenge, equation));
}

bool GoalRequirementMet(const RuleSet& rules, const std::vector<GoalCube>& goal) {
  return !rules.illegal_goal_refused || GoalIsLegal(rules, goal);
}

std::optional<std::string> GoalRequirementBroken(const RuleSet& rules,
                                                 const std::vector<GoalCube>& goal,
                                                 std::string_view declaration) {
  // A declaration the rules do not take, or that the Goal does not allow, is never accepted.
  if (!declaration.empty())
    if (auto problem = DeclarationProblem(rules, goal, declaration)) return problem;
  if (!rules.illegal_goal_refused) return std::nullopt;  // AGLOA: an illegal Goal is challenged
  Mat mat;
  mat.goal = goal;
  mat.goal_declaration = std::string(declaration);
  const GoalJudgement report = JudgeGoal(rules, mat);
  if (report.legal) return std::nullopt;
  std::string why;
  for (const std::string& reason : report.reasons) why += (why.empty() ? "" : "; ") + reason;
  if (why.empty()) why = "the Goal has no legal interpretation";
  return why;
}

}  // namespace equations
