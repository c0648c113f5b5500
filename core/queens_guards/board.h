// The Queens & Guards board: the 91 hexagons of Agon, the public game it is based on, in six
// rings around the Queen's Throne; the start position; adjacency and traps
// (/work/shared/rules/math-pentathlon-division-iii-highlights.md, "QUEENS & GUARDS Tournament
// Highlights"). The sheet leaves the board and the start position to the paid manual; ours follow
// public descriptions of Agon (docs/rulings.md, "Queens & Guards").
//
// Spaces are numbered in rings from the Throne: 0 is the Throne, ring k (1..5) holds the 6k
// spaces 1+3k(k-1) .. 3k(k+1), going round from a corner; ring 5 is the outermost band.
#pragma once

#include <array>
#include <optional>
#include <vector>

namespace equations::queens_guards {

inline constexpr int kRings = 5;                               // rings around the Throne
inline constexpr int kSpaces = 1 + 3 * kRings * (kRings + 1);  // 91
inline constexpr int kThrone = 0;
inline constexpr int kPieces = 7;  // the Queen and her 6 guards

// A space's axial coordinates (q, r), the Throne at (0, 0); for drawing the board.
struct Hex {
  int q = 0;
  int r = 0;
  bool operator==(const Hex&) const = default;
};
Hex HexOf(int space);
// Returns the space at (q, r), or -1 off the board.
int SpaceAt(int q, int r);
// Returns the ring of a space (0 for the Throne).
int RingOf(int space);
// Returns the space next to `space` in direction 0..5, or -1 off the board.
int Step(int space, int direction);
// Returns the spaces next to `space`.
std::vector<int> Adjacent(int space);
// Returns the Start Position of each player's Queen (opposite corners of the outermost band).
int QueenStart(int player);
// Returns where each piece of `player` starts: the Queen first, then the 6 guards.
std::array<int, kPieces> StartPosition(int player);

// Who holds each space: -1 empty, else player * kPieces + piece (piece 0 is the Queen).
using Spaces = std::array<int, kSpaces>;
inline int OwnerOf(int holder) {
  return holder < 0 ? -1 : holder / kPieces;
}
inline bool IsQueen(int holder) {
  return holder >= 0 && holder % kPieces == 0;
}

// Returns true when the piece on `space` is in a trap: two opposing pieces on either side of it
// in a straight line, all three in the same ring.
bool Trapped(const Spaces& spaces, int space);
// Returns true when the player's Queen is on the Throne with their 6 guards around her.
bool QueenGuarded(const Spaces& spaces, int player);
// Returns true when the player's 6 guards are around an empty Throne (a tie).
bool GuardsAroundEmptyThrone(const Spaces& spaces, int player);

}  // namespace equations::queens_guards
