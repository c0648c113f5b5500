// The computer player's search: alpha-beta over whole turns (core/queens_guards/turns.h), one
// turn deeper at each pass (iterative deepening) until the depth or the node budget runs out,
// scored by core/queens_guards/evaluation.h. Equal turns are ordered by the seed, so the same
// position, limits and seed give the same turn, and two seeds may choose differently.
#pragma once

#include <cstdint>

#include "core/queens_guards/turns.h"

namespace equations::queens_guards {

struct SearchLimits {
  int depth = 1;           // turns looked ahead, the player's own included
  std::int64_t nodes = 1;  // positions a search may make; the pass it interrupts is dropped
};

struct SearchResult {
  Turn turn;
  int score = 0;           // Evaluate's, for the holder, after the turns looked at
  int depth = 0;           // the deepest pass completed
  std::int64_t nodes = 0;  // positions made
  bool has_turn = false;   // false when the holder has nothing left to do (the game is over)
};

// Returns the best turn for the holder of the flag card in `position`.
SearchResult Search(const Position& position, const SearchLimits& limits, std::uint64_t seed);

}  // namespace equations::queens_guards
