// The game layer: what every game of the app shares, whatever its rules, in the shape of
// OpenSpiel's State: legal actions, a checked apply that answers an error value, terminal, scores,
// history and config. The command-line tool, the JavaScript API, the UI and the generic random
// playout test (tests/core/play_test.cpp) see every game through it. Actions are their game's
// text form ("p1 move 3 required"): a saved game is its config plus that list, restored by
// replaying it, so a state is never written twice.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/expected.h"
#include "core/base/json.h"

namespace equations::play {

class State {
 public:
  virtual ~State() = default;

  virtual std::unique_ptr<State> Clone() const = 0;
  // The registry name of the game ("equations").
  virtual std::string_view Game() const = 0;
  // The config the state was created from, as GameType::create reads it.
  virtual Json Config() const = 0;
  virtual int Players() const = 0;
  virtual bool IsTerminal() const = 0;
  // True when the next action is the dice's or the deck's, not a player's.
  virtual bool IsChanceNode() const = 0;
  // Returns the actions that Apply accepts now, in the game's text form.
  virtual std::vector<std::string> LegalActions() const = 0;
  // Applies one action given in the game's text form; on an error the state is unchanged.
  virtual std::optional<std::string> Apply(std::string_view action) = 0;
  // Returns every action applied since the config, in order.
  virtual std::vector<std::string> History() const = 0;
  // Returns each player's points so far (the game's own scoring).
  virtual std::vector<int> Scores() const = 0;
  // Returns the whole state as JSON, for views and for comparing two states.
  virtual Json View() const = 0;
  // Returns the seat (0..Players()-1) that takes `action`, or -1 when no player does (the dice,
  // the deck, the clock, a judge or proctor) or the text is not an action of the game.
  virtual int Actor(std::string_view action) const = 0;
  // Returns what the player in `seat` may see now: View() without what no player may know yet
  // (the seed, the generator, the coming rolls or cards, a card still under the proctor's hand).
  virtual Json SeatView(int seat) const = 0;
  // Returns what the game's rules make of the scores, as a tournament director records them
  // (Equations: match points or player scores, core/match/results.h), or null when the game
  // gives nothing beyond Scores().
  virtual Json Results() const { return Json(); }
  // Returns where the round stands at the caller's `now_ms` for a round that began at
  // `round_start_ms` and lasts `round_ms` (-1: the rule set's length), as {"stage", "left_ms",
  // "round_ms", "due"} (Equations: core/match/round_clock.h), or null for a game without one.
  virtual Json RoundClock(std::int64_t /*round_start_ms*/, std::int64_t /*round_ms*/,
                          std::int64_t /*now_ms*/) const {
    return Json();
  }
};

// What a game's computer player is asked: the seats it plays, its level, a seed.
struct ComputerRequest {
  std::vector<int> seats;
  std::string level;  // "beginner", "club", "tournament"
  std::uint64_t seed = 0;
};

// A computer player's decision: the first of the seats asked that acts now, in the order the
// game asks its players, with its plan (the action to apply now, then the ones it means to play
// right after it); seat -1 and no plan when none of them has anything to do now.
struct ComputerDecision {
  int seat = -1;
  std::vector<std::string> plan;
  std::string note;  // why, in words a student can follow
};

using DecideComputer = Expected<ComputerDecision, std::string> (*)(const State& state,
                                                                   const ComputerRequest& request);

using CreateState = Expected<std::unique_ptr<State>, std::string> (*)(const Json& config);

// One game of the registry (core/api/games.h).
struct GameType {
  std::string_view name;              // "equations": the name in requests and saved games
  std::string_view title;             // "Equations": the name shown to people
  CreateState create;                 // a new state from a config, or the error naming the field
  DecideComputer computer = nullptr;  // the game's computer player, when it has one
};

// Returns {"game": name, "config": {...}, "actions": ["...", ...]}.
Json Save(const State& state);
// Returns the state that `actions` reach from a new state of `game` with `config`, or the first
// error, naming the action by its place in the list.
Expected<std::unique_ptr<State>, std::string> Replay(const GameType& game, const Json& config,
                                                     std::span<const std::string> actions);
// Returns `object` without its members named in `keys` (for seat views); another value as it is.
Json WithoutMembers(Json object, std::span<const std::string_view> keys);
// Restores a saved game (Save's format) with the game its "game" member names among `games`.
Expected<std::unique_ptr<State>, std::string> Load(std::span<const GameType> games,
                                                   const Json& saved);

}  // namespace equations::play
