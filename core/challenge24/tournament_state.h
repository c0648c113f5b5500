// A 24 Challenge tournament at one table on the game layer (core/play/state.h): the registry's
// "24-challenge-tournament" game. Its config is {"deck":"single-digits","seed":7,"players":4,
// "cards":48} (every field may be left out); its actions are the round's text form with seats
// for players (core/challenge24/tournament.h).
#pragma once

#include <memory>
#include <string>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/challenge24/tournament.h"
#include "core/play/state.h"

namespace equations::challenge24 {

// Returns a new tournament from the config, or the error naming the field.
Expected<std::unique_ptr<play::State>, std::string> CreateTournamentState(const Json& config);
// Returns the config of a tournament as CreateTournamentState reads it.
Json TournamentConfigJson(const TournamentConfig& config);
// The tournament behind a state of the "24-challenge-tournament" game, or nullptr.
const Tournament* TournamentOf(const play::State& state);

}  // namespace equations::challenge24
