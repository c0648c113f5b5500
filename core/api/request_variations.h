// The request fields of Adventurous Equations: "play" ("basic" or "adventurous"), "variations"
// ([{"name":"base","parameter":"8"}], names and blanks as core/rules/variation.h writes them) and
// "school_year" ("2026-27"), read and checked against the division's list that year (AGLOA XIII,
// II-B-2). With no "play", a request that selects a variation plays Adventurous Equations and any
// other Basic Equations, as before the field existed. Rulings: docs/rulings.md,
// "Adventurous Equations: lists and selection".
#pragma once

#include <vector>

#include "core/api/request.h"
#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/rules/rules.h"
#include "core/rules/variation.h"

namespace equations {

struct RequestedVariations {
  // Adventurous Equations: the variations in effect for every shake of the division apply even
  // with none selected (XIII-C: Sideways and Upside-down in Junior and Senior).
  bool adventurous = false;
  SchoolYear school_year;  // 2026-27 when the request gives none
  // The variations selected for the shake, in the request's order, without Sideways and
  // Upside-down where they are in effect for every shake (Junior, Senior: XIII-C-1, -2).
  std::vector<Variation> selected;
};

// Reads "play", "school_year" and "variations". Refused: a "play" other than "basic" and
// "adventurous", Adventurous Equations in a rule set that has none, variations with "basic"; a list
// in a rule set other than agloa, an entry that is not {"name", "parameter"}, an unknown name, a
// missing or wrong blank, a variation the division cannot select that year, the same variation
// twice, two that conflict, more than a shake can have (II-B-3). Precondition: the request passed
// CheckFields.
Expected<RequestedVariations, RequestError> ReadVariations(const Json& request,
                                                           const RuleSet& rules);

}  // namespace equations
