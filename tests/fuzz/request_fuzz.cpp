// libFuzzer target for the JSON parser and the request layer, and through it the expression
// parser, the Goal enumerator and the Equation checker. Build and run with tests/fuzz/run.sh.
//
// The first byte of the input picks what the rest is:
//   0 raw JSON text for the parser: a value that parses must write and parse back to itself
//   1-3 a whole request for check, goal, eval
//   4 an Equation put into a fixed check request      5 a Goal put into a fixed goal request
//   6 an expression put into an eval request            7 a Goal put into a fixed check request
//   8-10 Adventurous Equations: the second byte picks a division and variation set, the rest is
//   an expression (8, eval), a Goal in the mat notation (9, goal) or an Equation (10, check),
//   all in the typed notation of shared/notes/adventurous.md section 8
// Every answer must be a JSON object that parses back, {"error"} exactly when the exit code is 2.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>
#include <string_view>

#include "core/api/request.h"
#include "core/base/json.h"

using namespace equations;

namespace {

// Aborts (a finding for libFuzzer) when the condition fails, printing what was wrong.
void Require(bool condition, const char* what, const Json* answer = nullptr) {
  if (condition) return;
  std::fprintf(stderr, "request_fuzz: %s\n", what);
  if (answer != nullptr) std::fprintf(stderr, "answer: %s\n", WriteJson(*answer).c_str());
  std::abort();
}

void CheckAnswer(const RequestAnswer& answer) {
  const Json* json = &answer.answer;
  Require(answer.answer.IsObject(), "the answer is not a JSON object", json);
  // A refusal is {"error":"..."} alone; an answer has more members (eval's {"ok":false,"error"}).
  bool refusal = answer.answer.AsObject().size() == 1 && answer.answer.Find("error") != nullptr;
  Require(answer.exit_code == 0 || answer.exit_code == 2, "exit code 3: internal error", json);
  Require((answer.exit_code == 2) == refusal, "exit code 2 if and only if {\"error\"} alone", json);
  std::string written = WriteJson(answer.answer);
  auto back = ParseJson(written);
  Require(back.has_value() && back.value() == answer.answer, "the answer does not read back", json);
}

std::string Field(std::string_view name, std::string_view value) {
  return QuoteJson(name) + ":" + QuoteJson(value);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string mat = Field("rules", "agloa") + "," + Field("division", "middle") + "," +
                          Field("required", "5") + "," + Field("permitted", "x 3") + "," +
                          Field("forbidden", "7") + "," + Field("resources", "0 1 + - √ 2 ÷");
  // Variation sets for the Adventurous cases: together they use every supported variation.
  static constexpr std::string_view kShakes[] = {
      R"("division":"elementary","variations":[{"name":"sideways"},{"name":"upside-down"},)"
      R"({"name":"zero-wild"}])",
      R"("division":"elementary","variations":[{"name":"factorial"},)"
      R"({"name":"multiple-operations"},{"name":"three-operation"}])",
      R"("division":"elementary","variations":[{"name":"remainder"},{"name":"lcm"},)"
      R"({"name":"gcf"}])",
      R"("division":"elementary","variations":[{"name":"number-of-factors"},)"
      R"({"name":"two-digit-numerals"}])",
      R"("division":"elementary","school_year":"2027-28","variations":[{"name":"average"},)"
      R"({"name":"smallest-prime"},{"name":"percent"}])",
      R"("division":"middle","school_year":"2027-28","variations":[{"name":"decimal-point"},)"
      R"({"name":"base","parameter":"8"},{"name":"zero-wild"}])",
      R"("division":"middle","variations":[{"name":"exponent","parameter":"red"},)"
      R"({"name":"powers-of-the-base"},{"name":"multiple-of-k","parameter":"7"}])",
      R"("division":"senior","variations":[{"name":"zero-or-x-wild","parameter":"x"},)"
      R"({"name":"base","parameter":"12"},{"name":"decimal-in-goal"},)"
      R"({"name":"number-of-factors"},{"name":"factorial"}])",
      R"("division":"senior","variations":[{"name":"exponent","parameter":"green"},)"
      R"({"name":"zero-or-x-wild","parameter":"x"},{"name":"factorial"},)"
      R"({"name":"number-of-factors"},{"name":"log"}])",
      R"("division":"senior","variations":[{"name":"imaginary"},{"name":"exponent","parameter":"red"},)"
      R"({"name":"zero-or-x-wild","parameter":"0"},{"name":"multiple-operations"},)"
      R"({"name":"number-of-factors"},{"name":"factorial"}])",
      R"("division":"senior","variations":[{"name":"imaginary"},{"name":"log"},)"
      R"({"name":"multiple-of-k","parameter":"6"},{"name":"decimal-in-goal"}])",
  };
  if (data[0] % 11 >= 8) {
    if (text.empty()) return 0;
    const std::string shake =
        "{" + Field("rules", "agloa") + "," +
        std::string(kShakes[static_cast<unsigned char>(text[0]) % std::size(kShakes)]);
    text.remove_prefix(1);
    const std::string sections = Field("required", "5") + "," + Field("permitted", "x 3") + "," +
                                 Field("forbidden", "7") + "," +
                                 Field("resources", "0 1 + - √ 2 ÷ ^ 4 8");
    switch (data[0] % 11) {
      case 8:
        CheckAnswer(
            AnswerRequest(RequestCommand::Eval, shake + "," + Field("expression", text) + "}"));
        break;
      case 9:
        CheckAnswer(AnswerRequest(RequestCommand::Goal, shake + "," + Field("goal", text) + "}"));
        break;
      default:
        CheckAnswer(AnswerRequest(RequestCommand::Check, shake + "," + sections + "," +
                                                             Field("goal", "4x 3+0") + "," +
                                                             Field("challenge", "impossible") +
                                                             "," + Field("equation", text) + "}"));
        break;
    }
    return 0;
  }
  switch (data[0] % 11) {
    case 0: {
      auto parsed = ParseJson(text);
      if (parsed) {
        for (int indent : {0, 2}) {
          auto back = ParseJson(WriteJson(parsed.value(), indent));
          Require(back.has_value() && back.value() == parsed.value(),
                  "a parsed value does not write and read back the same");
        }
      } else {
        Require(parsed.error().line >= 1 && parsed.error().column >= 1,
                "a parse error without a line and column");
      }
      break;
    }
    case 1:
      CheckAnswer(AnswerRequest(RequestCommand::Check, text));
      break;
    case 2:
      CheckAnswer(AnswerRequest(RequestCommand::Goal, text));
      break;
    case 3:
      CheckAnswer(AnswerRequest(RequestCommand::Eval, text));
      break;
    case 4:
      CheckAnswer(AnswerRequest(RequestCommand::Check, "{" + mat + "," + Field("goal", "2x 3+5") +
                                                           "," + Field("challenge", "now") + "," +
                                                           Field("equation", text) + "}"));
      break;
    case 5:
      CheckAnswer(AnswerRequest(RequestCommand::Goal, "{" + mat + "," + Field("goal", text) + "}"));
      break;
    case 6:
      CheckAnswer(AnswerRequest(RequestCommand::Eval, "{" + Field("rules", "agloa") + "," +
                                                          Field("expression", text) + "}"));
      break;
    case 7:
      CheckAnswer(AnswerRequest(RequestCommand::Check, "{" + mat + "," + Field("goal", text) + "," +
                                                           Field("challenge", "impossible") + "," +
                                                           Field("equation", "5x3=15") + "}"));
      break;
  }
  return 0;
}
