// LogValue: the exact value of log_b a under the Log variation (AGLOA XIII-D-13: "a log b" is
// log_b a, defined for positive real a and b, b != 1), as a rational plus terms log_c x that are
// irrational, and the decision of equalities between such values: exact where the mathematics
// allows it, and an honest "cannot be verified exactly" otherwise (XIII-C-9 comment: an Equation
// that cannot be verified is ruled incorrect), never a floating-point guess.
//
// Canonical form: value = r + Σ F_c / log c, where each c > 0 is a primitive base (a product of
// primes to integer powers with gcd 1 and the first prime's power positive, so c is no power of
// another rational and 1/c is written as c), and F_c is a linear form Σ f_p log p over primes whose
// coefficient at c's first prime is 0 (the rational multiple of log c has moved into r). Logarithms
// of distinct primes are linearly independent over the rationals (unique factorization), so a
// value with at most one term is rational exactly when it has no term, and by Gelfond-Schneider a
// value with one term is transcendental, hence equal to no real radical.
//
// Text: "2", "log_2(3)", "(1/2)xlog_2(3)", "1+log_2(3)", "log_2(3)-log_3(2)".
#pragma once

#include "core/base/expected.h"
#include "core/numbers/number.h"
#include "core/numbers/radical.h"

#include <string>
#include <vector>

namespace equations {

enum class LogErrorKind {
  ArgumentNotPositive,  // log_b a with a <= 0 or a not real (XIII-D-13)
  BaseNotPositive,      // log_b a with b <= 0 or b not real
  BaseOne,              // log_1 a
  NotExact,             // an operand this program cannot factor (a sum of roots, a huge integer)
  TooLarge,             // past the limits of core/numbers/number.h
};

struct LogError {
  LogErrorKind kind;
  std::string message;  // plain words a student can read
};

// Returns true for the kinds that make "a log b" undefined under the rules.
bool IsUndefined(LogErrorKind kind);

struct LogTerm {
  PrimeExponents base;      // the primitive base c: integer exponents
  PrimeExponents argument;  // F_c: log of Π p^f, divided by log c
};

class LogValue {
 public:
  LogValue() = default;  // zero
  static LogValue FromRational(const Rational& value);

  bool IsRational() const { return terms_.empty(); }
  const Rational& RationalPart() const { return rational_; }
  const std::vector<LogTerm>& Terms() const { return terms_; }
  std::string ToString() const;
  double ToDouble() const;  // for display only, never for a verdict

  // Internal: canonical parts.
  LogValue(Rational rational, std::vector<LogTerm> terms)
      : rational_(std::move(rational)), terms_(std::move(terms)) {}

 private:
  Rational rational_;
  std::vector<LogTerm> terms_;  // sorted by base
};

using LogResult = Expected<LogValue, LogError>;

// Returns log_base argument (AGLOA XIII-D-13), for rational operands and single roots such as
// 5x(3√2); a sum of roots is NotExact.
LogResult Log(const Number& argument, const Number& base);
LogValue Add(const LogValue& a, const LogValue& b);
LogValue Subtract(const LogValue& a, const LogValue& b);
LogValue Scale(const LogValue& x, const Rational& factor);

enum class LogVerdict { Equal, NotEqual, CannotVerify };
// Decides a == b: Equal or NotEqual when it is proven, CannotVerify when the difference has terms
// in two or more bases (its vanishing would need algebraic independence of logarithms, an open
// problem).
LogVerdict Compare(const LogValue& a, const LogValue& b);
// Decides a == b for a real radical value b.
LogVerdict Compare(const LogValue& a, const Number& b);

}  // namespace equations
