// Imaginary (AGLOA XIII-D-11, III-C comment, VII-B-6-b (v), VII-C-5-b, Appendix A) in eval, goal
// and check: i is the sideways -, a product with i binds first, roots are multi-valued with the
// defaults of the radical table, and the writer's root [expr]@(v) is verified exactly.
#include <string>

#include "adventurous_support.h"
#include "core/api/request.h"

using namespace equations;
using namespace equations::testing;

namespace {

const std::string kImaginary = R"([{"name":"imaginary"}])";

std::string Ask(std::string_view command, const std::string& variations,
                const std::string& fields) {
  const std::string request =
      R"({"rules":"agloa","division":"senior","variations":)" + variations + "," + fields + "}";
  RequestAnswer answer = AnswerRequest(command, request);
  INFO(request);
  INFO(WriteJson(answer.answer));
  CHECK(answer.exit_code == 0);
  return WriteJson(answer.answer);
}

std::string Check(std::string_view goal, std::string_view resources, std::string_view equation,
                  const std::string& variations = kImaginary) {
  return Ask("check", variations,
             R"("goal":")" + std::string(goal) + R"(","resources":")" + std::string(resources) +
                 R"(","challenge":"impossible","equation":")" + std::string(equation) + R"(")");
}

std::string Goal(std::string_view goal, const std::string& variations = kImaginary) {
  return Ask("goal", variations, R"("goal":")" + std::string(goal) + R"(")");
}

bool Says(const std::string& answer, std::string_view text) {
  return answer.find(text) != std::string::npos;
}
bool Correct(const std::string& answer) {
  return Says(answer, R"("verdict":"correct")");
}

// The values `goal` lists, in order.
std::vector<std::string> GoalValues(const std::string& answer) {
  std::vector<std::string> values;
  const std::string key = R"("value":")";
  for (std::size_t at = answer.find(key); at != std::string::npos; at = answer.find(key, at)) {
    at += key.size();
    values.push_back(answer.substr(at, answer.find('"', at) - at));
  }
  return values;
}

bool Ambiguous(const std::string& eval) {
  return eval.find("ambiguous") != std::string::npos;
}

}  // namespace

TEST_CASE("XIII-D-11: i is the sideways -, -i upside-down, and a numeral") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  CHECK(Eval(a, "i").find("not a real radical") != std::string::npos);
  const auto i = EvaluateAdventurousValue(a, "i");
  REQUIRE(i.has_value());
  CHECK(i->ToString() == "1i");
  CHECK(EvaluateAdventurousValue(a, "i<ud>")->ToString() == "-1i");
  // Comment (a): ii, iii are i^2, i^3.
  CHECK(Eval(a, "ii") == "-1");
  CHECK(EvaluateAdventurousValue(a, "iii")->ToString() == "-1i");
  CHECK(Eval(a, "iiii") == "1");
  // Comment (b): 4^i is not allowed (the exponent is not real); i^4 is.
  CHECK(Eval(a, "4^i").find("not a real number (AGLOA XIII-D-11 comment (b))") !=
        std::string::npos);
  CHECK(Eval(a, "(1+1)√i").find("ambiguous") != std::string::npos);  // √i: no default
  CHECK(Eval(a, "i^4") == "1");
  // Not in force: i names Imaginary.
  CHECK(Eval(Shake("senior", {{"log"}}), "7i2").find("needs Imaginary (XIII-D-11)") !=
        std::string::npos);
}

TEST_CASE("XIII-D-11 examples (a)-(e): a numeral next to i multiplies it") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  auto value = [&](std::string_view text) {
    auto v = EvaluateAdventurousValue(a, text);
    return v ? v->ToString() : v.error();
  };
  CHECK(value("2i") == "2i");  // (a)
  CHECK(value("i2") == "2i");
  CHECK(value("4<sw>i") == "1/4i");                                 // sideways 4 times i
  CHECK(value("3<ud>i") == "-3i");                                  // upside-down 3 times i
  for (std::string_view text : {"3+4i", "3+i4", "4i+3", "i4+3"}) {  // (b)
    CAPTURE(text);
    CHECK(value(text) == "3+4i");
  }
  CHECK(value("(3+4)i") == "7i");  // (c)
  CHECK(value("i(3+4)") == "7i");
  CHECK(value("i^6") == "-1");    // (d)
  CHECK(value("7i2") == "14i");   // (e)
  CHECK(value("2xi") == "2i");    // an x before or after i binds as well
  CHECK(value("ix2^2") == "-4");  // (ix2)^2
}

TEST_CASE("XIII-D-11 default order of operations with i: the product binds first") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  auto value = [&](std::string_view text) {
    auto v = EvaluateAdventurousValue(a, text);
    return v ? v->ToString() : v.error();
  };
  CHECK(value("3+2i") == "3+2i");   // (a) 3+(2i)
  CHECK(value("i2+3") == "3+2i");   // (b) (i2)+3
  CHECK(value("ii^2") == "1");      // (c) (ii)^2
  CHECK(value("5ii2-7") == "-17");  // (d) (5ii2)-7
  CHECK(value("3+2xi") == "3+2i");  // (e) 3+(2xi)
  CHECK(value("i√4") == "2i");      // (f) i(√4)
  CHECK(value("√9+i") == "3+1i");   // (g) (√9)+i
  CHECK(value("5xi-i4") == "1i");   // (h) (5xi)-(i4)
  CHECK(value("2i^8") == "256");    // comment (g): (2i)^8, never 2(i^8)
  CHECK(value("(2i)^8") == "256");
  CHECK(value("2x(i^8)") == "2");  // the writer may group it so, with the x
  CHECK(value("2(i^8)").find("a sign is missing") != std::string::npos);
  CHECK(value("(2i^8)+1") == "257");
}

TEST_CASE("XIII-D-11 (i): a prefix or postfix on a factor of a product with i clashes") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  // √9i: (√9)i = 3i, or √(9i), which has no default: ambiguous.
  CHECK(Ambiguous(Eval(a, "√9i")));
  CHECK(EvaluateAdventurousValue(a, "(√9)i")->ToString() == "3i");
  // 4i'3 with the Exponent colour: (4i)^3 = -64i or 4(i^3) = -4i.
  const Arithmetic exponent = Shake("senior", {{"imaginary"}, {"exponent", "red"}});
  CHECK(Ambiguous(Eval(exponent, "4i'3")));
  CHECK(EvaluateAdventurousValue(exponent, "(4i)'3")->ToString() == "-64i");
  // x4i with Number of Factors: x(4i) names no number, so only (x4)i = 3i is a value (R5).
  const Arithmetic nof = Shake("senior", {{"imaginary"}, {"number-of-factors"}});
  CHECK(EvaluateAdventurousValue(nof, "x4i")->ToString() == "3i");
  CHECK(Eval(nof, "x(4i)").find("needs real numbers") != std::string::npos);
}

TEST_CASE("XIII-D-11 radical defaults: the Basic value where there is one (R15)") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  CHECK(Eval(a, "√4") == "2");            // (a)
  CHECK(Eval(a, "3√8") == "2");           // (b)
  CHECK(Eval(a, "3√(8<ud>)") == "-2");    // (c)
  CHECK(Eval(a, "4√(9x9)") == "3");       // (d) 4√81
  CHECK(Ambiguous(Eval(a, "√(4<ud>)")));  // (e) none: 2i or -2i
  CHECK(Ambiguous(Eval(a, "√i")));        // (f) none
  // A value other than the default, in writing: -2 for √4, -1+(√3)i for 3√8.
  CHECK(Eval(a, "[√4]@(-2)") == "-2");
  CHECK(EvaluateAdventurousValue(a, "[3√8]@(-1+(√3)i)")->ToString() == "-1+(√3)i");
  CHECK(EvaluateAdventurousValue(a, "[√(4<ud>)]@(2i)")->ToString() == "2i");
  // NOTE: a root by a fractional exponent has no default: 4^(1÷2) is 2 or -2.
  const std::string half = Eval(a, "4^(1÷2)");
  CHECK(Ambiguous(half));
  CHECK(half.find("4^(1÷2) has no default root; it may be 2 or -2") != std::string::npos);
  // eval lists every value of the root.
  CHECK(Eval(a, "16^(4<sw>)").find("it may be 2, 2i, -2 or -2i") != std::string::npos);
  CHECK(Eval(a, "[4^(1÷2)]@(2)") == "2");
  CHECK(Eval(a, "[4^(1÷2)]@(-2)") == "-2");
  // A root that is not a value names both sides of v^q = a^p.
  CHECK(Eval(a, "[16^(3÷4)]@(7)").find("(7)^4 is not (16)^3") != std::string::npos);
  CHECK(Eval(a, "[√(4<ud>)]@(2)").find("(2)^2 is not (-4)") != std::string::npos);
  // A whole exponent is one value.
  CHECK(Eval(a, "[2^3]@(8)") == "8");
}

TEST_CASE("XIII-D-11 ¶2, III-C comment: negative bases with even denominators are defined") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  // III-C example (b): (-4)^(2/4) = (-4)^(1/2), undefined in Basic, is 2i or -2i here.
  CHECK(Ambiguous(Eval(a, "(0-4)^(2÷4)")));
  CHECK(EvaluateAdventurousValue(a, "[(0-4)^(2÷4)]@(0-2i)")->ToString() == "-2i");
  // III-C example (a): (-8)^(4/6) = (-8)^(2/3), 4 in Basic, is now any of three roots.
  CHECK(Ambiguous(Eval(a, "(0-8)^(4÷6)")));
  CHECK(Eval(a, "[(0-8)^(4÷6)]@(4)") == "4");
  CHECK(EvaluateAdventurousValue(a, "[(0-8)^(4÷6)]@(-2+(2x√3)i)")->ToString() == "-2+(2x√3)i");
  // III-C example (d): an even root of a negative is every root, with no default.
  CHECK(Ambiguous(Eval(a, "(8÷2)√(5<ud>)")));
}

TEST_CASE("XIII-D-11 example (g): the writer's root is verified exactly") {
  const Arithmetic a = Shake("senior", {{"imaginary"}});
  CHECK(Ambiguous(Eval(a, "(8x2)^(3÷4)")));  // 8, 8i, -8, -8i
  CHECK(EvaluateAdventurousValue(a, "[(8x2)^(3÷4)]@(0-8i)")->ToString() == "-8i");
  CHECK(EvaluateAdventurousValue(a, "[(8x2)^(3÷4)]@(-8i)")->ToString() == "-8i");
  CHECK(EvaluateAdventurousValue(a, "[(8x2)^(3÷4)]@((2i)^3)")->ToString() == "-8i");
  // Appendix A: (8x2)^(1÷4) marked 2i.
  CHECK(EvaluateAdventurousValue(a, "[(8x2)^(1÷4)]@(2i)")->ToString() == "2i");
  // The root as written is named in the reading: [(4<ud>)^(1÷2)]@(-2i<ud>).
  const ReadingList written =
      Readings(a, *ReadWrittenSide(a, "[(4<ud>)^(1÷2)]@(2i<ud>)"), Reading::Written);
  REQUIRE(!written.readings.empty());
  CHECK(written.readings.front().text == "[(4<ud>)^(1÷2)]@(2i<ud>)");
  // A value that is not a root is named.
  const std::string wrong = Eval(a, "[(8x2)^(3÷4)]@(7)");
  CHECK(wrong.find("the root written, 7, is not a value") != std::string::npos);
  CHECK(Eval(a, "[(8x2)^(3÷4)]@(2+2i)").find("is not a value") != std::string::npos);
  // Only after a group whose top operation is a power or root, and only with Imaginary.
  CHECK(Eval(a, "[2+3]@(5)").find("top operation is a power or a root") != std::string::npos);
  CHECK(Eval(Shake("senior", {{"log"}}), "[4^(1÷2)]@(2)").find("needs Imaginary") !=
        std::string::npos);
  CHECK(Eval(a, "[4^(1÷2)]@2").find("in parentheses") != std::string::npos);
  CHECK(Eval(a, "[4^(1÷2)]@(2+(1÷2)^(1÷2))").find("must name one number") != std::string::npos);
  // A root of a complex number: none has a default; the written one is checked by its power.
  CHECK(EvaluateAdventurousValue(a, "[√(3+4i)]@(2+i)")->ToString() == "2+1i");
  CHECK(Eval(a, "[√(3+4i)]@(2-i)").find("is not a value") != std::string::npos);
  CHECK(Eval(a, "√(3+4i)").find("no default") != std::string::npos);
}

TEST_CASE("XIII-D-11: complex arithmetic is exact; log and the real-only operators are not") {
  const Arithmetic a = Shake("senior", {{"imaginary"}, {"log"}, {"factorial"}});
  CHECK(EvaluateAdventurousValue(a, "1÷i")->ToString() == "-1i");
  CHECK(Eval(a, "(2+i)x(2-i)") == "5");
  CHECK(EvaluateAdventurousValue(a, "(3+4i)÷(1+2i)")->ToString() == "11/5-2/5i");
  CHECK(Eval(a, "i÷(i-i)").find("division by 0") != std::string::npos);
  CHECK(Eval(a, "(2i)log2").find("needs real numbers") != std::string::npos);  // XIII-D-13
  CHECK(Eval(a, "(2i)!").find("needs real numbers") != std::string::npos);
  CHECK(Eval(a, "(3log2)+i").find("cannot be verified exactly") != std::string::npos);
  // Bounded: a huge power of a complex number is too large to check, at once.
  CHECK(Eval(a, "(2+i)^(9^9)").find("too large") != std::string::npos);
  const Arithmetic exponent =
      Shake("senior", {{"imaginary"}, {"exponent", "red"}, {"factorial"}, {"multiple-operations"}});
  CHECK(Eval(exponent, "i'(3!)") == "-1");  // i^6
  CHECK(Eval(exponent, "(2i)'(3!!!)").find("too large") != std::string::npos);
}

TEST_CASE("XIII-D-11 (c), (f) examples: goal lists every value, | is i or -i") {
  // Comment (c): | in the Goal is i or -i, never sideways (1/i).
  CHECK(GoalValues(Goal("i")) == std::vector<std::string>{"1i", "-1i"});
  CHECK(GoalValues(Goal("-<sw>")) == std::vector<std::string>{"1i", "-1i"});
  // Example (a): sideways 4 times | is ±0.25i; upside-down 3 times | is ±3i.
  CHECK(GoalValues(Goal("4<sw>i")) == std::vector<std::string>{"1/4i", "-1/4i"});
  CHECK(GoalValues(Goal("3<ud>i")) == std::vector<std::string>{"-3i", "3i"});
  // Example (c): (3+4)| is ±7i; example (j): 3+2| may be (3+2)i.
  const std::string sum = Goal("3+2i");
  CHECK(Says(sum, R"j({"text":"3+(2i)","value":"3+2i"})j"));
  CHECK(Says(sum, R"j({"text":"(3+2)i","value":"5i"})j"));
  // Example (f): 4^(1÷2) is 2 or -2; 16^(sideways 4) is 2, -2, 2i, -2i.
  const std::vector<std::string> roots = GoalValues(Goal("16^4<sw>"));
  CHECK(roots.size() == 4);
  for (std::string_view root : {"2", "-2", "2i", "-2i"})
    CHECK(std::find(roots.begin(), roots.end(), root) != roots.end());
  // Comment (g), VII-C-5-b: 2|^8 is (2i)^8 or (-2i)^8, never 2(i^8).
  const std::string power = Goal("2i^8");
  CHECK(GoalValues(power) == std::vector<std::string>{"256", "256"});
  CHECK(!Says(power, R"("value":"2")"));
  // XIII-D-12 comment: with Decimal in Goal, .3| is .3 x i; no point goes before the i.
  const std::string decimal = Goal("3i", R"([{"name":"imaginary"},{"name":"decimal-in-goal"}])");
  CHECK(Says(decimal, R"({"text":".3i","value":"3/10i"})"));
  CHECK(!Says(decimal, R"(".i)"));
  // Every root of every reading multiplies the values: past 2000 the list stops and says so.
  const std::string many = Goal(
      "r0rr0-<sw>",
      R"([{"name":"imaginary"},{"name":"zero-or-x-wild","parameter":"0"},{"name":"factorial"}])");
  CHECK(Says(many, R"("truncated":true)"));
  CHECK(Says(many, "the values were listed up to 2000 interpretations"));
  // Without Imaginary a sideways - is no Goal.
  CHECK(Says(Goal("-<sw>", R"([{"name":"log"}])"), R"("legal":false)"));
}

TEST_CASE("XIII-D-11 (g) and Appendix A: a check of the writer's root") {
  const std::string resources = "8 2 x 3 4 ÷ ^";
  CHECK(Correct(Check("0-8i", resources, "[(8x2)^(3÷4)]@(0-8i) = 0-8i")));
  CHECK(Correct(Check("0-8-<sw>", resources, "[(8x2)^(3÷4)]@((2i)^3) = 0-8i")));
  // (c): the Goal's | may be written -i.
  CHECK(Correct(Check("0-8i", resources, "[(8x2)^(3÷4)]@(8i) = 0-8i<ud>")));
  const std::string other = Check("0-8i", resources, "[(8x2)^(3÷4)]@(8i) = 0-8i");
  CHECK(Says(other, "the Solution does not equal the Goal"));
  CHECK(Says(other, " = -8i: "));
  CHECK(Says(other, " = 8i (AGLOA VII-C-5-d)"));
  const std::string unmarked = Check("0-8i", resources, "(8x2)^(3÷4) = 0-8i");
  CHECK(Says(unmarked, R"("verdict":"incorrect")"));
  CHECK(Says(unmarked, "has no default root: it may be 8, 8i, -8 or -8i"));
  const std::string not_root = Check("0-8i", resources, "[(8x2)^(3÷4)]@(7) = 0-8i");
  CHECK(Says(not_root, "the root written, 7, is not a value"));
  // App A: the writer must write i (a Goal side 0-8 is not the Goal's cubes).
  CHECK(!Correct(Check("0-8i", resources, "[(8x2)^(3÷4)]@(0-8i) = 0-8")));
}

TEST_CASE("XIII-D-11 example (f): the writer names the Goal's root") {
  CHECK(Correct(Check("16^4<sw>", "2 x -", "2xi = [16^4<sw>]@(2i)")));
  CHECK(Says(Check("16^4<sw>", "2 x -", "2xi = 16^4<sw>"), "the Goal as written is ambiguous"));
  CHECK(
      Says(Check("16^4<sw>", "2 x -", "2xi = [16^4<sw>]@(2)"), " = 2: 2xi = 2i (AGLOA VII-C-5-d)"));
}

TEST_CASE("XIII-D-11 (j), VII-C-5-b: the writer's reading of a Goal with |") {
  // (j): 3+2| may be read (3+2)i, with the parentheses written.
  CHECK(Correct(Check("3+2i", "5 x -", "5xi = (3+2)i")));
  CHECK(Says(Check("3+2i", "5 x -", "5xi = 3+2i"), " = 3+2i: "));
  // VII-C-5-b: 2|^4 is (2i)^4 = 16; 2(i^4) is no reading of it (it needs an x the Goal lacks).
  CHECK(Correct(Check("2i^4", "4 4 x", "4x4 = 2i^4")));
  CHECK(!Correct(Check("2i^4", "2 x 1", "2x1 = 2x(i^4)")));
  CHECK(Says(Check("2i^4", "2 x 1", "2x1 = 2(i^4)"), "cannot be read"));
}

TEST_CASE("XIII-D-11 (d), Appendix A: a wild cube may be |, written i or -i") {
  const std::string wild = R"([{"name":"imaginary"},{"name":"zero-or-x-wild","parameter":"0"}])";
  // Goal 804 with the 0 as |: 8i4 or 8(-i)4 (Recommended).
  CHECK(Correct(Check("804", "4 8 x - x", "(4x8)xi = 8i4", wild)));
  CHECK(Correct(Check("804", "4 8 x - x", "(4x8)xi<ud> = 8(i<ud>)4", wild)));
  // Unacceptable: 32i, -32i and 32 for the Goal's cubes.
  CHECK(!Correct(Check("804", "4 8 x - x", "(4x8)xi = 32i", wild)));
  CHECK(!Correct(Check("804", "4 8 x", "4x8 = 32", wild)));
  // goal lists the wild cube as ±i among its symbols.
  const std::vector<std::string> values = GoalValues(Goal("804", wild));
  CHECK(std::find(values.begin(), values.end(), "32i") != values.end());
  CHECK(std::find(values.begin(), values.end(), "-32i") != values.end());
  // Another wild cube may be - in the same Equation: both stand for the symbol -.
  CHECK(Correct(Check("804", "4 8 x x x 3 2 0 0", "((4x8)x(3-<wc>2))xi<wc> = 8i4", wild)));
  // But not for another symbol.
  CHECK(!Correct(Check("804", "4 8 x x x 3 2 0 0", "((4x8)x<wc>(3-2))xi = 8i4", wild)));
}

TEST_CASE("XIII-D-11 (f): | is a numeral, never repeated by Multiple Operations") {
  const std::string multiple = R"([{"name":"imaginary"},{"name":"multiple-operations"}])";
  CHECK(Correct(Check("i", "- 2 2 ÷", "2i÷2 = i", multiple)));
  CHECK(Correct(Check("i", "- - - 1", "iii<ud> = i", multiple)));
  const std::string once = Check("i", "- 1", "iii<ud> = i", multiple);
  CHECK(Says(once, R"("verdict":"incorrect")"));
  CHECK(Says(once, "a cube is used that is not available: - and -"));
}

TEST_CASE("Multiple of k with Imaginary: the difference is a real nonzero multiple of k") {
  const std::string k = R"([{"name":"imaginary"},{"name":"multiple-of-k","parameter":"6"}])";
  CHECK(!Correct(Check("2i", "6 - +", "6+i = 2i", k)));  // 6-i is not real
  CHECK(Correct(Check("i", "6 - +", "6+i = i", k)));
  CHECK(Says(Check("i", "6 2 - +", "6+2i = i", k), "nonzero multiple of 6"));
  CHECK(Says(Check("i", "-", "i = i", k), "nonzero multiple of 6"));
}

TEST_CASE("eval prints complex values as the API does") {
  CHECK(Ask("eval", kImaginary, R"("expression":"7i2")") == R"({"ok":true,"value":"14i"})");
  CHECK(Ask("eval", kImaginary, R"("expression":"i<ud>")") == R"({"ok":true,"value":"-1i"})");
  CHECK(Ask("eval", kImaginary, R"j("expression":"4^(1÷2)")j").find("ambiguous") !=
        std::string::npos);
  CHECK(Ask("eval", kImaginary, R"("expression":"5ii2-7")") == R"({"ok":true,"value":"-17"})");
}
