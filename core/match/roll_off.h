// Who sets the first Goal, as questions a front end asks of the match: the throws of the roll for
// first read from the match's history (AGLOA I-D; MLAG "Rolling for first"), and the first
// Goal-setter a rule set names without a roll (ACC "Goal").
#pragma once

#include <optional>
#include <vector>

#include "core/match/game.h"

namespace equations {

// One throw of the red cubes by the players still rolling for first, and what it decided.
struct RollOffThrow {
  std::vector<int> players;   // who rolled, by seat
  std::vector<Symbol> faces;  // what each rolled
  std::vector<int> highest;   // who rolled the highest digit (one: the first Goal-setter)
  bool all_signs = false;     // everyone rolled an operation sign: all roll again
  bool operator==(const RollOffThrow&) const = default;
};

// Returns what one throw decides (AGLOA I-D): "the player rolling the highest digit sets the
// first Goal. A player who rolls an operation sign is eliminated unless all players roll an
// operation sign. Players tied for high digit roll again." `faces[i]` is the throw of
// `rolling[i]`.
RollOffThrow ReadRollOffThrow(const std::vector<int>& rolling, const std::vector<Symbol>& faces);

// Returns the throws of the roll for first so far, oldest first, read from the match's history
// (the match itself keeps only who is still rolling). Empty when nobody has rolled, and under a
// rule set that names the first Goal-setter instead.
std::vector<RollOffThrow> RollOffThrows(const Match& match);

// The first Goal-setter a rule set names before play instead of a roll for first.
struct NamedFirstGoalSetter {
  int scorekeeper = -1;  // the last player listed on the table scoresheet
  int goal_setter = -1;  // the player to the Scorekeeper's left
  bool operator==(const NamedFirstGoalSetter&) const = default;
};

// Returns the Scorekeeper and the first Goal-setter of a match of `players` when the rule set
// names them (ACC Table Scoresheet: "The last player listed on this scoresheet is designated the
// scorekeeper ... The player to the left of the scorekeeper is the first goal setter"), or nothing
// when the players roll for first (AGLOA I-D, MLAG).
std::optional<NamedFirstGoalSetter> FirstGoalSetterNamed(const RuleSet& rules, int players);

}  // namespace equations
