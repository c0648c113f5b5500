// How good a position of Queens & Guards is for one player, for the computer player's search:
// each piece's way to the goal (the Queen on the Throne, the guards in the ring round her), less
// the pieces the player must move back out of a trap or that the opponent can still trap by
// saying "Trap", and the same for the opponent. The guards first take the 6 corners of the second
// ring, which turns every other way into the centre into a trap, and step into the first ring
// once the Queen is on the Throne (evaluation.cpp, GuardWorth). A piece on the Throne or in the
// first ring never leaves it (moves go sideways or inwards only, and no trap forms there: its
// ring has no straight side), so an opponent's piece there stops the player from ever winning;
// the player's progress then counts for little.
#pragma once

#include "core/queens_guards/turns.h"

namespace equations::queens_guards {

inline constexpr int kWinScore = 1000000;  // a won game, less the turns it takes

// Returns the worth of `position` for `player`: positive when it is better for them.
int Evaluate(const Position& position, int player);

}  // namespace equations::queens_guards
