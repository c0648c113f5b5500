// What the benchmarks that play seeded random matches share: the process's peak memory, and a
// choice of legal action that keeps a shake going so that its positions span early to late.
#pragma once

#ifndef __EMSCRIPTEN__
#include <sys/resource.h>
#endif

#include <vector>

#include "core/base/random.h"
#include "core/match/game.h"

namespace equations::bench {

// Returns the peak memory of the process in kilobytes: the resident set natively, the size of the
// WebAssembly memory (which only grows) under node.
inline long PeakMemoryKb() {
#ifdef __EMSCRIPTEN__
  return static_cast<long>(__builtin_wasm_memory_size(0) * 64);  // 64 KB pages
#else
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;  // kilobytes on Linux
#endif
}

// Returns a legal action that keeps the shake going: moves and Goal cubes, rarely anything else,
// never a challenge unless nothing else is legal.
inline Action ChooseKeepingShake(const std::vector<Action>& actions, Random& random) {
  auto weight = [](const Action& a) {
    switch (a.kind) {
      case ActionKind::MoveCube:
        return 20;
      case ActionKind::PlaceGoalCube:
        return 6;
      case ActionKind::DeclareGoal:
        return 3;
      case ActionKind::Challenge:
      case ActionKind::PickUpBlock:
      case ActionKind::CallTime:
      case ActionKind::CallStop:
      case ActionKind::DeclareNoGoal:
      case ActionKind::Bonus:
      case ActionKind::ReturnGoalCube:
        return 0;
      default:
        return 1;
    }
  };
  int total = 0;
  for (const Action& a : actions) total += weight(a);
  if (total == 0)
    return actions[static_cast<std::size_t>(random.Below(static_cast<int>(actions.size())))];
  int pick = random.Below(total);
  for (const Action& a : actions) {
    pick -= weight(a);
    if (pick < 0) return a;
  }
  return actions.back();
}

}  // namespace equations::bench
