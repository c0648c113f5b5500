// Exponent-colour digits with factorials and wild cubes, the prohibited Goal forms of Number of
// Factors with roots, and r as the digit eleven (AGLOA XIII-B-9, XIII-C-9, XIII-C-5, Appendix A).
#include <string>

#include "adventurous_support.h"
#include "core/api/request.h"

using namespace equations;
using namespace equations::testing;

namespace {

std::string Ask(std::string_view command, const std::string& fields) {
  RequestAnswer answer = AnswerRequest(command, R"({"rules":"agloa",)" + fields + "}");
  INFO(fields);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == 0);
  return WriteJson(answer.answer);
}

std::string Goal(std::string_view division, std::string_view variations, std::string_view goal) {
  return Ask("goal", R"("division":")" + std::string(division) + R"(","variations":)" +
                         std::string(variations) + R"(,"goal":")" + std::string(goal) + R"(")");
}

std::string Check(std::string_view division, std::string_view variations, std::string_view goal,
                  std::string_view resources, std::string_view equation) {
  return Ask("check", R"("division":")" + std::string(division) + R"(","variations":)" +
                          std::string(variations) + R"(,"goal":")" + std::string(goal) +
                          R"(","resources":")" + std::string(resources) +
                          R"(","challenge":"impossible","equation":")" + std::string(equation) +
                          R"(")");
}

bool Says(const std::string& answer, std::string_view text) {
  return answer.find(text) != std::string::npos;
}
bool Correct(const std::string& answer) {
  return Says(answer, R"("correct":true)");
}

}  // namespace

TEST_CASE("XIII-B-9 comment (b): a factorial on the exponent digit alone, 4'(3!)") {
  const Arithmetic red = Shake("middle", {{"exponent", "red"}, {"factorial"}});
  CHECK(Eval(red, "2'(3!)") == "64");
  CHECK(Eval(red, "2'3!") == "40320");  // (2^3)!: ! takes the operand in front (VII-B-6-b (ii))
  CHECK(Eval(red, "4!'(3!)") == "191102976");
  CHECK(Eval(red, "2'(3!!!)").find("too large") != std::string::npos);  // 720! is past the limit
  CHECK(Eval(red, "2'(3)").find("column 5: '( holds an exponent digit") != std::string::npos);
  CHECK(Eval(red, "2'(3!").find("column 6: '( holds") != std::string::npos);
  CHECK(Eval(red, "2'(5!)").find("not on a red cube") != std::string::npos);
  CHECK(Eval(Shake("middle", {{"exponent", "red"}}), "2'(3!)").find("needs Factorial") !=
        std::string::npos);
  // The Goal 43 (red 3) may be 43, 4^3, 4^(3!), (4!)^3, (4!)^(3!).
  const std::string goal =
      Goal("middle", R"([{"name":"exponent","parameter":"red"},{"name":"factorial"}])", "4'3");
  CHECK(Says(goal, R"j({"text":"4'(3!)","value":"4096"})j"));
  CHECK(Says(goal, R"j({"text":"(4!)'(3!)","value":"191102976"})j"));
  CHECK(Says(goal, R"({"text":"4'3","value":"64"})"));
  // The checker counts the factorial on the exponent against the two of XIII-A-4.
  const std::string f = R"([{"name":"exponent","parameter":"red"},{"name":"factorial"}])";
  CHECK(Correct(Check("middle", f, "64", "2 3", "2'(3!) = 64")));
  CHECK(Says(Check("middle", f, "64", "2 3", "(2'(3!!))÷(2'(3!)) = 64"),
             "3 factorials, but an Equation may have two"));
}

TEST_CASE("App A: a wild cube of the exponent colour may be the exponent") {
  // The wild 0 is on red and blue cubes; the goal field marks it ' when it is of the colour.
  const std::string blue = R"([{"name":"zero-wild"},{"name":"exponent","parameter":"blue"}])";
  const std::string marked = Goal("middle", blue, "7'0");
  CHECK(Says(marked, R"({"text":"7'2<wc>","value":"49"})"));
  CHECK(Says(marked, R"({"text":"7'9<wc>","value":"40353607"})"));  // any digit it stands for
  CHECK_FALSE(Says(Goal("middle", blue, "70"), "'2<wc>"));          // unmarked: not of the colour
  CHECK(Correct(Check("middle", blue, "7'0", "5 9 4 x +", "(5x9)+4 = 7'2<wc>")));
  CHECK(Says(Check("middle", blue, "70", "5 9 4 x +", "(5x9)+4 = 7'2<wc>"),
             "is not a reading of the Goal's cube 0"));
  CHECK(Eval(Shake("middle", {{"zero-wild"}, {"exponent", "blue"}}), "2'7<wc>") == "128");
  // No green cube shows 0: a green exponent is never the wild 0, on the mat or written.
  const Arithmetic green = Shake("middle", {{"zero-wild"}, {"exponent", "green"}});
  CHECK(Eval(green, "2'5<wc>").find("the wild 0 is never on a green cube") != std::string::npos);
  const RequestAnswer refused = AnswerRequest(
      "goal", R"({"rules":"agloa","division":"middle","variations":[{"name":"zero-wild"},)"
              R"({"name":"exponent","parameter":"green"}],"goal":"7'0"})");
  CHECK(WriteJson(refused.answer).find("no green cube shows \\\"0\\\"") != std::string::npos);
  // The x is on blue and green cubes: with x wild and a green exponent it may be one.
  const std::string x =
      Goal("junior",
           R"([{"name":"zero-or-x-wild","parameter":"x"},{"name":"exponent","parameter":"green"}])",
           "7'x");
  CHECK(Says(x, R"({"text":"7'3<wc>","value":"343"})"));
}

TEST_CASE("XIII-C-9: x[(a^b)+c] stays prohibited with a fractional root; c = 0 is allowed") {
  const std::string nof =
      R"([{"name":"number-of-factors"},{"name":"exponent","parameter":"black"}])";
  // A sideways 2 is 1/2, and (1/2)√7 = 7^2: x((2<sw>√7)+3) is x(7^2+3).
  const std::string root = Goal("junior", nof, "x2<sw>√7+3");
  CHECK_FALSE(Says(root, R"j("text":"x((2<sw>√7)+3)")j"));
  CHECK(Says(root, "prohibited Goal interpretation"));
  CHECK(Says(root, R"({"text":"(x(2<sw>√7))+3","value":"6"})"));
  // A square root of a power is a power too.
  CHECK_FALSE(Says(Goal("junior", nof, "x√7'8+3"), R"j("text":"x((√(7'8))+3)")j"));
  // An integral index is an ordinary root: x((2√9)+3) = x6 = 4.
  CHECK(Says(Goal("junior", nof, "x2√9+3"), R"j({"text":"x((2√9)+3)","value":"4"})j"));
  // "where c ≠ 0": x((7^9)-0) is the number of factors of 7^9.
  CHECK(Says(Goal("junior", nof, "x7'9-0"), R"j({"text":"x((7'9)-0)","value":"10"})j"));
}

TEST_CASE("XIII-C-5: r and R, like √, may be the digit eleven in base twelve") {
  const Arithmetic twelve = Shake("junior", {{"base", "12"}});
  CHECK(Eval(twelve, "6+r4").find("ambiguous") != std::string::npos);
  CHECK(Eval(twelve, "6+R4").find("ambiguous") != std::string::npos);
  CHECK(Eval(twelve, "6+r<op>4") == "8");
  CHECK(Eval(twelve, "6R+2") == "85");                            // 6E+2: R can only be eleven here
  CHECK(Eval(Shake("junior", {{"base", "11"}}), "6+r4") == "8");  // no digit eleven in base 11
  const std::string twelve_json = R"([{"name":"base","parameter":"12"}])";
  CHECK_FALSE(Correct(Check("junior", twelve_json, "5+3", "6 + √ 4", "6+r4 = 5+3")));
  CHECK(Correct(Check("junior", twelve_json, "5+3", "6 + √ 4", "6+r<op>4 = 5+3")));
}
