// The arithmetic of the Adventurous variations, by the worked examples of AGLOA XIII and
// Appendix A (core/language/reading.h), each case citing its section.
#include "adventurous_support.h"

using namespace equations;
using namespace equations::testing;

TEST_CASE("XIII-A-1 Sideways: a sideways cube is its reciprocal") {
  const Arithmetic a = Shake("elementary", {{"sideways"}});
  CHECK(Eval(a, "1+2+2<sw>") == "7/2");
  CHECK(Eval(a, "1÷3<sw>") == "3");
  CHECK(Eval(a, "3+0<sw>").find("no reciprocal") != std::string::npos);
  // General Rule: a fraction is no base or exponent in Elementary.
  CHECK(Eval(a, "(2<sw>)^2").find("whole numbers") != std::string::npos);
  // Not in force: the tag names the variation and its column.
  CHECK(Eval(Shake("elementary", {{"factorial"}}), "1+2<sw>") ==
        "column 4: a sideways cube <sw> needs Sideways (XIII-A-1), which is not in force");
}

TEST_CASE("XIII-A-2 Upside-down: the additive inverse; a turned cube is no digit") {
  const Arithmetic a = Shake("elementary", {{"sideways"}, {"upside-down"}});
  CHECK(Eval(a, "6x2<ud>") == "-12");
  CHECK(Eval(a, "1+4<sw,ud>") == "3/4");
  CHECK(Eval(a, "62<ud>").find("no longer a digit") != std::string::npos);
  CHECK(Eval(a, "2<ud>6").find("no longer a digit") != std::string::npos);
  // Junior: always in effect (XIII-C-1, -2).
  CHECK(Eval(Shake("junior", {}), "6x2<ud>") == "-12");
}

TEST_CASE("XIII-A-4 Factorial: whole numbers only; ! binds to the operand in front") {
  const Arithmetic a = Shake("elementary", {{"factorial"}});
  CHECK(Eval(a, "3!!") == "720");
  CHECK(Eval(a, "9!÷8!") == "9");
  CHECK(Eval(a, "(8-5)!+2") == "8");
  CHECK(Eval(a, "4!÷3") == "8");
  CHECK(Eval(a, "1÷2!") == "1/2");
  CHECK(Eval(a, "0-3!") == "-6");
  CHECK(Eval(a, "0!") == "1");
  CHECK(Eval(a, "(1÷2)!").find("whole number") != std::string::npos);
  CHECK(Eval(a, "(0-3)!").find("whole number") != std::string::npos);
}

TEST_CASE("XIII-A-7 Remainder: sideways ÷ of positive integers, A at most 1000") {
  const Arithmetic a = Shake("elementary", {{"remainder"}});
  CHECK(Eval(a, "(9rem5)x(4-2)") == "8");
  CHECK(Eval(a, "9÷<sw>5") == "4");
  CHECK(Eval(a, "(3x5)rem2") == "1");
  CHECK(Eval(a, "(3^4)rem(8+2)") == "1");
  CHECK(Eval(a, "0rem5").find("positive integers") != std::string::npos);
  CHECK(Eval(a, "7rem(1÷2)").find("positive integers") != std::string::npos);
  CHECK(Eval(a, "((5x7)x(6x5))rem9").find("at most 1000") != std::string::npos);
}

TEST_CASE("XIII-A-9 LCM and XIII-A-10 GCF (odd years)") {
  const Arithmetic lcm = Shake("elementary", {{"lcm"}});
  CHECK(Eval(lcm, "6lcm8") == "24");
  CHECK(Eval(lcm, "(2x3)lcm(5+4)") == "18");
  CHECK(Eval(lcm, "6lcm√9") == "6");
  CHECK(Eval(lcm, "0lcm5").find("counting numbers") != std::string::npos);
  const Arithmetic gcf = Shake("elementary", {{"gcf"}});
  CHECK(Eval(gcf, "8gcf6") == "2");
  CHECK(Eval(gcf, "(4x2)gcf(6+3)") == "1");
  CHECK(Eval(gcf, "5gcf0") == "5");
  CHECK(Eval(gcf, "0gcf0").find("not both 0") != std::string::npos);
}

TEST_CASE("XIII-A-11 Number of Factors: prefix x, A at most 200 in Elementary") {
  const Arithmetic a = Shake("elementary", {{"number-of-factors"}, {"multiple-operations"}});
  CHECK(Eval(a, "x1") == "1");
  CHECK(Eval(a, "x(6x2)") == "6");
  CHECK(Eval(a, "x(4x4)") == "5");
  CHECK(Eval(a, "x4x2") == "6");  // (x4)x2: x takes the operand behind it
  CHECK(Eval(a, "x(4x2)") == "4");
  CHECK(Eval(a, "xx(6x2)") == "4");
  CHECK(Eval(a, "3xx7") == "6");
  CHECK(Eval(a, "x0").find("counting number") != std::string::npos);
  CHECK(Eval(a, "x(5^4)").find("at most 200") != std::string::npos);
  // XIII-C-9: no cap in Junior.
  CHECK(Eval(Shake("junior", {{"number-of-factors"}}), "x(7^4)") == "5");
  CHECK(Eval(Shake("middle", {{"number-of-factors"}}), "x(8!)").find("needs Factorial") !=
        std::string::npos);
  CHECK(Eval(Shake("middle", {{"number-of-factors"}, {"factorial"}}), "x(6!)") == "30");
  // XIII-B-8: A at most 1000 in Middle; 7! = 5040.
  CHECK(
      Eval(Shake("middle", {{"number-of-factors"}, {"factorial"}}), "x(7!)").find("at most 1000") !=
      std::string::npos);
  CHECK(Eval(Shake("junior", {{"number-of-factors"}, {"factorial"}}), "x(7!)") == "60");
  // XIII-C-9 comment: no size limit, but what a person can verify by hand is judged. The factors
  // of 2^(3^4) (25 digits) or of (5!)! are counted from their small primes; 1+2^90 has a large one.
  const Arithmetic junior = Shake("junior", {{"number-of-factors"}, {"factorial"}});
  CHECK(Eval(junior, "x(2^(3^4))") == "82");
  CHECK(Eval(junior, "x(6^(5^2))") == "676");
  CHECK(Eval(junior, "x((5!)!)").find("cannot be counted") == std::string::npos);
  CHECK(Eval(junior, "x(1+(2^90))").find("too large to factor") != std::string::npos);
}

TEST_CASE("XIII-A-12 Average: + never adds (even years)") {
  const Arithmetic a = Shake("elementary", {{"average"}}, "2027-28");
  CHECK(Eval(a, "7+9") == "8");
  CHECK(Eval(a, "7-(0-9)") == "16");
  CHECK(Eval(a, "5+(4x2)") == "13/2");
  CHECK(Eval(a, "(4+6)+9") == "7");
  CHECK(Eval(a, "4+(6+9)") == "23/4");
}

TEST_CASE("XIII-A-13 Smallest Prime: the smallest prime above A, A at most 200") {
  const Arithmetic a =
      Shake("elementary", {{"smallest-prime"}, {"multiple-operations"}}, "2027-28");
  CHECK(Eval(a, "x7") == "11");
  CHECK(Eval(a, "x(9÷2)") == "5");
  CHECK(Eval(a, "x(0-3)") == "2");
  CHECK(Eval(a, "x2") == "3");
  CHECK(Eval(a, "xx5") == "11");
  CHECK(Eval(a, "x√49") == "11");
  CHECK(Eval(a, "2xx5") == "14");
  CHECK(Eval(a, "x5x7") == "49");
  CHECK(Eval(a, "x(5x7)") == "37");
  CHECK(Eval(a, "xxx9") == "17");
}

TEST_CASE("XIII-A-14 Percent and XIII-A-15 Decimal Point (even years)") {
  const Arithmetic a = Shake("elementary", {{"percent"}, {"decimal-point"}}, "2027-28");
  CHECK(Eval(a, "25%16") == "4");
  CHECK(Eval(a, "25√<ud>16") == "4");
  CHECK(Eval(a, "6%8") == "12/25");
  CHECK(Eval(a, "(8-3)%(4+2)") == "3/10");
  CHECK(Eval(a, "1.5%.25") == "3/800");
  CHECK(Eval(a, "25%(1.5x2)") == "3/4");
  CHECK(Eval(a, "12.5%16") == "2");
  CHECK(Eval(a, "2.5") == "5/2");
  CHECK(Eval(a, ".05") == "1/20");
  CHECK(Eval(a, "1.225").find("at most three digits") != std::string::npos);
  // XIII-B-12: per m squared in base m: base eight 60%11 = (48/64) x 9.
  const Arithmetic b = Shake("middle", {{"percent"}, {"base", "8"}}, "2027-28");
  CHECK(Eval(b, "60%11") == "27/4");
  // XIII-B-13 examples (b), (d): decimals in base eight.
  const Arithmetic c = Shake("middle", {{"decimal-point"}, {"base", "8"}}, "2027-28");
  CHECK(Eval(c, "4.2") == "17/4");
  CHECK(Eval(c, "6.42") == "209/32");
  CHECK(Eval(Shake("middle", {{"decimal-point"}, {"base", "9"}}, "2027-28"), "7.16") == "194/27");
}

TEST_CASE("XIII-B-6 and XIII-C-5 Base m: numerals in base m, values in base ten") {
  const Arithmetic eight = Shake("middle", {{"base", "8"}});
  CHECK(Eval(eight, "37+5") == "36");
  CHECK(Eval(eight, "6^2") == "36");
  CHECK(Eval(eight, "3+8").find("not a digit in base 8") != std::string::npos);
  CHECK(Eval(Shake("middle", {{"base", "9"}}), "34+5") == "36");
  const Arithmetic twelve = Shake("junior", {{"base", "12"}});
  CHECK(Eval(twelve, "6T^2") == "6724");
  CHECK(Eval(twelve, "E4") == "136");
  CHECK(Eval(twelve, "T<sw>") == "1/10");
  CHECK(Eval(twelve, "6+√<op>4") == "8");
  CHECK(Eval(Shake("junior", {{"base", "11"}}), "E4").find("base") != std::string::npos);
  // XIII-C-5, VII-C-5-e: an untagged ^ or √ may be the digit; context decides, else ambiguous.
  CHECK(Eval(twelve, "7+^4") == "131");  // ^ can only be ten: 7 + T4
  CHECK(Eval(twelve, "6+√4").find("ambiguous") != std::string::npos);
  CHECK(Eval(Shake("junior", {{"base", "11"}}), "6+√4") == "8");  // no digit eleven in base 11
}

TEST_CASE("XIII-B-9 Exponent: a digit of the colour is an exponent of the operand in front") {
  const Arithmetic green = Shake("middle", {{"exponent", "green"}});
  CHECK(Eval(green, "25'4") == "390625");
  CHECK(Eval(green, "5'4'4") == "152587890625");  // (5^4)^4, never a tower
  CHECK(Eval(green, "2'7").find("not on a green cube") != std::string::npos);
  const Arithmetic red = Shake("middle", {{"exponent", "red"}, {"factorial"}});
  CHECK(Eval(red, "4!'3") == "13824");
  CHECK(Eval(red, "5'2'3") == "15625");
}

TEST_CASE("XIII-B-10 Powers of the Base: a one-digit 1 for m^n") {
  const Arithmetic a = Shake("middle", {{"powers-of-the-base"}});
  CHECK(Eval(a, "9+1<pob2>") == "109");
  CHECK(Eval(a, "1<pob-1>") == "1/10");
  CHECK(Eval(Shake("middle", {{"powers-of-the-base"}, {"base", "8"}}), "1<pob-1>") == "1/8");
  CHECK(Eval(a, "21<pob2>").find("only a one-digit 1") != std::string::npos);
  // An exponent digit is the digit itself (XIII-B-9): a <pobN> on it is refused, never ignored.
  const Arithmetic red = Shake("middle", {{"powers-of-the-base"}, {"exponent", "red"}});
  CHECK(Eval(red, "2'1<pob1>").find("never a power of the base") != std::string::npos);
  CHECK(Eval(red, "2^(1<pob1>)") == "1024");
}

TEST_CASE("VII-B-6-c: a prefix and a postfix claiming one operand are ambiguous") {
  const Arithmetic a = Shake("middle", {{"factorial"}});
  CHECK(Eval(a, "√4!").find("ambiguous") != std::string::npos);
  CHECK(Eval(a, "√(4!)") == "2x√6");
  CHECK(Eval(a, "(√4)!") == "2");
  CHECK(Eval(a, "3+4!") == "27");
  // VII-B-6-c example (c): 4+x12² may also be (4+x12)²; here in Junior with a red exponent.
  const Arithmetic j = Shake("junior", {{"number-of-factors"}, {"exponent", "red"}});
  const std::string clash = Eval(j, "4+x12'2");
  CHECK(clash.find("ambiguous") != std::string::npos);
  CHECK(Eval(j, "4+x(12'2)") == "19");  // 144 has 15 factors
  CHECK(Eval(j, "(4+x12)'2") == "100");
}

TEST_CASE("i without Imaginary, log without Log, naming the column") {
  const Arithmetic a = Shake("senior", {{"factorial"}});
  CHECK(Eval(a, "7i2") ==
        "column 2: i (the sideways -) needs Imaginary (XIII-D-11), which is not in force");
  CHECK(Eval(a, "8log2").find("Log (XIII-D-13)") != std::string::npos);
  CHECK(Eval(a, "3+4<zz>") == "column 4: unknown tag \"<zz>\" (tags: sw, ud, wc, op, pobN)");
}

TEST_CASE("too large to check is a bounded answer") {
  const Arithmetic a = Shake("junior", {{"factorial"}, {"multiple-operations"}});
  CHECK(Eval(a, "9!!").find("too large to check") != std::string::npos);
  CHECK(
      Eval(Shake("junior", {{"number-of-factors"}, {"factorial"}}), "x(8!!+1)").find("too large") !=
      std::string::npos);
}
