#include "core/api/request_fields.h"

#include "core/api/request_adventurous.h"
#include "core/language/evaluate.h"
#include "core/language/reading.h"

#include <optional>

namespace equations {

RequestAnswer AnswerEval(const Json& request) {
  auto rules = ReadCommandFields(RequestCommand::Eval, request, kEvalFields);
  if (!rules) return rules.error();
  if (auto ok = CheckLength(request, "expression"); !ok) return Refuse(ok.error().message);
  std::optional<Arithmetic> adventurous;
  if (auto variations = SelectedVariations(request, *rules)) {
    auto arithmetic = CompileRequestArithmetic(*rules, *variations);
    if (!arithmetic) return arithmetic.error();
    adventurous = std::move(arithmetic).value();
  }
  const std::string_view text = Text(request, "expression");
  Expected<std::string, std::string> value = MakeUnexpected(std::string());
  if (adventurous) {
    auto real = EvaluateAdventurousValue(*adventurous, text);
    value =
        real ? Expected<std::string, std::string>(real->ToString()) : MakeUnexpected(real.error());
  } else {
    auto number = EvaluateText(*rules, text);
    value = number ? Expected<std::string, std::string>(number->ToString())
                   : MakeUnexpected(number.error());
  }
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
