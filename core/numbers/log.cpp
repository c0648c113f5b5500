#include "core/numbers/log.h"

#include <cmath>
#include <map>
#include <numeric>
#include <utility>

namespace equations {
namespace {

LogError MakeLogError(LogErrorKind kind) {
  switch (kind) {
    case LogErrorKind::ArgumentNotPositive:
      return {kind, "a log b needs a positive a (AGLOA XIII-D-13)"};
    case LogErrorKind::BaseNotPositive:
      return {kind, "a log b needs a positive b (AGLOA XIII-D-13)"};
    case LogErrorKind::BaseOne:
      return {kind, "a log 1 is undefined: no power of 1 is anything but 1 (AGLOA XIII-D-13)"};
    case LogErrorKind::NotExact:
      return {kind, "this logarithm cannot be checked exactly"};
    case LogErrorKind::TooLarge:
      break;
  }
  return {LogErrorKind::TooLarge, "too large to check"};
}

// Returns a + factor x b over primes (sorted, no zero entries).
PrimeExponents Combine(const PrimeExponents& a, const PrimeExponents& b, const Rational& factor) {
  PrimeExponents result;
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) {
      result.push_back(a[i++]);
    } else if (i == a.size() || b[j].first < a[i].first) {
      Rational scaled = b[j].second * factor;
      if (!scaled.IsZero()) result.emplace_back(b[j].first, std::move(scaled));
      ++j;
    } else {
      Rational sum = a[i].second + b[j].second * factor;
      if (!sum.IsZero()) result.emplace_back(a[i].first, std::move(sum));
      ++i;
      ++j;
    }
  }
  return result;
}

// Returns the prime exponents of a positive Number that is a rational times one root.
Expected<PrimeExponents, LogError> ExponentsOfNumber(const Number& x) {
  Rational coefficient = x.RationalPart();
  PrimeExponents root;
  if (!x.IsRational()) {
    const auto& terms = x.Radicals()->terms;
    if (terms.size() != 1 || !x.RationalPart().IsZero()) {
      return MakeUnexpected(MakeLogError(LogErrorKind::NotExact));
    }
    coefficient = terms[0].coefficient;
    root = ExponentsOf(terms[0].radical);
  }
  auto factors = FactorRational(coefficient);
  if (!factors) return MakeUnexpected(MakeLogError(LogErrorKind::NotExact));
  return Combine(*factors, root, Rational(1));
}

// Returns s and the primitive integer form c with form = s x c, c's first entry positive.
std::pair<Rational, PrimeExponents> Primitive(const PrimeExponents& form) {
  BigInteger denominators = 1, numerators = 0;
  for (const auto& entry : form) {
    const BigInteger d = entry.second.Denominator();
    denominators = denominators / gcd(denominators, d) * d;
    numerators = gcd(numerators, abs(entry.second.Numerator()));
  }
  Rational scale = Rational::FromBig(numerators, denominators);
  if (form.front().second.Sign() < 0) scale = -scale;
  PrimeExponents primitive;
  for (const auto& entry : form) primitive.emplace_back(entry.first, entry.second / scale);
  return {scale, primitive};
}

Rational CoefficientAt(const PrimeExponents& form, const BigInteger& prime) {
  for (const auto& entry : form) {
    if (entry.first == prime) return entry.second;
  }
  return Rational();
}

// Returns Π p^e for integer exponents, or "p^e x ..." text when it would pass kMaxIntegerBits.
std::string ProductText(const PrimeExponents& integer_form) {
  std::size_t bits = 0;
  for (const auto& [prime, exponent] : integer_form) {
    bits += static_cast<std::size_t>(abs(exponent.Numerator())) * BitLength(prime);
    if (bits > kMaxIntegerBits) break;
  }
  if (bits > kMaxIntegerBits) {
    std::string text;
    for (const auto& [prime, exponent] : integer_form) {
      if (!text.empty()) text += "x";
      text += prime.str() + "^(" + exponent.ToString() + ")";
    }
    return text;
  }
  BigInteger up = 1, down = 1;
  for (const auto& [prime, exponent] : integer_form) {
    const unsigned power = static_cast<unsigned>(abs(exponent.Numerator()));
    (exponent.Sign() > 0 ? up : down) *= boost::multiprecision::pow(prime, power);
  }
  return Rational::FromBig(up, down).ToString();
}

double LogOf(const PrimeExponents& form) {
  double sum = 0;
  for (const auto& [prime, exponent] : form) {
    sum += exponent.ToDouble() * std::log(static_cast<double>(prime));
  }
  return sum;
}

}  // namespace

bool IsUndefined(LogErrorKind kind) {
  return kind == LogErrorKind::ArgumentNotPositive || kind == LogErrorKind::BaseNotPositive ||
         kind == LogErrorKind::BaseOne;
}

LogValue LogValue::FromRational(const Rational& value) {
  return LogValue(value, {});
}

std::string LogValue::ToString() const {
  std::string text = rational_.IsZero() && !terms_.empty() ? "" : rational_.ToString();
  for (const auto& term : terms_) {
    auto [scale, argument] = Primitive(term.argument);
    std::string part;
    if (scale == Rational(-1)) {
      part = "-";
    } else if (scale != Rational(1)) {
      part = scale.IsInteger() ? scale.ToString() + "x" : "(" + scale.ToString() + ")x";
      if (!scale.IsInteger() && scale.Sign() < 0) part = "-(" + (-scale).ToString() + ")x";
    }
    part += "log_" + ProductText(term.base) + "(" + ProductText(argument) + ")";
    if (!text.empty() && part[0] != '-') text += "+";
    text += part;
  }
  return text;
}

double LogValue::ToDouble() const {
  double value = rational_.ToDouble();
  for (const auto& term : terms_) value += LogOf(term.argument) / LogOf(term.base);
  return value;
}

LogResult Log(const Number& argument, const Number& base) {
  if (base.Sign() <= 0) return MakeUnexpected(MakeLogError(LogErrorKind::BaseNotPositive));
  if (argument.Sign() <= 0) return MakeUnexpected(MakeLogError(LogErrorKind::ArgumentNotPositive));
  if (base == Number::FromInteger(1)) return MakeUnexpected(MakeLogError(LogErrorKind::BaseOne));
  auto a = ExponentsOfNumber(argument);
  if (!a) return MakeUnexpected(a.error());
  auto b = ExponentsOfNumber(base);
  if (!b) return MakeUnexpected(b.error());
  // log a / log b = (A/s) / log c with b = c^s.
  auto [scale, primitive] = Primitive(*b);
  const BigInteger& first = primitive.front().first;
  PrimeExponents numerator = Combine({}, *a, scale.Inverse());
  const Rational rational = CoefficientAt(numerator, first) / CoefficientAt(primitive, first);
  numerator = Combine(numerator, primitive, -rational);
  if (numerator.empty()) return LogValue::FromRational(rational);
  return LogValue(rational, {LogTerm{std::move(primitive), std::move(numerator)}});
}

LogValue Add(const LogValue& a, const LogValue& b) {
  std::map<PrimeExponents, PrimeExponents> sums;
  for (const auto* side : {&a, &b}) {
    for (const auto& term : side->Terms()) {
      auto& sum = sums[term.base];
      sum = Combine(sum, term.argument, Rational(1));
    }
  }
  std::vector<LogTerm> terms;
  for (auto& [base, argument] : sums) {
    if (!argument.empty()) terms.push_back(LogTerm{base, std::move(argument)});
  }
  return LogValue(a.RationalPart() + b.RationalPart(), std::move(terms));
}

LogValue Scale(const LogValue& x, const Rational& factor) {
  if (factor.IsZero()) return LogValue();
  std::vector<LogTerm> terms = x.Terms();
  for (auto& term : terms) term.argument = Combine({}, term.argument, factor);
  return LogValue(x.RationalPart() * factor, std::move(terms));
}

LogValue Subtract(const LogValue& a, const LogValue& b) {
  return Add(a, Scale(b, Rational(-1)));
}

LogVerdict Compare(const LogValue& a, const LogValue& b) {
  const LogValue difference = Subtract(a, b);
  // r + F/log c with F != 0 would make F + r log c = 0 a rational relation between logs of primes,
  // impossible as F has no log of c's first prime: so one term means not equal.
  if (difference.Terms().size() >= 2) return LogVerdict::CannotVerify;
  if (difference.Terms().size() == 1) return LogVerdict::NotEqual;
  return difference.RationalPart().IsZero() ? LogVerdict::Equal : LogVerdict::NotEqual;
}

LogVerdict Compare(const LogValue& a, const Number& b) {
  if (a.Terms().size() >= 2) return LogVerdict::CannotVerify;
  // One term: r + log_c x with log_c x irrational is transcendental (Gelfond-Schneider), b is
  // algebraic.
  if (a.Terms().size() == 1) return LogVerdict::NotEqual;
  return Number::FromRational(a.RationalPart()) == b ? LogVerdict::Equal : LogVerdict::NotEqual;
}

}  // namespace equations
