#include "core/queries/adventurous_search_powers.h"

#include "core/numbers/rational.h"

namespace equations {

std::vector<std::pair<int, Number>> PowersOfTheBase(const Arithmetic& arithmetic) {
  std::vector<std::pair<int, Number>> powers;
  Rational power = 1;
  for (int n = 1; n <= kMostPowerOfTheBase; ++n) {
    power *= arithmetic.base;
    powers.emplace_back(n, Number::FromRational(power));
    powers.emplace_back(-n, Number::FromRational(power.Inverse()));
  }
  return powers;
}

std::string PowerOfTheBaseText(int n, bool upside_down) {
  return "1<pob" + std::to_string(n) + (upside_down ? ",ud>" : ">");
}

}  // namespace equations
