// The one reader (core/language/reading.h) on the written language of Basic Equations, with no
// variation in force: the spellings a student types, grouping symbols, numerals, the columns of
// errors, the gaps of a Goal on the mat, and the split of an Equation at its "=".
#include "core/language/reading.h"

#include <doctest/doctest.h>

#include <string>

#include "core/judge/judge.h"
#include "core/language/equation_text.h"
#include "core/rules/rules.h"
#include "tests/core/mat_support.h"

using namespace equations;
using namespace equations::testing;

namespace {

const Arithmetic& Middle() {
  static const Arithmetic arithmetic = BasicArithmetic(Rules("agloa", "middle"));
  return arithmetic;
}

// Returns the cubes the expression uses as their faces ("2x3"), or "error@column".
std::string Read(std::string_view text, Reading reading = Reading::Written) {
  auto read = ReadExpression(Middle(), text, reading);
  if (!read) return "error@" + std::to_string(read.error().column);
  std::string faces;
  for (const CubeUse& use : CubesUsed(*read)) faces += SymbolText(use.face);
  return faces;
}

std::string Message(std::string_view text, Reading reading = Reading::Written) {
  auto read = ReadExpression(Middle(), text, reading);
  return read ? std::string() : read.error().message;
}

// Returns the one value of the text as the eval command gives it, or its error.
std::string ValueText(std::string_view text) {
  auto value = EvaluateExpression(Middle(), text);
  return value ? *value : "error: " + value.error();
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

TEST_CASE("grouping symbols of all three kinds nest, and group as written") {
  CHECK(Read("[(5^2)x8]+6+4") == "5^2x8+6+4");
  CHECK(ValueText("[(5^2)x8]+6+4") == "210");
  CHECK(ValueText("{2+[3x(4-1)]}") == "11");
  CHECK(ValueText("(2+1)√8") == "2");
}

TEST_CASE("consecutive digits are one numeral, so a two-digit numeral can be named") {
  auto read = ReadExpression(Middle(), "17x8", Reading::Written);
  REQUIRE(read.has_value());
  REQUIRE(read->tokens.size() == 3);
  CHECK(read->tokens[0].digits == 2);
  CHECK(read->tokens[0].text == "17");
  CHECK(read->tokens[0].column == 1);
  CHECK(read->tokens[2].text == "8");
  CHECK(Read("17x8") == "17x8");
}

TEST_CASE("a root with no index written uses one cube and is a square root") {
  CHECK(Read("4x√9") == "4x√9");
  CHECK(ValueText("4x√9") == "12");
  auto read = ReadExpression(Middle(), "4x√9", Reading::Written);
  REQUIRE(read.has_value());
  int prefix_roots = 0;
  for (const ReadToken* token : AllTokens(*read))
    if (token->role == TokenRole::Prefix && token->op == Operator::Root) {
      ++prefix_roots;
      CHECK(token->column == 3);
    }
  CHECK(prefix_roots == 1);
  CHECK(ValueText("2√9") == "3");
}

TEST_CASE("+ and - are never signs: the illegal examples of AGLOA III-B-1 are errors") {
  CHECK(Read("+7") == "error@1");
  CHECK(Read("-8") == "error@1");
  CHECK(Read("6x+4") == "error@3");
  CHECK(Read("17÷(-8)") == "error@5");
}

TEST_CASE("an error names the column in characters, not bytes") {
  // √ and ÷ are three and two bytes of UTF-8, one column each.
  CHECK(Read("√9÷÷3") == "error@4");
  CHECK(Read("√9÷a") == "error@4");
  CHECK(Message("√9÷a").find("column 4") != std::string::npos);
}

TEST_CASE("an expression that does not name a number is an error that says why") {
  CHECK(Read("45x") == "error@3");  // AGLOA IV-B-1: "45x (does not name a number)"
  CHECK(Read("x3") == "error@1");
  CHECK(Read("()") == "error@2");
  CHECK(Read("2+3)") == "error@4");
  CHECK(Read("(2+3]") == "error@5");
  CHECK(Read("2x3=6") == "error@4");
  CHECK(Read("2\xff") == "error@2");
}

TEST_CASE("multiplication must be written, never implied by a bracket") {
  CHECK(Read("3(1+4)") == "error@2");  // ACC "Resources": 3x(1+4), not 3(1+4)
  CHECK(Read("(1+4)3") == "error@6");
  CHECK(Read("(1+4)(2)") == "error@6");
  // Spaces mean nothing on paper (AGLOA VII-B-2 comment (c)): "1 2" is the numeral 12, whose two
  // digits a Solution may not have (VII-B-4).
  CHECK(Read("1 2") == "12");
}

TEST_CASE("a Goal on the mat reads its gaps and has no grouping symbols") {
  auto spaced = ReadExpression(Middle(), "2x 3+5", Reading::Goal);
  REQUIRE(spaced.has_value());
  REQUIRE(spaced->tokens.size() == 5);
  CHECK(spaced->tokens[1].loose_after);
  CHECK(!spaced->tokens[3].loose_before);
  CHECK(!spaced->tokens[3].loose_after);
  CHECK(Read("√ 5+4 x9", Reading::Goal) == "√5+4x9");
  // The Goal on the mat is cubes and gaps: no grouping symbols, and a gap splits a numeral.
  CHECK(!ReadMatGoal(Middle(), "(2x3)+5").has_value());
  Mat split;
  split.goal = Goal("1 7x8");
  const GoalJudgement judged = JudgeGoal(Middle(), JudgedMat(Middle(), split));
  CHECK(!judged.legal);
  REQUIRE(judged.reasons.size() == 1);
  CHECK(judged.reasons[0].find("column 3: a sign is missing before \"7\"") != std::string::npos);
  // On paper the same spaces mean nothing (AGLOA VII-B-2 comment (c)).
  CHECK(ValueText("2x 3+5") == ValueText("2x3+5"));
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
  auto right = ReadExpression(Middle(), sides->right, Reading::Written, sides->right_column);
  REQUIRE(!right.has_value());
  CHECK(right.error().column == 9);
}
