#include "core/judge/cube_account.h"

#include <algorithm>

namespace equations {

FaceCounts CountFaces(const std::vector<Symbol>& faces) {
  FaceCounts counts{};
  for (Symbol face : faces) ++counts[static_cast<int>(face)];
  return counts;
}

FaceCounts CountFaces(const std::vector<Cube>& cubes) {
  FaceCounts counts{};
  for (const Cube& cube : cubes) ++counts[static_cast<int>(cube.face)];
  return counts;
}

MatSections SectionsOf(const std::vector<Cube>& required, const std::vector<Cube>& permitted,
                       const std::vector<Cube>& forbidden, const std::vector<Cube>& resources) {
  return MatSections{CountFaces(required), CountFaces(permitted), CountFaces(forbidden),
                     CountFaces(resources)};
}

std::string FaceList(const std::vector<Symbol>& faces) {
  std::string text;
  for (std::size_t i = 0; i < faces.size(); ++i) {
    if (i > 0) text += i + 1 == faces.size() ? " and " : ", ";
    text += SymbolText(faces[i]);
  }
  return text;
}

std::vector<Reason> CubeAccountReasons(const ArithmeticRules& rules, const MatSections& mat,
                                       Challenge challenge, const FaceCounts& used,
                                       const FaceCounts& goal_used) {
  // ACC "Force Out": a valid equation "using the two remaining Resources" uses each of them.
  const bool every_resource =
      challenge == Challenge::ForceOut && rules.force_out_uses_every_resource;
  std::vector<Symbol> unused_required, from_forbidden, unavailable, from_resources;
  std::vector<Symbol> unused_resources;
  for (int s = 0; s < 16; ++s) {
    const Symbol symbol = static_cast<Symbol>(s);
    for (int k = used[s]; k < mat.required[s]; ++k) unused_required.push_back(symbol);
    int extra = std::max(0, used[s] - mat.required[s]) + goal_used[s];
    int taken = every_resource ? std::min(extra, mat.resources[s]) : 0;
    extra -= taken;
    for (int k = taken; every_resource && k < mat.resources[s]; ++k)
      unused_resources.push_back(symbol);
    const int from_permitted = std::min(extra, mat.permitted[s]);
    extra -= from_permitted;
    const int more = every_resource ? 0 : std::min(extra, mat.resources[s]);
    taken += more;
    extra -= more;
    for (int k = 0; k < taken; ++k) from_resources.push_back(symbol);
    for (int k = 0; k < extra; ++k)
      (k < mat.forbidden[s] ? from_forbidden : unavailable).push_back(symbol);
  }
  std::vector<Reason> reasons;
  if (!unused_required.empty())
    reasons.push_back({ReasonKind::RequiredCubeUnused,
                       "a Required cube is unused: " + FaceList(unused_required) +
                           Cite(rules, "VII-B-3-b", "\"Move\"", "\"Writing and checking\"")});
  if (!from_forbidden.empty())
    reasons.push_back({ReasonKind::ForbiddenCubeUsed,
                       "a Forbidden cube is used: " + FaceList(from_forbidden) +
                           " (no other cube with this face may be used)" +
                           Cite(rules, "VII-B-3-c", "\"Move\"", "\"Writing and checking\"")});
  if (!unavailable.empty())
    reasons.push_back({ReasonKind::CubeNotAvailable,
                       "a cube is used that is not available: " + FaceList(unavailable) +
                           Cite(rules, "VII-B-3", "\"Solutions\"", "\"Writing and checking\"")});
  if (!unused_resources.empty())
    reasons.push_back({ReasonKind::RemainingResourcesUnused,
                       "a valid equation in the Force Out uses the remaining Resources; unused: " +
                           FaceList(unused_resources) +
                           " (ACC \"Force Out\": \"using the two remaining Resources\")"});
  if (challenge == Challenge::Now &&
      static_cast<int>(from_resources.size()) > rules.now_max_resources_cubes)
    reasons.push_back({ReasonKind::TooManyResourcesCubes,
                       "after a " + std::string(rules.ChallengeName(Challenge::Now)) +
                           " challenge the Solution may use at most " +
                           std::to_string(rules.now_max_resources_cubes) +
                           " cube from Resources; it uses " +
                           std::to_string(from_resources.size()) + ": " + FaceList(from_resources) +
                           Cite(rules, "VII-B-3-e", "\"Flubs\"", "\"Writing and checking\"")});
  return reasons;
}

}  // namespace equations
