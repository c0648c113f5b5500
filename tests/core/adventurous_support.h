// Helpers of the Adventurous tests: a shake's arithmetic from a division and variations by name,
// and the value (or error) of typed text.
#pragma once

#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "core/judge/adventurous.h"
#include "core/language/arithmetic.h"
#include "core/language/reading.h"
#include "core/rules/rules.h"

namespace equations::testing {

struct Named {
  std::string name;
  std::string parameter;
};

inline Arithmetic Shake(const std::string& division, std::initializer_list<Named> names,
                        const std::string& year = "2026-27") {
  auto rules = FindRuleSet("agloa", division);
  REQUIRE(rules.has_value());
  std::vector<Variation> selected;
  for (const Named& named : names) {
    auto variation = ParseVariation(named.name, named.parameter);
    REQUIRE(variation.has_value());
    selected.push_back(*variation);
  }
  auto arithmetic = CompileArithmetic(*rules, *ParseSchoolYear(year), selected);
  REQUIRE(arithmetic.has_value());
  return *arithmetic;
}

// Returns the value's text, or the error.
inline std::string Eval(const Arithmetic& arithmetic, std::string_view text) {
  auto value = EvaluateAdventurous(arithmetic, text);
  return value ? value->ToString() : value.error();
}

}  // namespace equations::testing
