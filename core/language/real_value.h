// The real value of a reading under the Adventurous variations: a real radical (core/numbers/
// number.h) or, under Log (AGLOA XIII-D-13), a logarithm that is not rational (core/numbers/
// log.h), and the arithmetic such a logarithm passes through exactly: + and - with rationals and
// other logarithms, x and ÷ by a rational. Any other step with an irrational logarithm, and any
// comparison the mathematics cannot decide, "cannot be verified exactly", which makes the
// Equation incorrect (XIII-C-9 comment), never a floating-point guess. Under Imaginary (XIII-D-11)
// a value may also be complex and not real (core/numbers/complex.h; the steps are in
// core/language/complex_value.h).
#pragma once

#include <optional>
#include <string>

#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/numbers/complex.h"
#include "core/numbers/log.h"

namespace equations {

struct RealValue {
  Number number;                   // the value, unless `log` or `complex` holds it
  std::optional<LogValue> log;     // an irrational logarithm (never a rational one)
  std::optional<Complex> complex;  // Imaginary: a value that is not a real radical

  // A complex value, as a Number when it is a real radical.
  static RealValue Of(const Complex& value);

  static RealValue Of(const Number& number) { return RealValue{number, std::nullopt}; }
  // A logarithm, as a Number when it is rational.
  static RealValue Of(const LogValue& log);
  std::string ToString() const;
};

// The value as a complex number (a logarithm is not one: its `number` is 0).
Complex AsComplex(const RealValue& value);

// Applies an operator (a unary one ignores `right`) when either operand is a logarithm, or the
// operator is Log (XIII-D-13: "a log b" = log_b a); other steps are the caller's. `step` names
// the step in an error.
Expected<RealValue, ValueError> ApplyWithLogs(Operator op, const RealValue& left,
                                              const RealValue& right, const std::string& step);

// Decides left == right exactly, or says it cannot be decided (log.h Compare).
LogVerdict CompareValues(const RealValue& left, const RealValue& right);
// Decides whether left - right is a nonzero integer multiple of k (Multiple of k, XIII-B-7).
LogVerdict DiffersByMultiple(const RealValue& left, const RealValue& right, int k);

}  // namespace equations
