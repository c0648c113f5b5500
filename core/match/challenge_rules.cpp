#include "core/match/challenge_rules.h"


namespace equations {

std::optional<std::string> NowSetAside(const RuleSet& rules, const Mat& mat) {
  const std::string now = std::string(rules.ChallengeName(Challenge::Now));
  if (static_cast<int>(mat.resources.size()) < rules.now_min_resources_cubes)
    return now + " needs at least " + std::to_string(rules.now_min_resources_cubes) +
           " cubes in Resources; with " + std::to_string(mat.resources.size()) +
           " the challenge is invalid and is set aside" +
           Cite(rules, "VI-A-2-a", "\"Challenges\"", "\"Now\"");
  if (rules.now_needs_required_or_permitted && mat.required.empty() && mat.permitted.empty())
    return now +
           " needs a cube in Required or Permitted; without one the challenge is invalid and is "
           "set aside" +
           Cite(rules, "VI-A-2-b", "\"Challenges\"", "\"Now\"");
  return std::nullopt;
}

}  // namespace equations
