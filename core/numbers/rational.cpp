// Rational: exact fractions with an int64 fast path and a cpp_int fallback.
#include "core/numbers/rational.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>
#include <ostream>
#include <utility>

namespace equations {
namespace {

constexpr std::int64_t kSmallMin = -std::numeric_limits<std::int64_t>::max();  // INT64_MIN excluded
constexpr std::int64_t kSmallMax = std::numeric_limits<std::int64_t>::max();

bool FitsSmall(const BigInteger& value) {
  return value >= kSmallMin && value <= kSmallMax;
}

thread_local std::uint64_t arithmetic_work = 0;

std::int64_t Gcd(std::int64_t a, std::int64_t b) {
  // Both arguments exclude INT64_MIN, so absolute values do not overflow.
  return std::gcd(a, b);
}

// Returns seed combined with value (the boost::hash_combine recipe).
std::size_t MixHash(std::size_t seed, std::size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

}  // namespace

Rational::Rational(std::int64_t integer) {
  if (integer == std::numeric_limits<std::int64_t>::min()) {
    *this = FromReducedBig(BigInteger(integer), BigInteger(1));
  } else {
    numerator_ = integer;
  }
}

Rational Rational::FromFraction(std::int64_t numerator, std::int64_t denominator) {
  assert(denominator != 0);
  if (numerator == std::numeric_limits<std::int64_t>::min() ||
      denominator == std::numeric_limits<std::int64_t>::min()) {
    return FromBig(BigInteger(numerator), BigInteger(denominator));
  }
  if (denominator < 0) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const std::int64_t g = Gcd(numerator, denominator);
  Rational result;
  result.numerator_ = numerator / g;
  result.denominator_ = denominator / g;
  return result;
}

Rational Rational::FromBig(BigInteger numerator, BigInteger denominator) {
  assert(denominator != 0);
  if (denominator < 0) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const std::uint64_t limbs = std::max(LimbsOf(numerator), LimbsOf(denominator));
  CountArithmeticWork(64 * limbs * limbs);  // Boost's binary gcd: a subtraction per bit
  // Boost's binary gcd takes a step per bit even when the answer is plain (a whole number, or
  // 0): skip it then. The work counted above stays the same, so limits do not move.
  if (numerator == 0) return Rational();
  if (denominator == 1) return FromReducedBig(std::move(numerator), std::move(denominator));
  BigInteger g = boost::multiprecision::gcd(numerator, denominator);
  if (g != 1) {
    numerator /= g;
    denominator /= g;
  }
  return FromReducedBig(std::move(numerator), std::move(denominator));
}

Rational Rational::FromBigInteger(BigInteger integer) {
  return FromReducedBig(std::move(integer), BigInteger(1));
}

// Precondition: numerator/denominator is reduced and denominator > 0.
Rational Rational::FromReducedBig(BigInteger numerator, BigInteger denominator) {
  Rational result;
  if (FitsSmall(numerator) && FitsSmall(denominator)) {
    result.numerator_ = static_cast<std::int64_t>(numerator);
    result.denominator_ = static_cast<std::int64_t>(denominator);
    return result;
  }
  result.numerator_ = 0;
  result.denominator_ = 1;
  result.big_ = std::make_shared<const Big>(Big{std::move(numerator), std::move(denominator)});
  return result;
}

bool Rational::IsInteger() const {
  return big_ ? big_->denominator == 1 : denominator_ == 1;
}

int Rational::Sign() const {
  if (big_) return big_->numerator.sign();
  return (numerator_ > 0) - (numerator_ < 0);
}

BigInteger Rational::Numerator() const {
  return big_ ? big_->numerator : BigInteger(numerator_);
}
BigInteger Rational::Denominator() const {
  return big_ ? big_->denominator : BigInteger(denominator_);
}

std::size_t Rational::BitSize() const {
  if (big_) {
    const BigInteger magnitude = abs(big_->numerator);
    const std::size_t a = magnitude == 0 ? 0 : boost::multiprecision::msb(magnitude) + 1;
    const std::size_t b = boost::multiprecision::msb(big_->denominator) + 1;
    return a > b ? a : b;
  }
  auto bits = [](std::uint64_t v) -> std::size_t { return v == 0 ? 0 : 64 - __builtin_clzll(v); };
  const std::uint64_t magnitude = numerator_ < 0 ? static_cast<std::uint64_t>(-numerator_)
                                                 : static_cast<std::uint64_t>(numerator_);
  const std::size_t a = bits(magnitude);
  const std::size_t b = bits(static_cast<std::uint64_t>(denominator_));
  return a > b ? a : b;
}

Rational Rational::operator-() const {
  if (!big_) {
    Rational result = *this;
    result.numerator_ = -numerator_;
    return result;
  }
  return FromReducedBig(-big_->numerator, big_->denominator);
}

Rational Rational::Abs() const {
  return Sign() < 0 ? -*this : *this;
}

Rational Rational::Inverse() const {
  assert(!IsZero());
  if (!big_) {
    Rational result;
    result.numerator_ = numerator_ < 0 ? -denominator_ : denominator_;
    result.denominator_ = numerator_ < 0 ? -numerator_ : numerator_;
    return result;
  }
  const bool negative = big_->numerator < 0;
  return FromReducedBig(negative ? -big_->denominator : big_->denominator,
                        negative ? -big_->numerator : big_->numerator);
}

Rational operator+(const Rational& a, const Rational& b) {
  if (!a.big_ && !b.big_) {
    if (a.denominator_ == 1 && b.denominator_ == 1) {
      std::int64_t sum;
      if (!__builtin_add_overflow(a.numerator_, b.numerator_, &sum) && sum != kSmallMin - 1) {
        return Rational(sum);
      }
    } else {
      // a/b + c/d = (a*(d/g) + c*(b/g)) / (b/g*d), g = gcd(b, d).
      const std::int64_t g = Gcd(a.denominator_, b.denominator_);
      std::int64_t left, right, numerator, denominator;
      if (!__builtin_mul_overflow(a.numerator_, b.denominator_ / g, &left) &&
          !__builtin_mul_overflow(b.numerator_, a.denominator_ / g, &right) &&
          !__builtin_add_overflow(left, right, &numerator) &&
          !__builtin_mul_overflow(a.denominator_ / g, b.denominator_, &denominator) &&
          numerator != kSmallMin - 1) {
        return Rational::FromFraction(numerator, denominator);
      }
    }
  }
  return Rational::FromBig(a.Numerator() * b.Denominator() + b.Numerator() * a.Denominator(),
                           a.Denominator() * b.Denominator());
}

Rational operator-(const Rational& a, const Rational& b) {
  return a + (-b);
}

Rational operator*(const Rational& a, const Rational& b) {
  if (a.IsZero() || b.IsZero()) return Rational();
  if (!a.big_ && !b.big_) {
    // Cross-reduce first so that the products are already in lowest terms.
    const std::int64_t g1 = Gcd(a.numerator_, b.denominator_);
    const std::int64_t g2 = Gcd(b.numerator_, a.denominator_);
    std::int64_t numerator, denominator;
    if (!__builtin_mul_overflow(a.numerator_ / g1, b.numerator_ / g2, &numerator) &&
        !__builtin_mul_overflow(a.denominator_ / g2, b.denominator_ / g1, &denominator) &&
        numerator != kSmallMin - 1) {
      Rational result;
      result.numerator_ = numerator;
      result.denominator_ = denominator;
      return result;
    }
  }
  return Rational::FromBig(a.Numerator() * b.Numerator(), a.Denominator() * b.Denominator());
}

Rational operator/(const Rational& a, const Rational& b) {
  return a * b.Inverse();
}

bool operator==(const Rational& a, const Rational& b) {
  if (!a.big_ && !b.big_) {
    return a.numerator_ == b.numerator_ && a.denominator_ == b.denominator_;
  }
  if (!a.big_ || !b.big_) return false;  // canonical: a big value never equals a small one
  return a.big_->numerator == b.big_->numerator && a.big_->denominator == b.big_->denominator;
}

std::strong_ordering operator<=>(const Rational& a, const Rational& b) {
  if (!a.big_ && !b.big_) {
    if (a.denominator_ == b.denominator_) return a.numerator_ <=> b.numerator_;
    std::int64_t left, right;
    if (!__builtin_mul_overflow(a.numerator_, b.denominator_, &left) &&
        !__builtin_mul_overflow(b.numerator_, a.denominator_, &right)) {
      return left <=> right;
    }
  }
  const BigInteger left = a.Numerator() * b.Denominator();
  const BigInteger right = b.Numerator() * a.Denominator();
  return left < right
             ? std::strong_ordering::less
             : (left == right ? std::strong_ordering::equal : std::strong_ordering::greater);
}

BigInteger Rational::Floor() const {
  if (!big_) {
    std::int64_t quotient = numerator_ / denominator_;
    if (numerator_ % denominator_ != 0 && numerator_ < 0) --quotient;
    return BigInteger(quotient);
  }
  BigInteger quotient = big_->numerator / big_->denominator;  // truncates toward zero
  if (big_->numerator < 0 && quotient * big_->denominator != big_->numerator) --quotient;
  return quotient;
}

std::size_t Rational::Hash() const {
  if (!big_) {
    return MixHash(std::hash<std::int64_t>()(numerator_), std::hash<std::int64_t>()(denominator_));
  }
  // A big value never equals a small one, so it may hash differently.
  std::size_t seed = 0x51ed270b;
  for (const BigInteger* part : {&big_->numerator, &big_->denominator}) {
    seed = MixHash(seed, static_cast<std::size_t>(part->sign() + 1));
    for (auto limb = part->backend().limbs(), end = limb + part->backend().size(); limb != end;
         ++limb) {
      seed = MixHash(seed, static_cast<std::size_t>(*limb));
    }
  }
  return seed;
}

std::string Rational::ToString() const {
  if (!big_) {
    std::string text = std::to_string(numerator_);
    if (denominator_ != 1) text += "/" + std::to_string(denominator_);
    return text;
  }
  std::string text = big_->numerator.str();
  if (big_->denominator != 1) text += "/" + big_->denominator.str();
  return text;
}

double Rational::ToDouble() const {
  if (!big_) return static_cast<double>(numerator_) / static_cast<double>(denominator_);
  // Scale both parts down to about 64 significant bits so the conversion neither overflows nor
  // loses the ratio.
  const BigInteger magnitude = abs(big_->numerator);
  const long numerator_bits = static_cast<long>(boost::multiprecision::msb(magnitude));
  const long denominator_bits = static_cast<long>(boost::multiprecision::msb(big_->denominator));
  const long shift_numerator = numerator_bits > 64 ? numerator_bits - 64 : 0;
  const long shift_denominator = denominator_bits > 64 ? denominator_bits - 64 : 0;
  const double numerator = static_cast<double>(BigInteger(magnitude >> shift_numerator));
  const double denominator =
      static_cast<double>(BigInteger(big_->denominator >> shift_denominator));
  const double value = std::ldexp(
      numerator / denominator,
      static_cast<int>(std::max(-100000L, std::min(100000L, shift_numerator - shift_denominator))));
  return big_->numerator < 0 ? -value : value;
}

std::ostream& operator<<(std::ostream& out, const Rational& value) {
  return out << value.ToString();
}

std::uint64_t ArithmeticWork() {
  return arithmetic_work;
}

void CountArithmeticWork(std::uint64_t units) {
  arithmetic_work += units;
}

std::uint64_t LimbsOf(const BigInteger& n) {
  return n == 0 ? 1 : boost::multiprecision::msb(abs(n)) / 64 + 1;
}

}  // namespace equations
