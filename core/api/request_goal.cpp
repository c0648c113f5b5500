#include "core/api/request_fields.h"

#include "core/api/request_adventurous.h"
#include "core/judge/goal.h"

namespace equations {

RequestAnswer AnswerGoal(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Goal, request, kGoalFields);
  if (!rules) return rules.error();
  if (auto variations = SelectedVariations(request, *rules))
    return AnswerAdventurousGoal(request, *rules, *variations);
  if (request.Find("challenge") != nullptr) {
    Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
    if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  }
  auto mat = ReadMat(request, *rules);
  if (!mat) return Refuse(mat.error().message);
  GoalReport report = ValidateGoal(*rules, mat->goal, mat->goal_declaration);
  Json answer = Json::MakeObject();
  answer.Set("legal", report.legal);
  answer.Set("reasons", StringArray(report.reasons));
  Json interpretations = Json::MakeArray();
  Json other_groupings = Json::MakeArray();
  for (const GoalInterpretation& interpretation : report.interpretations) {
    Json entry = Json::MakeObject();
    entry.Set("text", interpretation.text);
    if (interpretation.status == GoalReadingStatus::Legal && interpretation.value) {
      entry.Set("value", interpretation.value->ToString());
      interpretations.Push(std::move(entry));
    } else {
      entry.Set("why", interpretation.why);
      other_groupings.Push(std::move(entry));
    }
  }
  answer.Set("interpretations", std::move(interpretations));
  // The groupings the spacing allows that name no number the rules allow, or cannot be checked.
  answer.Set("other_groupings", std::move(other_groupings));
  if (report.truncated) answer.Set("truncated", true);
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
