// The Exponent variation as the Adventurous search reads it (AGLOA XIII-B-9, XIII-C-10): a digit
// cube may be written after an operand as its exponent, "'d", with no ^ cube; with Factorial a
// "!" may be placed on the digit alone, "'(3!)" (XIII-B-9 comment (b)). Private to
// core/queries/adventurous_search.cpp.
#pragma once

#include <string>
#include <vector>

#include "core/language/arithmetic.h"
#include "core/numbers/number.h"

namespace equations {

// Whether a digit cube may be an exponent: its face is shown by a cube of the exponent colour
// (the judge reads a Solution's cubes by their faces, docs/rulings.md "Colours") and is a digit
// of the base (XIII-B-6).
bool ExponentDigit(const Arithmetic& arithmetic, Symbol face);

// The powers the exponent digit names with 0, 1, 2, ... factorials on it, at most `factorials`
// of them: 3, 6, 720. The list stops at a factorial the judge's arithmetic refuses (too large
// to check) or one that changes nothing (1! = 1, 2! = 2: the Solution without it is as good).
std::vector<Number> ExponentPowers(const Arithmetic& arithmetic, int digit, int factorials);

// The exponent as written after its base in the typed notation: "'3", "'(3!)".
std::string ExponentText(int digit, int factorials);

}  // namespace equations
