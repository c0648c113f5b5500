// The CPU clock of the solver benchmarks (solver_bench, verdict_replay): so that other programs on
// a busy machine do not count, natively this thread's CPU time, under node the process's.
#pragma once

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#else
#include <time.h>
#endif

namespace equations::bench {

// Returns the CPU time in milliseconds.
inline double NowMs() {
#ifdef __EMSCRIPTEN__
  // node's process.cpuUsage(): user + system microseconds of the whole process.
  return EM_ASM_DOUBLE({
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  });
#else
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) * 1e-6;
#endif
}

}  // namespace equations::bench
