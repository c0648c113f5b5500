// A game of Queens & Guards between two players with the app as the Game Monitor, as an
// OpenSpiel-style state: legal actions, a checked Apply that changes nothing when it refuses,
// history = config + actions. It follows
// /work/shared/rules/math-pentathlon-division-iii-highlights.md, "QUEENS & GUARDS Tournament
// Highlights" (GOAL, START, DECLARING A WIN, GAME TIME LIMIT, OTHER RULES, CHALLENGING and the
// TRAP CLARIFICATION) and the Common Rules (core/pentathlon/monitor.h); the board is
// core/queens_guards/board.h; our rulings are docs/rulings.md, "Queens & Guards".
//
// Actions, players p0 and p1, each at the caller's clock "@<ms>":
//   toss                     the Monitor's two hands: who has the starting colour begins
//   pN move 47 30            move the piece on space 47 to space 30 (a trapped piece moved back:
//                            a guard one ring out, a Queen to her Start Position)
//   pN trap                  announce "Trap" (after forming it, or at the beginning of a turn)
//   pN relocate 40           put the opponent's piece moved into a trap, away from the centre or
//                            a guard on the Throne, onto space 40 of the outermost band
//   pN challenge             pN tie    propose a tie, or agree to the one proposed
//   pN pass                  pass the flag card (end the turn)
//   clock                    the clock reads @<ms>
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/base/random.h"
#include "core/pentathlon/monitor.h"
#include "core/queens_guards/board.h"

namespace equations::queens_guards {

struct Config {
  std::uint64_t seed = 0;
  int minutes = 30;  // the game time limit; 0: none
  bool operator==(const Config&) const = default;
};

enum class Phase { Toss, Turn, Over };

// One turn as the Monitor saw it: for challenges, relocations and trap announcements.
struct TurnRecord {
  int player = -1;
  Spaces start{};  // the board when the flag card was received
  int from = -1;   // the move: the space left and the space reached
  int to = -1;
  bool back = false;         // the move took a trapped piece back out of its trap
  bool relocatable = false;  // the move was into a trap, away from the centre or a guard onto the
                             // Throne or a Start Position: the opponent may relocate the piece
  bool relocated = false;    // the turn began by relocating the opponent's piece
  bool announced = false;    // "Trap" was said this turn
  bool challenged = false;
  bool forfeited = false;
  std::vector<int> owed;  // the announced trapped pieces (holders) at the turn's start
  bool operator==(const TurnRecord&) const = default;
};

// Returns true when `verb` names an action of the game.
bool IsVerb(std::string_view verb);

class Game {
 public:
  static Expected<Game, std::string> Create(const Config& config);
  // Returns a game from a position of its own (a problem, a test) with `first` holding the flag
  // card, or why the position cannot be played (each player has 1 Queen and 6 guards).
  static Expected<Game, std::string> FromPosition(const Config& config, const Spaces& spaces,
                                                  int first);

  std::vector<pentathlon::Action> LegalActions() const;
  // Applies an action, or returns why not and changes nothing.
  std::optional<std::string> Apply(const pentathlon::Action& action);

  bool IsTerminal() const { return phase_ == Phase::Over; }
  // The Monitor's two hands for the starting colour.
  bool IsChanceNode() const { return phase_ == Phase::Toss; }
  Phase phase() const { return phase_; }
  const Config& config() const { return config_; }
  const Spaces& spaces() const { return spaces_; }
  const TurnRecord& turn() const { return turn_; }
  const std::optional<TurnRecord>& last_turn() const { return last_; }
  const pentathlon::Monitor& monitor() const { return monitor_; }
  const std::optional<pentathlon::Outcome>& outcome() const { return outcome_; }
  const std::vector<pentathlon::Action>& history() const { return history_; }
  const std::vector<std::string>& events() const { return events_; }
  // The pieces (holders) in an announced trap, which their player must move back.
  const std::vector<int>& owed() const { return owed_; }
  int beginner() const { return beginner_; }
  int tie_proposed_by() const { return tie_proposed_by_; }
  const Random& random() const { return random_; }
  // Returns the spaces a piece on `from` may move to now: one step sideways or inwards to an
  // empty space, never a guard onto the Throne or a Start Position; a trapped piece owed back
  // moves as the trap says.
  std::vector<int> Moves(int from) const;
  // Returns the faults of a turn a Correct challenge would find (empty when there are none).
  std::vector<std::string> Faults(const TurnRecord& turn) const;
  bool operator==(const Game&) const = default;

 private:
  Game() = default;
  std::optional<std::string> Step(const pentathlon::Action& action);
  std::optional<std::string> Move(int player, int from, int to);
  std::optional<std::string> AnnounceTrap(int player);
  std::optional<std::string> Challenge(int player, std::int64_t at_ms);
  void ApplyClock(std::int64_t at_ms);
  void BeginTurn(int player, std::int64_t at_ms);
  void EndTurn(std::int64_t at_ms);
  void End(int winner, const std::string& why);
  // The spaces of the player's owed pieces that are still trapped and can be moved back.
  std::vector<int> OwedMovable(int player) const;

  Config config_;
  Random random_;
  Phase phase_ = Phase::Toss;
  Spaces spaces_{};
  TurnRecord turn_;
  std::optional<TurnRecord> last_;
  std::vector<int> owed_;
  int beginner_ = -1;
  int tie_proposed_by_ = -1;
  bool extra_turn_ = false;  // "STATING TRAP AT THE WRONG TIME": the holder then takes a turn more
  pentathlon::Monitor monitor_;
  std::optional<pentathlon::Outcome> outcome_;
  std::vector<std::string> events_;
  std::vector<pentathlon::Action> history_;
};

}  // namespace equations::queens_guards
