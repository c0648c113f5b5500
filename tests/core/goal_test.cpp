// The one judge's Goal reader (JudgeGoal, core/judge/judge.h) on Basic Goals: legal Goals, the
// reasons a Goal is illegal, and the interpretations its spacing and the rule set allow (AGLOA
// IV-B, VII-C-5-a; ACC "Goal"; MLAG "Setting the Goal").
#include "core/judge/judge.h"

#include <doctest/doctest.h>

#include <string>

#include "core/rules/rules.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// Judges a Goal typed as faces, a run of spaces being one physical gap ("2x 3+5").
GoalJudgement Judge(const RuleSet& rules, std::string_view goal) {
  Mat mat;
  mat.goal = Goal(goal);
  return JudgeGoal(rules, mat);
}

bool Legal(const RuleSet& rules, std::string_view goal) {
  return Judge(rules, goal).legal;
}

std::string Reasons(const RuleSet& rules, std::string_view goal) {
  std::string joined;
  for (const std::string& reason : Judge(rules, goal).reasons) joined += reason + "|";
  return joined;
}

bool Contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// Returns the legal interpretations as "text=value; ...".
std::string Readings(const RuleSet& rules, std::string_view goal) {
  std::string joined;
  for (const GoalReading& reading : Judge(rules, goal).interpretations)
    joined += (joined.empty() ? "" : "; ") + reading.text + "=" + reading.value;
  return joined;
}

std::vector<GoalCube> GoalCubes(std::string_view faces) {
  std::vector<GoalCube> goal;
  bool gap = false;
  for (char c : faces) {
    if (c == ' ') {
      gap = true;
      continue;
    }
    goal.push_back({Cube{Color::Red, *ParseSymbol(std::string(1, c))}, gap});
    gap = false;
  }
  return goal;
}

}  // namespace

TEST_CASE("the legal Goals of AGLOA IV-B-1 are legal") {
  RuleSet middle = Rules("agloa", "middle");
  for (const char* goal : {"6", "23", "8-9", "17x8", "19+8-5", "87÷13", "3√64", "√49", "17^2"}) {
    CAPTURE(goal);
    CHECK(Legal(middle, goal));
  }
}

TEST_CASE("the illegal Goals of AGLOA IV-B-1 are illegal, each for its own reason") {
  RuleSet middle = Rules("agloa", "middle");
  CHECK(Contains(Reasons(middle, "125"), "125 is a numeral of 3 digits"));  // three digits
  CHECK(Contains(Reasons(middle, "23+18+7"), "the Goal has 7 cubes; a Goal has at most 6"));
  CHECK(Contains(Reasons(middle, "45x"), "does not name a number"));
  CHECK(Contains(Reasons(middle, "+8"), "+ and - are never signs, AGLOA III-B-1"));
}

TEST_CASE("the Goals an opponent should challenge Impossible are illegal (AGLOA VI-A-1 (a))") {
  RuleSet junior = Rules("agloa", "junior");
  CHECK(!Legal(junior, "+8"));
  CHECK(!Legal(junior, "65+87-3"));
  CHECK(!Legal(junior, "122"));
  CHECK(Contains(Reasons(junior, "8÷0"), "the Goal has no legal interpretation: 8÷0"));
  CHECK(!Legal(junior, "27+16-3"));  // AGLOA III-A: more than six cubes
}

TEST_CASE("a Goal with no legal interpretation says why (AGLOA VII-C-5-a examples)") {
  CHECK(Contains(Reasons(Rules("agloa", "senior"), "7÷0"), "division"));
  CHECK(Contains(Reasons(Rules("agloa", "elementary"), "3√9"), "not a whole number"));
  CHECK(Legal(Rules("agloa", "middle"), "3√9"));
  CHECK(!Legal(Rules("agloa", "elementary"), "√26"));  // AGLOA III-A
}

TEST_CASE("an agloa Goal lists every interpretation its spacing allows (AGLOA IV-B-2)") {
  RuleSet middle = Rules("agloa", "middle");
  CHECK(Readings(middle, "2x 3+5") == "2x(3+5)=16");
  CHECK(Readings(middle, "2x3 +5") == "(2x3)+5=11");
  CHECK(Readings(middle, "2x3+5") == "2x(3+5)=16; (2x3)+5=11");
  CHECK(Readings(middle, "√ 5+4 x9") == "√((5+4)x9)=9; (√(5+4))x9=27");
}

TEST_CASE(
    "AGLOA VII-B-6-c Note: \"None of the default interpretations of symbols restricts a "
    "player's right to interpret an ungrouped Goal in any acceptable way\", around √ too") {
  RuleSet middle = Rules("agloa", "middle");
  // The √ default (VII-B-6-b-i) binds a checker reading a written Solution, not the writer reading
  // the Goal on the mat.
  CHECK(Readings(middle, "√4+5") == "√(4+5)=3; (√4)+5=7");
  // IV-B-2 comment: the Goal √5+4 x9 "may" be read [√(5+4)]x9 or √[(5+4)x9]; ungrouped, more.
  std::string readings = Readings(middle, "√5+4x9");
  CHECK(Contains(readings, "(√(5+4))x9=27"));
  CHECK(Contains(readings, "√((5+4)x9)=9"));
  CHECK(Contains(readings, "(√5)+(4x9)"));
  // A written index too: 3√8+19 is (3√8)+19 or 3√(8+19).
  CHECK(Readings(middle, "3√8+19") == "3√(8+19)=3; (3√8)+19=21");
  // The spacing still groups: a gap before + puts the + outside the √.
  CHECK(Readings(middle, "√4 +5") == "(√4)+5=7");
}

TEST_CASE("a Goal given as cubes with gaps reads like the same Goal typed with spaces") {
  RuleSet middle = Rules("agloa", "middle");
  Mat mat;
  mat.goal = GoalCubes("2x 3+5");
  std::vector<GoalValue> readings = LegalGoalValues(middle, mat);
  REQUIRE(readings.size() == 1);
  CHECK(readings[0].text == "2x(3+5)");
  CHECK(readings[0].value == Number::FromInteger(16));
  CHECK(!JudgeGoal(middle, Mat()).legal);
}

TEST_CASE("an agloa Goal with one undefined grouping is still legal") {
  RuleSet middle = Rules("agloa", "middle");
  GoalJudgement report = Judge(middle, "8÷2-2");
  CHECK(report.legal);
  REQUIRE(report.interpretations.size() == 1);
  CHECK(report.interpretations[0].text == "(8÷2)-2");
  REQUIRE(report.other_groupings.size() == 1);
  CHECK(report.other_groupings[0].value.empty());
  CHECK(Contains(report.other_groupings[0].why, "8÷(2-2)"));
}

TEST_CASE("an acc Goal has up to 5 cubes, numerals of up to 3 digits and no leading zeros") {
  RuleSet fifth = Rules("acc", "5");
  for (const char* goal : {"1÷2x6", "2√4+3", "1+1", "4÷2+1", "3", "33", "123", "42^25"}) {
    CAPTURE(goal);
    CHECK(Legal(fifth, goal));
  }
  CHECK(Contains(Reasons(fifth, "003"), "leading zeros may not be used"));
  CHECK(Contains(Reasons(fifth, "1+2+34"), "at most 5"));
  CHECK(Contains(Reasons(fifth, "1234"), "at most 3"));
}

TEST_CASE("an acc Goal must be an integer and must show the index of a root") {
  RuleSet sixth = Rules("acc", "6");
  CHECK(Contains(Reasons(sixth, "7÷2"), "not an integer"));
  CHECK(Legal(sixth, "3-8"));  // a negative integer, obtained by subtraction
  CHECK(Contains(Reasons(sixth, "√9"), "needs its index written"));
  CHECK(Legal(sixth, "2√9"));
  RuleSet third = Rules("acc", "3");
  CHECK(Contains(Reasons(third, "3-8"), "positive integer or zero"));
  CHECK(Contains(Reasons(third, "2√9"), "not used in third grade"));
}

TEST_CASE("an acc Goal follows spacing, then the order of operations (ACC \"Goal\")") {
  RuleSet seventh = Rules("acc", "7-8");
  CHECK(Readings(seventh, "4-2+1") == "(4-2)+1=3");
  CHECK(Readings(seventh, "4- 2+1") == "4-(2+1)=1");
  CHECK(Readings(seventh, "1÷2x6") == "(1÷2)x6=3");
}

TEST_CASE("an mlag Goal may have a three-digit numeral but not a four-digit one") {
  RuleSet middle = Rules("mlag", "middle");
  CHECK(Legal(middle, "8"));
  CHECK(Legal(middle, "23"));
  CHECK(Legal(middle, "345"));
  CHECK(Readings(middle, "4x5 +2") == "(4x5)+2=22");  // MLAG "Setting the Goal"
  CHECK(Contains(Reasons(middle, "1234"), "at most 3"));
  CHECK(Contains(Reasons(middle, "1+2+3+4"), "at most 6"));
  CHECK(!Legal(middle, "7÷0"));
  CHECK(!Legal(Rules("mlag", "minor"), "3√9"));  // MLAG: "Elem/ Minor 3√9"
}

TEST_CASE("a Goal whose spacing allows no grouping has no legal interpretation") {
  // mlag: the gap before the √ makes it loose, but under the order of operations its radicand is
  // only the 9 behind it. In agloa the writer may read it 2√(9+7) (AGLOA VII-B-6-c Note).
  CHECK(Contains(Reasons(Rules("mlag", "senior"), "2 √9+7"), "spacing allows no grouping"));
  CHECK(Readings(Rules("agloa", "middle"), "2 √9+7") == "2√(9+7)=4");
}
