// Contig 60 on the game layer (core/play/state.h): the registry's "contig-60" game. Its config is
// {"seed":0,"start_score":30,"chips":20,"minutes":30} (every field may be left out: those are the
// defaults); its actions are core/contig60/game.h's text form ("p0 place 23 @4000").
#pragma once

#include <memory>
#include <string>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/contig60/game.h"
#include "core/play/state.h"

namespace equations::contig60 {

// Returns a new game from the config, or the error naming the field.
Expected<std::unique_ptr<play::State>, std::string> CreateGameState(const Json& config);
// Returns the game's help: how it is played here, and what is our own ruling.
const char* Help();
// The game behind a state of the "contig-60" game, or nullptr for another game's state.
const Game* GameOf(const play::State& state);

}  // namespace equations::contig60
