#include "core/api/request_adventurous.h"

#include "core/judge/adventurous.h"
#include "core/language/arithmetic.h"

namespace equations {
namespace {

std::string_view Text(const Json& request, std::string_view field) {
  const Json* value = request.Find(field);
  return value == nullptr || !value->IsString() ? std::string_view()
                                                : std::string_view(value->AsString());
}

Json ValueOrNull(const std::string& value) {
  return value.empty() ? Json() : Json(value);
}

}  // namespace

Expected<Arithmetic, RequestAnswer> CompileRequestArithmetic(
    const RuleSet& rules, const RequestedVariations& variations) {
  auto arithmetic = CompileArithmetic(rules, variations.school_year, variations.selected);
  if (!arithmetic) return MakeUnexpected(Refuse("field \"variations\": " + arithmetic.error()));
  return std::move(arithmetic).value();
}

RequestAnswer AnswerAdventurousGoal(const Json& request, const RuleSet& rules,
                                    const RequestedVariations& variations) {
  auto arithmetic = CompileRequestArithmetic(rules, variations);
  if (!arithmetic) return arithmetic.error();
  auto goal = ReadMatGoal(*arithmetic, Text(request, "goal"));
  if (!goal) return Refuse(goal.error());
  AdventurousGoalReport report = InterpretAdventurousGoal(*arithmetic, *goal);
  Json answer = Json::MakeObject();
  answer.Set("legal", report.legal);
  answer.Set("reasons", StringArray(report.reasons));
  Json interpretations = Json::MakeArray();
  for (const AdventurousInterpretation& interpretation : report.interpretations) {
    Json entry = Json::MakeObject();
    entry.Set("text", interpretation.text);
    entry.Set("value", interpretation.ValueText());
    interpretations.Push(std::move(entry));
  }
  answer.Set("interpretations", std::move(interpretations));
  Json others = Json::MakeArray();
  for (const AdventurousInterpretation& other : report.other_readings) {
    Json entry = Json::MakeObject();
    entry.Set("text", other.text);
    entry.Set("why", other.value.error().message);
    others.Push(std::move(entry));
  }
  answer.Set("other_groupings", std::move(others));
  if (report.truncated) {
    answer.Set("truncated", true);
    answer.Set("window", report.window);
  }
  return RequestAnswer{std::move(answer), 0};
}

RequestAnswer AnswerAdventurousCheck(const Json& request, const RuleSet& rules,
                                     const RequestedVariations& variations) {
  auto arithmetic = CompileRequestArithmetic(rules, variations);
  if (!arithmetic) return arithmetic.error();
  Expected<Challenge, std::string> challenge = ParseChallengeKey(Text(request, "challenge"));
  if (!challenge) return Refuse("field \"challenge\": " + challenge.error());
  AdventurousMat mat;
  auto goal = ReadMatGoal(*arithmetic, Text(request, "goal"));
  if (!goal) return Refuse(goal.error());
  mat.goal = std::move(goal).value();
  // After a "no Goal" challenge the writer sets the Goal (AGLOA IV-D-2); otherwise it is on the
  // mat.
  if (*challenge == Challenge::NoGoal && !mat.goal.empty())
    return Refuse(
        "field \"goal\" must be empty after a nogoal challenge: the writer sets the Goal");
  if (*challenge != Challenge::NoGoal && mat.goal.empty())
    return Refuse("field \"goal\" is needed: after a " + std::string(ChallengeKey(*challenge)) +
                  " challenge the Goal is on the mat");
  struct SectionField {
    std::string_view name;
    std::vector<Cube>* cubes;
  };
  for (const SectionField& field :
       {SectionField{"required", &mat.required}, SectionField{"permitted", &mat.permitted},
        SectionField{"forbidden", &mat.forbidden}, SectionField{"resources", &mat.resources}}) {
    auto cubes = ReadCubes(field.name, Text(request, field.name));
    if (!cubes) return Refuse(cubes.error().message);
    *field.cubes = std::move(cubes).value();
  }
  AdventurousCheck result =
      CheckAdventurous(*arithmetic, mat, *challenge, Text(request, "equation"));
  Json answer = Json::MakeObject();
  answer.Set("correct", result.verdict == Verdict::Correct);
  answer.Set("verdict", result.verdict == Verdict::Correct     ? "correct"
                        : result.verdict == Verdict::Unchecked ? "unchecked"
                                                               : "incorrect");
  answer.Set("reasons", StringArray(result.reasons));
  answer.Set("goal_value", ValueOrNull(result.goal_value));
  answer.Set("solution_value", ValueOrNull(result.solution_value));
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
