#include "core/language/parser.h"

#include <doctest/doctest.h>

#include <string>

#include "core/language/expression.h"

using namespace equations;

namespace {

// Returns the expression as printed back, or "error@column: message".
std::string Read(std::string_view text, Layout layout = Layout::Written) {
  auto parsed = ParseExpression(text, layout);
  if (!parsed) return "error@" + std::to_string(parsed.error().column);
  return ToText(*parsed);
}

std::string Message(std::string_view text, Layout layout = Layout::Written) {
  auto parsed = ParseExpression(text, layout);
  return parsed ? std::string() : parsed.error().message;
}

}  // namespace

TEST_CASE("the spellings a student types are read as the cube symbols") {
  CHECK(Read("2x3") == "2x3");
  CHECK(Read("2X3") == "2x3");
  CHECK(Read("2×3") == "2x3");
  CHECK(Read("8/4") == "8÷4");
  CHECK(Read("8÷4") == "8÷4");
  CHECK(Read("4^2") == "4^2");
  CHECK(Read("4*2") == "4^2");  // AGLOA III-B-3: * is exponentiation on older cubes
  CHECK(Read("3r8") == "3√8");  // the ASCII spelling of √
  CHECK(Read("3R8") == "3√8");
  CHECK(Read("9−4") == "9-4");      // a typographic minus is subtraction
  CHECK(Read(" 2 x 3 ") == "2x3");  // spaces mean nothing on paper
}

TEST_CASE("grouping symbols of all three kinds nest and are kept as written") {
  CHECK(Read("[(5^2)x8]+6+4") == "[(5^2)x8]+6+4");
  CHECK(Read("{2+[3x(4-1)]}") == "{2+[3x(4-1)]}");
  CHECK(Read("(2+1)√8") == "(2+1)√8");
}

TEST_CASE("consecutive digits are one numeral, so a two-digit numeral can be named") {
  auto parsed = ParseExpression("17x8");
  REQUIRE(parsed.has_value());
  auto numerals = NumeralsOf(*parsed);
  REQUIRE(numerals.size() == 2);
  CHECK(numerals[0].digits == "17");
  CHECK(numerals[0].column == 1);
  CHECK(numerals[1].digits == "8");
  CHECK(CubesText(CubesOf(*parsed)) == "17x8");
}

TEST_CASE("a root with no index written uses one cube and is a square root") {
  auto parsed = ParseExpression("4x√9");
  REQUIRE(parsed.has_value());
  CHECK(CubesOf(*parsed).size() == 4);
  CHECK(UnwrittenIndexRootsOf(*parsed).size() == 1);
  CHECK(UnwrittenIndexRootsOf(*parsed)[0].column == 3);
  auto indexed = ParseExpression("2√9");
  REQUIRE(indexed.has_value());
  CHECK(UnwrittenIndexRootsOf(*indexed).empty());
}

TEST_CASE("+ and - are never signs: the illegal examples of AGLOA III-B-1 are errors") {
  CHECK(Read("+7") == "error@1");
  CHECK(Read("-8") == "error@1");
  CHECK(Read("6x+4") == "error@3");
  CHECK(Read("17÷(-8)") == "error@5");
  CHECK(Message("-8").find("III-B-1") != std::string::npos);
  CHECK(Message("6x+4").find("follows \"x\" at column 2") != std::string::npos);
}

TEST_CASE("an error names the column in characters, not bytes") {
  // √ and ÷ are three and two bytes of UTF-8, one column each.
  CHECK(Read("√9÷÷3") == "error@4");
  CHECK(Read("√9÷a") == "error@4");
  CHECK(Message("√9÷a").find("\"a\" at column 4 is not a cube symbol") != std::string::npos);
}

TEST_CASE("an expression that does not name a number is an error that says why") {
  CHECK(Read("45x") == "error@3");  // AGLOA IV-B-1: "45x (does not name a number)"
  CHECK(Message("45x").find("needs a number after it") != std::string::npos);
  CHECK(Read("") == "error@1");
  CHECK(Read("x3") == "error@1");
  CHECK(Read("()") == "error@1");
  CHECK(Read("(2+3") == "error@1");
  CHECK(Read("2+3)") == "error@4");
  CHECK(Read("(2+3]") == "error@5");
  CHECK(Message("(2+3]").find("does not close") != std::string::npos);
  CHECK(Read("2x3=6") == "error@4");
  CHECK(Read("2\xff") == "error@2");
}

TEST_CASE("multiplication must be written, never implied by a bracket") {
  CHECK(Read("3(1+4)") == "error@2");  // ACC "Resources": 3x(1+4), not 3(1+4)
  CHECK(Read("(1+4)3") == "error@6");
  CHECK(Read("(1+4)(2)") == "error@6");
  CHECK(Read("1 2") == "error@3");  // a space cannot join or separate digits on paper
}

TEST_CASE("a Goal on the mat reads its gaps and has no grouping symbols") {
  auto spaced = ParseExpression("2x 3+5", Layout::GoalOnMat);
  REQUIRE(spaced.has_value());
  CHECK(spaced->operators[0].gap_after);
  CHECK(!spaced->operators[1].Loose());
  CHECK(ToText(*spaced) == "2x 3+5");
  CHECK(Read("2x3 +5", Layout::GoalOnMat) == "2x3 +5");
  CHECK(Read("√ 5+4 x9", Layout::GoalOnMat) == "√ 5+4 x9");
  CHECK(Read("(2x3)+5", Layout::GoalOnMat) == "error@1");
  CHECK(Read("1 7x8", Layout::GoalOnMat) == "error@3");
  CHECK(Message("1 7x8", Layout::GoalOnMat).find("a gap splits the numeral 1 7") !=
        std::string::npos);
  // On paper the same spaces mean nothing (AGLOA VII-B-2 comment (c)).
  CHECK(Read("2x 3+5") == "2x3+5");
}

TEST_CASE("an Equation splits at its one equals sign") {
  auto sides = SplitEquation("(6x6)+1 = 37");
  REQUIRE(sides.has_value());
  CHECK(sides->left == "(6x6)+1 ");
  CHECK(sides->right == " 37");
  CHECK(sides->equals_column == 9);
  CHECK(sides->right_column == 10);
  auto unicode = SplitEquation("√9÷3=1");
  REQUIRE(unicode.has_value());
  CHECK(unicode->equals_column == 5);
  CHECK(unicode->right == "1");
  CHECK(!SplitEquation("2+3").has_value());
  auto twice = SplitEquation("1+1=2=2");
  REQUIRE(!twice.has_value());
  CHECK(twice.error().column == 6);
}

TEST_CASE("a side of an Equation reports columns of the whole line") {
  auto sides = SplitEquation("2x3 = 4x+");
  REQUIRE(sides.has_value());
  auto right = ParseExpression(sides->right, Layout::Written, sides->right_column);
  REQUIRE(!right.has_value());
  CHECK(right.error().column == 9);
}
