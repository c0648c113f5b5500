#include "core/language/complex_value.h"

#include <map>

namespace equations {
namespace {

Unexpected<ValueError> Fail(ValueErrorKind kind, const std::string& step, const std::string& why) {
  return MakeUnexpected(ValueError{kind, step + ": " + why});
}

Unexpected<ValueError> FromArithmetic(const ArithmeticError& error, const std::string& step) {
  const ValueErrorKind kind = IsUndefined(error.kind) ? ValueErrorKind::Undefined
                              : error.kind == ArithmeticErrorKind::TooLarge
                                  ? ValueErrorKind::TooLarge
                                  : ValueErrorKind::NotExact;
  return Fail(kind, step, error.message);
}

RealValues One(const ComplexResult& value, const std::string& step) {
  if (!value) return FromArithmetic(value.error(), step);
  return std::vector<RealValue>{RealValue::Of(*value)};
}

// The rational a real exponent or index must be (XIII-D-11 comment (b): 4^i is not allowed).
Expected<Rational, ValueError> RealRational(const RealValue& value, const std::string& what,
                                            const std::string& step) {
  if (value.complex)
    return Fail(ValueErrorKind::Undefined, step,
                "the " + what + " " + value.complex->ToString() +
                    " is not a real number (AGLOA XIII-D-11 comment (b))");
  if (value.log || !value.number.IsRational())
    return Fail(ValueErrorKind::NotAllowed, step,
                "a complex number to an irrational power has no value the rules define "
                "(AGLOA XIII-D-11: a^b with b rational)");
  return value.number.RationalPart();
}

}  // namespace

Expected<PowerForm, ValueError> PowerFormOf(Operator op, const RealValue& left,
                                            const RealValue& right, const std::string& step) {
  if (op == Operator::Power) {
    auto exponent = RealRational(right, "exponent", step);
    if (!exponent) return MakeUnexpected(exponent.error());
    return PowerForm{left, *exponent};
  }
  auto index = RealRational(left, "index", step);
  if (!index) return MakeUnexpected(index.error());
  if (index->IsZero())
    return Fail(ValueErrorKind::Undefined, step, "a 0th root is undefined (AGLOA III-C-2-a)");
  return PowerForm{right, index->Inverse()};
}

RealValues AllValues(const RealValue& base, const Rational& exponent, const std::string& step) {
  if (base.log)
    return Fail(ValueErrorKind::CannotVerify, step,
                "a root of a logarithm, so it cannot be verified exactly (AGLOA XIII-C-9 comment)");
  if (exponent.IsInteger()) {
    if (!exponent.IsSmall() || exponent.BitSize() > 40)
      return Fail(ValueErrorKind::TooLarge, step, "the exponent is too large to check");
    const Complex a = AsComplex(base);
    if (a.IsZero() && exponent.Sign() <= 0)
      return Fail(ValueErrorKind::Undefined, step, "0 to a power <= 0 (AGLOA III-C-2-b)");
    return One(IntegerPower(a, exponent.SmallNumerator()), step);
  }
  // A Goal's readings meet the same root again and again (one text per wild symbol and factorial
  // placement): the roots of the last few are kept.
  // (Real bases only: a complex one's text costs as much as its roots.)
  thread_local std::map<std::string, std::vector<RealValue>> recent;
  const std::string key = base.complex ? "" : base.number.ToString() + "^" + exponent.ToString();
  if (auto found = recent.find(key); !key.empty() && found != recent.end()) return found->second;
  Expected<std::vector<Complex>, ArithmeticError> roots =
      base.complex ? AllRoots(*base.complex, exponent) : AllRoots(base.number, exponent);
  if (!roots) {
    if (base.complex && roots.error().kind == ArithmeticErrorKind::NotExact)
      return Fail(ValueErrorKind::NotAllowed, step,
                  "its roots have no default (AGLOA XIII-D-11) and cannot all be written "
                  "exactly here; write the root chosen: [...]@(v)");
    return FromArithmetic(roots.error(), step);
  }
  std::vector<RealValue> values;
  for (const Complex& root : *roots) values.push_back(RealValue::Of(root));
  if (recent.size() >= 64) recent.clear();
  if (!key.empty()) recent.emplace(key, values);
  return values;
}

RealValues ChosenRoot(const RealValue& base, const Rational& exponent, const Complex& choice,
                      const std::string& step) {
  if (base.log)
    return Fail(ValueErrorKind::CannotVerify, step,
                "a root of a logarithm, so it cannot be verified exactly (AGLOA XIII-C-9 comment)");
  BoolResult is_root = IsRootOf(choice, AsComplex(base), exponent);
  if (!is_root) return FromArithmetic(is_root.error(), step);
  if (!*is_root) {
    // v is a value of a^(p/q) exactly when v^q = a^p: the message names both sides.
    const std::string p = exponent.Numerator().str(), q = exponent.Denominator().str();
    const std::string power = "(" + AsComplex(base).ToString() + ")" + (p == "1" ? "" : "^" + p);
    return Fail(ValueErrorKind::NotAllowed, step,
                "the root written, " + choice.ToString() + ", is not a value of it: (" +
                    choice.ToString() + ")^" + q + " is not " + power + " (the exponent " + p +
                    "/" + q + " in lowest terms, AGLOA XIII-D-11)");
  }
  return std::vector<RealValue>{RealValue::Of(choice)};
}

RealValues ApplyComplex(Operator op, const RealValue& left, const RealValue& right,
                        const std::string& step) {
  if (left.log || right.log)
    return Fail(ValueErrorKind::CannotVerify, step,
                "a logarithm with a complex number, so it cannot be verified exactly (AGLOA "
                "XIII-C-9 comment)");
  const Complex a = AsComplex(left), b = AsComplex(right);
  switch (op) {
    case Operator::Add:
      return One(Add(a, b), step);
    case Operator::Subtract:
      return One(Subtract(a, b), step);
    case Operator::Multiply:
      return One(Multiply(a, b), step);
    case Operator::Negation:
      return One(Subtract(Complex(), a), step);
    case Operator::Divide:
      if (b.IsZero()) return Fail(ValueErrorKind::Undefined, step, "division by 0");
      return One(Divide(a, b), step);
    case Operator::Power:
    case Operator::Root: {
      auto form = PowerFormOf(op, left, right, step);
      if (!form) return MakeUnexpected(form.error());
      return AllValues(form->base, form->exponent, step);
    }
    default:
      return Fail(ValueErrorKind::Undefined, step,
                  std::string(RowOf(op).name) +
                      " needs real numbers; a complex number has none (AGLOA XIII-D-11)");
  }
}

}  // namespace equations
