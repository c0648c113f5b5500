#include "core/api/request_fields.h"

#include "core/judge/judge.h"

namespace equations {

RequestAnswer AnswerGoal(const Json& request) {
  auto start = ReadCommandFields(RequestCommand::Goal, request, kGoalFields);
  if (!start) return start.error();
  if (request.Find("challenge") != nullptr) {
    Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
    if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  }
  auto mat = ReadJudgedMat(request, *start);
  if (!mat) return Refuse(mat.error().message);
  GoalJudgement judgement = JudgeGoal(start->arithmetic, *mat);
  Json answer = Json::MakeObject();
  answer.Set("legal", judgement.legal);
  answer.Set("reasons", StringArray(judgement.reasons));
  Json interpretations = Json::MakeArray();
  for (const GoalReading& reading : judgement.interpretations) {
    Json entry = Json::MakeObject();
    entry.Set("text", reading.text);
    entry.Set("value", reading.value);
    interpretations.Push(std::move(entry));
  }
  answer.Set("interpretations", std::move(interpretations));
  // The groupings the spacing allows that name no number the rules allow, or cannot be checked.
  Json other_groupings = Json::MakeArray();
  for (const GoalReading& reading : judgement.other_groupings) {
    Json entry = Json::MakeObject();
    entry.Set("text", reading.text);
    entry.Set("why", reading.why);
    other_groupings.Push(std::move(entry));
  }
  answer.Set("other_groupings", std::move(other_groupings));
  if (judgement.truncated) {
    answer.Set("truncated", true);
    if (!judgement.window.empty()) answer.Set("window", judgement.window);
  }
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
