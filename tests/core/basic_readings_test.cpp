// The readings of Basic expressions by the one reader (core/language/reading.h Readings, with no
// variation in force): the groupings the spacing of a Goal and the rule set's grouping allow
// (AGLOA IV-B-2, VII-B-6; MLAG and ACC: the order of operations), the budget of work, and the
// values of AGLOA III-B and III-C (the eval command, EvaluateAdventurous).
#include "core/language/reading.h"

#include <doctest/doctest.h>

#include <string>

#include "core/rules/rules.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

// Returns the readings of the expression; a Goal on the mat lists every grouping, a written
// expression one grouping per value and the first reason for having none.
ReadingList ReadingsOf(const RuleSet& rules, std::string_view text, Reading reading) {
  const Arithmetic arithmetic = BasicArithmetic(rules);
  auto read = ReadExpression(arithmetic, text, reading);
  REQUIRE(read.has_value());
  return Readings(arithmetic, *read, reading);
}

// Returns "text=value" for every reading, joined by "; " ("text=!why" when it has none).
std::string Groupings(const RuleSet& rules, std::string_view text, Reading reading) {
  std::string joined;
  for (const ReadingValue& each : ReadingsOf(rules, text, reading).readings) {
    if (!joined.empty()) joined += "; ";
    joined += each.text + "=" +
              (each.value ? each.value.value().ToString() : "!" + each.value.error().message);
  }
  return joined;
}

std::string AgloaGoal(std::string_view text) {
  return Groupings(Rules("agloa", "middle"), text, Reading::Goal);
}
std::string AgloaWritten(std::string_view text) {
  return Groupings(Rules("agloa", "middle"), text, Reading::Written);
}
std::string MlagGoal(std::string_view text) {
  return Groupings(Rules("mlag", "middle"), text, Reading::Goal);
}
std::string Ordered(std::string_view text) {
  return Groupings(Rules("mlag", "middle"), text, Reading::Written);
}

}  // namespace

TEST_CASE("the spacing of an agloa Goal decides its grouping (AGLOA IV-B-2 examples)") {
  CHECK(AgloaGoal("2x 3+5") == "2x(3+5)=16");             // (a)
  CHECK(AgloaGoal("2x3 +5") == "(2x3)+5=11");             // (b)
  CHECK(AgloaGoal("2x3+5") == "2x(3+5)=16; (2x3)+5=11");  // (c)
}

TEST_CASE("a √ followed by a gap may cover the run behind it (AGLOA IV-B-2 comment)") {
  // "Players may interpret this Goal as [√(5+4)]x9 or as √[(5+4)x9]".
  CHECK(AgloaGoal("√ 5+4 x9") == "√((5+4)x9)=9; (√(5+4))x9=27");
  // Without a gap the Equation-writer may still read the √ over the run behind it (AGLOA
  // VII-B-6-c Note: any acceptable way).
  CHECK(AgloaGoal("√5+4") == "√(5+4)=3; (√5)+4=4+√5");
}

TEST_CASE("√ applies to just the numeral behind it unless grouped (AGLOA VII-B-6-b-i)") {
  CHECK(AgloaWritten("√4+5") == "(√4)+5=7");
  CHECK(AgloaWritten("√(4+5)+7") == "(√(4+5))+7=10");
  CHECK(AgloaWritten("4x√9") == "4x(√9)=12");     // AGLOA III-B-2
  CHECK(AgloaWritten("(2+1)√8") == "(2+1)√8=2");  // AGLOA III-B-2
  CHECK(AgloaWritten("1√2") == "1√2=2");          // "the first root of 2"
  CHECK(AgloaWritten("3√√9") == "3√(√9)=(3√3)");  // the sixth root of 9
  CHECK(AgloaWritten("9√5^9") == "(9√5)^9=5");    // AGLOA VII-C-5-c (d)
}

TEST_CASE("an ungrouped expression has every binary grouping in agloa") {
  CHECK(AgloaWritten("2x4-(3+1)") == "2x(4-(3+1))=0; (2x4)-(3+1)=4");    // VII-C-5-c (b)
  CHECK(AgloaWritten("7+5x3") == "7+(5x3)=22; (7+5)x3=36");              // VII-C-5-c (c)
  CHECK(AgloaWritten("5^2-4+0") == "5^(2-(4+0))=1/25; (5^2)-(4+0)=21");  // (a)
  CHECK(AgloaWritten("8÷2-2").find("=!8÷(2-2)") != std::string::npos);
}

TEST_CASE("the order of operations gives one grouping in mlag and acc") {
  CHECK(Ordered("7+5x3") == "7+(5x3)=22");
  CHECK(Ordered("8-3-2") == "(8-3)-2=3");   // left to right
  CHECK(Ordered("2^3^2") == "(2^3)^2=64");  // MLAG: roots and exponents left to right
  CHECK(Ordered("2x√9+1") == "(2x(√9))+1=7");
  CHECK(Ordered("2√16^2") == "(2√16)^2=16");
  CHECK(Ordered("2+2√9") == "2+(2√9)=5");
  CHECK(Ordered("12÷4÷3") == "(12÷4)÷3=1");
}

TEST_CASE("spacing groups an mlag Goal before the order of operations") {
  // MLAG "Setting the Goal": "4 x 5 + 2 = (4 x 5) + 2"; a gap makes a sign loose.
  CHECK(MlagGoal("4x5 +2") == "(4x5)+2=22");
  CHECK(MlagGoal("4x 5+2") == "4x(5+2)=28");
  CHECK(MlagGoal("4x5+2") == "(4x5)+2=22");
  CHECK(MlagGoal("√ 9+7") == "√(9+7)=4");
  CHECK(MlagGoal("√ 5+4 x9") == "(√(5+4))x9=27");
}

TEST_CASE("more spacing leaves the rest of the Goal free (AGLOA IV-B-2 comment)") {
  CHECK(AgloaGoal("2x 3+5 -1") == "2x((3+5)-1)=14; (2x(3+5))-1=15");
  CHECK(AgloaGoal("2x3 +5x4") == "(2x3)+(5x4)=26");
}

TEST_CASE("distinct values keep one grouping per value of a long ungrouped Solution") {
  ReadingList list = ReadingsOf(Rules("agloa", "senior"), "1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1",
                                Reading::Written);
  REQUIRE(list.readings.size() == 1);
  CHECK(list.readings[0].value.value() == Number::FromInteger(20));
  CHECK(!list.truncated);
}

TEST_CASE("an ungrouped Solution whose groupings need too much arithmetic has no one value") {
  // Its groupings raise roots to powers of 9x9x9 and then need the exact signs of long sums of
  // roots; two groupings already differ, so it has no one value (AGLOA VII-B-6), never a guess.
  auto value = ValueOfText(Rules("agloa", "senior"), "1+3+5-2+7√8-√√2^(9x9x9)^1-9+5");
  REQUIRE_FALSE(value.has_value());
  CHECK(value.error().find("ambiguous (AGLOA VII-B-6)") != std::string::npos);
  // The same expression under the order of operations has one grouping, evaluated exactly.
  auto ordered = ValueOfText(Rules("mlag", "senior"), "1+3+5-2+7√8-√√2^(9x9x9)^1-9+5");
  CHECK(ordered.has_value());
}

TEST_CASE("a grouping too large to check says so, even when the budget ran out") {
  auto value = ValueOfText(Rules("agloa", "senior"), "((3√2)+(5√3)+(7√5))^(9x9)");
  REQUIRE_FALSE(value.has_value());
  CHECK(value.error().find("too large to check") != std::string::npos);
}

TEST_CASE("dividing by a single root is cheap for the budget of work") {
  // The inverse of c x R is again a single root: no linear system, so no truncation.
  ReadingList list = ReadingsOf(Rules("agloa", "middle"), "0÷((9+1)√6)", Reading::Written);
  CHECK_FALSE(list.truncated);
  REQUIRE(list.readings.size() == 1);
  CHECK(list.readings[0].value.value() == Number::FromInteger(0));
}

TEST_CASE("Elementary allows only whole-number powers and roots (AGLOA XIII-A General Rule)") {
  RuleSet elementary = Rules("agloa", "elementary");
  auto value = [&](std::string_view text) {
    auto result = ValueOfText(elementary, text);
    return result ? result.value().ToString() : "!" + result.error();
  };
  CHECK(value("3^2") == "9");
  CHECK(value("0^9") == "0");
  CHECK(value("7^0") == "1");
  CHECK(value("2^(1-3)")[0] == '!');
  CHECK(value("4^(1÷2)")[0] == '!');
  CHECK(value("(2-5)^4")[0] == '!');
  CHECK(value("(2÷3)^3")[0] == '!');
  CHECK(value("2√9") == "3");
  CHECK(value("√9") == "3");
  CHECK(value("9√0") == "0");
  CHECK(value("√5")[0] == '!');
  CHECK(value("3√9")[0] == '!');
  CHECK(value("2√(1÷3)")[0] == '!');
  CHECK(value("(1÷2)√5")[0] == '!');
  CHECK(value("3√(1-9)")[0] == '!');
  CHECK(value("√26").find("not a whole number") != std::string::npos);  // AGLOA III-A
}

TEST_CASE("the undefined expressions of AGLOA III-C have no value") {
  RuleSet senior = Rules("agloa", "senior");
  auto value = [&](std::string_view text) {
    auto result = ValueOfText(senior, text);
    return result ? result.value().ToString() : "!";
  };
  CHECK(value("7÷0") == "!");
  CHECK(value("0√5") == "!");
  CHECK(value("0^(1-1)") == "!");
  CHECK(value("2√(1-5)") == "!");
  CHECK(value("√9") == "3");  // III-C-1: the principal root
  CHECK(value("4√16") == "2");
  CHECK(value("(0-8)^(4÷6)") == "4");   // III-C example (a)
  CHECK(value("(0-4)^(2÷4)") == "!");   // example (b)
  CHECK(value("(3÷6)√(0-9)") == "81");  // example (c)
  CHECK(value("(8÷2)√(0-5)") == "!");   // example (d)
  CHECK(value("4^2") == "16");          // III-B-3
  CHECK(value("(2√6)^2") == "6");
  CHECK(value("(2÷3)√4") == "8");
  CHECK(value("8^(2÷3)") == "4");
}

TEST_CASE("the roots of AGLOA III-B-2 and the MLAG guide have their stated values") {
  RuleSet middle = Rules("agloa", "middle");
  auto value = [&](const RuleSet& rules, std::string_view text) {
    auto result = ValueOfText(rules, text);
    return result ? result.value().ToString() : "!" + result.error();
  };
  CHECK(value(middle, "2√9") == "3");
  CHECK(value(middle, "√9") == "3");
  CHECK(value(middle, "3√√9") == value(middle, "6√9"));  // "the sixth root of 9"
  CHECK(value(Rules("agloa", "elementary"), "3√√9")[0] == '!');
  RuleSet mlag = Rules("mlag", "middle");
  CHECK(value(mlag, "√81") == "9");
  CHECK(value(mlag, "4√81") == "3");
  CHECK(value(mlag, "5*2") == "25");
  CHECK(value(mlag, "5^2") == "25");
}

TEST_CASE("the glossary's expressions name numbers and its undefined ones do not") {
  RuleSet senior = Rules("agloa", "senior");
  for (const char* text : {"17", "(8x6)-3", "45÷9", "√64"}) {
    CAPTURE(text);
    CHECK(ValueOfText(senior, text).has_value());
  }
  CHECK(ValueOfText(senior, "9+5").value() == Number::FromInteger(14));
  for (const char* text : {"8÷0", "0√3", "0^(0-3)"}) {
    CAPTURE(text);
    CHECK(!ValueOfText(senior, text).has_value());
  }
}

TEST_CASE("the ACC laws of exponents hold with the order of operations") {
  RuleSet acc = Rules("acc", "7-8");
  auto value = [&](std::string_view text) {
    auto result = ValueOfText(acc, text);
    return result ? result.value().ToString() : "!" + result.error();
  };
  CHECK(value("7^1") == "7");          // n * 1 = n
  CHECK(value("7^0") == "1");          // n * 0 = 1
  CHECK(value("0^0")[0] == '!');       // except that 0 * 0 is not defined
  CHECK(value("5√1") == "1");          // n √ 1 = 1
  CHECK(value("0√1")[0] == '!');       // there is no zero root
  CHECK(value("2*(4-7)x4*2") == "2");  // a^-m = 1 ÷ a^m
  CHECK(value("8*(2÷3)") == "4");      // a^(m÷n) = n√(a^m)
  CHECK(value("3√8*2") == "4");        // their "3 √ 8 * 2 = 4"
  CHECK(value("4*(3÷2)") == "8");      // (2÷3)√4 = 4*(3÷2) = 8
  // eval gives √4 its value; in an Equation the judge asks for the index (ACC "Resources").
  CHECK(value("√4") == "2");
  CHECK(value("3x(1+4)") == "15");
}

TEST_CASE("an agloa expression whose groupings differ cannot be evaluated to one value") {
  auto result = ValueOfText(Rules("agloa", "middle"), "3÷4-(2x3)÷4");
  REQUIRE(!result.has_value());
  CHECK(result.error().find("ambiguous") != std::string::npos);
  CHECK(ValueOfText(Rules("mlag", "middle"), "3÷4-(2x3)÷4").value().ToString() == "-3/4");
  CHECK(ValueOfText(Rules("agloa", "middle"), "(3÷4)-[(2x3)÷4]").value().ToString() == "-3/4");
}

TEST_CASE("a grouping too large to compute is reported, never guessed") {
  auto result = ValueOfText(Rules("agloa", "senior"), "9^(9^9)");
  REQUIRE(!result.has_value());
  CHECK(result.error().find("too large") != std::string::npos);
}

TEST_CASE("grouping symbols of every kind keep their grouping in every rule set") {
  CHECK(AgloaWritten("[2+3]x{4-1}") == "(2+3)x(4-1)=15");
  CHECK(Ordered("2x(3+4)") == "2x(3+4)=14");
  CHECK(Ordered("(((7)))") == "7=7");
}

TEST_CASE("Elementary refuses a root that is not whole without computing it") {
  RuleSet elementary = Rules("agloa", "elementary");
  CHECK(ValueOfText(elementary, "3√(4^3)").value() == Number::FromInteger(4));
  CHECK(ValueOfText(elementary, "9√(2^9)").value() == Number::FromInteger(2));
  auto big = ValueOfText(elementary, "99√(5^9+1)");
  REQUIRE(!big.has_value());
  CHECK(big.error().find("not a whole number") != std::string::npos);
  CHECK(ValueOfText(elementary, "(9^9)√1").value() == Number::FromInteger(1));
  CHECK(ValueOfText(elementary, "7√0").value() == Number::FromInteger(0));
  CHECK(!ValueOfText(elementary, "0√4").has_value());  // AGLOA III-C-2-a: undefined
}
