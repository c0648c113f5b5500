#include "core/rules/arithmetic_rules.h"

namespace equations {

std::string_view ArithmeticRules::ChallengeName(Challenge challenge) const {
  switch (challenge) {
    case Challenge::Now:
      return now_name;
    case Challenge::Impossible:
      return impossible_name;
    case Challenge::NoGoal:
      return no_goal_name;
    case Challenge::ForceOut:
      return force_out_name;
    case Challenge::Cleanup:
      return cleanup_name;
  }
  return now_name;
}

std::string Cite(const ArithmeticRules& rules, std::string_view agloa, std::string_view acc,
                 std::string_view mlag) {
  switch (rules.name) {
    case RuleSetName::Agloa:
      return " (AGLOA " + std::string(agloa) + ")";
    case RuleSetName::Acc:
      return " (ACC " + std::string(acc) + ")";
    case RuleSetName::Mlag:
      return " (MLAG " + std::string(mlag) + ")";
  }
  return "";
}

}  // namespace equations
