// Number: exact real values and the arithmetic of Equations expressions (AGLOA III-B, III-C).
#include "core/numbers/number.h"

#include "core/numbers/radical.h"
#include "core/numbers/radical_sum.h"

#include <cassert>
#include <ostream>
#include <utility>

namespace equations {
namespace {

using Kind = ArithmeticErrorKind;

Unexpected<ArithmeticError> Fail(Kind kind) {
  return MakeUnexpected(MakeError(kind));
}

Unexpected<ArithmeticError> Fail(Kind kind, std::string message) {
  return MakeUnexpected(ArithmeticError{kind, std::move(message)});
}

// Returns seed combined with value (the boost::hash_combine recipe).
std::size_t MixHash(std::size_t seed, std::size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

// Returns the sign of x, or TooLarge when deciding it would pass kMaxSignBits.
Expected<int, ArithmeticError> SignWithinBudget(const Number& x) {
  if (x.IsRational()) return x.RationalPart().Sign();
  const std::optional<int> sign = SignOfSum(x.RationalPart(), *x.Radicals(), kMaxSignBits);
  if (!sign) return Fail(Kind::TooLarge);
  return *sign;
}

// Returns the rational as a Number, or TooLarge past kMaxIntegerBits.
NumberResult FromRationalChecked(Rational value) {
  if (!value.IsSmall() && value.BitSize() > kMaxIntegerBits) return Fail(Kind::TooLarge);
  return Number::FromRational(std::move(value));
}

// Returns base^p for a small rational base and |p| <= 64 without leaving the int64 path when the
// result fits (the common case of the solver).
NumberResult SmallIntegerPower(const Rational& base, std::int64_t p) {
  Rational result(1), square = base;
  std::uint64_t remaining = static_cast<std::uint64_t>(p < 0 ? -p : p);
  while (remaining > 0) {
    if (remaining & 1) result *= square;
    remaining >>= 1;
    if (remaining > 0) square *= square;
  }
  if (p < 0) result = result.Inverse();
  return FromRationalChecked(std::move(result));
}

// Returns the positive x^e for x > 0 and a rational exponent e.
NumberResult PowerOfPositive(const Number& x, const Rational& e) {
  if (x.IsRational()) {
    const MonomialResult m = RationalPower(x.RationalPart(), e);
    if (!m) return MakeUnexpected(m.error());
    return WithinLimits(NumberFromMonomial(*m));
  }
  const RadicalSum& sum = *x.Radicals();
  if (x.RationalPart().IsZero() && sum.terms.size() == 1) {
    // c x R with c > 0: c^e x R^e.
    const Monomial& term = sum.terms.front();
    const MonomialResult c = RationalPower(term.coefficient, e);
    if (!c) return MakeUnexpected(c.error());
    const MonomialResult r = RadicalPower(term.radical, e);
    if (!r) return MakeUnexpected(r.error());
    const MonomialResult product = MultiplyRadicals(c->radical, r->radical);
    if (!product) return MakeUnexpected(product.error());
    return WithinLimits(NumberFromMonomial(
        Monomial{c->coefficient * r->coefficient * product->coefficient, product->radical}));
  }
  // A sum: the root first (denesting), then the integer power.
  Number root = x;
  const BigInteger q = e.Denominator();
  if (q != 1) {
    NumberResult denested = RootOfSum(x, q);
    if (!denested) return denested;
    root = std::move(*denested);
  }
  const BigInteger p = e.Numerator();
  if (BitLength(abs(p)) > 20) return Fail(Kind::TooLarge);
  return IntegerPower(root, static_cast<std::int64_t>(p));
}

}  // namespace

ArithmeticError MakeError(ArithmeticErrorKind kind) {
  switch (kind) {
    case Kind::DivisionByZero:
      return {kind, "division by zero is undefined"};
    case Kind::ZeroRoot:
      return {kind, "a zero root (0√a) is undefined"};
    case Kind::ZeroToNonPositivePower:
      return {kind, "0 raised to a power that is zero or negative is undefined"};
    case Kind::EvenRootOfNegative:
      return {kind, "an even root of a negative number is undefined"};
    case Kind::FractionalRootOfNegative:
      return {kind,
              "a root of a negative number whose index, in lowest terms, has an even numerator "
              "and an odd denominator is undefined"};
    case Kind::FractionalPowerOfNegative:
      return {kind,
              "a negative number raised to a fraction that has, in lowest terms, an odd numerator "
              "and an even denominator is undefined"};
    case Kind::NotReal:
      return {kind, "a negative number raised to an irrational power is not a real number"};
    case Kind::TooLarge:
      return {kind, "too large to check: the numbers involved are too big to compute exactly"};
    case Kind::NotExact:
      return {kind,
              "cannot be checked exactly: the value has no exact form this program can compute"};
  }
  return {kind, "undefined"};
}

bool IsUndefined(ArithmeticErrorKind kind) {
  return kind != Kind::TooLarge && kind != Kind::NotExact;
}

Number::Number(Rational rational, std::shared_ptr<const RadicalSum> radicals)
    : rational_(std::move(rational)), radicals_(std::move(radicals)) {
  assert(radicals_ == nullptr || !radicals_->terms.empty());
}

Number Number::FromInteger(std::int64_t integer) {
  return FromRational(Rational(integer));
}

Number Number::FromRational(Rational rational) {
  Number result;
  result.rational_ = std::move(rational);
  return result;
}

int Number::Sign() const {
  if (IsRational()) return rational_.Sign();
  // Exact at any cost: the refinement ends because the value is not zero. Arithmetic uses a
  // budget instead (see SignWithinBudget).
  return *SignOfSum(rational_, *radicals_, static_cast<std::size_t>(-1));
}

double Number::ToDouble() const {
  double value = rational_.ToDouble();
  if (radicals_) {
    for (const Monomial& term : radicals_->terms) {
      value += term.coefficient.ToDouble() * RadicalToDouble(term.radical);
    }
  }
  return value;
}

std::string Number::ToString() const {
  if (IsRational()) return rational_.ToString();
  std::string text;
  auto append = [&text](const Rational& coefficient, const Radical* radical) {
    const bool negative = coefficient.Sign() < 0;
    if (negative) {
      text += "-";
    } else if (!text.empty()) {
      text += "+";
    }
    const Rational magnitude = coefficient.Abs();
    const bool fraction = !magnitude.IsInteger();
    if (radical == nullptr) {
      text += fraction ? "(" + magnitude.ToString() + ")" : magnitude.ToString();
      return;
    }
    if (magnitude != Rational(1)) {
      text += fraction ? "(" + magnitude.ToString() + ")x" : magnitude.ToString() + "x";
    }
    if (radical->index == 2) {
      text += "√" + radical->radicand.str();
    } else {
      text += "(" + std::to_string(radical->index) + "√" + radical->radicand.str() + ")";
    }
  };
  if (!rational_.IsZero()) append(rational_, nullptr);
  for (const Monomial& term : radicals_->terms) append(term.coefficient, &term.radical);
  return text;
}

std::size_t Number::Hash() const {
  std::size_t seed = rational_.Hash();
  if (radicals_) {
    for (const Monomial& term : radicals_->terms) {
      seed = MixHash(seed, term.coefficient.Hash());
      seed = MixHash(seed, std::hash<std::int64_t>()(term.radical.index));
      const auto& backend = term.radical.radicand.backend();
      for (auto limb = backend.limbs(), end = limb + backend.size(); limb != end; ++limb) {
        seed = MixHash(seed, static_cast<std::size_t>(*limb));
      }
    }
  }
  return seed;
}

bool operator==(const Number& a, const Number& b) {
  if (!(a.rational_ == b.rational_)) return false;
  if (a.radicals_ == b.radicals_) return true;
  if (!a.radicals_ || !b.radicals_) return false;
  const auto& left = a.radicals_->terms;
  const auto& right = b.radicals_->terms;
  if (left.size() != right.size()) return false;
  for (std::size_t i = 0; i < left.size(); ++i) {
    if (!(left[i].coefficient == right[i].coefficient) || !(left[i].radical == right[i].radical)) {
      return false;
    }
  }
  return true;
}

bool operator<(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) return a.rational_ < b.rational_;
  return AddUnchecked(a, Negate(b)).Sign() < 0;
}

std::ostream& operator<<(std::ostream& out, const Number& value) {
  return out << value.ToString();
}

NumberResult Add(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) {
    return FromRationalChecked(a.RationalPart() + b.RationalPart());
  }
  return WithinLimits(AddUnchecked(a, b));
}

NumberResult Subtract(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) {
    return FromRationalChecked(a.RationalPart() - b.RationalPart());
  }
  return WithinLimits(AddUnchecked(a, Negate(b)));
}

NumberResult Multiply(const Number& a, const Number& b) {
  if (a.IsRational() && b.IsRational()) {
    return FromRationalChecked(a.RationalPart() * b.RationalPart());
  }
  NumberResult product = MultiplyUnchecked(a, b);
  if (!product) return product;
  return WithinLimits(std::move(*product));
}

NumberResult Divide(const Number& a, const Number& b) {
  if (b.IsZero()) return Fail(Kind::DivisionByZero);
  // 0 ÷ b is 0 for every b != 0, also for a sum of roots too complicated to invert.
  if (a.IsZero()) return Number::FromInteger(0);
  if (a.IsRational() && b.IsRational()) {
    return FromRationalChecked(a.RationalPart() / b.RationalPart());
  }
  NumberResult inverse = Inverse(b);
  if (!inverse) return inverse;
  return Multiply(a, *inverse);
}

NumberResult Power(const Number& base, const Number& exponent) {
  const auto signed_base = SignWithinBudget(base);
  if (!signed_base) return MakeUnexpected(signed_base.error());
  const int base_sign = *signed_base;
  if (!exponent.IsRational()) {
    // An irrational exponent (2^√2): exact only for the bases 0 and 1.
    if (base_sign == 0) {
      const auto exponent_sign = SignWithinBudget(exponent);
      if (!exponent_sign) return MakeUnexpected(exponent_sign.error());
      if (*exponent_sign <= 0) return Fail(Kind::ZeroToNonPositivePower);  // AGLOA III-C-2-b
      return Number();
    }
    if (base_sign < 0) return Fail(Kind::NotReal);
    if (base == Number::FromInteger(1)) return base;
    return Fail(Kind::NotExact,
                "cannot be checked exactly: a power with an irrational exponent has no exact form "
                "here");
  }
  const Rational& e = exponent.RationalPart();
  if (base_sign == 0) {
    if (e.Sign() <= 0) return Fail(Kind::ZeroToNonPositivePower);  // AGLOA III-C-2-b
    return Number();
  }
  if (e.IsZero()) return Number::FromInteger(1);
  // The fast path of the solver: small rational to a small integer power.
  if (base.IsRational() && base.RationalPart().IsSmall() && e.IsSmall() && e.IsInteger() &&
      e.SmallNumerator() >= -64 && e.SmallNumerator() <= 64) {
    return SmallIntegerPower(base.RationalPart(), e.SmallNumerator());
  }
  if (base_sign > 0) return PowerOfPositive(base, e);
  // A negative base (AGLOA III-C-2-e): e = b/c in lowest terms, undefined when c is even.
  if (e.Denominator() % 2 == 0) return Fail(Kind::FractionalPowerOfNegative);
  NumberResult magnitude = PowerOfPositive(Negate(base), e);
  if (!magnitude) return magnitude;
  if (e.Numerator() % 2 != 0) return Negate(*magnitude);
  return magnitude;
}

NumberResult Root(const Number& index, const Number& radicand) {
  if (index.IsZero()) return Fail(Kind::ZeroRoot);  // AGLOA III-C-2-a
  const auto signed_radicand = SignWithinBudget(radicand);
  if (!signed_radicand) return MakeUnexpected(signed_radicand.error());
  const int radicand_sign = *signed_radicand;
  if (!index.IsRational()) {
    // radicand^(1/index) with an irrational exponent: exact only for the radicands 0 and 1.
    if (radicand_sign < 0) return Fail(Kind::NotReal);
    if (radicand_sign == 0) {
      const auto index_sign = SignWithinBudget(index);
      if (!index_sign) return MakeUnexpected(index_sign.error());
      if (*index_sign < 0) return Fail(Kind::ZeroToNonPositivePower);  // AGLOA III-C-2-b
      return Number();
    }
    if (radicand == Number::FromInteger(1)) return radicand;
    return Fail(
        Kind::NotExact,
        "cannot be checked exactly: a root with an irrational index has no exact form here");
  }
  // index = a/b in lowest terms; the root is radicand^(b/a).
  const Rational& a_over_b = index.RationalPart();
  if (radicand_sign < 0 && a_over_b.Numerator() % 2 == 0) {
    // AGLOA III-C-2-c (an even integer index) and III-C-2-d (a fraction, even over odd).
    return Fail(a_over_b.IsInteger() ? Kind::EvenRootOfNegative : Kind::FractionalRootOfNegative);
  }
  if (radicand_sign == 0 && a_over_b.Sign() < 0) {
    return Fail(Kind::ZeroToNonPositivePower,
                "a root of 0 with a negative index means dividing by 0, which is undefined");
  }
  // An odd numerator a: a real root, negative for a negative radicand when b is odd
  // (AGLOA III-C-2-d example (c): 3/6√(-9) = (-9)^2 = 81).
  return Power(radicand, Number::FromRational(a_over_b.Inverse()));
}

}  // namespace equations
