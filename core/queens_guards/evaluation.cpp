#include "core/queens_guards/evaluation.h"

#include <array>

namespace equations::queens_guards {
namespace {

constexpr int kGuardStep = 10;   // a guard one ring nearer the Throne, on the way
constexpr int kCorner = 45;      // a guard on a corner of the second ring, before the closing
constexpr int kFirstEarly = 35;  // a guard in the first ring before the closing
constexpr int kCornerLate = 40;  // a guard on a corner of the second ring in the closing
constexpr int kFirstLate = 60;   // a guard in the first ring in the closing
constexpr int kQueenStep = 14;   // the Queen one ring nearer
constexpr int kQueenOnThrone = 90;
constexpr int kOwedTempo = 8;  // a turn spent moving a trapped piece back
constexpr int kReady = 15;     // ReadyToClose

// True for the 6 corners of the second ring: each is next to one space of the first ring, and
// no trap forms on it (a corner has no straight side).
bool SecondRingCorner(int space) {
  static const auto corners = [] {
    std::array<bool, kSpaces> table{};
    for (int space = 0; space < kSpaces; ++space) {
      int inner = 0;
      for (int direction = 0; direction < 6; ++direction) {
        const int next = StepAt(space, direction);
        inner += next >= 1 && next <= 6;
      }
      table[static_cast<std::size_t>(space)] = RingAt(space) == 2 && inner == 1;
    }
    return table;
  }();
  return corners[static_cast<std::size_t>(space)];
}

// The guards' way to the goal. A guard is worth most on a corner of the second ring until all 6
// stand on those corners or in the first ring with the Queen on the Throne (the closing): an
// opponent's piece can then reach the first ring only through a side of the second ring between
// two of them, which is a trap (MOVING INTO A TRAP: the piece goes back to the outermost band).
// In the closing each guard steps into the space of the first ring in front of its corner, and
// the last one wins.
int GuardWorth(int space, bool closing) {
  if (SecondRingCorner(space)) return closing ? kCornerLate : kCorner;
  if (RingAt(space) == 1) return closing ? kFirstLate : kFirstEarly;
  return (kRings - RingAt(space)) * kGuardStep;
}

// The player's progress towards the goal, with their pieces in a trap counted as moved back.
int Progress(const Position& position, int player) {
  int formed = 0;
  for (int space = 1; space <= 18; ++space) {
    const int holder = position.spaces[static_cast<std::size_t>(space)];
    if (OwnerOf(holder) == player && !IsQueen(holder) && (space <= 6 || SecondRingCorner(space)))
      ++formed;
  }
  const bool closing = formed == kPieces - 1 && position.spaces[kThrone] == player * kPieces;
  int progress = 0;
  for (int space = 0; space < kSpaces; ++space) {
    const int holder = position.spaces[static_cast<std::size_t>(space)];
    if (OwnerOf(holder) != player) continue;
    const int ring = RingAt(space);
    const bool queen = IsQueen(holder);
    int worth = !queen      ? GuardWorth(space, closing)
                : ring == 0 ? kQueenOnThrone
                            : (kRings - ring) * kQueenStep;
    // A guard trapped on the outermost band has nowhere to go back to: it is blocked, not lost.
    if (ring > 1 && (queen || ring < kRings) && TrappedAt(position.spaces, space)) {
      // Announced, it goes back (a guard one ring, the Queen to her Start Position); not yet
      // announced, the opponent may still say "Trap".
      const int loss = (queen ? worth : kGuardStep) + kOwedTempo;
      worth -= (position.owed & Bit(holder)) ? loss : loss / 2;
    }
    progress += worth;
  }
  return progress;
}

// True when a piece of `player` holds the Throne or a space of the first ring (spaces 0 to 6).
bool HoldsCentre(const Position& position, int player) {
  for (int space = 0; space <= 6; ++space)
    if (OwnerOf(position.spaces[static_cast<std::size_t>(space)]) == player) return true;
  return false;
}

// True when the player's Queen and 5 guards fill the first ring and the last guard stands next to
// the Queen: she steps onto the Throne and the guard follows into her space.
bool ReadyToClose(const Position& position, int player) {
  int queen = -1;
  for (int space = 1; space <= 6; ++space) {
    const int holder = position.spaces[static_cast<std::size_t>(space)];
    if (OwnerOf(holder) != player) return false;
    if (IsQueen(holder)) queen = space;
  }
  if (queen < 0) return false;
  for (int direction = 0; direction < 6; ++direction) {
    const int space = StepAt(queen, direction);
    if (space >= 0 && RingAt(space) == 2 &&
        OwnerOf(position.spaces[static_cast<std::size_t>(space)]) == player)
      return true;
  }
  return false;
}

// The player's progress, counted for little when the opponent holds the centre: then it only
// helps the player reach the centre too, which saves the game.
int Worth(const Position& position, int player) {
  const int progress = Progress(position, player) + (ReadyToClose(position, player) ? kReady : 0);
  return HoldsCentre(position, 1 - player) ? progress / 4 : progress;
}

}  // namespace

int Evaluate(const Position& position, int player) {
  if (position.winner == -1) return 0;
  if (position.winner >= 0) return position.winner == player ? kWinScore : -kWinScore;
  return Worth(position, player) - Worth(position, 1 - player);
}

}  // namespace equations::queens_guards
