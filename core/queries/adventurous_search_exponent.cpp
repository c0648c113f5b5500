#include "core/queries/adventurous_search_exponent.h"

#include "core/language/operators.h"

namespace equations {

bool ExponentDigit(const Arithmetic& arithmetic, Symbol face) {
  return arithmetic.exponent_color && IsDigit(face) && DigitValue(face) < arithmetic.base &&
         DigitOnColor(DigitValue(face), *arithmetic.exponent_color);
}

std::vector<Number> ExponentPowers(const Arithmetic& arithmetic, int digit, int factorials) {
  std::vector<Number> powers = {Number::FromInteger(digit)};
  while (static_cast<int>(powers.size()) <= factorials) {
    // The judge applies the factorials on the digit first (core/language/readings.cpp).
    NumberResult next =
        ApplyOperator(Operator::Factorial, powers.back(), Number(), arithmetic.setting);
    if (!next || *next == powers.back()) break;
    powers.push_back(std::move(next).value());
  }
  return powers;
}

std::string ExponentText(int digit, int factorials) {
  const std::string d = std::to_string(digit);
  return factorials == 0 ? "'" + d
                         : "'(" + d + std::string(static_cast<std::size_t>(factorials), '!') + ")";
}

}  // namespace equations
