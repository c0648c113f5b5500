// The actions of a match: everything a player, the dice or the judge can do, as one value type
// (AGLOA I-D roll for first, II rolling, IV setting the Goal, V moving, VI challenging, VII
// writing Equations, XI-B ending the round; the ACC and MLAG equivalents). The Equation a player
// presents is part of the action, so seed + actions replays a match exactly (core/match/game.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/rules/cube.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

enum class ActionKind {
  RollOff,  // chance: the red cubes of the players rolling for first (AGLOA I-D)
  Roll,     // chance: the top faces of all the cubes (AGLOA II-A)
  // Adventurous Equations (AGLOA II-B): selecting the shake's variations after the roll.
  SelectVariation,  // circle a variation and fill its blank (II-B-1, II-B-1-c): `variation`
  EndSelection,     // a player who may but need not pick a second variation is done (II-B-3)
  PointOutPick,     // another player points out the last pick as illegal (II-B-2)
  Bonus,            // say "Bonus" (AGLOA IV-C, V-C): the next cube goes to Forbidden
  MoveCube,         // a cube from Resources to Required, Permitted or Forbidden (AGLOA V-B)
  PlaceGoalCube,    // a cube from Resources to the end of the Goal, with a gap or not (IV-A)
  ArrangeGoal,      // move a Goal cube to another place in the Goal (IV-B-3-b)
  SetGoalGap,       // leave or close the gap before a Goal cube (IV-B-2)
  ReturnGoalCube,   // ACC step 9: a Goal cube back to Resources before "Goal"
  // Place Goal cube `cube` sideways, upside-down or upright (`sideways`, `upside_down`): only
  // with the Sideways or Upside-down variation in effect (AGLOA XIII-A-1, -2; XIII-C-1, -2).
  TurnGoalCube,
  DeclareGoal,       // say "Goal" (AGLOA IV-B-3-a)
  DeclareNoGoal,     // say "no Goal" (AGLOA IV-D)
  AgreeNoGoal,       // an opponent agrees with "no Goal" (AGLOA IV-D-1)
  Challenge,         // pick up the challenge block and say Now / Impossible / challenge "no Goal"
  PickUpBlock,       // pick up the challenge block and say nothing (AGLOA VI-B: one point)
  Side,              // declare for the Challenger or the Mover (MLAG Third Party, ACC C/M cards)
  PresentEquation,   // present a written Equation (AGLOA VII-C-2)
  DeclineToPresent,  // say you are not presenting an Equation (AGLOA VII-C-1)
  CallTime,          // the judge: round time is up (AGLOA XI-B, MLAG warning, ACC "Cleanup")
  CallStop,          // the judge: the extra five minutes are up (AGLOA XI-B-2, MLAG)
  TimeExpired,       // the clock: the current task's time limit has passed (AGLOA XI-A)
  // Events of the table, applied by the scorekeeper or a judge; `player` is the player concerned.
  Absent,        // the player is not at the table when the cubes are rolled (AGLOA X-D)
  Arrive,        // the player arrives; they play from the next shake rolled (AGLOA X-D)
  JudgePenalty,  // judges take one point from the player for conduct (AGLOA IX-C, IX-D)
};

// Returns true for the events of the table (Absent, Arrive, JudgePenalty): `player` names the
// player concerned, not who acts, and they may happen before the cubes are rolled too.
bool IsTableEvent(ActionKind kind);

inline constexpr int kNoPlayer = -1;  // chance, the judge or the clock

struct Action {
  ActionKind kind = ActionKind::Roll;
  int player = kNoPlayer;     // who acts
  std::vector<Symbol> faces;  // Roll: one per cube in cube order; RollOff: one per roller
  int cube = -1;              // MoveCube / PlaceGoalCube: index into Resources; Goal actions:
                              // index into the Goal
  int target = -1;            // ArrangeGoal: the new index in the Goal
  Section section = Section::Forbidden;  // MoveCube
  bool gap_before = false;               // PlaceGoalCube, SetGoalGap
  Challenge challenge = Challenge::Now;  // Challenge: Now, Impossible or NoGoal
  // Challenge: the other players who challenged at exactly the same time (AGLOA VI-B "both are
  // Challengers"; ACC "Challenges": simultaneous calls, "no Challenger for that game"). Empty for
  // a challenge by one player.
  std::vector<int> simultaneous;
  bool with_challenger = false;  // Side
  std::string equation;          // PresentEquation: the text as written
  // DeclareGoal: the grouping the Goal Setter declares (ACC "Goal": "declare their placement"),
  // written with grouping symbols ("4-(2+1)"); empty when none is declared.
  std::string declaration;
  Variation variation;       // SelectVariation: the variation with its blank filled in
  bool sideways = false;     // TurnGoalCube: the new placement (not both: XIII-A-2 comment (a))
  bool upside_down = false;  // TurnGoalCube
  std::int64_t at_ms = -1;   // the caller's clock in milliseconds (-1: untimed); see game.h
  bool operator==(const Action&) const = default;
};

// Returns the action as one line of text, e.g. "p1 move 3 required", "p0 present \"2+3=5\"",
// "roll 0 1 x ÷ ...", "p0 challenge now with 2" (simultaneous), "p0 select base 8",
// "p0 select factorial", "p1 end-selection", "p2 point-out", "p0 turn 2 sideways" (or
// upside-down, upright), with " @1234" when timed.
// ParseAction reads it back.
std::string ActionText(const Action& action);
Expected<Action, std::string> ParseAction(std::string_view text);

// Convenience constructors for callers and tests.
Action MoveAction(int player, int cube, Section section);
Action ChallengeAction(int player, Challenge challenge);
// Returns a challenge by `player` together with `others` at exactly the same time (AGLOA VI-B).
Action SimultaneousChallengeAction(int player, std::vector<int> others, Challenge challenge);
Action PresentAction(int player, std::string equation);
// Returns "Goal" said by `player` with a declared grouping (ACC "Goal"), e.g. "4-(2+1)".
Action DeclareGoalAction(int player, std::string declaration);
Action DeclineAction(int player);
Action SimpleAction(ActionKind kind, int player = kNoPlayer);
// Returns a selection of `variation` by `player` (AGLOA II-B-1).
Action SelectAction(int player, Variation variation);
// Returns the Goal-setter turning Goal cube `cube` to a placement (AGLOA XIII-A-1, -2).
Action TurnGoalCubeAction(int player, int cube, bool sideways, bool upside_down);

}  // namespace equations
