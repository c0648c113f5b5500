// A whole match of Equations as an OpenSpiel-style state: LegalActions(), a checked Apply(),
// copyable (Clone), IsTerminal(), scores, history = seed + actions. It follows the tournament
// procedure of the chosen rule set: AGLOA I-D (roll for first), II (rolling), IV (setting the
// Goal, bonus, "no Goal"), V (moving, bonus moves), VI (challenges and their penalties), VII-A
// (who must, may, may not write), VIII (last cube), X (scoring a shake), XI (time limits, end of
// round), XII (scoring a match), X-D (absent players), IX-C/D (judges' penalties); the ACC flubs,
// Force Out, Cleanup and per-game averaging; the MLAG Joiner and scoring chart. Rulings:
// docs/rulings.md, "Rule sets and the match" and "Absent players, simultaneous challenges".
// Adventurous Equations (RuleSet::adventurous enabled): the selection of variations after the roll
// (AGLOA II-B, core/match/game_select.cpp), turned Goal cubes (XIII-A-1, -2) and the Adventurous
// judge (core/judge/adventurous.h); rulings in "Adventurous Equations: the match".
//
// Players sit in seats 0..n-1; "to the left" (clockwise, AGLOA V-A) is the next seat.
// Time: an action may carry the caller's clock (Action::at_ms). The match never reads a clock;
// it compares these timestamps with RuleSet::time and applies the penalties of AGLOA XI-A.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/base/random.h"
#include "core/judge/adventurous.h"
#include "core/language/arithmetic.h"
#include "core/match/action.h"
#include "core/match/scoring.h"
#include "core/rules/mat.h"
#include "core/rules/rules.h"

namespace equations {

struct MatchConfig {
  int players = 3;
  std::uint64_t seed = 0;
  // End the match after this many scored or void shakes (0: only when the judge calls time,
  // AGLOA XI-B). Tests and bots use it; tournaments use CallTime / CallStop.
  int max_shakes = 0;
  bool operator==(const MatchConfig&) const = default;
};

enum class Phase {
  RollOff,              // chance: players roll a red cube for the first Goal-setter (AGLOA I-D)
  Rolling,              // chance: the Goal-setter rolls the cubes (AGLOA II-A)
  SelectingVariations,  // Adventurous: players select the shake's variations (AGLOA II-B)
  SettingGoal,          // the Goal-setter sets the Goal or says "no Goal" (AGLOA IV)
  NoGoalDeclared,       // opponents agree with "no Goal" or challenge it (AGLOA IV-D)
  Moving,               // turns to the left; anyone may challenge the last Mover (AGLOA V, VI)
  Challenged,           // siding, writing and presenting after a valid challenge (AGLOA VII)
  LastCube,             // every player writes after the last cube was moved (AGLOA VIII)
  ForceOut,             // ACC Force Out: two Resources left; flubs or Equations for 1 point
  Cleanup,              // end of round: every player writes (AGLOA XI-B-2, MLAG, ACC Cleanup)
  MatchOver,
};
const char* PhaseName(Phase phase);
std::optional<Phase> ParsePhaseName(std::string_view name);
// Returns true in the phases where players write and present Equations.
bool IsWritingPhase(Phase phase);

// One player's part in the current challenge or write-for-all phase.
struct PlayerWriting {
  Writing writing;           // side, presented, correct (core/match/scoring.h)
  bool must_side = false;    // must still declare a side (MLAG Third Party, ACC)
  bool may_present = false;  // may (or must) present an Equation and has not decided yet
  bool must_present = false;
  std::string equation;
  std::vector<std::string> reasons;  // why the Equation is incorrect
  bool operator==(const PlayerWriting&) const = default;
};

// How a shake ended.
enum class ShakeEnd {
  Challenge,     // a valid challenge was settled (AGLOA X-B; ACC flubs)
  LastCube,      // every player wrote after the last cube (AGLOA X-C) or at an ACC Force Out
  EndOfRound,    // every player wrote at the end of the round (AGLOA XI-B-2, ACC Cleanup)
  NoGoalAgreed,  // "no Goal" was not challenged (AGLOA IV-D-1, ACC step 6)
  Void,          // no Goal was set before the round ended or time ran out
};
const char* ShakeEndName(ShakeEnd end);  // "challenge", "last cube", ...
std::optional<ShakeEnd> ParseShakeEndName(std::string_view name);

// The record of a finished shake.
struct ShakeRecord {
  ShakeEnd end = ShakeEnd::Void;
  Challenge challenge = Challenge::Now;  // the challenge, when end == Challenge
  int challenger = -1;                   // when end == Challenge
  std::vector<int> challengers;          // every Challenger (two or more: simultaneous, AGLOA VI-B)
  std::vector<bool> absent;    // the players absent for this shake (AGLOA X-D), one per player
  int mover = -1;              // the last Mover (-1 if no Goal was set)
  std::vector<int> points;     // before penalties
  std::vector<int> penalties;  // one-point penalties (positive numbers, subtracted)
  bool counted = true;         // false for a void shake (AGLOA IV-D-1, a round ending early)
  std::string result;          // in words: "Now challenge by player 2", "Last cube", ...
  std::string goal;            // GoalText of the Goal (empty if none was set)
  std::vector<PlayerWriting> writing;  // the Equations presented and their verdicts, if any
  // Adventurous Equations: the variations in force (Match::VariationsInEffect), the legal picks
  // by seat, and the illegal picks nobody pointed out, which had no effect (AGLOA II-B-2).
  std::vector<Variation> variations;
  std::vector<Pick> picks;
  std::vector<Pick> ignored;
  bool operator==(const ShakeRecord&) const = default;
};

// An illegal variation selection nobody has pointed out yet (AGLOA II-B-2).
struct PendingPick {
  int seat = -1;
  Variation variation;
  PickJudgement judgement;  // why it is illegal
  bool operator==(const PendingPick&) const = default;
};

// The selection of variations (AGLOA II-B): who selects, in what order, and what happened.
struct Selection {
  std::vector<int> order;  // the seats playing the shake: the Goal-setter, then to the left
  int position = 0;        // index in `order` of the first player whose selecting is not over
  // The seat selecting now; -1 when nobody is. Usually order[position]; after a pick is pointed
  // out, the player who picks again (II-B-2).
  int picker = -1;
  std::vector<int>
      picks_made;             // per seat: picks that stand (legal, or illegal and not pointed out)
  std::vector<int> failures;  // per seat: illegal picks pointed out for the pick in progress
  std::vector<bool> done;     // per seat: selecting is over (II-B-2, II-B-3, XI-A)
  bool must_pick_again = false;        // the picker's last pick was pointed out (II-B-2)
  std::optional<PendingPick> pending;  // the last pick, illegal, while it may be pointed out
  std::vector<Pick> chosen;            // the legal picks in order (Shake::variations: theirs)
  std::vector<Pick> ignored;  // illegal picks nobody pointed out in time: no effect (II-B-2)
  // When the minute for rolling the cubes ends (XI-A-1-b: no selection time runs before it);
  // -1 when the roll was untimed.
  std::int64_t rolling_end_ms = -1;
  bool operator==(const Selection&) const = default;
};

// The shake in progress.
struct Shake {
  int goal_setter = 0;
  // AGLOA II-B (Adventurous): the legal picks in force, in the order chosen; empty in Basic
  // Equations. Match::VariationsInEffect adds those in effect for every shake (XIII-C-1, -2).
  std::vector<Variation> variations;
  Selection selection;
  Mat mat;
  bool goal_set = false;
  int bonus_step = 0;  // 0: none; 1: said "Bonus", a cube must go to Forbidden; 2: then one more
  bool bonus_used_by_goal_setter = false;
  int to_move = 0;                       // whose turn it is (Moving)
  int mover = -1;                        // the last Mover (the Goal-setter once the Goal is set)
  bool first_turn = false;               // the first turn after the Goal (AGLOA XI-A-1-d)
  Challenge challenge = Challenge::Now;  // Challenged: the challenge; LastCube: ForceOut; ...
  int challenger = -1;  // the Challenger (of simultaneous Challengers: the one who acted)
  // Challenged: every player who challenged (more than one after simultaneous challenges: AGLOA
  // VI-B "both are Challengers"; ACC "no Challenger for that game", the callers declare sides).
  std::vector<int> challengers;
  // The players not at the table when the cubes were rolled (AGLOA X-D): they take no part in
  // the shake and score ShakeScoring::absent for it. One per player (empty before the roll).
  std::vector<bool> absent;
  std::vector<bool> agreed_no_goal;
  std::vector<PlayerWriting> writing;  // one per player in Challenged/LastCube/ForceOut/Cleanup
  std::vector<int> penalties;
  // Time (AGLOA XI-A): when the current task began and the penalties already given for it.
  std::int64_t task_start_ms = -1;
  std::vector<int> overtime_steps;  // per player: 0, 1 (first penalty), 2 (task lost)
  bool operator==(const Shake&) const = default;
};

struct ActionError {
  std::string message;
};

// The sand timer of one task (AGLOA XI-A; MLAG "Time limits"; ACC "Use of Timer").
struct TaskClock {
  bool running = false;       // a timed task is running and the caller's clock is known
  int limit_seconds = 0;      // the task's time limit (0: none)
  int countdown_seconds = 0;  // the seconds counted aloud after it (AGLOA XI-A-3)
  double elapsed_seconds = 0;
  // The caller's time after which the clock's TimeExpired action takes effect next (the first
  // deadline, or the second after a first overtime penalty), or -1 when none is ahead.
  std::int64_t next_deadline_ms = -1;
  // The seconds before the limit starts to run: what is left of the minute for rolling the
  // cubes while players select variations (AGLOA XI-A-1-b, II-B-1-b).
  double waiting_seconds = 0;
  bool operator==(const TaskClock&) const = default;
};

class Match {
 public:
  // Returns a new match before the roll for first (or before the first roll, ACC), or an error
  // when the number of players is outside the rule set's limits.
  static Expected<Match, std::string> Create(const RuleSet& rules, const MatchConfig& config);
  // Returns the match reached by applying `actions` to a new match, or the first error.
  static Expected<Match, std::string> Replay(const RuleSet& rules, const MatchConfig& config,
                                             const std::vector<Action>& actions);

  // Returns the legal actions. At chance nodes (RollOff, Rolling) this is the one outcome the
  // seeded generator gives; Apply accepts any well-formed outcome there (tests stack the dice),
  // and the generator advances the same either way. While variations are selected it lists the
  // legal picks only (each selectable variation with each blank the division allows that
  // JudgePick allows); Apply also accepts the picker's illegal picks, as players can circle them
  // (AGLOA II-B-2): such a pick stands until another player points it out (PointOutPick). A
  // PresentEquation action stands for every Equation text the player may present (its `equation` is
  // empty here). Events of the table that are no one player's choice are listed by TableEvents(),
  // and the clock's TimeExpired by neither.
  std::vector<Action> LegalActions() const;
  // Returns the events of the table that Apply would accept now: simultaneous challenges (two or
  // more players challenging at exactly the same time, AGLOA VI-B, ACC "Challenges"), a player
  // being absent or arriving (AGLOA X-D), and the judges' one-point penalty (AGLOA IX-C, IX-D).
  std::vector<Action> TableEvents() const;
  // Applies a legal action, or returns why it is not legal and changes nothing.
  std::optional<ActionError> Apply(const Action& action);
  Match Clone() const { return *this; }

  bool IsTerminal() const { return phase_ == Phase::MatchOver; }
  bool IsChanceNode() const { return phase_ == Phase::RollOff || phase_ == Phase::Rolling; }
  Phase phase() const { return phase_; }
  const RuleSet& rules() const { return rules_; }
  const MatchConfig& config() const { return config_; }
  int players() const { return config_.players; }
  const Shake& shake() const { return shake_; }
  const std::vector<ShakeRecord>& shakes() const { return shakes_; }
  const std::vector<Action>& history() const { return history_; }
  const std::vector<int>& roll_off_players() const { return roll_off_; }
  int goal_setter() const { return goal_setter_; }
  bool time_called() const { return time_called_; }
  // Returns true when the player is not at the table now (AGLOA X-D; ActionKind::Absent).
  bool IsAbsent(int player) const;
  // Returns true when the player takes part in the shake in progress (at the table when its
  // cubes were rolled; before the roll: at the table now).
  bool IsPlaying(int player) const;
  // Returns true when `player` may act now: one of LegalActions() is theirs, or the roll is
  // theirs to make (the first player still rolling for first, AGLOA I-D; the Goal-setter, II-A).
  // Front ends ask it before acting for a seat, so no one acts for another seat or out of turn.
  bool MayAct(int player) const;

  // Returns each player's raw score: points minus penalties over all shakes so far, including
  // the penalties of the shake in progress.
  std::vector<int> Totals() const;
  // Returns the match points (AGLOA XII-A, MLAG chart) once terminal; ACC: see Averages(). A
  // player who did not play scores 0 ("Did Not Play") and the others are placed among themselves.
  std::vector<int> MatchPoints() const;
  // Returns, per player, whether they played: took part in a shake, or are at the table now
  // (AGLOA XII-A "Did Not Play").
  std::vector<bool> Played() const;
  // Returns the ACC player scores: total ÷ games played (ACC "Team Scoring").
  std::vector<AverageScore> Averages() const;
  int GamesPlayed() const;  // counted shakes
  // Returns true when the player's total is higher than every other player's (AGLOA IV-C-2).
  bool IsLeading(int player) const;

  // ---- Adventurous Equations (core/match/game_select.cpp) ----
  // Returns the variations in force for the shake: those in effect for every shake of the
  // division first (Sideways, Upside-down in Junior and Senior, XIII-C-1, -2), then the legal
  // picks in order. Empty in Basic Equations.
  std::vector<Variation> VariationsInEffect() const;
  // Returns what a pick of `variation` by `seat` would be now (AGLOA II-B-2, XIII): legal, or
  // why not; NotSupported for a variation the judge cannot judge yet (Imaginary), which a match
  // never offers.
  PickJudgement JudgeSelection(int seat, const Variation& variation) const;
  // Returns how many variations the seat selects this shake (AGLOA II-B-3).
  PickCount PicksAllowed(int seat) const;
  // Returns the arithmetic of the shake (core/language/arithmetic.h): the rule set's with the
  // variations in force; none in Basic Equations. An error says why the variations compile to
  // none (never for a shake the match allowed).
  Expected<Arithmetic, std::string> ShakeArithmetic() const;
  // Returns the Goal as the Adventurous judge reads it: faces, placements, gaps and the marks of
  // exponent-colour digits (XIII-B-9). Empty in Basic Equations.
  std::vector<MatGoalCube> MatGoal() const;

  // Returns the sand timer of the task in progress read at the caller's clock (AGLOA XI-A), with
  // the moment the clock's TimeExpired action next takes effect.
  TaskClock TaskClockAt(std::int64_t now_ms) const;
  // Returns why a challenge by `player` now would be invalid and set aside (with the rule set's
  // penalty) rather than start, or nothing when it would start (AGLOA VI-A, VI-B; ACC flubs).
  std::optional<std::string> ChallengeInvalidity(int player, Challenge challenge) const;

  bool operator==(const Match&) const = default;

 private:
  friend class MatchSerializer;
  Match() = default;

  // game_apply.cpp, game_challenge.cpp, game_time.cpp: each Step* checks its action and changes
  // this match (Apply works on a copy, so a refused action changes nothing).
  std::optional<ActionError> CheckCommon(const Action& action) const;
  std::optional<ActionError> Step(const Action& action);
  std::optional<ActionError> StepChance(const Action& action);
  std::optional<ActionError> StepGoal(const Action& action);
  std::optional<ActionError> StepMove(const Action& action);
  std::optional<ActionError> StepChallenge(const Action& action);
  std::optional<ActionError> StepWriting(const Action& action);
  std::optional<ActionError> StepJudge(const Action& action);
  void SetGoal(std::int64_t at_ms);
  // game_select.cpp: the selection of variations (AGLOA II-B).
  void StartSelection(std::int64_t at_ms);
  std::optional<ActionError> StepSelect(const Action& action);
  std::optional<ActionError> StepTurnGoalCube(const Action& action);
  void NextPicker(std::int64_t at_ms);
  void StartSelectionTask(std::int64_t at_ms);
  void IgnorePendingPick();
  void SelectionTimeLost(std::int64_t at_ms);
  void AddSelectionActions(std::vector<Action>& actions) const;
  void AddTurnActions(std::vector<Action>& actions) const;
  SelectionSetting SelectionSettingFor() const;
  bool MayPointOut(int player) const;
  void EndTurn(std::int64_t at_ms);
  void StartChallenge(const std::vector<int>& challengers, Challenge challenge, std::int64_t at_ms);
  std::optional<ActionError> StepTableEvent(const Action& action);
  int NextPlaying(int player) const;  // the next player to the left who plays the shake
  void StartWriteForAll(Phase phase, std::int64_t at_ms);
  void MaybeResolveWriting();
  void FinishShake(std::vector<int> points, bool counted, std::string result,
                   bool same_goal_setter = false);
  void StartTask(std::int64_t at_ms);
  void Penalize(int player, int points);
  void ExpireTask(std::int64_t at_ms);
  bool IsTimed(int player) const;  // the player has a task whose time limit runs now
  // The timed task is one the player must complete, so AGLOA XI-A's penalties apply to it; a
  // player who may but need not answer (present an Equation, dispute "no Goal") is not penalized
  // for saying nothing.
  bool MustComplete(int player) const;
  int TimeLimitSeconds() const;
  // game.cpp
  bool ChallengeAllowed(int player, Challenge challenge) const;
  // Returns why the players may not challenge together (AGLOA VI-B, ACC), or nothing.
  std::optional<std::string> SimultaneousRefusal(const std::vector<int>& challengers,
                                                 Challenge challenge) const;
  bool BlockAvailable() const;  // nobody holds the challenge block and a challenge could be made
  bool BonusAllowed(int player) const;
  // Draws the outcome of the chance node from `random` (which advances).
  Action DrawChance(Random& random) const;

  RuleSet rules_;
  MatchConfig config_;
  Random random_;
  Phase phase_ = Phase::RollOff;
  std::vector<int> roll_off_;  // the players still rolling for first
  std::vector<bool> absent_;   // the players not at the table now (AGLOA X-D)
  int goal_setter_ = 0;        // of the shake in progress or the next one
  Shake shake_;
  std::vector<ShakeRecord> shakes_;
  bool time_called_ = false;  // AGLOA XI-B warning / ACC Cleanup
  bool stop_called_ = false;  // AGLOA XI-B-2 "Stop"
  std::int64_t clock_ms_ = -1;
  std::vector<Action> history_;
};

// Returns the state as text sufficient to restore it (core/match/game_json.cpp), and reads it back.
std::string ToJson(const Match& match);
Expected<Match, std::string> FromJson(std::string_view text);

// The Equation judge (core/match/game_judge.cpp): the one place the game asks whether an Equation
// is correct (AGLOA VII-B, VII-C-5), through the checker of core/judge/checker.h.
struct Judgment {
  bool correct = false;
  std::vector<std::string> reasons;
};
Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, Challenge challenge,
                       std::string_view equation);
// The same under Adventurous Equations: with the rule set's Adventurous rules enabled and the
// shake's selected variations (Shake::variations), the Adventurous judge reads the Equation
// (AGLOA XIII, Appendix A); with no variation in force, the Basic judge above.
Judgment JudgeEquation(const RuleSet& rules, const Mat& mat, const std::vector<Variation>& selected,
                       Challenge challenge, std::string_view equation);
// Returns why a Goal may not be set (ACC "Goal": the requirements players advise on), read with
// the grouping the Goal-setter declares (empty: none), or nothing.
std::optional<std::string> GoalRequirementBroken(const RuleSet& rules,
                                                 const std::vector<GoalCube>& goal,
                                                 std::string_view declaration);
// Whether a Goal with no declared grouping may be set: GoalRequirementBroken(rules, goal, "")
// without its reasons.
bool GoalRequirementMet(const RuleSet& rules, const std::vector<GoalCube>& goal);
// Replaces the judge (tests of the game procedure); nullptr restores the real one.
using EquationJudge = Judgment (*)(const RuleSet&, const Mat&, Challenge, std::string_view);
void SetEquationJudgeForTesting(EquationJudge judge);

}  // namespace equations
