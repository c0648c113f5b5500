// The one judge (core/judge/judge.h) on Basic Equations: the verdicts and the reasons of AGLOA
// VII-B and VII-C-5, MLAG "Writing and checking an Equation" and ACC "Solutions", in the words
// the judge gives them, each with its cited section.
#include "core/judge/judge.h"

#include <doctest/doctest.h>

#include <string>

#include "core/rules/rules.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

Judgement Check(const RuleSet& rules, const Mat& mat, Challenge challenge,
                std::string_view equation) {
  return JudgeEquation(BasicArithmetic(rules), mat, challenge, equation);
}

std::string AllReasons(const Judgement& result) {
  std::string joined;
  for (const std::string& reason : result.reasons) joined += reason + " | ";
  return joined;
}

// Returns whether one of the judge's reasons says `words`.
bool Says(const Judgement& result, std::string_view words) {
  return AllReasons(result).find(words) != std::string::npos;
}

const RuleSet kMiddle = *FindRuleSet("agloa", "middle");

}  // namespace

TEST_CASE("the sample Equations of AGLOA VII-B-2 are correct") {
  SUBCASE("37") {
    Judgement r = Check(kMiddle, MakeMat("37", "6 6", "x + 1"), Challenge::Now, "(6x6)+1 = 37");
    CHECK_MESSAGE(r.correct(), AllReasons(r));
    CHECK(r.goal_value == "37");
    CHECK(r.solution_value == "37");
  }
  SUBCASE("11+5") {
    Judgement r = Check(kMiddle, MakeMat("11+5", "3 2 5 2", "x x + +"), Challenge::Impossible,
                        "(3x2)+(5x2) = 11+5");
    CHECK_MESSAGE(r.correct(), AllReasons(r));
    CHECK(r.goal_value == "16");
  }
  SUBCASE("3x5+2 grouped 3x(5+2), two Solutions") {
    Mat mat = MakeMat("3x5+2", "5", "^ 2 - 4 + 0 x 1", "", "");
    Judgement a = Check(kMiddle, mat, Challenge::Impossible, "(5^2)-4+0 = 3x(5+2)");
    CHECK_MESSAGE(a.correct(), AllReasons(a));
    Judgement b = Check(kMiddle, mat, Challenge::Impossible, "(5x4)+1 = 3x(5+2)");
    CHECK_MESSAGE(b.correct(), AllReasons(b));
    CHECK(b.goal_value == "21");
  }
}

TEST_CASE("an ungrouped Solution is incorrect when a checker can group it to another value") {
  // AGLOA VII-C-5-c example (a): "An opponent may rewrite the Solution as 5^(2-4)+0".
  Mat mat = MakeMat("3x5+2", "5", "^ 2 - 4 + 0");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "5^2-4+0 = 3x(5+2)");
  CHECK(!r.correct());
  CHECK(Says(r, "is ambiguous"));
  CHECK(AllReasons(r).find("which is 1/25, not the Goal's 21") != std::string::npos);
  CHECK(r.solution_value == "21");
}

TEST_CASE("a grouping already written constrains how a checker may regroup (VII-C-5-c (b))") {
  Mat mat = MakeMat("4", "2 x 4 - 3 + 1", "");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "2x4-(3+1) = 4");
  CHECK(Says(r, "is ambiguous"));
  CHECK(AllReasons(r).find("2x(4-(3+1)), which is 0") != std::string::npos);
  CHECK(Check(kMiddle, mat, Challenge::Impossible, "(2x4)-(3+1) = 4").correct());
}

TEST_CASE("an ungrouped written Goal is ambiguous when a grouping changes its value") {
  // AGLOA VII-C-5-c example (c): "A checker who rewrites the Goal as (7+5)x3 has shown that the
  // Equation is incorrect."
  Mat mat = MakeMat("7+5x3", "6 x 4", "- 2");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "(6x4)-2 = 7+5x3");
  CHECK(!r.correct());
  CHECK(Says(r, "is ambiguous"));
  CHECK(AllReasons(r).find("(7+5)x3, which is 36") != std::string::npos);
  CHECK(Check(kMiddle, mat, Challenge::Impossible, "(6x4)-2 = 7+(5x3)").correct());
}

TEST_CASE("Elementary: 9√5^9 ungrouped means (9√5)^9, which is illegal (VII-C-5-c (d))") {
  RuleSet elementary = Rules("agloa", "elementary");
  Mat mat = MakeMat("5", "9 √ 5 ^ 9", "");
  Judgement wrong = Check(elementary, mat, Challenge::Impossible, "9√5^9 = 5");
  CHECK(Says(wrong, "the Solution names no number the rules allow"));
  Judgement right = Check(elementary, mat, Challenge::Impossible, "9√(5^9) = 5");
  CHECK_MESSAGE(right.correct(), AllReasons(right));
}

TEST_CASE("the writer's Goal must respect the spacing on the mat (AGLOA VII-B-2 (c), VII-C-5-b)") {
  Mat mat = MakeMat("3x 5+2", "5 4", "x 1 +");
  Judgement ungrouped = Check(kMiddle, mat, Challenge::Impossible, "(5x4)+1 = 3x 5+2");
  CHECK(!ungrouped.correct());
  CHECK(Says(ungrouped, "VII-C-5-b"));
  CHECK(AllReasons(ungrouped).find("(3x5)+2") != std::string::npos);
  CHECK(Check(kMiddle, mat, Challenge::Impossible, "(5x4)+1 = 3x(5+2)").correct());
  Mat grouped = MakeMat("5x 3+4", "", "5 x 3 + 4 1 9 ÷");
  Judgement broken = Check(kMiddle, grouped, Challenge::Impossible, "(9+1)+9 = (5x3)+4");
  CHECK(Says(broken, "VII-C-5-b"));
  CHECK(AllReasons(broken).find("the spacing of the Goal on the mat, 5x 3+4, does not allow it") !=
        std::string::npos);
}

TEST_CASE(
    "AGLOA VII-B-6-c Note: the writer may read the ungrouped Goal √4+5 as √(4+5); \"an opponent "
    "checking an Equation must use the default interpretation when a Solution or Goal is "
    "ungrouped\"") {
  Mat mat = MakeMat("√4+5", "1 +", "2", "", "6 9");
  Judgement root_of_sum = Check(kMiddle, mat, Challenge::Impossible, "1+2 = √(4+5)");
  CHECK_MESSAGE(root_of_sum.correct(), AllReasons(root_of_sum));
  CHECK(AllReasons(root_of_sum).find("spacing") == std::string::npos);
  CHECK(root_of_sum.goal_value == "3");
  // Written ungrouped, the Goal is read by the checker with the √ default: (√4)+5 = 7.
  Judgement written_ungrouped = Check(kMiddle, mat, Challenge::Impossible, "1+2 = √4+5");
  CHECK(Says(written_ungrouped, "equal the Goal"));
  CHECK(written_ungrouped.goal_value == "7");
  Judgement seven = Check(kMiddle, mat, Challenge::Impossible, "1+6 = √4+5");
  CHECK_MESSAGE(seven.correct(), AllReasons(seven));
}

TEST_CASE("a writer who gives the Goal's value instead of its interpretation is incorrect") {
  // AGLOA VII-B-2 comment (b) (iii): "the writer must write either (3x5)+2 or 3x(5+2) and not 17".
  Mat mat = MakeMat("3x5+2", "5 4", "x 1 +");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "(5x4)+1 = 21");
  CHECK(Says(r, "did not give an interpretation of the Goal"));
  CHECK(Says(r, "(AGLOA VII-B-2 comments (a) and (b))"));
}

TEST_CASE("a Solution that does not equal the writer's Goal is incorrect (VII-C-5-d)") {
  Mat mat = MakeMat("50x10", "", "9 ^ 4 x");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "9^4 = 50x10");
  CHECK(Says(r, "equal the Goal"));
  CHECK(r.goal_value == "500");
  CHECK(r.solution_value == "6561");
}

TEST_CASE("Equations may be written Goal = Solution (AGLOA VII-B-1 comment)") {
  Judgement r = Check(kMiddle, MakeMat("37", "6 6", "x + 1"), Challenge::Now, "37 = (6x6)+1");
  CHECK_MESSAGE(r.correct(), AllReasons(r));
  CHECK(r.goal_value == "37");
  CHECK(r.solution_value == "37");
}

TEST_CASE("a 2 in Forbidden and another 2 in Required are different cubes (VII-B-3-c comment)") {
  Mat mat = MakeMat("4", "2 +", "", "2", "5 6");
  CHECK(Says(Check(kMiddle, mat, Challenge::Impossible, "2+2 = 4"), "a Forbidden cube is used"));
  Mat with_permitted = MakeMat("4", "2 +", "2", "2", "5 6");
  CHECK(Check(kMiddle, with_permitted, Challenge::Impossible, "2+2 = 4").correct());
}

TEST_CASE("every cube reason that applies is given") {
  Mat mat = MakeMat("9", "5 +", "4", "3", "1 6 x");
  SUBCASE("a Required cube unused") {
    Judgement r = Check(kMiddle, mat, Challenge::Now, "4+4+1 = 9");
    CHECK(Says(r, "a Required cube is unused"));
    CHECK(Says(r, "a cube is used that is not available"));  // the second 4
    CHECK(AllReasons(r).find("a Required cube is unused: 5") != std::string::npos);
  }
  SUBCASE("a Forbidden cube used") {
    Judgement r = Check(kMiddle, mat, Challenge::Now, "(5+4)x3÷3 = 9");
    CHECK(Says(r, "a Forbidden cube is used"));
  }
  SUBCASE("more than one Resources cube after Now") {
    Judgement r = Check(kMiddle, mat, Challenge::Now, "(5+1)+(6÷2) = 9");
    CHECK(Says(r, "cube from Resources; it uses"));
    CHECK(Says(r, "a cube is used that is not available"));  // ÷ and 2 are nowhere
  }
  SUBCASE("after Impossible the Resources count as Permitted (VII-B-3-f)") {
    Judgement r = Check(kMiddle, mat, Challenge::Impossible, "(5+4)x1 = 9");
    CHECK_MESSAGE(r.correct(), AllReasons(r));
    Judgement now = Check(kMiddle, mat, Challenge::Now, "(5+4)x1 = 9");
    CHECK(Says(now, "cube from Resources; it uses"));
  }
  SUBCASE("one Resources cube after Now is fine") {
    Judgement r = Check(kMiddle, mat, Challenge::Now, "(5+4)x1 = 9");
    CHECK(AllReasons(r).find("it uses 2: 1 and x") != std::string::npos);
    CHECK(Check(kMiddle, mat, Challenge::Now, "5+4 = 9").correct());
  }
}

TEST_CASE("a Solution needs two cubes and one-digit numerals (VII-B-3-a, VII-B-4)") {
  Mat mat = MakeMat("7", "", "7 1 2 + 6", "", "");
  CHECK(Says(Check(kMiddle, mat, Challenge::Impossible, "7 = 7"), "it must contain at least"));
  Judgement r = Check(Rules("agloa", "middle"), MakeMat("13", "", "1 2 + 1"), Challenge::Impossible,
                      "12+1 = 13");
  CHECK(Says(r, "VII-B-4"));
  CHECK(AllReasons(r).find("more than one digit: 12") != std::string::npos);
}

TEST_CASE("the expressions of AGLOA III-B-2 work as Solutions") {
  Mat mat = MakeMat("12", "", "4 x √ 9 2 1 + 8 3", "", "");
  CHECK(Check(kMiddle, mat, Challenge::Impossible, "4x√9 = 12").correct());
  CHECK(Says(Check(kMiddle, mat, Challenge::Impossible, "4x2√9 = 12"), "is ambiguous"));
  Mat two = MakeMat("2", "", "2 1 + √ 8", "", "");
  CHECK(Check(kMiddle, two, Challenge::Impossible, "(2+1)√8 = 2").correct());
  CHECK(Check(kMiddle, two, Challenge::Impossible, "1√2 = 2").correct());
}

TEST_CASE("an Equation that cannot be read is incorrect, with the reason and its column") {
  Mat mat = MakeMat("37", "6 6", "x + 1");
  Judgement no_equals = Check(kMiddle, mat, Challenge::Now, "(6x6)+1");
  CHECK(!no_equals.correct());
  CHECK(Says(no_equals, "the Equation cannot be read"));
  Judgement sign = Check(kMiddle, mat, Challenge::Now, "(6x6)+-1 = 37");
  CHECK(!sign.correct());
  CHECK_MESSAGE(Says(sign, "column 7"), AllReasons(sign));
  Judgement goal = Check(kMiddle, mat, Challenge::Now, "(6x6)+1 = 3√");
  CHECK(!goal.correct());
  CHECK_MESSAGE(Says(goal, "column 12"), AllReasons(goal));
}

TEST_CASE("a Goal with no legal interpretation makes every Equation incorrect (VII-C-5-a)") {
  Mat mat = MakeMat("7÷0", "", "1 2 +", "", "");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "1+2 = 7÷0");
  CHECK(Says(r, "the Goal has no legal interpretation"));
}

TEST_CASE("a \"no Goal\" challenger builds Goal and Solution from Resources (AGLOA IV-D-2)") {
  Mat mat = MakeMat("", "", "", "", "2 x 3 + 1 7 4 5");
  CHECK(Check(kMiddle, mat, Challenge::NoGoal, "(2x3)+1 = 7").correct());
  CHECK(Says(Check(kMiddle, mat, Challenge::NoGoal, "(2x3)+1 = 7x1"),
             "a cube is used that is not available"));
  Judgement illegal = Check(kMiddle, mat, Challenge::NoGoal, "(2x3)+1 = 457");
  CHECK(Says(illegal, "the Goal written is not a legal Goal: 457 is a numeral of 3 digits"));
  CHECK(Says(illegal, "(AGLOA IV-B-1)"));
}

TEST_CASE("mlag reads Goals and Solutions with the order of operations") {
  RuleSet mlag = Rules("mlag", "middle");
  Mat mat = MakeMat("7+5x3", "6 x 4", "- 2");
  CHECK(Check(mlag, mat, Challenge::Impossible, "6x4-2 = 7+5x3").correct());
  Judgement wrong = Check(mlag, mat, Challenge::Impossible, "6x4-2 = (7+5)x3");
  CHECK(Says(wrong, "the Equation-writer's interpretation of the Goal, (7+5)x3, is not a legal"));
  CHECK(Says(wrong, "(MLAG \"Writing and checking\")"));
  Mat spaced = MakeMat("4x 5+2", "", "7 x 4");
  CHECK(Check(mlag, spaced, Challenge::Impossible, "7x4 = 4x(5+2)").correct());
  CHECK(Says(Check(mlag, spaced, Challenge::Impossible, "7x4 = 4x5+2"),
             "the Equation-writer's interpretation of the Goal is not a legal interpretation"));
}

TEST_CASE("acc: the written Goal may be its value, and a root shows its index") {
  RuleSet acc = Rules("acc", "6");
  // ACC "Math clarifications": "if the Goal is (3 + 1) x 2, either 2 * 3 = 8 or
  // 2 * 3 = (3 + 1) x 2 would be valid written equations."
  Mat mat = MakeMat("3+1 x2", "", "2 ^ 3");
  Judgement value = Check(acc, mat, Challenge::Impossible, "2*3 = 8");
  CHECK_MESSAGE(value.correct(), AllReasons(value));
  Judgement written = Check(acc, mat, Challenge::Impossible, "2*3 = (3+1)x2");
  CHECK_MESSAGE(written.correct(), AllReasons(written));
  CHECK(Says(Check(acc, mat, Challenge::Impossible, "2*3 = 9"),
             "which is not the value of the Goal on the mat, 3+1 x2 = 8 (ACC \"Math "
             "clarifications\")"));
  Mat root = MakeMat("2", "", "√ 4 2");
  CHECK(Says(Check(acc, root, Challenge::Impossible, "√4 = 2"), "needs its index written"));
  CHECK(Check(acc, root, Challenge::Impossible, "2√4 = 2").correct());
}

TEST_CASE("acc: the worked examples of \"Math clarifications\" are correct Equations") {
  RuleSet acc = Rules("acc", "7-8");
  Mat six = MakeMat("6", "", "2 √ 6 ^ 2 3 ÷ ÷ 1");
  CHECK(Check(acc, six, Challenge::Impossible, "(2√6)^2 = 6").correct());
  CHECK(Check(acc, six, Challenge::Impossible, "3÷(1÷2) = 6").correct());
  Mat eight = MakeMat("8", "", "2 ÷ 3 √ 4");
  CHECK(Check(acc, eight, Challenge::Impossible, "(2÷3)√4 = 8").correct());
  Mat two = MakeMat("2", "", "2 ^ 4 - 7 x 4 ^ 2");
  CHECK(Check(acc, two, Challenge::Impossible, "2^(4-7)x4^2 = 2").correct());
  Mat five = MakeMat("5", "", "4 - 1 - 2");
  CHECK(Check(acc, five, Challenge::Impossible, "4-(1-2) = 5").correct());
  CHECK(Says(Check(acc, five, Challenge::Impossible, "4-1-2 = 5"), "equal the Goal"));
}

TEST_CASE("acc third grade: no fractions in a Solution") {
  RuleSet third = Rules("acc", "3");
  Mat mat = MakeMat("2", "", "2 ÷ 4 x 4 8");
  CHECK(Says(Check(third, mat, Challenge::Impossible, "(2÷4)x4 = 2"),
             "the Solution names no number the rules allow"));
  CHECK(Check(third, mat, Challenge::Impossible, "8÷4 = 2").correct());
}

TEST_CASE(
    "ACC \"Third Grade Division\": \"A fraction is defined here as a smaller number divided by a "
    "larger number (e.g., 4÷2 is not a fraction; 2÷4 is a fraction)\"") {
  RuleSet third = Rules("acc", "3");
  Mat mat = MakeMat("7", "7 ÷ 2 x", "2", "", "4 8 0 - x");
  // 7÷2 divides a larger number by a smaller one: not a fraction, though not whole.
  Judgement half = Check(third, mat, Challenge::Impossible, "(7÷2)x2 = 7");
  CHECK_MESSAGE(half.correct(), AllReasons(half));
  CHECK(Says(Check(third, mat, Challenge::Impossible, "(2÷4)x(7x2) = 7"),
             "the Solution names no number the rules allow"));
  CHECK(ValueOfText(third, "4÷2").value() == Number::FromInteger(2));
  CHECK(ValueOfText(third, "7÷2").value().ToString() == "7/2");
  CHECK(ValueOfText(third, "(0-8)÷2").value() == Number::FromInteger(-4));  // sizes: 8 > 2
  CHECK(!ValueOfText(third, "2÷4"));
  CHECK(!ValueOfText(third, "0÷4"));  // 0 is a smaller number than 4
  CHECK(ValueOfText(third, "4÷4").value() == Number::FromInteger(1));
  // "Fractions may not be used in either the Goal or the Solution."
  CHECK(!LegalGoalValues(third, "7÷2x2").empty());
  CHECK(LegalGoalValues(third, "2÷4x8").empty());
  // The solver agrees with the checker.
  Json solved =
      AnswerRequest("solve", R"({"rules":"acc","division":"3","goal":"7","required":"7 ÷ 2 x",)"
                             R"("permitted":"2"})")
          .answer;
  CHECK(solved.Find("possible")->AsBool());
}

TEST_CASE("the sample Equation for 30x7 of AGLOA VII-B-2 is correct in Basic Equations too") {
  // "[(5^2)x8]+6+4 = 30x7": with 0 Wild the 0 defaults to 0, which is Basic Equations.
  Mat mat = MakeMat("30x7", "5 ^ 2 x 8", "+ + 6 4");
  Judgement r = Check(kMiddle, mat, Challenge::Now, "[(5^2)x8]+6+4 = 30x7");
  CHECK_MESSAGE(r.correct(), AllReasons(r));
  CHECK(r.goal_value == "210");
}

TEST_CASE("a fraction Goal and an integer Solution are not equal (VII-C-5-d (ii) (a))") {
  Mat mat = MakeMat("7÷2", "", "3 + 1", "", "");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "3+1 = 7÷2");
  CHECK(Says(r, "equal the Goal"));
  CHECK(r.goal_value == "7/2");
  CHECK(r.solution_value == "4");
}

TEST_CASE("mlag names the cube faults of its checking list") {
  // MLAG "Writing and checking": "did not use a 5 in Required, used a x when all x cubes were
  // placed in Forbidden".
  RuleSet mlag = Rules("mlag", "junior");
  Mat mat = MakeMat("12", "5", "3 4 +", "x x", "");
  Judgement r = Check(mlag, mat, Challenge::Impossible, "3x4 = 12");
  CHECK(Says(r, "a Required cube is unused"));
  CHECK(Says(r, "a Forbidden cube is used"));
  CHECK(AllReasons(r).find("MLAG") != std::string::npos);
}

TEST_CASE("a Solution with one undefined grouping is not ambiguous (AGLOA VII-B-6)") {
  // 8÷(2-2) names no number, so it is not a legal interpretation; (8÷2)-2 is the only one.
  Mat mat = MakeMat("2", "", "8 ÷ 2 - 2");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "8÷2-2 = 2");
  CHECK_MESSAGE(r.correct(), AllReasons(r));
  Judgement none = Check(kMiddle, mat, Challenge::Impossible, "8÷(2-2) = 2");
  CHECK(Says(none, "the Solution names no number the rules allow"));
  CHECK(AllReasons(none).find("8÷(2-2)") != std::string::npos);
}

TEST_CASE("an ungrouped Solution whose groupings all agree is correct") {
  Mat mat = MakeMat("10", "", "1 2 3 4 + + +");
  CHECK(Check(kMiddle, mat, Challenge::Impossible, "1+2+3+4 = 10").correct());
  Judgement goal_written =
      Check(kMiddle, MakeMat("2+3+4", "", "9 x 1"), Challenge::Impossible, "9x1 = 2+3+4");
  CHECK_MESSAGE(goal_written.correct(), AllReasons(goal_written));
}

TEST_CASE("the last cube and Cleanup let the Solution use Resources freely") {
  Mat mat = MakeMat("9", "5", "+", "", "4 1 x");
  CHECK(Check(kMiddle, mat, Challenge::ForceOut, "(5+4)x1 = 9").correct());
  CHECK(Check(kMiddle, mat, Challenge::Cleanup, "(5+4)x1 = 9").correct());
  CHECK(Check(kMiddle, mat, Challenge::Cleanup, "5+4 = 9").correct());
}

TEST_CASE(
    "ACC \"Force Out\": \"a valid equation (Goal, equals sign, and Solution) using the two "
    "remaining Resources\" uses both") {
  RuleSet acc = Rules("acc", "5");
  Mat mat = MakeMat("9", "5", "+ x", "", "4 1");
  Judgement both = Check(acc, mat, Challenge::ForceOut, "(5+4)x1 = 9");
  CHECK_MESSAGE(both.correct(), AllReasons(both));
  Judgement one = Check(acc, mat, Challenge::ForceOut, "5+4 = 9");
  CHECK(Says(one, "uses the remaining Resources"));
  CHECK(AllReasons(one).find("unused: 1 (ACC \"Force Out\"") != std::string::npos);
  // Cleanup: "any Resources (and as many as needed) that are not yet qualified".
  CHECK(Check(acc, mat, Challenge::Cleanup, "5+4 = 9").correct());
}

TEST_CASE(
    "AGLOA VII-B-1 comment: \"Goal = Solution is acceptable\", also for the writer's own Goal "
    "after \"no Goal\"") {
  // 12 can only be the Goal (a Solution has one-digit numerals, VII-B-4).
  Mat mat = MakeMat("", "", "", "", "1 2 3 x 4 5");
  Judgement goal_first = Check(kMiddle, mat, Challenge::NoGoal, "12 = 3x4");
  CHECK_MESSAGE(goal_first.correct(), AllReasons(goal_first));
  CHECK(goal_first.goal_value == "12");
  CHECK(Check(kMiddle, mat, Challenge::NoGoal, "3x4 = 12").correct());
  // Neither reading is correct: the reasons are those of Solution = Goal.
  Judgement wrong = Check(kMiddle, mat, Challenge::NoGoal, "12 = 3x5");
  CHECK(Says(wrong, "VII-B-4"));
  CHECK(wrong.goal_value == "15");
}

TEST_CASE(
    "ACC \"Solutions\": \"A Solution is a mathematical expression that is equal to the Goal\"; "
    "no requirement counts its cubes (AGLOA VII-B-3-a and MLAG ask for two)") {
  Mat mat = MakeMat("7", "", "", "", "7 1");
  Judgement one_cube = Check(Rules("acc", "5"), mat, Challenge::Impossible, "7 = 7");
  CHECK_MESSAGE(one_cube.correct(), AllReasons(one_cube));
  CHECK(Says(Check(kMiddle, mat, Challenge::Impossible, "7 = 7"), "it must contain at least"));
  CHECK(Says(Check(Rules("mlag", "senior"), mat, Challenge::Impossible, "7 = 7"),
             "it must contain at least"));
}

TEST_CASE("a written Goal with other cubes than the mat's is not the writer's Goal") {
  Mat mat = MakeMat("2x3+5", "", "1 1 + 9 x");
  Judgement r = Check(kMiddle, mat, Challenge::Impossible, "9+1+1 = 2x(3+6)");
  CHECK(Says(r, "VII-C-5-b"));
  CHECK(AllReasons(r).find("is not the Goal on the mat, 2x3+5") != std::string::npos);
  Judgement reordered = Check(kMiddle, mat, Challenge::Impossible, "9+1+1 = 5+(3x2)");
  CHECK(Says(reordered, "VII-C-5-b"));
}

TEST_CASE("a Solution too large to check leaves the Equation unchecked, not wrong") {
  Judgement r = Check(Rules("agloa", "senior"), MakeMat("1", "", "9 9 9 9 9 9 ^ ^ ^ ^ ÷"),
                      Challenge::Impossible, "[9^(9^9)]÷[9^(9^9)] = 1");
  CHECK(r.verdict == Verdict::Unchecked);
  CHECK(Says(r, "cannot be checked"));
}

TEST_CASE("an ungrouped Solution too large to check in full is ambiguous once two values differ") {
  // Every cube is available and each numeral is one digit; some groupings are too large to check
  // (docs/rulings.md, "Bounded work"), but a grouping found with another value than the Goal's
  // already shows the Solution ambiguous (AGLOA VII-C-5-c), so the Equation is incorrect.
  Judgement r = Check(Rules("agloa", "senior"),
                      MakeMat("1", "", "1 3 5 2 7 8 2 9 9 9 1 9 5 + + - + - √ √ √ ^ ^ x x - +"),
                      Challenge::Impossible, "1+3+5-2+7√8-√√2^(9x9x9)^1-9+5 = 1");
  CHECK(r.verdict == Verdict::Incorrect);
  CHECK(Says(r, "can also be read in a way that cannot be checked"));
  CHECK(Says(r, "the Solution is ambiguous"));
}

TEST_CASE("an ACC written Goal may be its negative value") {
  RuleSet acc = Rules("acc", "6");
  Mat mat = MakeMat("3-8", "", "0 - 5");
  Judgement value = Check(acc, mat, Challenge::Impossible, "0-5 = -5");
  CHECK_MESSAGE(value.correct(), AllReasons(value));
  CHECK(value.goal_value == "-5");
  Judgement reversed = Check(acc, mat, Challenge::Impossible, "-5 = 0-5");
  CHECK_MESSAGE(reversed.correct(), AllReasons(reversed));
  Judgement agloa = Check(kMiddle, mat, Challenge::Impossible, "0-5 = -5");
  CHECK(!agloa.correct());  // AGLOA III-B-1: "-5" is not an expression
  CHECK_MESSAGE(Says(agloa, "the Equation cannot be read"), AllReasons(agloa));
}

TEST_CASE("a Now challenge Solution may take exactly one cube from Resources") {
  Mat mat = MakeMat("8", "2", "x", "", "4 3 ^");
  CHECK(Check(kMiddle, mat, Challenge::Now, "2x4 = 8").correct());
  CHECK(Says(Check(kMiddle, mat, Challenge::Now, "2^3 = 8"), "cube from Resources; it uses"));
  Judgement two = Check(kMiddle, mat, Challenge::Now, "2^3x(4÷4) = 8");
  CHECK(Says(two, "cube from Resources; it uses"));
  CHECK(Says(two, "a cube is used that is not available"));
}
