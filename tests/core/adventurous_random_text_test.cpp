// Random texts of the typed notation's newer pieces ('(d!), wild exponents, r and R in base twelve,
// log and ÷<sw>, i and [...]@(v)) through eval, goal and check, as the fuzz target feeds them
// (tests/fuzz): every answer is JSON, a refusal is {"error"} alone, and a reading error names a
// column inside the text.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "core/api/request.h"

using namespace equations;

namespace {

constexpr std::string_view kPieces[] = {
    "0",   "1",    "2",    "3", "4",    "7", "9",     "'", "'(", "'3",  "'(3!)",  "'5<wc>", "!",
    "(",   ")",    "+",    "-", "x",    "÷", "÷<sw>", "^", "√",  "r",   "R",      "E",      "T",
    "log", "<wc>", "<op>", " ", "<sw>", "i", "i<ud>", "[", "]",  "]@(", "@(-2i)", "(1÷2)"};

constexpr std::string_view kShakes[] = {
    R"("division":"middle","variations":[{"name":"zero-wild"},)"
    R"({"name":"exponent","parameter":"red"},{"name":"factorial"}])",
    R"("division":"senior","variations":[{"name":"log"},{"name":"zero-or-x-wild","parameter":"x"},)"
    R"({"name":"base","parameter":"12"},{"name":"exponent","parameter":"green"}])",
    R"("division":"senior","variations":[{"name":"imaginary"},{"name":"log"},)"
    R"({"name":"zero-or-x-wild","parameter":"0"},{"name":"exponent","parameter":"red"},)"
    R"({"name":"factorial"}])",
};

// The column a reading error names ("column 7: ..."), or 0 when it names none.
int ColumnOf(const std::string& error) {
  const std::size_t at = error.find("column ");
  if (at == std::string::npos) return 0;
  return std::atoi(error.c_str() + at + 7);
}

}  // namespace

TEST_CASE("random texts of the new notation: JSON answers, errors that name their column") {
  std::mt19937 random(20261127);
  int refused = 0, answered = 0;
  for (int i = 0; i < 360; ++i) {
    std::string text;
    const int pieces = 1 + static_cast<int>(random() % 7);
    for (int k = 0; k < pieces; ++k) text += kPieces[random() % std::size(kPieces)];
    const std::string shake = "{" + QuoteJson("rules") + ":" + QuoteJson("agloa") + "," +
                              std::string(kShakes[i % std::size(kShakes)]) + ",";
    const std::string command = i % 3 == 0 ? "eval" : (i % 3 == 1 ? "goal" : "check");
    std::string request = shake;
    if (command == "eval") request += QuoteJson("expression") + ":" + QuoteJson(text) + "}";
    if (command == "goal") request += QuoteJson("goal") + ":" + QuoteJson(text) + "}";
    if (command == "check")
      request += R"("goal":"4x 3+2","resources":"1 2 3 + x","challenge":"impossible",)" +
                 QuoteJson("equation") + ":" + QuoteJson(text + " = 4x(3+2)") + "}";
    CAPTURE(request);
    const RequestAnswer answer = AnswerRequest(command, request);
    REQUIRE(answer.answer.IsObject());
    const bool refusal = answer.answer.AsObject().size() == 1 && answer.answer.Find("error");
    CHECK((answer.exit_code == 2) == refusal);
    CHECK((answer.exit_code == 0 || answer.exit_code == 2));
    const std::string written = WriteJson(answer.answer);
    CHECK(ParseJson(written).has_value());
    if (const Json* error = answer.answer.Find("error"); error && command == "eval") {
      const int column = ColumnOf(error->AsString());
      CHECK(column <= static_cast<int>(text.size()) + 1);
    }
    (refusal ? refused : answered) += 1;
  }
  CHECK(answered > 100);  // most texts are answered (a verdict, a value or a reason), not refused
}
