#include "core/api/request_fields.h"

#include "core/judge/judge.h"
#include "core/match/challenge_rules.h"

namespace equations {

RequestAnswer AnswerCheck(const Json& request) {
  auto start = ReadCommandFields(RequestCommand::Check, request, kCheckFields);
  if (!start) return start.error();
  Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
  if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  auto mat = ReadJudgedMat(request, *start);
  if (!mat) return Refuse(mat.error().message);
  if (auto ok = CheckLength(request, "equation"); !ok) return Refuse(ok.error().message);
  // After a "no Goal" challenge the writer sets the Goal from Resources (AGLOA IV-D-2); after any
  // other challenge there is a Goal on the mat.
  if (*challenge == Challenge::NoGoal && !mat->goal.empty()) {
    return Refuse(
        "field \"goal\" must be empty after a nogoal challenge: the writer sets the Goal");
  }
  if (*challenge != Challenge::NoGoal && mat->goal.empty()) {
    return Refuse("field \"goal\" is needed: after a " + std::string(ChallengeKey(*challenge)) +
                  " challenge the Goal is on the mat");
  }
  auto value_or_null = [](const std::string& value) {
    return value.empty() ? Json() : Json(value);
  };
  Json answer = Json::MakeObject();
  Json reasons = Json::MakeArray();
  // AGLOA VI-A-2-a, MLAG "Now": an invalid Now is set aside, and no Equation is judged after it.
  if (std::optional<std::string> set_aside;
      *challenge == Challenge::Now && (set_aside = NowSetAside(start->rules, MatOf(*mat)))) {
    answer.Set("correct", false);
    answer.Set("verdict", "incorrect");
    reasons.Push("no Equation is judged: " + *set_aside);
    answer.Set("reasons", std::move(reasons));
    answer.Set("goal_value", nullptr);
    answer.Set("solution_value", nullptr);
    return RequestAnswer{std::move(answer), 0};
  }
  const Judgement judgement =
      JudgeEquation(start->arithmetic, *mat, *challenge, Text(request, "equation"));
  for (const std::string& reason : judgement.reasons) reasons.Push(reason);
  answer.Set("correct", judgement.correct());
  answer.Set("verdict", VerdictName(judgement.verdict));
  answer.Set("reasons", std::move(reasons));
  answer.Set("goal_value", value_or_null(judgement.goal_value));
  answer.Set("solution_value", value_or_null(judgement.solution_value));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
