// A game of Contig 60 between two players with the app as the Game Monitor, as an OpenSpiel-style
// state: legal actions, a checked Apply that changes nothing when it refuses, history = config +
// actions. It follows /work/shared/rules/math-pentathlon-division-iii-highlights.md, "CONTIG 60
// Tournament Highlights" (GOAL, START, BEGINNING/END OF TURN, DECLARING A WIN, GAME TIME LIMIT,
// OTHER RULES, CHALLENGING) and the Common Rules (core/pentathlon/monitor.h). What the sheet
// leaves to the paid manual is ruled in docs/rulings.md, "Contig 60".
//
// Actions, players p0 and p1, each at the caller's clock "@<ms>" (never decreasing):
//   toss                    the Monitor has each player toss a die; the lower begins
//   pN roll                 roll the three dice      pN use-roll   use the opponent's roll
//   pN record               record the roll on the Scoring Flag Card
//   pN announce "3+5x4"     announce a number sentence (grouping stands for its steps)
//   pN place 23             place a chip on the space numbered 23
//   pN total 17             announce the new Running Score
//   pN capture              capture the opponent's pass      pN challenge
//   pN win                  declare a win                    pN accept     accept a declared win
//   pN pass                 pass the Scoring Flag Card (end the turn)
//   clock                   the clock reads @<ms>
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/base/random.h"
#include "core/contig60/board.h"
#include "core/pentathlon/monitor.h"

namespace equations::contig60 {

struct Config {
  std::uint64_t seed = 0;
  int start_score = 30;  // each Running Score starts here (docs/rulings.md, "Contig 60")
  int chips = 20;        // chips of each colour
  int minutes = 30;      // the game time limit; 0: none
  bool operator==(const Config&) const = default;
};

enum class Phase {
  Toss,         // the Monitor has the players toss for the start
  Turn,         // the flag card holder has not rolled (a challenge or a capture comes now)
  Capture,      // capturing the opponent's pass with the opponent's roll
  Rolled,       // the roll is out: record, announce, place, announce the total, pass
  WinDeclared,  // the opponent may challenge or accept the declared win
  Over,
};
const char* PhaseName(Phase phase);

// What a correct challenge restores: the chips on the board and the Running Scores.
struct Position {
  std::array<int, kSpaces> owner;  // the player whose chip covers each space, or -1
  std::array<int, 2> scores = {0, 0};
  std::array<int, 2> chips = {0, 0};
  bool operator==(const Position&) const = default;
};

// One turn as the Monitor saw it, for challenges and captures.
struct TurnRecord {
  int player = -1;
  Position start;  // the position when the flag card was received
  bool rolled = false;
  Dice dice = {0, 0, 0};
  bool recorded = false;
  std::string sentence;
  int placed = -1;  // the space of the regular turn's chip
  std::optional<int> total;
  int end_score = 0;  // the Running Score when the turn ended (or now, for the turn in progress)
  bool capturing = false;
  std::string capture_sentence;
  int capture_space = -1;
  Dice captured_dice = {0, 0, 0};
  bool challenged = false;
  bool forfeited = false;
  bool operator==(const TurnRecord&) const = default;
};

// Returns true when `verb` names an action of the game ("roll", "place", ...).
bool IsVerb(std::string_view verb);

class Game {
 public:
  static Expected<Game, std::string> Create(const Config& config);

  std::vector<pentathlon::Action> LegalActions() const;
  // Applies an action, or returns why not and changes nothing.
  std::optional<std::string> Apply(const pentathlon::Action& action);

  bool IsTerminal() const { return phase_ == Phase::Over; }
  // The Monitor's toss for the start; the rolls are the players' own actions.
  bool IsChanceNode() const { return phase_ == Phase::Toss; }
  Phase phase() const { return phase_; }
  const Config& config() const { return config_; }
  const Position& position() const { return position_; }
  const TurnRecord& turn() const { return turn_; }
  const std::optional<TurnRecord>& last_turn() const { return last_; }
  const pentathlon::Monitor& monitor() const { return monitor_; }
  const std::optional<pentathlon::Outcome>& outcome() const { return outcome_; }
  const std::vector<pentathlon::Action>& history() const { return history_; }
  const std::vector<std::string>& events() const { return events_; }
  const std::array<int, 2>& tosses() const { return tosses_; }
  int beginner() const { return beginner_; }
  const std::optional<Dice>& offered_roll() const { return offered_roll_; }
  const Random& random() const { return random_; }
  // Returns the faults of a turn a Correct challenge would find (empty when there are none);
  // `five_in_a_row`: the turn ends in a win on 5 in a row, which needs no Running Score.
  std::vector<std::string> Faults(const TurnRecord& turn, bool five_in_a_row = false) const;
  // Returns true when `player` has reached a goal: five of their chips in a row, or a Running
  // Score of 0 or less at least 3 below the opponent's.
  bool GoalReached(int player) const;
  bool operator==(const Game&) const = default;

 private:
  Game() = default;
  std::optional<std::string> Step(const pentathlon::Action& action);
  std::optional<std::string> Challenge(int player, std::int64_t at_ms);
  void ApplyClock(std::int64_t at_ms);
  void BeginTurn(int player, std::int64_t at_ms);
  void EndTurn(std::int64_t at_ms);
  void EndByScores(const std::string& why);
  void Lose(int player, const std::string& why);
  void Place(int player, int space, int times);
  void Penalize(int player, const std::string& why);

  Config config_;
  Random random_;
  Phase phase_ = Phase::Toss;
  Position position_;
  TurnRecord turn_;
  std::optional<TurnRecord> last_;
  std::optional<Dice> offered_roll_;
  std::array<bool, 2> skip_next_ = {false, false};
  std::array<int, 2> tosses_ = {0, 0};
  int beginner_ = -1;
  int declared_by_ = -1;
  pentathlon::Monitor monitor_;
  std::optional<pentathlon::Outcome> outcome_;
  std::vector<std::string> events_;  // what the Monitor said, in order
  std::vector<pentathlon::Action> history_;
};

}  // namespace equations::contig60
