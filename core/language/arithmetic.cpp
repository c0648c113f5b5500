#include "core/language/arithmetic.h"

#include <algorithm>

#include "core/rules/rules.h"

namespace equations {

bool Arithmetic::Has(VariationKind kind) const {
  return Find(kind) != nullptr;
}

const Variation* Arithmetic::Find(VariationKind kind) const {
  for (const Variation& variation : variations)
    if (variation.kind == kind) return &variation;
  return nullptr;
}

std::string Arithmetic::Section(VariationKind kind) const {
  return ListSection(division, kind);
}

std::string Arithmetic::Cite(VariationKind kind) const {
  const Variation* variation = Find(kind);
  std::string title = variation ? VariationTitle(*variation) : std::string(FactsOf(kind).title);
  std::string section = Section(kind);
  return section.empty() ? title : title + " (" + section + ")";
}

int Arithmetic::SolutionNumeralDigits() const {
  if (Has(VariationKind::TwoDigitNumerals) || Has(VariationKind::BaseM)) return 2;
  return rules.solution_numeral_max_digits;
}

bool Arithmetic::FactorialsUnlimitedInSolution() const {
  return Has(VariationKind::MultipleOperations);
}

bool DigitOnColor(int digit, Color color) {
  for (Symbol face : FacesOf(color))
    if (IsDigit(face) && DigitValue(face) == digit) return true;
  return false;
}

bool WildOnColor(Symbol face, Color color) {
  for (Symbol shown : FacesOf(color))
    if (shown == face) return true;
  return false;
}

Arithmetic BasicArithmetic(const ArithmeticRules& rules) {
  Arithmetic arithmetic;
  arithmetic.rules = rules;
  return arithmetic;
}

Expected<Arithmetic, std::string> CompileArithmetic(const RuleSet& rules, SchoolYear year,
                                                    const std::vector<Variation>& selected) {
  Arithmetic arithmetic;
  arithmetic.rules = rules;
  auto division = ParseName(kAgloaDivisions, rules.division);
  if (!rules.has_variations || !division)
    return MakeUnexpected("the " + rules.name_text +
                          " rules have no Adventurous variations (AGLOA XIII)");
  arithmetic.division = *division;
  for (const Variation& always : AdventurousRulesFor(*division, year).always_in_effect)
    arithmetic.variations.push_back(always);
  for (const Variation& variation : selected) {
    if (!FactsOf(variation.kind).supported)
      return MakeUnexpected(
          VariationTitle(variation) +
          " is not supported yet: it needs new kinds of exact numbers (" +
          (variation.kind == VariationKind::Log ? "logarithms" : "complex roots") + ")");
    if (std::find(arithmetic.variations.begin(), arithmetic.variations.end(), variation) ==
        arithmetic.variations.end())
      arithmetic.variations.push_back(variation);
  }
  for (const Variation& variation : arithmetic.variations) {
    switch (variation.kind) {
      case VariationKind::BaseM:
        arithmetic.base = variation.parameter;
        break;
      case VariationKind::MultipleOfK:
        arithmetic.k = variation.parameter;
        break;
      case VariationKind::Exponent:
        arithmetic.exponent_color = ExponentColor(variation);
        break;
      case VariationKind::ZeroWild:
      case VariationKind::ZeroOrXWild:
        arithmetic.wild = WildCube(variation);
        // XIII-A-3: "any numeral on the cubes"; XIII-B-3: "any symbol on the cubes".
        arithmetic.wild_numerals_only = *division == AgloaDivision::Elementary;
        break;
      case VariationKind::NumberOfFactors:
        // XIII-A-11: A <= 200; XIII-B-8: A <= 1000; XIII-C-9: no cap.
        if (*division == AgloaDivision::Elementary) arithmetic.setting.operand_cap = 200;
        if (*division == AgloaDivision::Middle) arithmetic.setting.operand_cap = 1000;
        break;
      case VariationKind::SmallestPrime:
        arithmetic.setting.operand_cap = 200;  // XIII-A-13
        break;
      default:
        break;
    }
  }
  arithmetic.setting.base = arithmetic.base;
  return arithmetic;
}

}  // namespace equations
