// Queens & Guards on the game layer (core/play/state.h): the registry's "queens-and-guards" game.
// Its config is {"seed":0,"minutes":30} (both may be left out: those are the defaults); its
// actions are core/queens_guards/game.h's text form ("p0 move 61 40 @4000").
#pragma once

#include <memory>
#include <string>

#include "core/base/expected.h"
#include "core/base/json.h"
#include "core/play/state.h"
#include "core/queens_guards/game.h"

namespace equations::queens_guards {

// Returns a new game from the config, or the error naming the field.
Expected<std::unique_ptr<play::State>, std::string> CreateGameState(const Json& config);
// Returns the game's help: how it is played here, and what is our own ruling.
const char* Help();
// The game behind a state of the "queens-and-guards" game, or nullptr for another game's state.
const Game* GameOf(const play::State& state);

}  // namespace equations::queens_guards
