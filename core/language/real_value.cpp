#include "core/language/real_value.h"

namespace equations {
namespace {

Unexpected<ValueError> CannotVerify(const std::string& step, const std::string& why) {
  return MakeUnexpected(ValueError{
      ValueErrorKind::CannotVerify,
      step + ": " + why + ", so it cannot be verified exactly (AGLOA XIII-C-9 comment)"});
}

// The value as a logarithm-valued sum, when it is rational or a logarithm.
std::optional<LogValue> AsLog(const RealValue& value) {
  if (value.log) return value.log;
  if (value.number.IsRational()) return LogValue::FromRational(value.number.RationalPart());
  return std::nullopt;
}

}  // namespace

RealValue RealValue::Of(const LogValue& log) {
  if (log.IsRational()) return Of(Number::FromRational(log.RationalPart()));
  return RealValue{Number(), log};
}

RealValue RealValue::Of(const Complex& value) {
  Number re, im;
  if (value.AsNumbers(re, im) && im.IsZero()) return Of(re);
  RealValue out;
  out.complex = value;
  return out;
}

std::string RealValue::ToString() const {
  if (complex) return complex->ToString();
  return log ? log->ToString() : number.ToString();
}

Complex AsComplex(const RealValue& value) {
  return value.complex ? *value.complex : Complex::FromNumber(value.number);
}

Expected<RealValue, ValueError> ApplyWithLogs(Operator op, const RealValue& left,
                                              const RealValue& right, const std::string& step) {
  if (op == Operator::Log && !left.log && !right.log) {
    LogResult value = Log(left.number, right.number);
    if (value) return RealValue::Of(*value);
    const LogError& error = value.error();
    if (IsUndefined(error.kind))
      return MakeUnexpected(ValueError{ValueErrorKind::Undefined, step + ": " + error.message});
    if (error.kind == LogErrorKind::TooLarge)
      return MakeUnexpected(ValueError{ValueErrorKind::TooLarge, step + ": " + error.message});
    return CannotVerify(step, error.message);
  }
  const std::optional<LogValue> a = AsLog(left), b = AsLog(right);
  switch (op) {
    case Operator::Add:
    case Operator::Subtract:
      if (!a || !b) return CannotVerify(step, "a logarithm and a root are added");
      return RealValue::Of(op == Operator::Add ? Add(*a, *b) : Subtract(*a, *b));
    case Operator::Multiply:
      if (!left.log && left.number.IsRational())
        return RealValue::Of(Scale(*right.log, left.number.RationalPart()));
      if (!right.log && right.number.IsRational())
        return RealValue::Of(Scale(*left.log, right.number.RationalPart()));
      return CannotVerify(step, "a product of two logarithms, or of a logarithm and a root");
    case Operator::Divide:
      if (!right.log && right.number.IsRational()) {
        if (right.number.IsZero())
          return MakeUnexpected(ValueError{ValueErrorKind::Undefined, step + ": division by 0"});
        return RealValue::Of(Scale(*left.log, right.number.RationalPart().Inverse()));
      }
      return CannotVerify(step, "a quotient by a logarithm");
    case Operator::Factorial:
      return MakeUnexpected(ValueError{ValueErrorKind::Undefined,
                                       step + ": a factorial needs a whole number (XIII-A-4)"});
    default:
      return CannotVerify(step, std::string(RowOf(op).name) + " of a logarithm");
  }
}

LogVerdict CompareValues(const RealValue& left, const RealValue& right) {
  if (left.complex || right.complex) {
    // A logarithm is real: it equals no value with an imaginary part, and is compared with no
    // other complex value.
    if (left.log || right.log) {
      Number re, im;
      const Complex& c = left.complex ? *left.complex : *right.complex;
      return c.AsNumbers(re, im) && !im.IsZero() ? LogVerdict::NotEqual : LogVerdict::CannotVerify;
    }
    BoolResult equal = Equal(AsComplex(left), AsComplex(right));
    if (!equal) return LogVerdict::CannotVerify;
    return *equal ? LogVerdict::Equal : LogVerdict::NotEqual;
  }
  if (left.log && right.log) return Compare(*left.log, *right.log);
  if (left.log) return Compare(*left.log, right.number);
  if (right.log) return Compare(*right.log, left.number);
  return left.number == right.number ? LogVerdict::Equal : LogVerdict::NotEqual;
}

LogVerdict DiffersByMultiple(const RealValue& left, const RealValue& right, int k) {
  if (left.complex || right.complex) {
    // The difference must be a real nonzero integer multiple of k (XIII-B-7 with XIII-D-11).
    if (left.log || right.log) return LogVerdict::CannotVerify;
    ComplexResult difference = Subtract(AsComplex(left), AsComplex(right));
    if (!difference) return LogVerdict::CannotVerify;
    Rational re, im;
    if (!difference->AsGaussian(re, im) || !im.IsZero() || re.IsZero() || !re.IsInteger())
      return LogVerdict::NotEqual;
    return (re / Rational(k)).IsInteger() ? LogVerdict::Equal : LogVerdict::NotEqual;
  }
  const std::optional<LogValue> a = AsLog(left), b = AsLog(right);
  if (!a || !b) {
    if (left.log || right.log) return LogVerdict::CannotVerify;
    auto difference = Subtract(left.number, right.number);
    if (!difference || !difference->IsInteger() || difference->IsZero())
      return LogVerdict::NotEqual;
    auto quotient = Divide(*difference, Number::FromInteger(k));
    return quotient && quotient->IsInteger() ? LogVerdict::Equal : LogVerdict::NotEqual;
  }
  const LogValue difference = Subtract(*a, *b);
  if (difference.Terms().size() >= 2) return LogVerdict::CannotVerify;
  if (!difference.IsRational()) return LogVerdict::NotEqual;  // one term: irrational
  const Rational& d = difference.RationalPart();
  if (d.IsZero() || !d.IsInteger()) return LogVerdict::NotEqual;
  return (d / Rational(k)).IsInteger() ? LogVerdict::Equal : LogVerdict::NotEqual;
}

}  // namespace equations
