#include "core/language/operators.h"

#include <algorithm>
#include <cassert>
#include <string>

#include "core/base/utf8.h"
#include "core/numbers/log.h"

namespace equations {
namespace {

Unexpected<ArithmeticError> Undefined(std::string message) {
  return MakeUnexpected(ArithmeticError{ArithmeticErrorKind::DivisionByZero, std::move(message)});
}
Unexpected<ArithmeticError> TooLargeError(std::string message) {
  return MakeUnexpected(ArithmeticError{ArithmeticErrorKind::TooLarge, std::move(message)});
}

// Returns the value as a small integer when it is one.
std::optional<std::int64_t> SmallInteger(const Number& value) {
  if (!value.IsInteger() || !value.RationalPart().IsSmall()) return std::nullopt;
  return value.RationalPart().SmallNumerator();
}

NumberResult ApplyAdd(const Number& a, const Number& b, const OperatorSetting&) {
  return Add(a, b);
}
NumberResult ApplySubtract(const Number& a, const Number& b, const OperatorSetting&) {
  return Subtract(a, b);
}
NumberResult ApplyMultiply(const Number& a, const Number& b, const OperatorSetting&) {
  return Multiply(a, b);
}
NumberResult ApplyDivide(const Number& a, const Number& b, const OperatorSetting&) {
  return Divide(a, b);
}
NumberResult ApplyPower(const Number& a, const Number& b, const OperatorSetting&) {
  return Power(a, b);
}
NumberResult ApplyRoot(const Number& a, const Number& b, const OperatorSetting&) {
  return Root(a, b);
}

// XIII-A-4: n! for a whole number n; 0! = 1.
NumberResult ApplyFactorial(const Number& a, const Number&, const OperatorSetting&) {
  if (!a.IsWhole()) return Undefined("a factorial needs a whole number (XIII-A-4)");
  auto n = SmallInteger(a);
  if (!n || *n > kMaxFactorial)
    return TooLargeError("the factorial of " + a.ToString() + " is too large to check");
  BigInteger product = 1;
  for (std::int64_t k = 2; k <= *n; ++k) product *= k;
  return Number::FromRational(Rational::FromBigInteger(product));
}

// XIII-A-7: the remainder of A ÷ B for positive integers A <= 1000 and B.
NumberResult ApplyRemainder(const Number& a, const Number& b, const OperatorSetting& setting) {
  auto x = SmallInteger(a), y = SmallInteger(b);
  if (!x || !y || *x <= 0 || *y <= 0)
    return Undefined("a remainder needs two positive integers (XIII-A-7)");
  if (*x > setting.remainder_cap)
    return Undefined("a remainder needs a dividend of at most " +
                     std::to_string(setting.remainder_cap) + " (XIII-A-7)");
  return Number::FromInteger(*x % *y);
}

BigInteger Gcd(BigInteger a, BigInteger b) {
  while (b != 0) {
    BigInteger r = a % b;
    a = b;
    b = r;
  }
  return a;
}

// XIII-A-9: the least common multiple of two counting numbers.
NumberResult ApplyLcm(const Number& a, const Number& b, const OperatorSetting&) {
  if (!a.IsInteger() || !b.IsInteger() || a.Sign() <= 0 || b.Sign() <= 0)
    return Undefined("an LCM needs two counting numbers (XIII-A-9)");
  BigInteger x = a.RationalPart().Numerator(), y = b.RationalPart().Numerator();
  if (a.RationalPart().BitSize() + b.RationalPart().BitSize() > kMaxIntegerBits)
    return TooLargeError("this LCM is too large to check");
  return Number::FromRational(Rational::FromBigInteger(x / Gcd(x, y) * y));
}

// XIII-A-10: the greatest common factor of two whole numbers, not both 0; GCF(A, 0) = A.
NumberResult ApplyGcf(const Number& a, const Number& b, const OperatorSetting&) {
  if (!a.IsWhole() || !b.IsWhole() || (a.IsZero() && b.IsZero()))
    return Undefined("a GCF needs two whole numbers, not both 0 (XIII-A-10)");
  return Number::FromRational(
      Rational::FromBigInteger(Gcd(a.RationalPart().Numerator(), b.RationalPart().Numerator())));
}

// The number of factors of a large counting number made of small primes only, as a person counts
// those of a power of a power by hand (XIII-C-9 comment); any other is past checking.
NumberResult CountSmoothFactors(const Number& a) {
  constexpr std::size_t kMostBits = 4096;
  constexpr unsigned kLargestPrime = 1000;
  const auto too_large = [&] {
    return MakeUnexpected(ArithmeticError{
        ArithmeticErrorKind::NotExact,
        "the factors of " + a.ToString() + " cannot be counted here (too large to factor)"});
  };
  if (a.RationalPart().BitSize() > kMostBits) return too_large();
  BigInteger rest = a.RationalPart().Numerator();
  BigInteger count = 1;
  for (unsigned p = 2; p <= kLargestPrime && rest > 1; ++p) {
    unsigned e = 0;
    while (rest % p == 0) rest /= p, ++e;
    count *= e + 1;
  }
  if (rest != 1) return too_large();
  return Number::FromRational(Rational::FromBigInteger(count));
}

// XIII-A-11: the number of positive divisors of a counting number.
NumberResult ApplyNumberOfFactors(const Number& a, const Number&, const OperatorSetting& setting) {
  if (!a.IsInteger() || a.Sign() <= 0)
    return Undefined("Number of Factors needs a counting number (XIII-A-11)");
  auto n = SmallInteger(a);
  if (setting.operand_cap && (!n || *n > *setting.operand_cap))
    return Undefined("Number of Factors needs a number of at most " +
                     std::to_string(*setting.operand_cap));
  if (!n || *n > kMaxFactored) return CountSmoothFactors(a);
  std::int64_t rest = *n, count = 1;
  for (std::int64_t p = 2; p * p <= rest; ++p) {
    int e = 0;
    while (rest % p == 0) rest /= p, ++e;
    count *= e + 1;
  }
  if (rest > 1) count *= 2;
  return Number::FromInteger(count);
}

bool IsPrime(std::int64_t n) {
  if (n < 2) return false;
  for (std::int64_t p = 2; p * p <= n; ++p)
    if (n % p == 0) return false;
  return true;
}

// XIII-A-13: the smallest prime greater than A, for a rational A <= the cap.
NumberResult ApplySmallestPrime(const Number& a, const Number&, const OperatorSetting& setting) {
  if (!a.IsRational()) return Undefined("Smallest Prime needs a rational number (XIII-A-13)");
  const Rational& value = a.RationalPart();
  if (setting.operand_cap && value > Rational(*setting.operand_cap))
    return Undefined("Smallest Prime needs a number of at most " +
                     std::to_string(*setting.operand_cap) + " (XIII-A-13)");
  BigInteger floor = value.Floor();
  if (floor > BigInteger(kMaxFactored)) return TooLargeError("too large to check");
  std::int64_t start = floor < 1 ? 1 : static_cast<std::int64_t>(floor);
  for (std::int64_t n = start + 1;; ++n)
    if (IsPrime(n)) return Number::FromInteger(n);
}

// XIII-A-12: + as the average of two numbers.
NumberResult ApplyAverage(const Number& a, const Number& b, const OperatorSetting&) {
  auto sum = Add(a, b);
  if (!sum) return sum;
  return Divide(*sum, Number::FromInteger(2));
}

// XIII-A-14, XIII-B-12: A % B = (A / 100) x B; per m squared in base m.
NumberResult ApplyPercent(const Number& a, const Number& b, const OperatorSetting& setting) {
  auto part = Divide(a, Number::FromInteger(std::int64_t{setting.base} * setting.base));
  if (!part) return part;
  return Multiply(*part, b);
}

NumberResult ApplyNegation(const Number& a, const Number&, const OperatorSetting&) {
  return Subtract(Number(), a);
}

// XIII-A-1: a sideways cube is the reciprocal; 0 has none.
NumberResult ApplyReciprocal(const Number& a, const Number&, const OperatorSetting&) {
  if (a.IsZero()) return Undefined("a sideways 0 has no reciprocal (XIII-A-1)");
  return Divide(Number::FromInteger(1), a);
}

// XIII-D-13: a log b = log_b a for positive a and b, b != 1. As a Number only when it is
// rational; an irrational logarithm is a value of core/numbers/log.h, which the readings carry
// (core/language/readings.cpp), so here it is NotExact.
NumberResult ApplyLog(const Number& a, const Number& b, const OperatorSetting&) {
  LogResult value = Log(a, b);
  if (!value) {
    if (IsUndefined(value.error().kind)) return Undefined(value.error().message);
    return MakeUnexpected(ArithmeticError{value.error().kind == LogErrorKind::TooLarge
                                              ? ArithmeticErrorKind::TooLarge
                                              : ArithmeticErrorKind::NotExact,
                                          value.error().message});
  }
  if (!value->IsRational())
    return MakeUnexpected(
        ArithmeticError{ArithmeticErrorKind::NotExact, value->ToString() + " is irrational"});
  return Number::FromRational(value->RationalPart());
}

using P = Position;
constexpr std::nullopt_t kNone = std::nullopt;

// name, printed, typed, ascii, arity, position, precedence, commutative, associative,
// right neutral, left neutral, facts (OperatorFact), inverse, section, apply.
constexpr std::array<OperatorRow, kOperatorCount> kRows = {{
    {Operator::Add, "addition", "+", "", "+", 2, P::Infix, 1, true, true, 0, 0,
     kKeepsNonNegative | kKeepsPositive | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
     Operator::Subtract, "III-B-1", &ApplyAdd},
    {Operator::Subtract, "subtraction", "-", "\u2212\u2013", "-", 2, P::Infix, 1, false, false, 0,
     kNone,
     kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational | kRationalOnWholeNonNegative |
         kSelfSolvesRight,
     Operator::Add, "III-B-1", &ApplySubtract},
    {Operator::Multiply, "multiplication", "x", "X\u00D7", "x", 2, P::Infix, 2, true, true, 1, 1,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsIntegral |
         kIntegralOnNonNegative | kKeepsRational | kRationalOnWholeNonNegative |
         kKeepsWholeNonNegative | kZeroAbsorbs,
     Operator::Divide, "III-B-1", &ApplyMultiply},
    {Operator::Divide, "division", "\u00F7", "/", "/", 2, P::Infix, 2, false, false, 1, kNone,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsRational |
         kRationalOnWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight | kSelfSolvesRight,
     Operator::Multiply, "III-B-1", &ApplyDivide},
    {Operator::Power, "exponentiation", "^", "*", "^", 2, P::Infix, 3, false, false, 1, kNone,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kIntegralOnNonNegative |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
     kNone, "III-B-3", &ApplyPower},
    {Operator::Root, "root", "\u221A", "rR", "r", 2, P::Infix, 3, false, false, kNone, 1,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kIntegralOnNonNegative | kZeroAbsorbs,
     kNone, "III-B-2", &ApplyRoot},
    {Operator::Factorial, "factorial", "!", "", "!", 1, P::Postfix, 4, false, false, kNone, kNone,
     kKeepsNonNegative | kKeepsPositive | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
     kNone, "XIII-A-4", &ApplyFactorial},
    {Operator::Remainder, "remainder", "rem", "", "rem", 2, P::Infix, 2, false, false, kNone, kNone,
     kKeepsNonNegative | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight,
     kNone, "XIII-A-7", &ApplyRemainder},
    {Operator::Lcm, "least common multiple", "lcm", "", "lcm", 2, P::Infix, 3, true, true, 1, 1,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsIntegral |
         kIntegralOnNonNegative | kKeepsRational | kRationalOnWholeNonNegative |
         kKeepsWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight,
     kNone, "XIII-A-9", &ApplyLcm},
    {Operator::Gcf, "greatest common factor", "gcf", "", "gcf", 2, P::Infix, 3, true, true, 0, 0,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsIntegral |
         kIntegralOnNonNegative | kKeepsRational | kRationalOnWholeNonNegative |
         kKeepsWholeNonNegative,
     kNone, "XIII-A-10", &ApplyGcf},
    {Operator::NumberOfFactors, "number of factors", "x", "X\u00D7", "x", 1, P::Prefix, 4, false,
     false, kNone, kNone,
     kKeepsNonNegative | kKeepsPositive | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight,
     kNone, "XIII-A-11", &ApplyNumberOfFactors},
    {Operator::SmallestPrime, "smallest prime", "x", "X\u00D7", "x", 1, P::Prefix, 4, false, false,
     kNone, kNone,
     kKeepsNonNegative | kKeepsPositive | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
     kNone, "XIII-A-13", &ApplySmallestPrime},
    {Operator::Average, "average", "+", "", "+", 2, P::Infix, 1, true, false, kNone, kNone,
     kKeepsNonNegative | kKeepsPositive | kKeepsRational | kRationalOnWholeNonNegative, kNone,
     "XIII-A-12", &ApplyAverage},
    {Operator::Percent, "percent", "%", "", "%", 2, P::Infix, 2, false, false, kNone, kNone,
     kKeepsNonNegative | kKeepsPositive | kKeepsRational | kRationalOnWholeNonNegative |
         kZeroAbsorbs,
     kNone, "XIII-A-14", &ApplyPercent},
    {Operator::Negation, "upside-down", "<ud>", "", "<ud>", 1, P::Postfix, 5, false, false, kNone,
     kNone,
     kMultiplicative | kKeepsIntegral | kIntegralOnNonNegative | kKeepsRational |
         kRationalOnWholeNonNegative | kZeroAbsorbs,
     Operator::Negation, "XIII-A-2", &ApplyNegation},
    {Operator::Reciprocal, "sideways", "<sw>", "", "<sw>", 1, P::Postfix, 5, false, false, kNone,
     kNone,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kKeepsRational |
         kRationalOnWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight,
     Operator::Reciprocal, "XIII-A-1", &ApplyReciprocal},
    {Operator::Exponent, "exponent", "'", "", "'", 2, P::Postfix, 4, false, false, 1, kNone,
     kKeepsNonNegative | kKeepsPositive | kMultiplicative | kIntegralOnNonNegative |
         kRationalOnWholeNonNegative | kKeepsWholeNonNegative,
     kNone, "XIII-B-9", &ApplyPower},
    {Operator::Log, "logarithm", "log", "", "log", 2, P::Infix, 2, false, false, kNone, kNone,
     kKeepsRational | kRationalOnWholeNonNegative | kZeroAbsorbs | kNoValueOnZeroRight, kNone,
     "XIII-D-13", &ApplyLog},
}};

constexpr bool RowsInOrder() {
  for (std::size_t i = 0; i < kOperatorCount; ++i)
    if (static_cast<std::size_t>(kRows[i].value) != i) return false;
  return true;
}
static_assert(RowsInOrder(), "one row per Operator, in the enum's order");

}  // namespace

const std::array<OperatorRow, kOperatorCount>& Operators() {
  return kRows;
}

const OperatorRow& RowOf(Operator op) {
  return kRows[static_cast<std::size_t>(op)];
}

// The six Basic rows lie in the order of the operation faces, + - x ÷ ^ √.
static_assert(static_cast<int>(Symbol::Root) - static_cast<int>(Symbol::Plus) ==
                  static_cast<int>(Operator::Root) - static_cast<int>(Operator::Add),
              "one Basic operator per operation face, in the faces' order");

bool IsBasicOperator(Operator op) {
  return static_cast<int>(op) <= static_cast<int>(Operator::Root);
}

Operator OperatorOfFace(Symbol face) {
  assert(!IsDigit(face));
  return static_cast<Operator>(static_cast<int>(face) - static_cast<int>(Symbol::Plus));
}

Symbol FaceOf(Operator op) {
  assert(IsBasicOperator(op));
  return static_cast<Symbol>(static_cast<int>(Symbol::Plus) + static_cast<int>(op));
}

std::optional<Operator> OperatorSpelledAt(std::string_view text, Position position) {
  for (const OperatorRow& row : kRows) {
    if (row.position != position) continue;
    if (text == row.printed || text == row.ascii) return row.value;
    // `typed` holds single characters (UTF-8), each a spelling of its own.
    for (std::size_t i = 0; i < row.typed.size();) {
      const std::size_t length = std::max<std::size_t>(1, Utf8SequenceLength(row.typed, i));
      if (row.typed.substr(i, length) == text) return row.value;
      i += length;
    }
  }
  return std::nullopt;
}

NumberResult ApplyOperator(Operator op, const Number& left, const Number& right,
                           const OperatorSetting& setting) {
  return RowOf(op).apply(left, right, setting);
}

}  // namespace equations
