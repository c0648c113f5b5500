// Where the cubes of a Solution come from (AGLOA VII-B-3; ACC "Move", "Force Out", "Flubs"; MLAG
// "Writing and checking"): each face the Solution uses is taken from Required first, then
// Permitted, then Resources, and what is left is Forbidden or not available. Both judges count
// with it and give its reasons in the same words.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/judge/verdict.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/cube.h"
#include "core/rules/mat.h"

namespace equations {

using FaceCounts = std::array<int, 16>;  // cubes per face, indexed by Symbol

FaceCounts CountFaces(const std::vector<Symbol>& faces);
FaceCounts CountFaces(const std::vector<Cube>& cubes);

// The cubes on the mat a Solution may take.
struct MatSections {
  FaceCounts required{}, permitted{}, forbidden{}, resources{};
};
MatSections SectionsOf(const std::vector<Cube>& required, const std::vector<Cube>& permitted,
                       const std::vector<Cube>& forbidden, const std::vector<Cube>& resources);

// Every reason the cubes taken break VII-B-3-b, -c, -e and VII-B-3 (Required unused, Forbidden
// used, not available, too many from Resources after Now, ACC Force Out's remaining Resources).
// `used`: the cubes the Solution takes, per face; `goal_used`: the cubes of a Goal the writer set
// from Resources after a no-Goal challenge (AGLOA IV-D-2), zero otherwise.
std::vector<Reason> CubeAccountReasons(const ArithmeticRules& rules, const MatSections& mat,
                                       Challenge challenge, const FaceCounts& used,
                                       const FaceCounts& goal_used);

// Lists faces: "5", "7 and 7", "4, 7 and x".
std::string FaceList(const std::vector<Symbol>& faces);

}  // namespace equations
