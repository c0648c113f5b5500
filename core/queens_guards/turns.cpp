#include "core/queens_guards/turns.h"

#include <algorithm>
#include <cstdlib>

namespace equations::queens_guards {
namespace {

// The board's rings and steps, looked up at every node of the search.
struct Tables {
  std::array<int, kSpaces> ring{};
  std::array<std::array<int, 6>, kSpaces> step{};
  Tables() {
    for (int space = 0; space < kSpaces; ++space) {
      ring[static_cast<std::size_t>(space)] = RingOf(space);
      for (int d = 0; d < 6; ++d)
        step[static_cast<std::size_t>(space)][static_cast<std::size_t>(d)] = Step(space, d);
    }
  }
};
const Tables& Board() {
  static const Tables tables;
  return tables;
}

int At(const Spaces& spaces, int space) {
  return spaces[static_cast<std::size_t>(space)];
}

bool IsStartPosition(int space) {
  return space == QueenStart(0) || space == QueenStart(1);
}

int SpaceOf(const Spaces& spaces, int holder) {
  for (int space = 0; space < kSpaces; ++space)
    if (At(spaces, space) == holder) return space;
  return -1;
}

// "TRAPS": where a trapped piece moves back (a guard one ring out, never to a Start Position; a
// Queen to her Start Position); empty when it is blocked.
std::vector<int> BackMoves(const Spaces& spaces, int from) {
  const Tables& board = Board();
  const int holder = At(spaces, from);
  std::vector<int> back;
  if (IsQueen(holder)) {
    const int start = QueenStart(OwnerOf(holder));
    if (At(spaces, start) < 0) back.push_back(start);
    return back;
  }
  for (int next : board.step[static_cast<std::size_t>(from)])
    if (next >= 0 &&
        board.ring[static_cast<std::size_t>(next)] ==
            board.ring[static_cast<std::size_t>(from)] + 1 &&
        At(spaces, next) < 0 && !IsStartPosition(next))
      back.push_back(next);
  return back;
}

// The spaces of `player`'s announced trapped pieces that can move back, the Queen alone when she
// is among them ("MULTIPLE TRAPS": the Queen must be moved back first).
std::vector<int> OwedMovable(const Spaces& spaces, Pieces owed, int player) {
  std::vector<int> movable;
  for (int piece = 0; piece < kPieces; ++piece) {
    const int holder = player * kPieces + piece;
    if (!(owed & Bit(holder))) continue;
    const int space = SpaceOf(spaces, holder);
    if (space < 0 || !TrappedAt(spaces, space) || BackMoves(spaces, space).empty()) continue;
    if (piece == 0) return {space};
    movable.push_back(space);
  }
  return movable;
}

// The pieces of `player` in a trap on `spaces`.
Pieces TrappedPieces(const Spaces& spaces, int player) {
  Pieces trapped = 0;
  for (int space = 0; space < kSpaces; ++space)
    if (OwnerOf(At(spaces, space)) == player && TrappedAt(spaces, space))
      trapped |= Bit(At(spaces, space));
  return trapped;
}

// Forgets the announced pieces no longer in a trap (TRAP CLARIFICATION).
void Release(Position& position) {
  for (int holder = 0; holder < 2 * kPieces; ++holder)
    if ((position.owed & Bit(holder)) &&
        !TrappedAt(position.spaces, SpaceOf(position.spaces, holder)))
      position.owed = static_cast<Pieces>(position.owed & ~Bit(holder));
}

// The moves the holder may make now: the trapped pieces owed back, else every proper move.
std::vector<std::pair<int, int>> Moves(const Position& position) {
  const Tables& board = Board();
  const Spaces& spaces = position.spaces;
  std::vector<std::pair<int, int>> moves;
  std::vector<int> from = OwedMovable(spaces, position.owed, position.player);
  if (from.empty())
    for (int space = 0; space < kSpaces; ++space)
      if (OwnerOf(At(spaces, space)) == position.player) from.push_back(space);
  for (int space : from) {
    const int holder = At(spaces, space);
    if ((position.owed & Bit(holder)) && TrappedAt(spaces, space)) {
      for (int to : BackMoves(spaces, space)) moves.push_back({space, to});
      continue;
    }
    for (int next : board.step[static_cast<std::size_t>(space)]) {
      if (next < 0 || At(spaces, next) >= 0 ||
          board.ring[static_cast<std::size_t>(next)] > board.ring[static_cast<std::size_t>(space)])
        continue;
      if (!IsQueen(holder) && (next == kThrone || IsStartPosition(next))) continue;
      moves.push_back({space, next});
    }
  }
  return moves;
}

// Makes the move and ends the game when it wins or ties (GOAL).
void Move(Position& position, int from, int to) {
  const int holder = At(position.spaces, from);
  position.back = (position.owed & Bit(holder)) && TrappedAt(position.spaces, from);
  position.spaces[static_cast<std::size_t>(to)] = holder;
  position.spaces[static_cast<std::size_t>(from)] = -1;
  position.from = from;
  position.to = to;
  Release(position);
  if (QueenGuarded(position.spaces, position.player))
    position.winner = position.player;
  else if (GuardsAroundEmptyThrone(position.spaces, 0) ||
           GuardsAroundEmptyThrone(position.spaces, 1))
    position.winner = -1;
}

// The opponent's pieces a "Trap" said after the move would bind: trapped now, not yet announced,
// and not trapped when the flag card came (2 WAYS TO ANNOUNCE TRAP, a).
Pieces Formed(const Position& position) {
  if (position.announced || (position.owing_at_start && !position.back)) return 0;
  const Pieces now = TrappedPieces(position.spaces, 1 - position.player);
  return static_cast<Pieces>(now & ~position.owed & ~position.trapped_at_start);
}

// Passes the flag card: the opponent's turn begins.
Position Pass(const Position& position) {
  Position next = position;
  next.player = 1 - position.player;
  next.last_from = position.from;
  next.last_to = position.to;
  // "MOVING INTO A TRAP": the proper moves listed go neither outwards nor onto the Throne.
  next.last_relocatable =
      position.to >= 0 && !position.back && TrappedAt(position.spaces, position.to);
  next.last_back = position.back;
  next.trapped_at_start = TrappedPieces(position.spaces, position.player);
  next.owing_at_start = !OwedMovable(position.spaces, position.owed, next.player).empty();
  next.relocated = next.announced = next.back = false;
  next.from = next.to = -1;
  return next;
}

// The rest of a turn after its beginning: each move (or the pass when there is none), with and
// without "Trap" when it forms one.
void Finish(const Position& position, Turn turn, std::vector<Child>& children) {
  if (position.from >= 0) {
    children.push_back({turn, Pass(position)});
    if (const Pieces formed = Formed(position)) {
      Position announced = position;
      announced.owed |= formed;
      announced.announced = true;
      turn.trap_after = true;
      children.push_back({turn, Pass(announced)});
    }
    return;
  }
  const std::vector<std::pair<int, int>> moves = Moves(position);
  if (moves.empty()) children.push_back({turn, Pass(position)});
  for (const auto& [from, to] : moves) {
    Position moved = position;
    Move(moved, from, to);
    turn.from = from;
    turn.to = to;
    if (moved.winner != -2) {
      children.push_back({turn, moved});
      continue;
    }
    Finish(moved, turn, children);
  }
}

}  // namespace

int RingAt(int space) {
  return Board().ring[static_cast<std::size_t>(space)];
}

int StepAt(int space, int direction) {
  return Board().step[static_cast<std::size_t>(space)][static_cast<std::size_t>(direction)];
}

bool TrappedAt(const Spaces& spaces, int space) {
  const int holder = At(spaces, space);
  if (holder < 0) return false;
  const Tables& board = Board();
  const auto& step = board.step[static_cast<std::size_t>(space)];
  const int ring = board.ring[static_cast<std::size_t>(space)];
  const int owner = OwnerOf(holder);
  for (std::size_t d = 0; d < 3; ++d) {
    const int a = step[d];
    const int b = step[d + 3];
    if (a < 0 || b < 0 || board.ring[static_cast<std::size_t>(a)] != ring ||
        board.ring[static_cast<std::size_t>(b)] != ring)
      continue;
    const int owner_a = OwnerOf(At(spaces, a));
    if (owner_a >= 0 && owner_a != owner && owner_a == OwnerOf(At(spaces, b))) return true;
  }
  return false;
}

Position PositionOf(const Game& game) {
  Position position;
  position.spaces = game.spaces();
  for (int holder : game.owed()) position.owed |= Bit(holder);
  position.player = game.monitor().flag_card();
  const std::optional<TurnRecord>& last = game.last_turn();
  if (last && last->player != position.player && !last->challenged && !last->forfeited) {
    position.last_from = last->from;
    position.last_to = last->to;
    position.last_relocatable = last->relocatable;
    position.last_back = last->back;
  }
  const TurnRecord& turn = game.turn();
  position.trapped_at_start = TrappedPieces(turn.start, 1 - position.player);
  Pieces owed_at_start = 0;
  for (int holder : turn.owed) owed_at_start |= Bit(holder);
  position.owing_at_start = !OwedMovable(turn.start, owed_at_start, position.player).empty();
  position.relocated = turn.relocated;
  position.announced = turn.announced;
  position.from = turn.from;
  position.to = turn.to;
  position.back = turn.back;
  if (const auto& outcome = game.outcome()) position.winner = outcome->winner;
  return position;
}

std::vector<Child> Children(const Position& position) {
  std::vector<Child> children;
  if (position.winner != -2) return children;
  Finish(position, Turn{}, children);
  if (position.from >= 0 || position.relocated || position.announced) return children;
  const int player = position.player;
  // "MOVING INTO A TRAP ...": the opponent's piece onto the outermost band, far from where it was.
  if (position.last_relocatable && position.last_to >= 0 &&
      OwnerOf(At(position.spaces, position.last_to)) == 1 - player) {
    const int piece = At(position.spaces, position.last_to);
    const Hex was = HexOf(position.last_to);
    int best = -1;
    int farthest = -1;
    for (int space = kSpaces - 6 * kRings; space < kSpaces; ++space) {
      if (At(position.spaces, space) >= 0 || (!IsQueen(piece) && IsStartPosition(space))) continue;
      const Hex hex = HexOf(space);
      const int dq = hex.q - was.q;
      const int dr = hex.r - was.r;
      const int distance = std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
      if (distance > farthest) {
        farthest = distance;
        best = space;
      }
    }
    if (best >= 0) {
      Position relocated = position;
      relocated.spaces[static_cast<std::size_t>(best)] = piece;
      relocated.spaces[static_cast<std::size_t>(position.last_to)] = -1;
      relocated.relocated = true;
      Release(relocated);
      Turn turn;
      turn.relocate = best;
      Finish(relocated, turn, children);
    }
  }
  // "Trap" at the beginning of a turn: the opponent's last move undone, then a regular turn.
  if (!position.owing_at_start && !position.last_back) {
    Spaces undone = position.spaces;
    if (position.last_to >= 0 && position.last_from >= 0) {
      undone[static_cast<std::size_t>(position.last_from)] = At(undone, position.last_to);
      undone[static_cast<std::size_t>(position.last_to)] = -1;
    }
    const Pieces trapped = static_cast<Pieces>(TrappedPieces(undone, 1 - player) & ~position.owed);
    if (trapped) {
      Position said = position;
      said.spaces = undone;
      said.owed |= trapped;
      said.announced = true;
      said.trapped_at_start = TrappedPieces(undone, 1 - player);
      Turn turn;
      turn.trap_first = true;
      Finish(said, turn, children);
    }
  }
  return children;
}

}  // namespace equations::queens_guards
