#include "core/api/request_fields.h"

#include "core/judge/judge.h"

namespace equations {

RequestAnswer AnswerEval(const Json& request) {
  auto start = ReadCommandFields(RequestCommand::Eval, request, kEvalFields);
  if (!start) return start.error();
  if (auto ok = CheckLength(request, "expression"); !ok) return Refuse(ok.error().message);
  const Expected<std::string, std::string> value =
      EvaluateExpression(start->arithmetic, Text(request, "expression"));
  Json answer = Json::MakeObject();
  answer.Set("ok", value.has_value());
  if (value) {
    answer.Set("value", *value);
  } else {
    answer.Set("error", value.error());
  }
  return RequestAnswer{std::move(answer), 0};
}

}  // namespace equations
