#include "core/language/evaluate.h"

#include <optional>

#include <cassert>

namespace equations {

namespace {

// The longest numeral evaluated; longer ones are "too large to check" (a Solution may have any
// numeral written, and the checker still reports its other faults).
constexpr std::size_t kMaxNumeralDigits = 1000;

std::string Step(Operator op, std::string_view left, std::string_view right) {
  return std::string(left) + std::string(RowOf(op).printed) + std::string(right);
}

Unexpected<ValueError> Fail(ValueErrorKind kind, std::string message) {
  return MakeUnexpected(ValueError{kind, std::move(message)});
}

ValueErrorKind KindOf(ArithmeticErrorKind kind) {
  if (IsUndefined(kind)) return ValueErrorKind::Undefined;
  return kind == ArithmeticErrorKind::TooLarge ? ValueErrorKind::TooLarge
                                               : ValueErrorKind::NotExact;
}

// Returns the rule that limits powers and roots to whole numbers, in the rule set's words.
std::string WholeNumberRule(const ArithmeticRules& rules) {
  return rules.whole_number_rule;
}

// Returns whether n >= 0 is the k-th power of an integer (k >= 1).
bool IsPerfectPower(const BigInteger& n, std::uint64_t k) {
  if (n <= 1 || k == 1) return true;
  std::size_t bits = boost::multiprecision::msb(n) + 1;
  if (k >= bits) return false;  // 2^k > n, so only 0 and 1 are k-th powers
  BigInteger low = 1, high = BigInteger(1) << (bits / k + 1);
  while (low < high) {  // the largest r with r^k <= n
    BigInteger middle = (low + high + 1) / 2;
    if (boost::multiprecision::pow(middle, static_cast<unsigned>(k)) <= n) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return boost::multiprecision::pow(low, static_cast<unsigned>(k)) == n;
}

// Returns why a power or root breaks the rule of whole numbers (AGLOA XIII-A General Rule; MLAG
// "Exponents and roots"), or nothing. Precondition: not a root of index 0.
std::optional<std::string> WholeNumberRefusal(const ArithmeticRules& rules, Operator op,
                                              const Number& left, const Number& right) {
  std::string rule = " (" + WholeNumberRule(rules) + ")";
  if (op == Operator::Power) {
    if (!left.IsWhole() || !right.IsWhole())
      return ": the base and the exponent must be whole numbers" + rule;
    return std::nullopt;
  }
  if (!left.IsWhole()) return ": the index must be a counting number" + rule;
  if (!right.IsWhole()) return ": the number under the root must be a whole number" + rule;
  BigInteger index = left.RationalPart().Numerator();
  BigInteger radicand = right.RationalPart().Numerator();
  bool whole = radicand <= 1 || (index < (BigInteger(1) << 62) &&
                                 IsPerfectPower(radicand, static_cast<std::uint64_t>(index)));
  if (!whole) return " is not a whole number" + rule;
  return std::nullopt;
}

// ACC "Special Rules for Playing Divisions", third grade: "A fraction is defined here as a
// smaller number divided by a larger number (e.g., 4÷2 is not a fraction; 2÷4 is a fraction)".
// Smaller and larger compare sizes, so (0-8)÷2 = -4 is no fraction; 7÷2 is none either.
bool IsFraction(const Number& dividend, const Number& divisor) {
  if (!dividend.IsRational() || !divisor.IsRational()) return false;  // no roots in third grade
  return dividend.RationalPart().Abs() < divisor.RationalPart().Abs();
}

}  // namespace

bool IsRuleError(const ValueError& error) {
  return error.kind == ValueErrorKind::Undefined || error.kind == ValueErrorKind::NotAllowed ||
         error.kind == ValueErrorKind::CannotVerify;
}

Value NumeralValue(std::string_view digits) {
  if (digits.size() > kMaxNumeralDigits)
    return Fail(ValueErrorKind::TooLarge,
                "a numeral of " + std::to_string(digits.size()) + " digits is too large to check");
  if (digits.size() <= 18) {
    std::int64_t value = 0;
    for (char digit : digits) value = value * 10 + (digit - '0');
    return Number::FromInteger(value);
  }
  // Boost reads a leading 0 as octal ("0184..." would throw): drop leading zeros first.
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string_view::npos) return Number::FromInteger(0);
  digits.remove_prefix(first);
  if (digits.size() <= 18) return NumeralValue(digits);
  return Number::FromRational(Rational::FromBigInteger(BigInteger(std::string(digits))));
}

Value ApplyOperation(const ArithmeticRules& rules, Operator op, const Number& left,
                     const Number& right, std::string_view left_text, std::string_view right_text) {
  assert(IsBasicOperator(op));
  auto step_text = [&] { return Step(op, left_text, right_text); };
  bool power_or_root = op == Operator::Power || op == Operator::Root;
  if (power_or_root && !rules.powers_and_roots_allowed)
    return Fail(ValueErrorKind::NotAllowed,
                step_text() +
                    ": exponents and radicals are not used in third grade (ACC \"Special "
                    "Rules for Playing Divisions\")");
  // The limits on whole numbers are checked before computing, so that no irrational value is ever
  // computed only to be refused (that can be slow).
  if (power_or_root && rules.whole_number_powers_and_roots &&
      !(op == Operator::Root && left.IsZero())) {  // 0√a: undefined, said below
    if (auto refusal = WholeNumberRefusal(rules, op, left, right)) {
      return Fail(ValueErrorKind::NotAllowed, step_text() + *refusal);
    }
  }
  NumberResult result = ApplyOperator(op, left, right);
  if (!result && IsUndefined(result.error().kind))
    return Fail(ValueErrorKind::Undefined, step_text() + ": " + result.error().message);
  if (!result)
    return Fail(KindOf(result.error().kind), step_text() + ": " + result.error().message);
  if (op == Operator::Root && rules.whole_number_powers_and_roots &&
      !result.value().IsWhole())  // a root of a whole number is whole or irrational; safety only
    return Fail(ValueErrorKind::NotAllowed,
                step_text() + " is not a whole number (" + WholeNumberRule(rules) + ")");
  if (op == Operator::Divide && !rules.fractions_allowed && IsFraction(left, right))
    return Fail(ValueErrorKind::NotAllowed,
                step_text() +
                    " is a fraction, a smaller number divided by a larger number, and fractions "
                    "may not be used in third grade (ACC \"Special Rules for Playing Divisions\")");
  return std::move(result).value();
}

std::optional<ValueError> CheckFinalValue(const ArithmeticRules& rules, const Number& value,
                                          std::string_view text) {
  if (!rules.irrational_values_allowed && !value.IsRational())
    return ValueError{ValueErrorKind::NotAllowed,
                      std::string(text) + " = " + value.ToString() +
                          " is irrational, and irrational numbers are not allowed (ACC \"Math "
                          "clarifications\")"};
  return std::nullopt;
}

}  // namespace equations
