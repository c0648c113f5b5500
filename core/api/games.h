// The registry of the app's games by name: the one list the command-line tool, the JavaScript
// API, the UI and the generic tests read (core/play/state.h says what a game gives them).
#pragma once

#include <span>
#include <string_view>

#include "core/play/state.h"

namespace equations {

// Returns every game, in the order they are offered.
std::span<const play::GameType> Games();
// Returns the game with this registry name, or nullptr.
const play::GameType* FindGame(std::string_view name);

}  // namespace equations
