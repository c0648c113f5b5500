// Computer players of Queens & Guards: given the game, each says the actions of its turn, the one
// to take now first. Every action is one of the game's legal actions at its moment (the plan is
// played through a copy of the game first). The levels differ in how far they look: a beginner
// takes a win when it sees one and otherwise any turn the seed picks; a club player looks at its
// turn and the reply; a strong player searches whole turns ahead (core/queens_guards/search.h)
// within a node budget, so it forms and says traps, keeps out of them and takes the centre. All
// of them challenge a turn only when the Monitor would rule it Correct (Game::Faults). Our
// choices for them: docs/rulings.md, "Queens & Guards' computer players".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/base/expected.h"
#include "core/challenge24/computer.h"
#include "core/play/state.h"
#include "core/queens_guards/game.h"
#include "core/queens_guards/search.h"

namespace equations::queens_guards {

using challenge24::ComputerLevel;

// Returns the search a level makes (the beginner's is not used: it looks at one turn).
SearchLimits LimitsOf(ComputerLevel level);
// Returns the level named `name`: "beginner", "club", "strong", or "tournament" (the equations
// game's name for its top level, which a class server may send to any game) for strong.
std::optional<ComputerLevel> ParseLevel(std::string_view name);

// Returns the actions `player` at `level` takes from now to the end of their turn, the one to take
// now first, at the game's clock; empty when nothing is theirs to do. The same game, level and
// seed give the same actions.
std::vector<pentathlon::Action> PlanTurn(const Game& game, int player, ComputerLevel level,
                                         std::uint64_t seed);
// Returns the first action of PlanTurn, or nothing.
std::optional<pentathlon::Action> ComputerNext(const Game& game, int player, ComputerLevel level,
                                               std::uint64_t seed);

// The registry's computer player of "queens-and-guards" (play::GameType::computer): the plan of
// the first of the seats asked that acts now, the flag card's holder first.
Expected<play::ComputerDecision, std::string> DecideComputer(const play::State& state,
                                                             const play::ComputerRequest& request);

}  // namespace equations::queens_guards
