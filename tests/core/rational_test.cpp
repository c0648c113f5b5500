#include "core/numbers/rational.h"

#include <doctest/doctest.h>

#include <limits>
#include <string>

namespace equations {
namespace {

TEST_CASE("a fraction is always reduced with a positive denominator") {
  CHECK(Rational::FromFraction(6, -8).ToString() == "-3/4");
  CHECK(Rational::FromFraction(-6, -3).ToString() == "2");
  CHECK(Rational::FromFraction(0, -5) == Rational(0));
  CHECK(Rational(37).ToString() == "37");
  CHECK(Rational::FromFraction(4, 6) == Rational::FromFraction(2, 3));
}

TEST_CASE("small arithmetic is exact") {
  const Rational half = Rational::FromFraction(1, 2), third = Rational::FromFraction(1, 3);
  CHECK((half + third).ToString() == "5/6");
  CHECK((half - third).ToString() == "1/6");
  CHECK((half * third).ToString() == "1/6");
  CHECK((half / third).ToString() == "3/2");
  CHECK((-half).ToString() == "-1/2");
  CHECK(third.Inverse() == Rational(3));
  CHECK((half * Rational(0)).IsZero());
  CHECK((half * Rational(0)) == Rational(0));
  CHECK(half < Rational::FromFraction(2, 3));
  CHECK(Rational::FromFraction(-7, 2).Floor() == -4);
  CHECK(Rational::FromFraction(7, 2).Floor() == 3);
}

TEST_CASE("values past int64 give the exact big result") {
  const std::int64_t max = std::numeric_limits<std::int64_t>::max();
  const Rational sum = Rational(max) + Rational(max);
  CHECK(sum.ToString() == "18446744073709551614");
  CHECK_FALSE(sum.IsSmall());
  const Rational product = Rational(max) * Rational(max);
  CHECK(product.ToString() == "85070591730234615847396907784232501249");
  const Rational fraction = Rational::FromFraction(1, max) * Rational::FromFraction(1, 3);
  CHECK(fraction.ToString() == "1/27670116110564327421");
  CHECK(Rational(std::numeric_limits<std::int64_t>::min()).ToString() == "-9223372036854775808");
  CHECK((Rational(max) + Rational(1)).ToString() == "9223372036854775808");
  CHECK(Rational::FromFraction(max, 2) + Rational::FromFraction(max, 3) ==
        Rational::FromFraction(5, 6) * Rational(max));
}

TEST_CASE("a big result comes back to the small form when it fits again") {
  const std::int64_t max = std::numeric_limits<std::int64_t>::max();
  const Rational big = Rational(max) * Rational(4);
  CHECK_FALSE(big.IsSmall());
  const Rational back = big / Rational(4);
  CHECK(back.IsSmall());
  CHECK(back == Rational(max));
  CHECK((big - big).IsZero());
  CHECK((big - big).IsSmall());
  CHECK(big.Hash() != back.Hash());
  CHECK(back.Hash() == Rational(max).Hash());
}

TEST_CASE("comparisons are exact even when products overflow") {
  const std::int64_t max = std::numeric_limits<std::int64_t>::max();
  const Rational a = Rational::FromFraction(max - 1, max);
  const Rational b = Rational::FromFraction(max - 2, max - 1);
  CHECK(b < a);
  CHECK(a > b);
  CHECK(Rational::FromFraction(-1, 3) < Rational(0));
  CHECK(a.ToDouble() == doctest::Approx(1.0));
  CHECK((Rational(max) * Rational(max)).ToDouble() == doctest::Approx(8.507059173023462e37));
}

}  // namespace
}  // namespace equations
