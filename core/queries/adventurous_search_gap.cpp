// What the Adventurous search covers: the variations it searches, and the first one in force it
// does not (core/queries/adventurous_search.h).
#include "core/queries/adventurous_search.h"

#include <algorithm>
#include <array>

namespace equations {

namespace {

// The variations whose Solutions the search writes: readings of one digit cube (powers of the
// base among them), the other meanings of an operation cube, exponent digits, factorials,
// operations written again, other targets; and Decimal in Goal, which changes only the Goal
// (XIII-D-12).
constexpr std::array<VariationKind, 17> kSearched = {VariationKind::Exponent,
                                                     VariationKind::PowersOfTheBase,
                                                     VariationKind::TwoDigitNumerals,
                                                     VariationKind::BaseM,
                                                     VariationKind::Sideways,
                                                     VariationKind::UpsideDown,
                                                     VariationKind::MultipleOperations,
                                                     VariationKind::MultipleOfK,
                                                     VariationKind::DecimalInGoal,
                                                     VariationKind::Factorial,
                                                     VariationKind::Remainder,
                                                     VariationKind::Lcm,
                                                     VariationKind::Gcf,
                                                     VariationKind::NumberOfFactors,
                                                     VariationKind::SmallestPrime,
                                                     VariationKind::Average,
                                                     VariationKind::Percent};

}  // namespace

std::optional<std::string> AdventurousSearchGap(const Arithmetic& arithmetic) {
  for (const Variation& variation : arithmetic.variations) {
    // A multiset counts the operations a Solution writes, but not those written again.
    if (variation.kind == VariationKind::ThreeOperation &&
        !arithmetic.Has(VariationKind::MultipleOperations))
      continue;
    // Base eleven and twelve also read ^ and √ as digits (XIII-C-5): not searched yet.
    if (std::find(kSearched.begin(), kSearched.end(), variation.kind) == kSearched.end() ||
        (variation.kind == VariationKind::BaseM && arithmetic.base > 10))
      return arithmetic.Cite(variation.kind);
  }
  return std::nullopt;
}

}  // namespace equations
