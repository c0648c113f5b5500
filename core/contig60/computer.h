// Computer players of Contig 60: given the game, each says the action it takes now. It plays
// only correct number sentences, found from the exact values the roll can make
// (ReachableNumbers, core/contig60/board.h), and it challenges what the Monitor would rule
// Correct. The levels differ in where they place a chip: a beginner anywhere it can, a club
// player where the Running Score drops most, a strong player also building and blocking lines of
// five, capturing passes and taking the opponent's roll after a Correct challenge when it is the
// better one.
#pragma once

#include <cstdint>
#include <optional>

#include "core/challenge24/computer.h"
#include "core/contig60/game.h"

namespace equations::contig60 {

using challenge24::ComputerLevel;

// Returns the next action of `player` at `level`, at the game's clock, or nothing when it is not
// theirs to act. The same game, level and seed give the same action.
std::optional<pentathlon::Action> ComputerNext(const Game& game, int player, ComputerLevel level,
                                               std::uint64_t seed);

// Returns the board number `player` at `level` would cover with `dice` now, with its sentence,
// or nothing when the dice make no empty space.
std::optional<std::pair<int, std::string>> ChooseNumber(const Game& game, int player,
                                                        const Dice& dice, ComputerLevel level,
                                                        std::uint64_t seed);

}  // namespace equations::contig60
