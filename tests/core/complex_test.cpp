#include "core/numbers/complex.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/base/random.h"

namespace equations {
namespace {

Complex G(std::int64_t re, std::int64_t im) {
  return Complex::Gaussian(Rational(re), Rational(im));
}
Complex R(std::int64_t value) {
  return Complex::FromRational(Rational(value));
}
// Returns the n-th root of m as a real Number (principal).
Complex Radical(std::int64_t n, std::int64_t m) {
  auto root = Root(Number::FromInteger(n), Number::FromInteger(m));
  REQUIRE(root.has_value());
  return Complex::FromNumber(*root);
}
Complex Unit(std::int64_t power, std::int64_t order) {
  auto unit = Complex::RootOfUnity(power, order);
  REQUIRE(unit.has_value());
  return *unit;
}
Complex Ok(const ComplexResult& result) {
  if (!result) FAIL_CHECK("unexpected error: ", result.error().message);
  REQUIRE(result.has_value());
  return *result;
}
bool Same(const Complex& a, const Complex& b) {
  auto equal = Equal(a, b);
  REQUIRE(equal.has_value());
  return *equal;
}
Complex Plus(const Complex& a, const Complex& b) {
  return Ok(Add(a, b));
}
Complex Times(const Complex& a, const Complex& b) {
  return Ok(Multiply(a, b));
}
Complex Pow(const Complex& a, std::int64_t n) {
  return Ok(IntegerPower(a, n));
}

TEST_CASE("Gaussian rationals print as the API writes them") {
  CHECK(G(3, 2).ToString() == "3+2i");
  CHECK(G(3, -2).ToString() == "3-2i");
  CHECK(G(0, 5).ToString() == "5i");
  CHECK(G(0, -1).ToString() == "-1i");
  CHECK(Complex::Gaussian(Rational(), Rational::FromFraction(3, 10)).ToString() == "3/10i");
  CHECK(G(7, 0).ToString() == "7");
  CHECK(Complex().ToString() == "0");
  CHECK(G(3, 1).ToString() == "3+1i");
}

TEST_CASE("parts that are real radicals print in Number's text, the imaginary one before i") {
  CHECK(Unit(1, 3).ToString() == "-1/2+((1/2)x√3)i");
  CHECK(Unit(1, 8).ToString() == "(1/2)x√2+((1/2)x√2)i");
  CHECK(Unit(-1, 12).ToString() == "(1/2)x√3-1/2i");
  CHECK(Times(Radical(2, 2), Complex::I()).ToString() == "(√2)i");
  CHECK(Times(Radical(2, 3), G(0, -2)).ToString() == "-(2x√3)i");
  CHECK(Radical(3, 2).ToString() == "(3√2)");
  CHECK(Plus(Radical(3, 2), Complex::I()).ToString() == "(3√2)+1i");
  CHECK(Times(Radical(3, 2), Unit(1, 3)).ToString() == "-(1/2)x(3√2)+((1/2)x(6√108))i");
  CHECK(Times(Radical(3, 2), Complex::I()).ToString() == "(3√2)i");  // no second brackets
  CHECK(Plus(Unit(1, 7), Unit(6, 7)).ToString().find("e(") != std::string::npos);  // 2cos(2π/7)
}

TEST_CASE("i times i is -1, and (3+2i)(3-2i) = 13") {
  CHECK(Same(Times(Complex::I(), Complex::I()), R(-1)));
  CHECK(Same(Times(G(3, 2), G(3, -2)), R(13)));
  CHECK(Times(G(3, 2), G(3, -2)).ToString() == "13");
}

TEST_CASE("XIII-D-11 c(g): 2i^8 = (2i)^8 = 256, 5ii2-7 = -17, ii = -1, i^4 = 1") {
  CHECK(Pow(G(0, 2), 8).ToString() == "256");
  const Complex five_ii2 = Times(Times(Times(R(5), Complex::I()), Complex::I()), R(2));
  CHECK(Ok(Subtract(five_ii2, R(7))).ToString() == "-17");
  CHECK(Pow(Complex::I(), 4).ToString() == "1");
  CHECK(Pow(Complex::I(), -1).ToString() == "-1i");
}

TEST_CASE("division of Gaussian rationals: (1+2i)/(3-4i) = -1/5+2/5i") {
  CHECK(Ok(Divide(G(1, 2), G(3, -4))).ToString() == "-1/5+2/5i");
  auto by_zero = Divide(G(1, 2), Complex());
  REQUIRE_FALSE(by_zero.has_value());
  CHECK(by_zero.error().kind == ArithmeticErrorKind::DivisionByZero);
}

TEST_CASE("a cube root of unity is -1/2 + (√3/2)i, exactly") {
  const Complex zeta3 = Unit(1, 3);
  const Complex half_root3 =
      Times(Radical(2, 3), Complex::FromRational(Rational::FromFraction(1, 2)));
  const Complex expected =
      Plus(Complex::FromRational(Rational::FromFraction(-1, 2)), Times(half_root3, Complex::I()));
  CHECK(Same(zeta3, expected));
  CHECK(Same(Pow(zeta3, 3), R(1)));
  CHECK(Same(Plus(Plus(R(1), zeta3), Pow(zeta3, 2)), Complex()));
  CHECK_FALSE(Same(zeta3, Pow(zeta3, 2)));
}

TEST_CASE("an eighth root of unity is (√2/2)(1+i)") {
  const Complex expected =
      Times(Times(Radical(2, 2), Complex::FromRational(Rational::FromFraction(1, 2))), G(1, 1));
  CHECK(Same(Unit(1, 8), expected));
  CHECK(Same(Pow(expected, 2), Complex::I()));
}

TEST_CASE("seventh roots of unity, which real radicals cannot write, sum to 0") {
  const Complex zeta7 = Unit(1, 7);
  Complex sum;
  for (int k = 0; k < 7; ++k) sum = Plus(sum, Pow(zeta7, k));
  CHECK(sum.IsZero());
  CHECK(Same(Pow(zeta7, 7), R(1)));
  CHECK_FALSE(Same(zeta7, R(1)));
  CHECK(Same(Pow(zeta7, 1000000000000000000LL), Unit(1000000000000000000LL % 7, 7)));
  CHECK(Same(Conjugate(zeta7), Unit(6, 7)));
  // A ninth root: its cube is a cube root of unity.
  CHECK(Same(Pow(Unit(1, 9), 3), Unit(1, 3)));
  CHECK(Unit(1, 7).ToString() == "(e(4/28))");  // the documented exact form
}

TEST_CASE("division by values with roots: (1+√2i) and (∛2+i)") {
  const Complex a = Plus(R(1), Times(Radical(2, 2), Complex::I()));
  CHECK(Same(Times(Ok(Divide(R(1), a)), a), R(1)));
  const Complex b = Plus(Radical(3, 2), Complex::I());
  CHECK(Same(Times(Ok(Divide(G(2, 5), b)), b), G(2, 5)));
  const Complex c = Plus(Unit(1, 7), Radical(2, 5));
  CHECK(Same(Times(Ok(Divide(R(1), c)), c), R(1)));
  // Twelve radical classes over Q(ζ_20): the largest system within kMaxComplexSystem (96).
  const Complex d = Plus(Plus(Unit(1, 5), Radical(3, 2)), Radical(4, 3));
  CHECK(Same(Times(Ok(Divide(G(1, 1), d)), d), G(1, 1)));
}

TEST_CASE("16^(1/4) gives 2, 2i, -2, -2i (XIII-D-11 example f)") {
  auto roots = AllRoots(Number::FromInteger(16), Rational::FromFraction(1, 4));
  REQUIRE(roots.has_value());
  std::vector<std::string> texts;
  for (const auto& root : *roots) texts.push_back(root.ToString());
  CHECK(texts == std::vector<std::string>{"2", "2i", "-2", "-2i"});
  CHECK(*IsRootOf(G(0, -2), R(16), Rational::FromFraction(1, 4)));
  CHECK_FALSE(*IsRootOf(R(3), R(16), Rational::FromFraction(1, 4)));
  CHECK_FALSE(*IsRootOf(G(1, 1), R(16), Rational::FromFraction(1, 4)));
}

TEST_CASE("roots of 8 and -8, and 4^(3/2) = 8 or -8") {
  auto cube = AllRoots(Number::FromInteger(8), Rational::FromFraction(1, 3));
  REQUIRE(cube.has_value());
  REQUIRE(cube->size() == 3);
  const Complex minus1_root3i = Plus(R(-1), Times(Radical(2, 3), Complex::I()));
  CHECK(Same((*cube)[0], R(2)));
  CHECK(Same((*cube)[1], minus1_root3i));  // R15: -1+√3 i may be chosen for 3√8
  CHECK(Same((*cube)[2], Conjugate(minus1_root3i)));
  CHECK(*IsRootOf(minus1_root3i, R(8), Rational::FromFraction(1, 3)));
  auto negative = AllRoots(Number::FromInteger(-8), Rational::FromFraction(1, 3));
  REQUIRE(negative.has_value());
  CHECK(Same((*negative)[1], R(-2)));  // the real cube root of -8
  auto even = AllRoots(Number::FromInteger(-4), Rational::FromFraction(1, 2));
  REQUIRE(even.has_value());
  CHECK((*even)[0].ToString() == "2i");
  CHECK((*even)[1].ToString() == "-2i");
  auto three_halves = AllRoots(Number::FromInteger(4), Rational::FromFraction(3, 2));
  REQUIRE(three_halves.has_value());
  CHECK((*three_halves)[0].ToString() == "8");
  CHECK((*three_halves)[1].ToString() == "-8");
  auto reduced = AllRoots(Number::FromInteger(4), Rational::FromFraction(2, 4));
  REQUIRE(reduced.has_value());
  CHECK(reduced->size() == 2);  // 2/4 is 1/2 in lowest terms
}

TEST_CASE(
    "roots of complex bases: √i, (2i)^(1/2) = ±(1+i), (-8i)^(1/3), and 1+2i's are not exact") {
  auto root_i = AllRoots(Complex::I(), Rational::FromFraction(1, 2));
  REQUIRE(root_i.has_value());
  REQUIRE(root_i->size() == 2);
  CHECK(Same((*root_i)[0], Unit(1, 8)));
  CHECK(Same((*root_i)[1], Unit(5, 8)));
  auto two_i = AllRoots(G(0, 2), Rational::FromFraction(1, 2));
  REQUIRE(two_i.has_value());
  REQUIRE(two_i->size() == 2);
  CHECK((*two_i)[0].ToString() == "1+1i");
  CHECK((*two_i)[1].ToString() == "-1-1i");
  auto cube = AllRoots(G(0, -8), Rational::FromFraction(1, 3));
  REQUIRE(cube.has_value());
  REQUIRE(cube->size() == 3);
  for (const auto& value : *cube) CHECK(*IsRootOf(value, G(0, -8), Rational::FromFraction(1, 3)));
  CHECK(Same((*cube)[0], G(0, 2)));  // (2i)^3 = -8i, the root of least argument
  auto real = AllRoots(R(16), Rational::FromFraction(1, 4));
  REQUIRE(real.has_value());
  CHECK(real->size() == 4);
  auto gaussian = AllRoots(G(1, 2), Rational::FromFraction(1, 2));
  REQUIRE_FALSE(gaussian.has_value());
  CHECK(gaussian.error().kind == ArithmeticErrorKind::NotExact);
  CHECK(*IsRootOf(G(1, 2), G(-3, 4), Rational::FromFraction(1, 2)));  // (1+2i)^2 = -3+4i
  auto inverse = AllRoots(Complex::I(), Rational::FromFraction(-3, 2));
  REQUIRE(inverse.has_value());
  for (const auto& value : *inverse) {
    CHECK(*IsRootOf(value, Complex::I(), Rational::FromFraction(-3, 2)));
  }
}

TEST_CASE("0 to a power: 0^(1/2) = 0, 0^(-1/2) is undefined") {
  auto zero = AllRoots(Number(), Rational::FromFraction(1, 2));
  REQUIRE(zero.has_value());
  CHECK(zero->size() == 1);
  auto undefined = AllRoots(Number(), Rational::FromFraction(-1, 2));
  REQUIRE_FALSE(undefined.has_value());
  CHECK(undefined.error().kind == ArithmeticErrorKind::ZeroToNonPositivePower);
}

// A random value: a Gaussian rational, times a root of unity of order up to 9, plus a real root.
Complex RandomValue(Random& random) {
  const Complex gaussian =
      Complex::Gaussian(Rational::FromFraction(random.Below(21) - 10, random.Below(5) + 1),
                        Rational::FromFraction(random.Below(21) - 10, random.Below(5) + 1));
  const std::int64_t order = random.Below(9) + 1;
  Complex value = Times(gaussian, Unit(random.Below(static_cast<int>(order)), order));
  if (random.Below(2) == 0) {
    value = Plus(value,
                 Times(R(random.Below(5) - 2), Radical(random.Below(2) + 2, random.Below(5) + 2)));
  }
  return value;
}

TEST_CASE("properties on random values: (a*b)/b = a, (a+b)-b = a, conjugates, norms") {
  Random random(32);
  int divided = 0;
  for (int round = 0; round < 60; ++round) {
    const Complex a = RandomValue(random);
    const Complex b = RandomValue(random);
    CHECK(Same(Ok(Subtract(Plus(a, b), b)), a));
    CHECK(Same(Conjugate(Times(a, b)), Times(Conjugate(a), Conjugate(b))));
    CHECK(Same(Conjugate(Conjugate(a)), a));
    const Complex norm = Times(a, Conjugate(a));
    CHECK(Same(Conjugate(norm), norm));  // |a|^2 is real
    if (!b.IsZero()) {
      auto quotient = Divide(Times(a, b), b);
      if (quotient.has_value()) {
        CHECK(Same(*quotient, a));
        ++divided;
      } else {
        CHECK(quotient.error().kind == ArithmeticErrorKind::TooLarge);  // a stated bound
      }
    }
  }
  CHECK(divided >= 50);
}

TEST_CASE("properties on random values: every listed root r of a^(p/q) has r^q = a^p") {
  Random random(7);
  for (int round = 0; round < 40; ++round) {
    const std::int64_t a = random.Below(41) - 20;
    const std::int64_t q = random.Below(8) + 1;
    const std::int64_t p = random.Below(7) - 3;
    if (a == 0 && p <= 0) continue;
    const Rational exponent = Rational::FromFraction(p, q);
    auto roots = AllRoots(Number::FromInteger(a), exponent);
    REQUIRE(roots.has_value());
    CHECK(roots->size() == static_cast<std::size_t>(a == 0 ? 1 : exponent.SmallDenominator()));
    for (std::size_t i = 0; i < roots->size(); ++i) {
      auto is_root = IsRootOf((*roots)[i], R(a), exponent);
      REQUIRE(is_root.has_value());
      CHECK(*is_root);
      for (std::size_t j = 0; j < i; ++j) CHECK_FALSE(Same((*roots)[i], (*roots)[j]));
    }
  }
}

TEST_CASE("bounds: past the limits is 'too large to check', at once") {
  auto order = Complex::RootOfUnity(1, 5000);
  REQUIRE_FALSE(order.has_value());
  CHECK(order.error().kind == ArithmeticErrorKind::TooLarge);
  auto power = IntegerPower(G(1, 1), 1000000000000LL);
  REQUIRE_FALSE(power.has_value());
  CHECK(power.error().kind == ArithmeticErrorKind::TooLarge);
  auto roots = AllRoots(Number::FromInteger(2), Rational::FromFraction(1, 300));
  REQUIRE_FALSE(roots.has_value());
  CHECK(roots.error().kind == ArithmeticErrorKind::TooLarge);
  // Nine radical classes over Q(ζ_28): a 108-unknown system, past kMaxComplexSystem.
  const Complex wide = Plus(Plus(Unit(1, 7), Radical(3, 2)), Radical(3, 3));
  auto inverse = Divide(R(1), wide);
  REQUIRE_FALSE(inverse.has_value());
  CHECK(inverse.error().kind == ArithmeticErrorKind::TooLarge);
  // The largest order multiplies within its work bound.
  const Complex big = Unit(1, 1024);
  CHECK(Same(Pow(big, 1024), R(1)));
}

}  // namespace
}  // namespace equations
