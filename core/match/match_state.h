// A match of Equations on the game layer (core/play/state.h): the registry's "equations" game.
// Its config names the rule set, division, players, seed and shake limit; its actions are the
// match's text form (core/match/action.h ActionText).
#pragma once

#include <memory>
#include <string>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/match/game.h"
#include "core/play/state.h"

namespace equations {

// Returns a new match from {"rules": "agloa", "division": "middle", "players": 3, "seed": 7,
// "max_shakes": 0} ("max_shakes" may be left out; "seed" may be a decimal string,
// for seeds beyond what a JavaScript number holds exactly), or the error naming the field.
// "adventurous": true (with "school_year": "2026-27", the rules' year when left out) plays
// Adventurous Equations (AGLOA II-B, XIII); left out or false, Basic Equations.
Expected<std::unique_ptr<play::State>, std::string> CreateEquationsState(const Json& config);

// Wraps a match (a restored save of the full-state format, core/match/game_json.cpp).
std::unique_ptr<play::State> EquationsState(Match match);

// The match behind a state of the "equations" game, or nullptr for another game's state.
const Match* MatchOf(const play::State& state);

}  // namespace equations
