// Number: the exact real value of an Equations expression, and the arithmetic that computes it with
// the undefined cases of AGLOA III-C-2 (a)-(e), principal even roots (AGLOA III-C-1) and the
// game's root notation "a√b" = the a-th root of b (AGLOA III-B-2, any legal index, e.g. (2÷3)√4).
//
// Canonical form (so that equality is structural and exact):
//   value = r + c1*R1 + c2*R2 + ... where r and every ci are Rationals, every ci != 0, and each
//   Ri = n-th root of m, n >= 2, m >= 2 an integer with no n-th power factor, and the index n is
//   the smallest possible (8 with index 6 becomes 2 with index 2). Terms are ordered by (n, m).
//   Distinct such radicals are linearly independent over the rationals (Besicovitch 1940), so two
//   Numbers are equal exactly when their canonical forms are equal. A small rational Number holds
//   no heap memory.
//
// Canonical text (ToString), readable back by our written-Equation language:
//   integers "37", "-5"; fractions "-3/4"; a square root "√3"; any other index in parentheses
//   with the game's index-in-front notation "(3√2)" (the cube root of 2); a coefficient is written
//   before its root with an explicit "x": "2x√3", "5x(3√2)"; a fractional coefficient, or a
//   fractional rational part of a sum, in parentheses: "(1/2)x√3", "(3/4)-√2"; terms join with
//   "+" or "-" (the rational part first, then roots by index and radicand); a negative first term
//   starts with "-": "1+√2", "√2+√3", "-(1/2)x√3", "-√2+(3√4)".
#pragma once

#include "core/base/expected.h"
#include "core/numbers/rational.h"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>

namespace equations {

// Limits beyond which a value is "too large to check" (ArithmeticErrorKind::TooLarge), chosen so
// that game values take microseconds and no operation takes more than about a second, never a
// huge allocation (recorded in docs/rulings.md, "Exact numbers").
inline constexpr std::size_t kMaxIntegerBits = 4096;  // any numerator, denominator or radicand
inline constexpr std::int64_t kMaxRootIndex = 256;    // index of a root that stays in the value
inline constexpr std::size_t kMaxTerms = 64;          // terms of one Number (r + c1*R1 + ...)
// Roots in the system solved to divide by a sum of roots (past it: NotExact).
inline constexpr std::size_t kMaxFieldDegree = 32;

enum class ArithmeticErrorKind {
  DivisionByZero,            // a ÷ 0 (AGLOA III-A example)
  ZeroRoot,                  // 0√a (AGLOA III-C-2-a)
  ZeroToNonPositivePower,    // 0^a with a <= 0 (AGLOA III-C-2-b)
  EvenRootOfNegative,        // a√b, a even integer, b < 0 (AGLOA III-C-2-c)
  FractionalRootOfNegative,  // (a÷b)√c, c < 0, a even and b odd in lowest terms (AGLOA III-C-2-d)
  FractionalPowerOfNegative,  // a^(b÷c), a < 0, b odd and c even in lowest terms (AGLOA III-C-2-e)
  NotReal,                    // a negative number to an irrational power (AGLOA III-A: not real)
  TooLarge,                   // past the limits above: "too large to check"
  NotExact,  // real, but not exactly representable here: "cannot be checked exactly"
};

struct ArithmeticError {
  ArithmeticErrorKind kind;
  std::string message;  // plain words a student can read
};

// Returns true for the kinds that make an expression undefined under the rules (not TooLarge or
// NotExact, which are limits of this program).
bool IsUndefined(ArithmeticErrorKind kind);

class RadicalSum;  // the irrational part, defined in core/numbers/radical.h

// An exact real number in the canonical form described at the top of this file.
class Number {
 public:
  Number() = default;  // zero
  static Number FromInteger(std::int64_t integer);
  static Number FromRational(Rational rational);

  bool IsRational() const { return radicals_ == nullptr; }
  bool IsInteger() const { return IsRational() && rational_.IsInteger(); }
  bool IsWhole() const { return IsInteger() && rational_.Sign() >= 0; }  // integer >= 0
  bool IsZero() const { return IsRational() && rational_.IsZero(); }
  // Returns -1, 0 or +1, decided exactly (an irrational value is bounded by refined intervals).
  int Sign() const;
  // Returns the value itself when IsRational(), otherwise the rational part r of the canonical
  // form.
  const Rational& RationalPart() const { return rational_; }
  const RadicalSum* Radicals() const { return radicals_.get(); }  // null when IsRational()

  double ToDouble() const;  // for display only, never for a verdict
  std::string ToString() const;
  std::size_t Hash() const;

  friend bool operator==(const Number& a, const Number& b);
  friend bool operator!=(const Number& a, const Number& b) { return !(a == b); }
  // Orders by value (a total order, exact).
  friend bool operator<(const Number& a, const Number& b);
  friend bool operator>(const Number& a, const Number& b) { return b < a; }
  friend bool operator<=(const Number& a, const Number& b) { return !(b < a); }
  friend bool operator>=(const Number& a, const Number& b) { return !(a < b); }

  // Internal: builds r + the radical terms (canonical, non-empty) of `radicals`.
  Number(Rational rational, std::shared_ptr<const RadicalSum> radicals);

 private:
  Rational rational_;
  std::shared_ptr<const RadicalSum> radicals_;  // null for a rational value
};

// Writes ToString() (for test output and logs).
std::ostream& operator<<(std::ostream& out, const Number& value);

using NumberResult = Expected<Number, ArithmeticError>;

NumberResult Add(const Number& a, const Number& b);
NumberResult Subtract(const Number& a, const Number& b);
NumberResult Multiply(const Number& a, const Number& b);
NumberResult Divide(const Number& a, const Number& b);  // rationalizes a denominator with roots
// Returns base^exponent (AGLOA III-B-3, III-C-2-b and -e).
NumberResult Power(const Number& base, const Number& exponent);
// Returns the index-th root of radicand, the game's "index√radicand" (AGLOA III-B-2, III-C-1,
// III-C-2-a, -c, -d); an index that is not an integer means radicand^(1/index).
NumberResult Root(const Number& index, const Number& radicand);

}  // namespace equations

template <>
struct std::hash<equations::Number> {
  std::size_t operator()(const equations::Number& value) const { return value.Hash(); }
};
