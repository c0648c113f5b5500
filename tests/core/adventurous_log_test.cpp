// Log (AGLOA XIII-D-13, Appendix A) in eval, goal and check: "a log b" = log_b a, exact when the
// logarithms reduce to rational relations, and "cannot be verified exactly" (incorrect, XIII-C-9
// comment) otherwise.
#include <string>

#include "adventurous_support.h"
#include "core/api/request.h"

using namespace equations;
using namespace equations::testing;

namespace {

std::string Ask(std::string_view command, const std::string& fields) {
  RequestAnswer answer =
      AnswerRequest(command, R"({"rules":"agloa","division":"senior",)" +
                                 std::string(R"("variations":[{"name":"log"}],)") + fields + "}");
  INFO(fields);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == 0);
  return WriteJson(answer.answer);
}

std::string Check(std::string_view goal, std::string_view resources, std::string_view equation) {
  return Ask("check", R"("goal":")" + std::string(goal) + R"(","resources":")" +
                          std::string(resources) + R"(","challenge":"impossible","equation":")" +
                          std::string(equation) + R"(")");
}

bool Says(const std::string& answer, std::string_view text) {
  return answer.find(text) != std::string::npos;
}

}  // namespace

TEST_CASE("XIII-D-13: a log b is log_b a, for positive a and b, b not 1") {
  const Arithmetic a = Shake("senior", {{"log"}});
  CHECK(Eval(a, "((6x4)+1)log5") == "2");
  CHECK(Eval(a, "8÷<sw>2") == "3");  // the sideways ÷ itself
  CHECK(Eval(a, "8÷2") == "4");      // App A: a plain ÷ is division
  CHECK(Eval(a, "4log8") == "2/3");
  // "3 log 2 = log_2 3, which is irrational."
  const auto irrational = EvaluateAdventurousValue(a, "3log2");
  REQUIRE(irrational.has_value());
  CHECK(irrational->ToString() == "log_2(3)");
  CHECK(Eval(a, "3log2").find("is a logarithm") != std::string::npos);
  // Undefined: a log 1, 0 log 5, (0-1) log 1, (0-8) log (3-1), 4 log (0-2).
  for (std::string_view undefined : {"3log1", "0log5", "(0-1)log1", "(0-8)log(3-1)", "4log(0-2)"}) {
    CAPTURE(undefined);
    CHECK(Eval(a, undefined).find("XIII-D-13") != std::string::npos);
  }
  // No order of operations (VII-B-6-a): (8 log 2)+1 = 4 or 8 log (2+1) = log_3(8).
  CHECK(Eval(a, "8log2+1").find("ambiguous") != std::string::npos);
  // A product of logarithms cannot be verified exactly: never a floating-point guess.
  CHECK(Eval(a, "(3log2)x(2log3)").find("cannot be verified exactly") != std::string::npos);
  CHECK(Eval(Shake("senior", {{"factorial"}}), "8log2").find("needs Log (XIII-D-13)") !=
        std::string::npos);
}

TEST_CASE("XIII-D-13 through eval, goal and check") {
  CHECK(Ask("eval", R"j("expression":"(3log2)+(5log2)")j") ==
        R"j({"ok":true,"value":"log_2(15)"})j");
  // The Goal's sideways ÷ is log (the goal field writes it "log" or "÷<sw>").
  CHECK(Says(Ask("goal", R"("goal":"9log3")"), R"({"text":"9log3","value":"2"})"));
  CHECK(Says(Ask("goal", R"("goal":"2÷<sw>3")"), R"j({"text":"2log3","value":"log_3(2)"})j"));
  // log_2 3 + log_2 5 = log_2 15, decided exactly.
  const std::string sum = Check("15log2", "3 5 2 2 ÷ ÷ +", "(3log2)+(5log2) = 15log2");
  CHECK(Says(sum, R"("verdict":"correct")"));
  CHECK(Says(sum, R"j("goal_value":"log_2(15)")j"));
  const std::string wrong = Check("15log2", "3 6 2 2 ÷ ÷ +", "(3log2)+(6log2) = 15log2");
  CHECK(Says(wrong, R"("verdict":"incorrect")"));
  CHECK(Says(wrong, "the Solution does not equal the Goal"));
  CHECK(Says(wrong, " = log_2(15): "));
  CHECK(Says(wrong, " = 1+2xlog_2(3) (AGLOA VII-C-5-d)"));
  // log_2 3 against log_3 2: no proof either way, so incorrect, and said so.
  const std::string two_bases = Check("2log3", "3 2 ÷", "3log2 = 2log3");
  CHECK(Says(two_bases, R"("verdict":"incorrect")"));
  CHECK(Says(two_bases, "cannot be compared exactly"));
  // A rational logarithm meets a rational Goal.
  CHECK(Says(Check("3", "8 2 ÷", "8÷<sw>2 = 3"), R"("verdict":"correct")"));
}

TEST_CASE("XIII-C-6 with Log: the Solution differs from the Goal by a nonzero multiple of k") {
  const std::string request =
      R"({"rules":"agloa","division":"senior","variations":[{"name":"log"},)"
      R"({"name":"multiple-of-k","parameter":"6"}],"goal":"3log2","resources":"3 2 6 ÷ +",)"
      R"("challenge":"impossible","equation":")";
  // log_2 3 + 6 - log_2 3 = 6, exactly.
  const RequestAnswer plus_six = AnswerRequest("check", request + R"((3log2)+6 = 3log2"})");
  CHECK(WriteJson(plus_six.answer).find(R"("verdict":"correct")") != std::string::npos);
  const RequestAnswer same = AnswerRequest("check", request + R"(3log2 = 3log2"})");
  CHECK(WriteJson(same.answer).find("by a nonzero multiple of 6") != std::string::npos);
}
