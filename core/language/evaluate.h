// The exact value of one step of an interpretation: a numeral, or one operation applied to two
// values, under the rule set's limits on values (AGLOA III-A, III-C; the Elementary General Rule of
// AGLOA XIII-A; MLAG "Exponents and roots"; ACC "Special Rules for Playing Divisions"). The
// arithmetic itself is core/numbers/number.h; this file adds what the rule set forbids on top of
// it.
#pragma once

#include <string>
#include <string_view>

#include "core/base/expected.h"
#include "core/language/operators.h"
#include "core/numbers/number.h"
#include "core/rules/arithmetic_rules.h"

namespace equations {

enum class ValueErrorKind {
  Undefined,   // names no real number: division by zero, 0√a, ... (AGLOA III-A, III-C-2)
  NotAllowed,  // a real number the rule set does not allow: √26 in Elementary (AGLOA III-A)
  TooLarge,    // beyond what this program computes: "too large to check" (core/numbers/number.h)
  NotExact,    // real, but not exactly representable here: "cannot be checked exactly"
  // Real, but its value cannot be decided exactly where a rule makes such an Equation incorrect
  // (XIII-C-9 comment: Number of Factors of a huge number, Log's logarithms, XIII-D-13).
  CannotVerify,
};

struct ValueError {
  ValueErrorKind kind = ValueErrorKind::Undefined;
  std::string message;  // names the step: "8÷0: division by zero"
};

// A value, or why there is none. A legal interpretation has a value (AGLOA glossary).
using Value = Expected<Number, ValueError>;

// Returns true for the errors that decide a verdict (the expression is not legal); false for the
// limits of this program (TooLarge, NotExact), after which the Equation cannot be checked.
bool IsRuleError(const ValueError& error);

// Returns the value of a numeral (its digits, any length).
Value NumeralValue(std::string_view digits);

// Applies a sign of Basic Equations (precondition: IsBasicOperator(op)) to two values under the
// rule set's limits; `left_text` and `right_text` are the operands as printed (fully grouped),
// used to name the step in an error. For Root, left is the index and right the radicand (the
// index of a square root written "√9" is 2, with empty left_text).
Value ApplyOperation(const ArithmeticRules& rules, Operator op, const Number& left,
                     const Number& right, std::string_view left_text, std::string_view right_text);

// Returns the error a final value breaks (the Goal or Solution as a whole): ACC "Math
// clarifications" "Irrational numbers are not allowed"; nothing when the value is fine.
std::optional<ValueError> CheckFinalValue(const ArithmeticRules& rules, const Number& value,
                                          std::string_view text);

}  // namespace equations
