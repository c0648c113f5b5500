// The judge of Adventurous Equations through the JSON requests goal and check (core/judge/
// adventurous.h, core/judge/judge.h), by the examples of AGLOA XIII, VII-B-2 and
// Appendix A.
#include <doctest/doctest.h>

#include <string>

#include "core/api/request.h"

using namespace equations;

namespace {

Json Ask(std::string_view command, const std::string& request) {
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == 0);
  return answer.answer;
}

std::string Check(std::string_view division, std::string_view variations, std::string_view goal,
                  std::string_view resources, std::string_view equation,
                  std::string_view year = "2026-27", std::string_view challenge = "impossible") {
  return WriteJson(Ask(
      "check", R"({"rules":"agloa","division":")" + std::string(division) + R"(","school_year":")" +
                   std::string(year) + R"(","variations":)" + std::string(variations) +
                   R"(,"goal":")" + std::string(goal) + R"(","resources":")" +
                   std::string(resources) + R"(","challenge":")" + std::string(challenge) +
                   R"(","equation":")" + std::string(equation) + R"("})"));
}

bool Correct(const std::string& answer) {
  return answer.find(R"("correct":true)") != std::string::npos;
}
bool Says(const std::string& answer, std::string_view text) {
  return answer.find(text) != std::string::npos;
}

std::string Goal(std::string_view division, std::string_view variations, std::string_view goal,
                 std::string_view year = "2026-27") {
  return WriteJson(Ask("goal", R"({"rules":"agloa","division":")" + std::string(division) +
                                   R"(","school_year":")" + std::string(year) +
                                   R"(","variations":)" + std::string(variations) + R"(,"goal":")" +
                                   std::string(goal) + R"("})"));
}

}  // namespace

TEST_CASE("VII-B-2 table, XIII-A-3: a wild 0 in the Goal is written as what it stands for") {
  const std::string wild = R"([{"name":"zero-wild"}])";
  CHECK(Correct(Check("elementary", wild, "03", "5 5 x - 2", "(5x5)-2 = 23")));
  CHECK(Correct(Check("elementary", wild, "03", "5 5 x - 2", "23 = (5x5)-2")));
  // XIII-A-3 example (a): both wild cubes stand for 3.
  CHECK(Correct(Check("elementary", wild, "15", "0 0 x 6 -", "(3<wc>x6)-3<wc> = 15")));
  // Example (b): one wild cube as 2 and the other as itself is illegal.
  const std::string two = Check("elementary", wild, "12", "0 0 x 6 -", "(2<wc>x6)-0 = 12");
  CHECK_FALSE(Correct(two));
  CHECK(Says(two, "XIII-A-3: every wild 0 must stand for the same numeral"));
  // In Elementary the wild 0 is a numeral only.
  CHECK(Says(Check("elementary", wild, "7", "3 4 0", "3+<wc>4 = 7"), "numeral only"));
  // XIII-B-3 comment (a): in Middle a wild + may be written twice with Multiple Operations.
  CHECK(Correct(Check("middle", R"([{"name":"zero-wild"},{"name":"multiple-operations"}])", "9",
                      "0 2 3 4", "2+<wc>3+<wc>4 = 9")));
}

TEST_CASE("IV-B-2: the writer's Goal side respects the gaps of the Goal on the mat") {
  const std::string f = R"([{"name":"factorial"}])";
  // The Goal 2x 3+5 is 2x(3+5) only.
  CHECK(Correct(Check("middle", f, "2x 3+5", "4 4 x", "4x4 = 2x(3+5)")));
  const std::string against = Check("middle", f, "2x 3+5", "9 1 + 1", "(9+1)+1 = (2x3)+5");
  CHECK_FALSE(Correct(against));
  CHECK(Says(against, "the spacing of the Goal on the mat, 2x 3+5, does not allow it"));
}

TEST_CASE("IV-D-2: after a no-Goal challenge the writer sets the Goal from Resources") {
  const std::string f = R"([{"name":"factorial"}])";
  CHECK(Correct(Check("middle", f, "", "3 3 4 4 1 + + +", "3!+3 = (4+1)+4", "2026-27", "nogoal")));
  CHECK(Says(Check("middle", f, "", "3 3 4 1 + + +", "3!+3 = (4+1)+4", "2026-27", "nogoal"),
             "a cube is used that is not available: 4 (AGLOA VII-B-3)"));
}

TEST_CASE("XIII-A-4: two factorials in the Equation, placed where the writer likes") {
  const std::string f = R"([{"name":"factorial"}])";
  CHECK(Correct(Check("elementary", f, "9÷8", "5 4 +", "5+4 = 9!÷8!")));
  CHECK(Correct(Check("elementary", f, "8", "8 5 2 - +", "(8-5)!+2 = 8")));
  const std::string three = Check("elementary", f, "8÷7", "8 5 2 - +", "(8-5)!+2! = 8!÷7!");
  CHECK(Says(three, "XIII-A-4: 4 factorials, but an Equation may have two"));
  // Example (a): 5! is one cube, not a Solution.
  CHECK(Says(Check("elementary", f, "24", "4", "4! = 24"),
             "the Solution uses 1 cube; it must contain at least 2 (AGLOA VII-B-3-a; a factorial "
             "is no cube, XIII-A-4 example (a))"));
  // XIII-A-5: with Multiple Operations the Solution may have any number.
  CHECK(Correct(Check("elementary", R"([{"name":"factorial"},{"name":"multiple-operations"}])", "5",
                      "3 3 4 ÷", "(3!!÷3!)÷4! = 5")));
}

TEST_CASE("XIII-A-5: Multiple Operations repeats an operation cube, Required ones included") {
  const std::string request =
      R"({"rules":"agloa","division":"middle","variations":[{"name":"multiple-operations"}],)"
      R"("goal":"9","required":"+ +","resources":"1 2 3 3","challenge":"impossible",)"
      R"("equation":"1+2+3+3 = 9"})";
  CHECK(Correct(WriteJson(Ask("check", request))));
  // Without the variation the third + has no cube.
  std::string plain = request;
  plain.replace(plain.find(R"({"name":"multiple-operations"})"), 30, R"({"name":"factorial"})");
  CHECK(Says(WriteJson(Ask("check", plain)), "a cube is used that is not available: +"));
}

TEST_CASE("XIII-A-6: a three-operation Solution") {
  const std::string t = R"([{"name":"three-operation"}])";
  const std::string two = Check("elementary", t, "7", "3 4 + 1 x", "3+4 = 7");
  CHECK(Says(two, "XIII-A-6: the Solution has 1 operations, and needs at least three"));
  CHECK(Correct(Check("elementary", t, "7", "3 4 + 1 x 1 x", "((3+4)x1)x1 = 7")));
}

TEST_CASE("XIII-B-7: Multiple of k, the Solution differs from the Goal by a nonzero multiple") {
  const std::string k = R"([{"name":"multiple-of-k","parameter":"6"}])";
  CHECK(Correct(Check("middle", k, "5", "7 4 +", "7+4 = 5")));
  const std::string equal = Check("middle", k, "5", "3 2 +", "3+2 = 5");
  CHECK(Says(equal,
             "XIII-B-7: the Solution 5 must differ from the Goal 5 by a nonzero multiple "
             "of 6 (Multiple of 6 (XIII-B-7))"));
}

TEST_CASE("XIII-A-14: a two-digit numeral as an operand of %, also inside brackets") {
  const std::string percent = R"([{"name":"percent"}])";
  CHECK(
      Correct(Check("elementary", percent, "5", "2 5 1 6 √ + 1", "(25√<ud>16)+1 = 5", "2027-28")));
  CHECK(Says(Check("elementary", percent, "5", "2 5 1 6 √ +", "(25+1)-16 = 5", "2027-28"),
             "a numeral of more than one digit: 25, 16 (AGLOA VII-B-4)"));
}

TEST_CASE("VII-C-5-e: 6+√4 = 5+3 in base twelve is ambiguous, hence incorrect") {
  const std::string twelve = R"([{"name":"base","parameter":"12"}])";
  const std::string answer = Check("junior", twelve, "5+3", "6 + √ 4", "6+√4 = 5+3");
  CHECK_FALSE(Correct(answer));
  CHECK(Says(answer, "ambiguous"));
  CHECK(Correct(Check("junior", twelve, "5+3", "6 + √ 4", "6+√<op>4 = 5+3")));
}

TEST_CASE("XIII-A-12, VII-C-5-f: with Average a Solution right only by addition is incorrect") {
  const std::string avg = R"([{"name":"average"}])";
  CHECK(Correct(Check("elementary", avg, "8", "7 9 +", "7+9 = 8", "2027-28")));
  CHECK_FALSE(Correct(Check("elementary", avg, "16", "7 9 +", "7+9 = 16", "2027-28")));
}

TEST_CASE("XIII-C-9 comment: a Number of Factors nobody can verify is incorrect") {
  const std::string answer =
      Check("junior", R"([{"name":"number-of-factors"},{"name":"factorial"}])", "56", "x 8 + 1",
            "x(8!!+1) = 56");
  CHECK(Says(answer, R"("verdict":"incorrect")"));
}

TEST_CASE("XIII-C-5: a one-digit ^ in a base eleven Goal is ten or one-tenth, however it lies") {
  const std::string eleven = R"([{"name":"base","parameter":"11"}])";
  for (const char* goal : {"^", "^<sw>"}) {
    const std::string read = Goal("senior", eleven, goal);
    CHECK(Says(read, R"({"text":"T","value":"10"})"));
    CHECK(Says(read, R"({"text":"T<sw>","value":"1/10"})"));
  }
  // "If the ^ is part of a two-digit numeral, it may not be interpreted as sideways."
  const std::string numeral = Goal("senior", eleven, "2^");
  CHECK(Says(numeral, R"({"text":"2T","value":"32"})"));
  CHECK_FALSE(Says(numeral, "T<sw>"));
}

TEST_CASE("the Goal under the variations: every interpretation with its value") {
  // XIII-A-4 example (b): the Goal 9÷8 read 9!÷8! uses both factorials; listed plainly.
  CHECK(Says(Goal("elementary", R"([{"name":"factorial"}])", "9÷8"),
             R"({"text":"9÷8","value":"9/8"})"));
  // VII-B-2 table: the wild 0 of 03 may be any numeral.
  const std::string wild = Goal("elementary", R"([{"name":"zero-wild"}])", "03");
  CHECK(Says(wild, R"({"text":"2<wc>3","value":"23"})"));
  CHECK(Says(wild, R"({"text":"03","value":"3"})"));
  // XIII-B-13 example (a): the Goal 4^^5 is 4.^5 = 1024 or 4^.5 = 2.
  const std::string point = Goal("middle", R"([{"name":"decimal-point"}])", "4^^5", "2027-28");
  CHECK(Says(point, R"({"text":"4.^5","value":"1024"})"));
  CHECK(Says(point, R"({"text":"4^.5","value":"2"})"));
  // XIII-A-7: a sideways ÷ in the Goal is a remainder: 45 rem 70 = 45.
  CHECK(Says(Goal("elementary", R"([{"name":"remainder"}])", "45rem70"),
             R"({"text":"45rem70","value":"45"})"));
  // XIII-C-9 table: with Exponent, x7'9+3 is only [x(7^9)]+3.
  const std::string exponent =
      Goal("junior", R"([{"name":"number-of-factors"},{"name":"exponent","parameter":"black"}])",
           "x7'9+3");
  CHECK(Says(exponent, R"({"text":"(x(7'9))+3","value":"13"})"));
  CHECK_FALSE(Says(exponent, R"("text":"(x7)'9)"));
  CHECK_FALSE(Says(exponent, R"j({"text":"x((7'9)+3)")j"));  // a prohibited form (XIII-C-9)
  // XIII-B-9 comment (b): with Factorial the Goal 4'3 may be 43, 4^3, (4!)^3, ...
  const std::string factorial =
      Goal("middle", R"([{"name":"exponent","parameter":"red"},{"name":"factorial"}])", "4'3");
  CHECK(Says(factorial, R"({"text":"43","value":"43"})"));
  CHECK(Says(factorial, R"({"text":"4'3","value":"64"})"));
  CHECK(Says(factorial, R"({"text":"(4!)'3","value":"13824"})"));
  CHECK(Says(factorial, R"({"text":"((4!)!)'3")"));
  // Powers of the Base: a window, said so.
  const std::string powers = Goal("middle", R"([{"name":"powers-of-the-base"}])", "1+2");
  CHECK(Says(powers, R"({"text":"1<pob2>+2","value":"102"})"));
  CHECK(Says(powers, R"("truncated":true)"));
}
