// Radical: the canonical n-th root of an integer that Number is built from (AGLOA III-B-2: "a√b"
// is the a-th root of b; III-C-1: even roots are the principal, non-negative ones), with the
// prime factoring that makes the form canonical. Internal to core/numbers/number.cpp.
#pragma once

#include "core/base/expected.h"
#include "core/numbers/number.h"
#include "core/numbers/rational.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace equations {

struct PrimePower {
  BigInteger prime;
  std::int64_t exponent;
};

// The positive index-th root of radicand = product of prime^(exponent/index). Canonical: every
// 0 < exponent < index and gcd(index, all exponents) == 1, so the radicand has no index-th power
// factor and the index is the smallest possible. index == 1 (no factors, radicand 1) is the
// radical 1.
struct Radical {
  std::int64_t index = 1;
  std::vector<PrimePower> factors;  // sorted by prime
  BigInteger radicand = 1;

  bool IsOne() const { return index == 1; }
  friend bool operator==(const Radical& a, const Radical& b) {
    return a.index == b.index && a.radicand == b.radicand;
  }
  // Orders by index, then radicand (the order of terms in a Number).
  friend bool operator<(const Radical& a, const Radical& b) {
    return a.index != b.index ? a.index < b.index : a.radicand < b.radicand;
  }
};

// coefficient x radical.
struct Monomial {
  Rational coefficient;
  Radical radical;
};

// The irrational terms of a Number: sorted by radical, no radical is 1, no coefficient is 0, and
// never empty.
class RadicalSum {
 public:
  std::vector<Monomial> terms;
};

using MonomialResult = Expected<Monomial, ArithmeticError>;
// Prime -> rational exponent, sorted by prime, exponents non-zero.
using PrimeExponents = std::vector<std::pair<BigInteger, Rational>>;

ArithmeticError MakeError(ArithmeticErrorKind kind);  // the standard message of each kind

// Returns the prime factors of n >= 1 with their exponents, or nothing when n is too hard to
// factor.
std::optional<std::vector<PrimePower>> FactorInteger(const BigInteger& n);
// Returns the prime exponents of a positive rational (negative exponents for the denominator).
std::optional<PrimeExponents> FactorRational(const Rational& value);
// Returns floor(n^(1/k)) for n >= 0, k >= 1.
BigInteger IntegerRoot(const BigInteger& n, std::int64_t k);
// Returns the bit length of n > 0.
std::size_t BitLength(const BigInteger& n);

// Returns coefficient x product of prime^exponent in canonical form, or TooLarge when a part would
// pass kMaxIntegerBits or kMaxRootIndex (decided before computing it).
MonomialResult MonomialFromExponents(const Rational& coefficient, const PrimeExponents& exponents);
// Returns the exponents of a radical (prime -> exponent/index).
PrimeExponents ExponentsOf(const Radical& radical);
MonomialResult MultiplyRadicals(const Radical& a, const Radical& b);
Monomial InvertRadical(const Radical& radical);  // 1/radical as a rational times a radical
// Returns radical^exponent.
MonomialResult RadicalPower(const Radical& radical, const Rational& exponent);
// Returns base^exponent for a positive rational base, exact or TooLarge/NotExact.
MonomialResult RationalPower(const Rational& base, const Rational& exponent);

// Returns floor(radical x 2^precision), exactly.
BigInteger ScaledRadical(const Radical& radical, std::size_t precision);
// Returns ScaledRadical(radical, precision) from coarse = ScaledRadical(radical,
// coarse_precision), coarse_precision <= precision: a few Newton steps instead of a full root.
BigInteger RefineScaledRadical(const Radical& radical, std::size_t precision,
                               const BigInteger& coarse, std::size_t coarse_precision);
double RadicalToDouble(const Radical& radical);  // display only

}  // namespace equations
