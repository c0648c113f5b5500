// Rational: an exact fraction, the number type behind every Equations value (AGLOA III-A: a legal
// expression names a real number; the rational ones are held here exactly, never as floating
// point). Small values live in two int64 fields and never allocate; a result that overflows int64
// moves to boost::multiprecision::cpp_int and comes back to the small form as soon as it fits
// again.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>

namespace equations {

using BigInteger = boost::multiprecision::cpp_int;

// An exact fraction, always reduced, with a positive denominator. Canonical: a value has exactly
// one representation (small whenever numerator and denominator fit in int64 without INT64_MIN),
// so == compares fields.
class Rational {
 public:
  Rational() = default;            // zero
  Rational(std::int64_t integer);  // NOLINT: an integer is a rational (implicit on purpose)
  // Returns numerator/denominator reduced. Precondition: denominator != 0.
  static Rational FromFraction(std::int64_t numerator, std::int64_t denominator);
  static Rational FromBig(BigInteger numerator, BigInteger denominator);  // precondition: den != 0
  static Rational FromBigInteger(BigInteger integer);

  bool IsZero() const { return big_ == nullptr && numerator_ == 0; }
  bool IsInteger() const;
  int Sign() const;                                 // -1, 0 or +1
  bool IsSmall() const { return big_ == nullptr; }  // numerator and denominator fit in int64
  // Precondition: IsSmall().
  std::int64_t SmallNumerator() const { return numerator_; }
  std::int64_t SmallDenominator() const { return denominator_; }
  BigInteger Numerator() const;
  BigInteger Denominator() const;
  // Returns the larger bit length of |numerator| and denominator (0 for zero).
  std::size_t BitSize() const;

  Rational operator-() const;
  Rational Abs() const;
  Rational Inverse() const;  // precondition: !IsZero()
  friend Rational operator+(const Rational& a, const Rational& b);
  friend Rational operator-(const Rational& a, const Rational& b);
  friend Rational operator*(const Rational& a, const Rational& b);
  friend Rational operator/(const Rational& a, const Rational& b);  // precondition: b != 0
  Rational& operator+=(const Rational& b) { return *this = *this + b; }
  Rational& operator-=(const Rational& b) { return *this = *this - b; }
  Rational& operator*=(const Rational& b) { return *this = *this * b; }
  Rational& operator/=(const Rational& b) { return *this = *this / b; }

  friend bool operator==(const Rational& a, const Rational& b);
  friend std::strong_ordering operator<=>(const Rational& a, const Rational& b);

  // Returns the largest integer <= this value.
  BigInteger Floor() const;
  std::size_t Hash() const;
  // Returns "37", "-3/4" (numerator, then "/" and the denominator when it is not 1).
  std::string ToString() const;
  double ToDouble() const;  // for display only, never for a verdict

 private:
  struct Big {
    BigInteger numerator;
    BigInteger denominator;
  };
  static Rational FromReducedBig(BigInteger numerator, BigInteger denominator);

  std::int64_t numerator_ = 0;
  std::int64_t denominator_ = 1;
  std::shared_ptr<const Big> big_;  // set only when the value does not fit the small form
};

// Writes ToString() (for test output and logs).
std::ostream& operator<<(std::ostream& out, const Rational& value);

// Returns the work done by this thread's exact arithmetic so far, in units of about one product of
// two 64-bit limbs of big integers (counted by the big-integer loops of core/numbers/rational.cpp,
// radical.cpp and radical_sum.cpp). Callers bound the work of a computation by the difference
// (core/language/interpretation.cpp); no value ever depends on it.
std::uint64_t ArithmeticWork();
// Adds `units` to ArithmeticWork().
void CountArithmeticWork(std::uint64_t units);
// Returns the 64-bit limbs of |n| (at least 1).
std::uint64_t LimbsOf(const BigInteger& n);

}  // namespace equations

template <>
struct std::hash<equations::Rational> {
  std::size_t operator()(const equations::Rational& value) const { return value.Hash(); }
};
