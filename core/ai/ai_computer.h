// The AI player as the "equations" game's computer player on the game layer
// (play::GameType::computer): a whole decision at once for the first of the seats it plays that
// acts now, asked in SeatsToAsk's order, so a server seats a computer without knowing the rules.
#pragma once

#include <string>

#include "core/base/expected.h"
#include "core/play/state.h"

namespace equations {

// Returns the AI's decision for `state` (an "equations" state, core/match/match_state.h), or the
// error: another game's state, an unknown level, an Adventurous match (AiUnsupported).
Expected<play::ComputerDecision, std::string> DecideEquationsComputer(
    const play::State& state, const play::ComputerRequest& request);

}  // namespace equations
