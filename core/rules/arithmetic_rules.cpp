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

}  // namespace equations
