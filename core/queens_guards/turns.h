// The positions the computer player searches and the turns a player may take from one: the board,
// the announced trapped pieces and what was done so far this turn, with the rules of
// core/queens_guards/game.cpp kept small enough to copy at every node (the game itself keeps a
// history and the Monitor's record). A turn is what a player does while holding the flag card:
// relocate the opponent's piece or say "Trap" at the beginning, one move, "Trap" after forming
// it, then pass. The turns listed are legal in the game (tests/core/queens_guards_computer_test.cpp
// plays them through Game::Apply); the computer player checks each action against the game's legal
// actions before it takes it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/queens_guards/board.h"
#include "core/queens_guards/game.h"

namespace equations::queens_guards {

// The holders (player * kPieces + piece) as bits.
using Pieces = std::uint16_t;
inline Pieces Bit(int holder) {
  return static_cast<Pieces>(1u << holder);
}

struct Position {
  Spaces spaces{};
  Pieces owed = 0;  // the pieces in an announced trap, which their player must move back
  int player = 0;   // who holds the flag card
  // The opponent's last move: what a relocation or a "Trap" at the beginning of a turn acts on.
  int last_from = -1;
  int last_to = -1;
  bool last_relocatable = false;
  bool last_back = false;  // it took a trapped piece back out of its trap
  // This turn so far.
  Pieces trapped_at_start = 0;  // the opponent's pieces in a trap when the flag card came
  bool owing_at_start = false;  // the player had a trapped piece to move back then
  bool relocated = false;
  bool announced = false;
  int from = -1;
  int to = -1;
  bool back = false;
  int winner = -2;  // -2: not over; -1: a tie; else the winner
};

// One turn, or what is left of it: each part -1 or false when not taken.
struct Turn {
  int relocate = -1;        // the outer space the opponent's last piece moved is put on
  bool trap_first = false;  // "Trap" at the beginning: the opponent's last move is undone
  int from = -1;            // the move (none: the player has no move and passes)
  int to = -1;
  bool trap_after = false;  // "Trap" after forming it
  bool operator==(const Turn&) const = default;
};

// Returns the position of `game` for the holder of the flag card, with the turn so far.
Position PositionOf(const Game& game);
// A turn and the position after it, the opponent then holding the flag card (or the game over).
struct Child {
  Turn turn;
  Position after;
};
// Returns the turns the holder may take from `position` with the position after each. A piece
// the opponent may relocate goes to the one empty space of the outermost band farthest from where
// it stood. Never a move outwards, or a guard onto the Throne or a Start Position (the game's
// proper moves), nor a "Trap" that undoes the move back out of an announced trap: the game
// accepts that one, but said every turn it would keep the piece in its trap for ever, which the
// sheet's "On the subsequent turn, the opponent MUST use the turn to move back A trapped piece"
// does not intend (docs/rulings.md, "Queens & Guards' computer players").
std::vector<Child> Children(const Position& position);
// Returns true when the piece on `space` is trapped (its two opposing neighbours in its ring).
bool TrappedAt(const Spaces& spaces, int space);
// RingOf and Step from a table made once, for the search's inner loops.
int RingAt(int space);
int StepAt(int space, int direction);

}  // namespace equations::queens_guards
