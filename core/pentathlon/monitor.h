// What the Mathematics Pentathlon Division III games share, with the app as the Game Monitor
// (/work/shared/rules/math-pentathlon-division-iii-highlights.md, "Common Rules" and
// "CHALLENGING - OVERVIEW"): the action text every such game reads, the one-minute turn with its
// reminder and forfeits, the record of challenges (C, I, IA; three I or IA lose the game), the
// game time limit, and the outcome with its tournament points (win 3, tie 2, loss 1).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <algorithm>
#include "core/base/expected.h"

#include "core/base/json.h"

namespace equations::pentathlon {

// "ONE MINUTE TURNS": the reminder comes a minute into a turn; a turn not completed within
// kImmediatelyMs of the reminder is forfeited (docs/rulings.md, "Mathematics Pentathlon").
inline constexpr std::int64_t kTurnMs = 60000;
inline constexpr std::int64_t kImmediatelyMs = 10000;
inline constexpr int kViolationsToForfeit = 3;  // "The third violation ... forfeiture of the game"
inline constexpr int kChallengesToLose = 3;     // "THREE I, IA ... IS AN AUTOMATIC LOSS"

// One action as written: `[p<player>] <verb> [<argument>...] ["<quoted text>"] [@<ms>]`.
struct Action {
  int player = -1;  // -1: the Monitor, the dice or the clock
  std::string verb;
  std::vector<std::string> words;  // the arguments after the verb, unquoted
  std::string text;                // the quoted text ("3+5x4"), unescaped
  std::int64_t at_ms = 0;
  bool operator==(const Action&) const = default;
};
// Returns the action's text form, always with its "@<ms>".
std::string ActionText(const Action& action);
// Reads the text form; without "@<ms>" the action is at `clock_ms`. The error names the action.
Expected<Action, std::string> ParseAction(std::string_view text, std::int64_t clock_ms);

// The rulings a Monitor records on the Record Sheet.
enum class Ruling { Correct, Incorrect, Inappropriate };
const char* RulingName(Ruling ruling);  // "C", "I", "IA"

// How a game ended, as the Monitor declares it.
struct Outcome {
  int winner = -1;  // -1: a tie
  std::string reason;
  bool operator==(const Outcome&) const = default;
};
// Returns the tournament points of each of two players: win 3, tie 2, loss 1.
std::vector<int> TournamentPoints(const std::optional<Outcome>& outcome);
// Returns the score card: the outcome, its reason and each player's tournament points.
Json ScoreCard(const std::optional<Outcome>& outcome);

// The Monitor's record of a two-player game: challenges, one-minute violations, the clock of the
// turn in progress and the game time limit.
class Monitor {
 public:
  Monitor() = default;
  explicit Monitor(int minutes) : minutes_(minutes) {}

  // Starts the turn of `player` at `at_ms` (the flag card is passed to them).
  void StartTurn(int player, std::int64_t at_ms);
  // Gives the opponent of the holder kImmediatelyMs from `at_ms` to answer (a declared win):
  // then the clock's turn forfeit is due, with no reminder and no violation.
  void StartAnswer(std::int64_t at_ms);
  int flag_card() const { return flag_card_; }
  std::int64_t turn_started_ms() const { return turn_started_ms_; }
  // Returns when the clock next changes something: the reminder, the turn's forfeit, or time
  // called; -1 when nothing is due.
  std::int64_t DueMs() const;

  // What the clock did on reaching `at_ms`.
  enum class Tick { None, Reminder, ForfeitTurn, ForfeitGame, TimeCalled };
  // Advances the clock by one event at most (call until it answers None).
  Tick Advance(std::int64_t at_ms);
  std::int64_t clock_ms() const { return clock_ms_; }

  // Records a ruling on a challenge by `player`; true when it is the third I or IA.
  bool Record(int player, Ruling ruling);
  const std::vector<std::string>& challenges(int player) const { return challenges_[player]; }
  int violations(int player) const { return violations_[player]; }
  bool time_called() const { return time_called_; }
  int minutes() const { return minutes_; }
  bool reminded() const { return reminded_; }

  Json ToJson() const;
  bool operator==(const Monitor&) const = default;

 private:
  int minutes_ = 0;  // 0: no game time limit
  int flag_card_ = -1;
  std::int64_t clock_ms_ = 0;
  std::int64_t started_ms_ = -1;  // the first turn's start: the game's time runs from it
  std::int64_t turn_started_ms_ = -1;
  bool reminded_ = false;
  bool answering_ = false;  // StartAnswer: the turn's limit is kImmediatelyMs from its start
  bool time_called_ = false;
  std::vector<std::string> challenges_[2];
  int violations_[2] = {0, 0};
};

// Applies what the clock makes due by `at_ms`, one event at a time: the Monitor's words go to
// `events`; `forfeit_turn(player, due_ms)` ends the turn of a player who did not take it at once
// and `forfeit_game(player)` ends the game on the third violation. `forfeit_turn` returns true
// when the game is over.
template <class ForfeitTurn, class ForfeitGame>
void RunClock(Monitor& monitor, std::int64_t at_ms, std::vector<std::string>& events,
              ForfeitTurn forfeit_turn, ForfeitGame forfeit_game) {
  for (;;) {
    const std::int64_t due = monitor.DueMs();
    const Monitor::Tick tick = monitor.Advance(at_ms);
    const int player = monitor.flag_card();
    switch (tick) {
      case Monitor::Tick::None:
        return;
      case Monitor::Tick::TimeCalled:
        events.push_back("Monitor: time");
        break;
      case Monitor::Tick::Reminder:
        events.push_back("Monitor: p" + std::to_string(player) + ", take your turn now");
        break;
      case Monitor::Tick::ForfeitGame:
        forfeit_game(player);
        return;
      case Monitor::Tick::ForfeitTurn:
        events.push_back("Monitor: p" + std::to_string(player) + " forfeits the turn");
        if (forfeit_turn(player, due)) return;
        break;
    }
  }
}

// Returns the integers as a JSON array.
Json IntegersJson(std::span<const int> values);
// Returns the texts as a JSON array.
Json TextsJson(std::span<const std::string> texts);

}  // namespace equations::pentathlon
