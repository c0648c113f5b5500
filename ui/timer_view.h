// The sand timer: an hourglass whose sand falls over the one-minute intervals of the task's time
// limit, turned over each minute, then the ten-second countdown (AGLOA XI-A, XI-A-3; MLAG "Time
// limits"; ACC "Use of Timer"), and the round clock (AGLOA XI-B).
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>

#include "core/match/game.h"
#include "ui/theme.h"

namespace equations::ui {

// The state of the current task's timer, read from the match and the clock.
struct TimerReading {
  bool running = false;  // a timed task is in progress
  int limit_seconds = 0;
  double elapsed_seconds = 0;
  int countdown_seconds = 10;
  // Seconds of the countdown left (0 before it starts and after it ends).
  int CountdownLeft() const;
  bool Overtime() const { return running && elapsed_seconds > limit_seconds + countdown_seconds; }
};

// Reads the timer of the task in progress at `now_ms` (Match::TaskClockAt).
TimerReading ReadTimer(const Match& match, std::int64_t now_ms);

// Returns the timer in a few words: "1:45 left", "Time! 7" (the ten-second countdown), "Time is
// up", or "" when no timed task runs.
std::string TimerText(const TimerReading& timer);

// Draws the ten-second countdown large, for the whole table (and a projector) to see: a red disc
// with the seconds left, centred on `centre`. Draws nothing outside the countdown.
void DrawCountdown(ImDrawList* draw, ImVec2 centre, const TimerReading& timer, const Fonts& fonts,
                   float scale);

// Draws the hourglass in [min, min + size) with the minute it is in and the countdown.
void DrawHourglass(ImDrawList* draw, ImVec2 min, ImVec2 size, const TimerReading& timer,
                   const Fonts& fonts, float scale);

}  // namespace equations::ui
