#include "core/match/roll_off.h"

#include <algorithm>

namespace equations {

RollOffThrow ReadRollOffThrow(const std::vector<int>& rolling, const std::vector<Symbol>& faces) {
  RollOffThrow decided;
  decided.players = rolling;
  decided.faces = faces;
  int best = -1;
  for (Symbol face : faces)
    if (IsDigit(face)) best = std::max(best, DigitValue(face));
  decided.all_signs = best < 0;
  for (size_t i = 0; i < faces.size() && i < rolling.size(); ++i)
    if (IsDigit(faces[i]) && DigitValue(faces[i]) == best) decided.highest.push_back(rolling[i]);
  return decided;
}

std::vector<RollOffThrow> RollOffThrows(const Match& match) {
  std::vector<RollOffThrow> throws;
  if (match.rules().first_goal_setter != FirstGoalSetter::RollOff) return throws;
  std::vector<int> rolling;
  for (int p = 0; p < match.players(); ++p) rolling.push_back(p);
  for (const Action& action : match.history()) {
    if (action.kind != ActionKind::RollOff) continue;
    RollOffThrow decided = ReadRollOffThrow(rolling, action.faces);
    // All operation signs: everyone rolls again; otherwise those tied for the highest digit.
    if (!decided.all_signs) rolling = decided.highest;
    throws.push_back(std::move(decided));
  }
  return throws;
}

std::optional<NamedFirstGoalSetter> FirstGoalSetterNamed(const RuleSet& rules, int players) {
  if (rules.first_goal_setter != FirstGoalSetter::LeftOfScorekeeper || players < 1)
    return std::nullopt;
  // Seats run to the left (AGLOA V-A, the match's seat order): the last seat's left is seat 0.
  return NamedFirstGoalSetter{players - 1, 0};
}

}  // namespace equations
