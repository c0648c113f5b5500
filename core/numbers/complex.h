// Complex: the exact value of an expression under the Imaginary variation (AGLOA XIII-D-11): i, the
// real radicals of Number, and every root of unity a root a^(p/q) can reach (orders 7, 9, ... that
// real radicals cannot write), with + - x ÷, integer powers and exact equality. See
// docs/complex_numbers.md for the form and the proof that equality is exact.
//
// Canonical form: value = Σ R_j c_j, where every c_j is a non-zero element of Q(ζ_N) (N, the order,
// a multiple of 4 so that i = ζ_N^(N/4) is always present) and the R_j are distinct canonical
// positive real radicals (core/numbers/radical.h) reduced by the square roots Q(ζ_N) already holds:
// for a prime p dividing N (2 when 8 divides N) the exponent of p in R_j is below 1/2, the rest of
// √p moving into c_j. Radicals distinct modulo Q(ζ_N) are linearly independent over it (Kummer
// theory), so two values of one order are equal exactly when their terms are equal.
//
// Text (ToString): a Gaussian rational as the API writes it: "3+2i", "3-2i", "5i", "-1i", "3/10i"
// (= (3/10)i), "7"; real radical parts in Number's text, an irrational imaginary part in
// parentheses before "i": "√2", "-1+(√3)i", "-1/2-((1/2)x√3)i", "(√2)i", "(3√2)+1i"; any other
// value as a sum of terms "R x (c)" where R is the radical in Number's text (omitted when 1) and c
// is Σ ck e(k/N) with e(k/N) = e^(2πik/N), e.g. "(e(4/28))" for a seventh root of unity.
#pragma once

#include "core/base/expected.h"
#include "core/numbers/cyclotomic.h"
#include "core/numbers/number.h"
#include "core/numbers/radical.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace equations {

// The most basis elements (radicals x powers of ζ) of the linear system that divides by a value
// with roots; past it the division is "too large to check".
inline constexpr std::size_t kMaxComplexSystem = 96;

struct ComplexTerm {
  Radical radical;         // canonical, 1 for the term without a root
  Cyclotomic coefficient;  // non-zero
};

class Complex {
 public:
  Complex() = default;  // zero
  static Complex FromNumber(const Number& real);
  static Complex FromRational(const Rational& real);
  static Complex Gaussian(const Rational& real, const Rational& imaginary);  // real + imaginary i
  static Complex I();
  // Returns e^(2πi power/order), order >= 1 (TooLarge past kMaxCyclotomicOrder).
  static Expected<Complex, ArithmeticError> RootOfUnity(std::int64_t power, std::int64_t order);

  bool IsZero() const { return terms_.empty(); }
  std::int64_t Order() const { return order_; }
  const std::vector<ComplexTerm>& Terms() const { return terms_; }
  // Returns true and sets re, im when the value is re + im i with rational re, im.
  bool AsGaussian(Rational& re, Rational& im) const;
  // Returns true and sets re, im when the value is re + im i with real radical values re, im
  // (false for values such as a seventh root of unity, whose parts no real radical writes).
  bool AsNumbers(Number& re, Number& im) const;
  std::string ToString() const;

  // Internal: the canonical value of order `order` with the given terms.
  Complex(std::int64_t order, std::vector<ComplexTerm> terms)
      : order_(order), terms_(std::move(terms)) {}

 private:
  std::int64_t order_ = 4;
  std::vector<ComplexTerm> terms_;  // sorted by radical
};

std::ostream& operator<<(std::ostream& out, const Complex& value);

using ComplexResult = Expected<Complex, ArithmeticError>;
using BoolResult = Expected<bool, ArithmeticError>;

ComplexResult Add(const Complex& a, const Complex& b);
ComplexResult Subtract(const Complex& a, const Complex& b);
ComplexResult Multiply(const Complex& a, const Complex& b);
ComplexResult Divide(const Complex& a, const Complex& b);  // DivisionByZero when b is 0
// Returns x^power (x != 0 when power < 0), by repeated squaring.
ComplexResult IntegerPower(const Complex& x, std::int64_t power);
Complex Conjugate(const Complex& x);
// Returns whether a == b, decided exactly (errors only when the common order is too large).
BoolResult Equal(const Complex& a, const Complex& b);

// Returns every complex value of a^exponent (AGLOA XIII-D-11: "every complex root of a^(p/q) is
// available"), p/q the exponent in lowest terms: the q values r ζ with r the real root of |a^p| and
// ζ running over the q-th roots of unity (of -1 when a^p < 0), in order of argument from 0.
// Errors: 0 to a power <= 0; TooLarge past the limits; NotExact when the real root of a sum of
// roots does not denest (core/numbers/radical_sum.h RootOfSum).
Expected<std::vector<Complex>, ArithmeticError> AllRoots(const Number& a, const Rational& exponent);
// Returns every value of a^exponent for a complex a whose power a^p is a real radical times a root
// of unity, in order of argument from 0 (i^(1/2) gives e(1/8) and e(5/8)); NotExact when a^p is not
// (the writer's value can still be checked by IsRootOf).
Expected<std::vector<Complex>, ArithmeticError> AllRoots(const Complex& a,
                                                         const Rational& exponent);
// Returns whether v is one of the values of a^exponent: v^q == a^p with p/q in lowest terms.
BoolResult IsRootOf(const Complex& v, const Complex& a, const Rational& exponent);

}  // namespace equations
