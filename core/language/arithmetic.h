// The arithmetic a shake allows, apart from the table rules (players, scoring, time): the rule
// set's limits on values and groupings, and the Adventurous variations in force (AGLOA XIII)
// compiled from their typed list into the facts the reader, the evaluation and the judge ask:
// the numeral base, which operators a sign may be, which tags a cube may carry, the caps. A shake
// of Basic Equations has no variations; its arithmetic is the rule set's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/language/operators.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/variation.h"

namespace equations {

struct RuleSet;  // core/rules/rules.h: the arithmetic rules and the table

struct Arithmetic {
  ArithmeticRules rules;  // the value limits and groupings of the rule set (Basic Equations)
  AgloaDivision division = AgloaDivision::Elementary;
  std::vector<Variation> variations;  // in force: selected and always in effect (XIII-C-1, -2)

  // Compiled from `variations`:
  int base = 10;                        // XIII-B-6, XIII-C-5
  std::optional<int> k;                 // XIII-B-7, XIII-C-6
  std::optional<Color> exponent_color;  // XIII-B-9, XIII-C-10
  std::optional<Symbol> wild;           // XIII-A-3, XIII-C-3: the wild cube (0, or x)
  bool wild_numerals_only = false;      // XIII-A-3: in Elementary a wild 0 is any numeral only
  OperatorSetting setting;              // Percent per m squared; NoF and SP caps

  bool Has(VariationKind kind) const;
  const Variation* Find(VariationKind kind) const;
  // The variation's title with its section for this division: "0 Wild (XIII-A-3)".
  std::string Cite(VariationKind kind) const;
  // The section that lists the variation for the division: "XIII-A-3".
  std::string Section(VariationKind kind) const;
  // How many digits a numeral of a Solution may have (AGLOA VII-B-4: one; two with Two-digit
  // Numerals XIII-A-8 or Base m XIII-B-6).
  int SolutionNumeralDigits() const;
  // Factorial (XIII-A-4): two "!" in the Equation, unlimited in the Solution with Multiple
  // Operations (XIII-A-5).
  bool FactorialsUnlimitedInSolution() const;
};

// Returns whether the digit is on a cube of that colour: red and blue show 0-3, green 4-6, black
// 7-9 (the faces of core/rules/cube.h), so whether it may be an exponent of that colour (XIII-B-9).
bool DigitOnColor(int digit, Color color);
// Returns whether a cube of that colour shows the face: the wild 0 is on red and blue cubes, the
// wild x on blue and green ones (core/rules/cube.h), so whether it may be an exponent of that
// colour (Appendix A, "0 or x wild, blue exponent").
bool WildOnColor(Symbol face, Color color);

// Returns the arithmetic of a shake of Basic Equations: the rule set's limits and no variation.
// Basic Equations is Adventurous Equations with no variation in force.
Arithmetic BasicArithmetic(const ArithmeticRules& rules);

// Compiles the arithmetic of a shake of the agloa rules in `rules.division` with the variations
// selected (validated by core/api/request_variations.h ReadVariations). Refuses Imaginary and Log,
// which need exact numbers this engine does not have yet.
// The one function of this layer that reads a whole rule set: its division picks the lists, and
// `has_variations` says whether it has any (AGLOA XIII); the result keeps only its arithmetic.
Expected<Arithmetic, std::string> CompileArithmetic(const RuleSet& rules, SchoolYear year,
                                                    const std::vector<Variation>& selected);

}  // namespace equations
