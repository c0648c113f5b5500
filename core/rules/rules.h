// The rule sets as data: every way the agloa (AGLOA Equations Tournament Rules 2026-27), acc
// (Academic Challenge Cup Equations 2026) and mlag (MLAG Guide to Basic Equations) rules differ is
// a field of RuleSet, of its arithmetic (core/rules/arithmetic_rules.h) or of its table, each
// citing the rule it comes from; FindRuleSet looks one up by name and division. Rulings on
// unclear points are in docs/rulings.md ("Rule sets and the match").
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/rules/arithmetic_rules.h"
#include "core/rules/cube.h"
#include "core/rules/variation.h"

namespace equations {

// Returns the lower-case name used in requests and saved games: "now", "impossible", "nogoal",
// "forceout", "cleanup".
std::string_view ChallengeKey(Challenge challenge);
Expected<Challenge, std::string> ParseChallengeKey(std::string_view key);

// AGLOA I-D, MLAG "Rolling for first" (each player rolls a red cube) or ACC "Goal" (the player to
// the left of the Scorekeeper, who is the last player listed on the table scoresheet).
enum class FirstGoalSetter { RollOff, LeftOfScorekeeper };

// The end of a shake when Resources run low.
enum class LastCubeProcedure {
  // AGLOA VIII, MLAG "Last cube procedure": with one cube left the next Mover plays it to Required
  // or Permitted (or challenges Impossible), then every player writes an Equation.
  LastCube,
  // ACC "Force Out": when only two Resources remain unqualified, a timer interval during which
  // players other than the Mover may call a flub; otherwise any player may write an Equation
  // with the two remaining Resources for 1 point, and the game ends.
  ForceOut,
};

// Who takes part in a challenge besides the Challenger and the Mover.
enum class SidingRule {
  // AGLOA IV-B, VII-A: the Third Party (three-player match) may present an Equation or not.
  ThirdPartyMayPresent,
  // MLAG "Calling a challenge", "Writing and checking": the Third Party declares whether they
  // agree with the Challenger or the Mover, and writes an Equation when that player must.
  ThirdPartyJoins,
  // ACC "Challenges" 2-4: every other player declares C(hallenger) or M(over) in turn order from
  // the Mover's left; those siding with the burden of proof must write an Equation.
  EveryoneDeclares,
};

enum class MatchScoring {
  // AGLOA XII-A tables; MLAG "Scoring chart" (same numbers): placement points from the raw totals.
  PlacementPoints,
  // ACC "Academic Challenge Cup Procedures and Team Scoring": total ÷ games played at the table,
  // shown with two decimal places.
  AveragePerGame,
};

// The words that name a player's place when match points are given by placement.
enum class PlacementWords {
  // AGLOA XII-A: "First Place Alone", "Two-Way Tie for First", ..., "Did Not Play".
  AgloaTables,
  // MLAG "Scoring chart": its row ("TIE FOR FIRST PLACE") and column ("LOW RAW SCORE").
  MlagChart,
};

// Points of a shake (game), as the rule set's scoring table gives them. AGLOA X-B..D and the
// Basic rule VI; MLAG "Scoring"; ACC "Scoring Games". Penalties are subtracted separately.
struct ShakeScoring {
  int challenger_correct = 6;  // AGLOA X-B-2; MLAG 6; ACC "Single Challenger correct" 2
  int mover_correct = 6;       // AGLOA X-B-2; MLAG 6; ACC "Mover correct" 1
  int incorrect = 2;           // AGLOA X-B-1; MLAG "wrong" 2; ACC 0
  // AGLOA X-B-3 / MLAG "Joiner correct (with Mover)" 6; ACC "Player siding with Mover correct" 1.
  int third_party_full = 6;
  // AGLOA X-B-4 / MLAG "Joiner correct (with Challenger)" 4; ACC "siding with Challenger" 1.
  int third_party_shared = 4;
  // Each correct player of a simultaneous challenge: AGLOA VI-B "they are both Challengers" (X-B-2:
  // 6); ACC "Challenges": "no Challenger for that game", all who declare for the challenge 1.
  // MLAG has none ("the player with the flub ball in his hand is the Challenger").
  int simultaneous_challenger_correct = 6;
  int last_cube_correct = 4;    // AGLOA X-C-1; MLAG "Last Cube Procedure" 4; ACC Force Out 1
  int last_cube_incorrect = 2;  // AGLOA X-C-2; MLAG 2; ACC 0
  int cleanup_correct = 4;      // AGLOA XI-B-2; MLAG "Tournament scoring" 4; ACC "Cleanup" 1
  int cleanup_incorrect = 2;    // AGLOA XI-B-2; MLAG 2; ACC 0
  // AGLOA X-D: absent, or arriving after the Resources were rolled, for a counted shake. ACC: the
  // scorekeeper crosses through the boxes of absent players (no points: 0); MLAG names none: 0.
  int absent = -2;
  bool operator==(const ShakeScoring&) const = default;
};

// One-point penalties (AGLOA VI-A-2, VI-B, IV-C-2, V-C-2, XI-A; MLAG "Calling a challenge").
struct Penalties {
  int invalid_challenge = 1;    // AGLOA VI-B; MLAG "does not specify a legitimate challenge" 1
  int no_challenge_stated = 1;  // AGLOA VI-B; MLAG "does not specify a legitimate challenge" 1
  int overtime = 1;             // AGLOA XI-A (each of the two deadlines); MLAG, ACC: 0
  // AGLOA IV-C-2, V-C-2 (bonus while leading); others 0. Data only: the game refuses such a bonus
  // (docs/rulings.md, "AGLOA IX: illegal procedures").
  int illegal_bonus = 1;
  // AGLOA IX-C (after a warning), IX-D (two judges agree): one point for conduct, imposed by the
  // judges (ActionKind::JudgePenalty). ACC "Sportsmanship": "loss of points", one here; MLAG: 0.
  int misconduct = 1;
  // AGLOA II-B-2: an illegal variation selection pointed out, and a second one (Adventurous).
  int illegal_selection = 1;
  bool operator==(const Penalties&) const = default;
};

// Time limits in seconds (0 = none); the game applies them to timestamps the caller passes in.
struct TimeLimits {
  int roll_cubes = 60;            // AGLOA XI-A-1-a; MLAG counts it in setting the Goal; ACC none
  int select_variation = 15;      // AGLOA XI-A-1-b (Adventurous only)
  int set_goal = 120;             // AGLOA XI-A-1-c; MLAG 2 minutes; ACC one timer interval
  int first_move = 120;           // AGLOA XI-A-1-d; MLAG 2 minutes; ACC none
  int move = 60;                  // AGLOA XI-A-1-e; MLAG 1 minute; ACC none
  int state_challenge = 15;       // AGLOA XI-A-1-f; MLAG 15 seconds
  int decide_impossible = 60;     // AGLOA XI-A-1-g, VIII-B; MLAG 1 minute
  int write_equation = 120;       // AGLOA XI-A-1-h; MLAG 2 minutes; ACC one timer interval
  int check_equation = 120;       // AGLOA XI-A-1-i; MLAG 2 minutes; ACC none
  int agree_no_goal = 60;         // AGLOA IV-D; ACC one timer interval
  int countdown = 10;             // AGLOA XI-A-3: the ten-second warning before a penalty
  int extra_after_overtime = 60;  // AGLOA XI-A: one more minute after the first penalty
  // AGLOA XI-B; MLAG 30 minutes; ACC "usually about 20 minutes". The caller's clock calls time
  // (ActionKind::CallTime, CallStop); these two say when.
  int round = 30 * 60;
  int round_extra = 5 * 60;  // AGLOA XI-B-1; MLAG 5 minutes; ACC 0 (Cleanup at once)
  bool operator==(const TimeLimits&) const = default;
};

// A rule set: its arithmetic (core/rules/arithmetic_rules.h), which the language, the judge and
// the solver take, and the table, which the match adds: the cubes, the players, the procedure of
// a shake and of challenges, scoring, time and the score sheet's words.
struct RuleSet : ArithmeticRules {
  std::string name_text;  // "agloa", "acc", "mlag"
  // agloa: "elementary" | "middle" | "junior" | "senior" (AGLOA glossary "Division");
  // acc: "3" | "4" | "5" | "6" | "7-8" (ACC "Division of Play": five divisions, 7th and 8th
  // together); mlag: "elementary" | "minor" | "middle" | "junior" | "senior" (MLAG "Exponents and
  // roots": Minor and Elementary are grade 6 and below).
  std::string division;

  // ---- cubes ----
  int cubes_per_color = 6;  // AGLOA I-B-1, MLAG "Materials": 24 cubes; ACC "Resources": 5 (20)
  // ACC "Procedure for Goal Setting" 1 / "Third Grade Division": faces rolled again (^ and √).
  std::vector<Symbol> rerolled_faces;

  // ---- players ----
  int min_players = 2;  // AGLOA I-A, MLAG "Rolling for first": two- or three-player matches
  int max_players = 3;  // ACC: the sample table has five players ("Scoring", scoresheets)
  FirstGoalSetter first_goal_setter = FirstGoalSetter::RollOff;
  // AGLOA I-D: an operation sign is eliminated unless every player rolls one (then all roll
  // again); MLAG "Rolling for first": same, ties for first only roll again.

  // ---- the Goal ----
  // ACC "Goal": a Goal that fails the special requirements is corrected, not challenged; the game
  // refuses to accept it as set. AGLOA VI-A-1 comment (a): an illegal Goal is challenged
  // Impossible instead.
  bool illegal_goal_refused = false;
  // ACC "Procedure for Goal Setting" 9: "A Goal can be changed before ... 'Goal'": cubes may go
  // back to Resources. AGLOA IV-B-3, MLAG "Setting the Goal": once a cube touches the Goal section
  // it stays in the Goal.
  bool goal_cubes_may_return = false;
  // MLAG "Setting the Goal": "If the two minute time limit expires, the Goal is considered set";
  // ACC step 5: the same, or "no goal" when no cube was placed. AGLOA: the XI-A penalties.
  bool goal_set_when_time_expires = false;

  // ---- moves ----
  // AGLOA IV-C, V-C; MLAG "Bonus move"; ACC "Bonus Play": say "Bonus", one cube to Forbidden,
  // then the regular move (or the Goal).
  bool bonus_allowed = true;
  bool bonus_forbidden_while_leading = true;  // AGLOA IV-C-2, V-C; mlag, acc say nothing
  // AGLOA IV-D, ACC "Procedure for Goal Setting" 4 and 6: "no Goal". MLAG has no such declaration.
  bool no_goal_allowed = true;
  // AGLOA IV-D-1: when all agree the shake is void and the same player sets the Goal again; ACC
  // step 6: a new game begins with the player to the left as Goal Setter.
  bool no_goal_repeats_goal_setter = true;
  LastCubeProcedure last_cube = LastCubeProcedure::LastCube;

  // ---- challenges ----
  // What the announcement at the end of the round calls it: the judge calls "Time" (AGLOA XI-B);
  // ACC "Cleanup".
  std::string time_called_name = "Time";
  // ACC "Cleanup": any player except the last Mover may call a flub. AGLOA VI-B (f): a challenge
  // after the players are told to stop is invalid; MLAG likewise.
  bool cleanup_challenges = false;
  // AGLOA VI-A-2-a: Now needs at least two cubes in Resources; MLAG "Note" (set aside).
  int now_min_resources_cubes = 2;
  // AGLOA VI-A-2-b: Now needs a cube in Required or Permitted. MLAG and ACC do not say so.
  bool now_needs_required_or_permitted = true;
  // AGLOA VI-B: two players who pick up the block at exactly the same time "are both Challengers";
  // ACC "Challenges": simultaneous calls stand with "no Challenger for that game". MLAG "Calling a
  // challenge": "the player with the flub ball in his hand is the Challenger": false.
  bool simultaneous_challenges = true;
  SidingRule siding = SidingRule::ThirdPartyMayPresent;
  ShakeScoring scoring;
  Penalties penalties;
  MatchScoring match_scoring = MatchScoring::PlacementPoints;
  TimeLimits time;

  // ---- words of the score sheet ----
  std::string shake_name = "Shake";  // AGLOA X "shake"; ACC "game" (Table Scoresheet)
  // AGLOA XII-A match points; MLAG "Team points" by its chart; ACC "the player score".
  std::string match_points_name = "Match points";
  // The rule the match points (or ACC player scores) come from, as the results cite it.
  std::string match_scoring_rule = "AGLOA XII-A";
  PlacementWords placement_words = PlacementWords::AgloaTables;
  // AGLOA XIII: the rule set has Adventurous lists for its divisions (ACC and MLAG have none).
  bool has_variations = false;

  AdventurousRules adventurous;  // AGLOA II-B, XIII; disabled (Basic Equations) unless chosen

  int CubeCount() const { return 4 * cubes_per_color; }
  bool operator==(const RuleSet&) const = default;
};

// Returns the rule set for a name ("agloa", "acc", "mlag") and division, or an error that names the
// valid choices.
Expected<RuleSet, std::string> FindRuleSet(std::string_view name, std::string_view division);

// Returns the rule set playing Adventurous Equations with the lists of the school year (AGLOA
// II-B, XIII), or an error when the rules have no Adventurous variations (acc, mlag). The
// rule sets of FindRuleSet play Basic Equations.
Expected<RuleSet, std::string> WithAdventurous(RuleSet rules, SchoolYear year);
// Returns the rule set playing Basic Equations (AGLOA glossary): no variations.
RuleSet WithBasic(RuleSet rules);

// Returns the valid divisions of a rule set name ("elementary", "middle", ...), empty if unknown.
std::vector<std::string> DivisionsOf(std::string_view name);

}  // namespace equations
