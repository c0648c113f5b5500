// Powers of the Base as the Adventurous search reads it (AGLOA XIII-B-10, XIII-C-4): a one-digit
// 1 may stand for any integral power of the base, m^n, written "1<pobN>". Private to
// core/queries/adventurous_search.cpp.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/language/arithmetic.h"
#include "core/numbers/number.h"

namespace equations {

// The reader reads "1<pobN>" for N from -99 to 99 (core/language/reading.cpp, docs/rulings.md):
// no Equation the judge can read writes another power, so the search lists these and no more.
inline constexpr int kMostPowerOfTheBase = 99;

// The powers m^n of the base in force for n from -99 to 99 but 0 (the 1 read as one), with n.
std::vector<std::pair<int, Number>> PowersOfTheBase(const Arithmetic& arithmetic);

// The 1 standing for m^n, upside-down (XIII-C-2) when asked: "1<pob2>", "1<pob-1,ud>".
std::string PowerOfTheBaseText(int n, bool upside_down);

}  // namespace equations
