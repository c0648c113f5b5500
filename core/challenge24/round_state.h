// A 24 Challenge round on the game layer (core/play/state.h): the registry's "24-challenge" game.
// Its config is {"deck":"single-digits","seed":7,"round":1,"players":4,"cards":48} (every field
// may be left out: those are the defaults, seed 0); its actions are the text form of
// core/challenge24/round.h ActionText ("p0 pattern \"3 x 8\" @4000").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/challenge24/round.h"
#include "core/play/state.h"

namespace equations::challenge24 {

// Returns a new round from the config, or the error naming the field.
Expected<std::unique_ptr<play::State>, std::string> CreateRoundState(const Json& config);
// Returns the config of a round as CreateRoundState reads it.
Json RoundConfigJson(const RoundConfig& config);
// Returns the round as JSON: config, phase, the card in play, times, points, flags, plays.
Json RoundView(const Round& round);
// Returns RoundView as a player at the table sees it: without the seed, the cards still in the
// deck, and the card in play while it is under the proctor's hand.
Json RoundSeatView(const Round& round);
// Returns the seat that takes the action written `text`, or -1 (the deck, the proctor, the clock).
int RoundActor(std::string_view text, int players);
// Reads the "deck" member into `plan`, or says what it must be.
std::optional<std::string> ReadDeckMember(const JsonMember& member, DeckPlan& plan);
// Returns the numbers as a JSON array.
Json NumbersJson(const std::vector<int>& values);
// Reads an integer member in [low, high] into `value`, or says what it must be.
std::optional<std::string> ReadInteger(const JsonMember& member, std::int64_t low,
                                       std::int64_t high, std::int64_t& value);
// Wraps a round.
std::unique_ptr<play::State> RoundState(Round round);
// The round behind a state of the "24-challenge" game, or nullptr for another game's state.
const Round* RoundOf(const play::State& state);

}  // namespace equations::challenge24
