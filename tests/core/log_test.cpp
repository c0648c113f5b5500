#include "core/numbers/log.h"

#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "core/base/random.h"

namespace equations {
namespace {

Number N(std::int64_t value) {
  return Number::FromInteger(value);
}
Number Q(std::int64_t numerator, std::int64_t denominator) {
  return Number::FromRational(Rational::FromFraction(numerator, denominator));
}
LogValue Ok(const LogResult& result) {
  if (!result) FAIL_CHECK("unexpected error: ", result.error().message);
  REQUIRE(result.has_value());
  return *result;
}
LogErrorKind ErrorOf(const LogResult& result) {
  REQUIRE_FALSE(result.has_value());
  return result.error().kind;
}

TEST_CASE("XIII-D-13: ((6x4)+1) log 5 = 2, and 3 log 2 = log_2(3) is irrational") {
  const LogValue two = Ok(Log(N(25), N(5)));
  CHECK(two.IsRational());
  CHECK(two.ToString() == "2");
  const LogValue log2_3 = Ok(Log(N(3), N(2)));
  CHECK_FALSE(log2_3.IsRational());
  CHECK(log2_3.ToString() == "log_2(3)");
  CHECK(std::abs(log2_3.ToDouble() - std::log2(3.0)) < 1e-12);
}

TEST_CASE(
    "XIII-D-13 undefined cases: a log 1, 0 log 5, (0-1) log 1, (0-8) log (3-1), 4 log (0-2)") {
  CHECK(ErrorOf(Log(N(7), N(1))) == LogErrorKind::BaseOne);
  CHECK(ErrorOf(Log(N(0), N(5))) == LogErrorKind::ArgumentNotPositive);
  CHECK(IsUndefined(ErrorOf(Log(N(-1), N(1)))));
  CHECK(ErrorOf(Log(N(-8), N(2))) == LogErrorKind::ArgumentNotPositive);
  CHECK(ErrorOf(Log(N(4), N(-2))) == LogErrorKind::BaseNotPositive);
  CHECK(ErrorOf(Log(N(4), N(0))) == LogErrorKind::BaseNotPositive);
}

TEST_CASE("exact when rational: a and b powers of a common base") {
  CHECK(Ok(Log(N(8), N(4))).ToString() == "3/2");
  CHECK(Ok(Log(Q(1, 8), N(2))).ToString() == "-3");
  CHECK(Ok(Log(N(2), Q(1, 2))).ToString() == "-1");
  CHECK(Ok(Log(N(1), N(9))).ToString() == "0");
  CHECK(Ok(Log(N(36), N(216))).ToString() == "2/3");
  auto root2 = Root(N(2), N(2));  // log_2 √2 = 1/2
  REQUIRE(root2.has_value());
  CHECK(Ok(Log(*root2, N(2))).ToString() == "1/2");
  auto cube_root4 = Root(N(3), N(4));  // log_8 ∛4 = 2/9
  REQUIRE(cube_root4.has_value());
  CHECK(Ok(Log(*cube_root4, N(8))).ToString() == "2/9");
}

TEST_CASE("irrational logs keep their rational part: log_2 12 = 2 + log_2(3)") {
  CHECK(Ok(Log(N(12), N(2))).ToString() == "2+log_2(3)");
  CHECK(Ok(Log(N(3), N(4))).ToString() == "(1/2)xlog_2(3)");
  CHECK(Ok(Log(N(2), N(3))).ToString() == "log_3(2)");
  CHECK(Ok(Log(N(3), Q(1, 2))).ToString() == "-log_2(3)");
}

TEST_CASE("log_2 3 + log_2 5 = log_2 15, decided exactly") {
  const LogValue sum = Add(Ok(Log(N(3), N(2))), Ok(Log(N(5), N(2))));
  CHECK(Compare(sum, Ok(Log(N(15), N(2)))) == LogVerdict::Equal);
  CHECK(Compare(sum, Ok(Log(N(16), N(2)))) == LogVerdict::NotEqual);
  CHECK(Compare(Ok(Log(N(9), N(4))), Ok(Log(N(3), N(2)))) == LogVerdict::Equal);
  CHECK(Compare(Ok(Log(N(3), N(2))), LogValue::FromRational(Rational::FromFraction(3, 2))) ==
        LogVerdict::NotEqual);
  CHECK(Compare(Scale(Ok(Log(N(3), N(2))), Rational(2)), Ok(Log(N(9), N(2)))) == LogVerdict::Equal);
}

TEST_CASE("a log in one base is transcendental: never equal to a radical") {
  auto root2 = Root(N(2), N(2));
  REQUIRE(root2.has_value());
  CHECK(Compare(Ok(Log(N(3), N(2))), *root2) == LogVerdict::NotEqual);
  CHECK(Compare(Ok(Log(N(9), N(3))), N(2)) == LogVerdict::Equal);
  CHECK(Compare(Ok(Log(N(9), N(3))), *root2) == LogVerdict::NotEqual);
}

TEST_CASE("logs in two bases cannot be verified exactly: an honest answer, never a guess") {
  const LogValue a = Add(Ok(Log(N(3), N(2))), Ok(Log(N(2), N(3))));
  CHECK(Compare(a, LogValue::FromRational(Rational(2))) == LogVerdict::CannotVerify);
  CHECK(Compare(Ok(Log(N(3), N(2))), Ok(Log(N(2), N(3)))) == LogVerdict::CannotVerify);
  CHECK(Compare(a, *Root(N(2), N(5))) == LogVerdict::CannotVerify);
  // The same two-base value is still equal to itself, formally.
  CHECK(Compare(a, a) == LogVerdict::Equal);
}

TEST_CASE("a sum of roots cannot be factored: not exact") {
  auto sum = Add(N(1), *Root(N(2), N(2)));
  REQUIRE(sum.has_value());
  CHECK(ErrorOf(Log(*sum, N(2))) == LogErrorKind::NotExact);
  CHECK_FALSE(IsUndefined(LogErrorKind::NotExact));
}

TEST_CASE("properties on random values: log_b(x^k) = k log_b x, log_b(xy) = log_b x + log_b y") {
  Random random(13);
  for (int round = 0; round < 200; ++round) {
    const std::int64_t x = random.Below(60) + 1, y = random.Below(60) + 1;
    const std::int64_t b = random.Below(30) + 2, k = random.Below(5) + 1;
    const LogValue log_x = Ok(Log(N(x), N(b)));
    const LogValue log_y = Ok(Log(N(y), N(b)));
    std::int64_t x_to_k = 1;
    for (int i = 0; i < k; ++i) x_to_k *= x;
    CHECK(Compare(Ok(Log(N(x_to_k), N(b))), Scale(log_x, Rational(k))) == LogVerdict::Equal);
    CHECK(Compare(Ok(Log(N(x * y), N(b))), Add(log_x, log_y)) == LogVerdict::Equal);
    CHECK(Compare(Subtract(log_x, log_x), LogValue()) == LogVerdict::Equal);
    // A different argument gives a different value (logs of primes are independent).
    if (x != y) CHECK(Compare(log_x, log_y) == LogVerdict::NotEqual);
    CHECK(std::abs(log_x.ToDouble() - std::log(double(x)) / std::log(double(b))) < 1e-9);
  }
}

TEST_CASE("bounds: huge operands are not factored forever") {
  // A 4096-bit number with two large prime factors: FactorInteger gives up, so NotExact.
  const BigInteger big = (BigInteger(1) << 4000) + 1;
  const Number huge = Number::FromRational(Rational::FromBigInteger(big));
  auto result = Log(huge, N(2));
  if (!result.has_value()) {
    CHECK(result.error().kind == LogErrorKind::NotExact);
  } else {
    CHECK_FALSE(result->IsRational());
  }
}

}  // namespace
}  // namespace equations
