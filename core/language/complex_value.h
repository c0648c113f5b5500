// The steps of a reading under Imaginary (AGLOA XIII-D-11) that reach values that are not real:
// + - x ÷ of complex values, powers with a real exponent, and roots, which are multi-valued:
// a^(p/q) may equal any of its q complex roots. Each step returns every value it may have; the
// caller (core/language/readings.cpp) keeps the default where the rules give one (a radical with
// its Basic value, R15) and the writer's choice where the Equation writes one ([expr]@(v)).
#pragma once

#include <string>
#include <vector>

#include "core/language/evaluate.h"
#include "core/language/operators.h"
#include "core/language/real_value.h"

namespace equations {

using RealValues = Expected<std::vector<RealValue>, ValueError>;

// Applies an operator to values of which at least one is complex (a unary one ignores `right`):
// + - x ÷ exactly, a power with a real exponent (every root when the exponent is a fraction),
// a root of a complex radicand with a real index (every root: none has a default). Any other
// operator, and a complex exponent or index (XIII-D-11 comment (b)), is undefined. `step` names
// the step in an error.
RealValues ApplyComplex(Operator op, const RealValue& left, const RealValue& right,
                        const std::string& step);

// Every value of base^exponent, base a real radical or complex (XIII-D-11: "all roots of a^b ...
// are available"); exponent a rational.
RealValues AllValues(const RealValue& base, const Rational& exponent, const std::string& step);

// The writer's root (XIII-D-11, Appendix A): `choice` when it is one of the values of
// base^exponent (choice^q = base^p, p/q in lowest terms), else the error that names it.
RealValues ChosenRoot(const RealValue& base, const Rational& exponent, const Complex& choice,
                      const std::string& step);

// The base and the rational exponent of a power or root step: Power (left^right), Root (right to
// the power 1/left), or nothing when the exponent or index is not a real rational.
struct PowerForm {
  RealValue base;
  Rational exponent;
};
Expected<PowerForm, ValueError> PowerFormOf(Operator op, const RealValue& left,
                                            const RealValue& right, const std::string& step);

}  // namespace equations
