#include "ui/timer_view.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace equations::ui {

int TimerReading::CountdownLeft() const {
  if (!running || elapsed_seconds <= limit_seconds) return 0;
  const double left = limit_seconds + countdown_seconds - elapsed_seconds;
  return left > 0 ? static_cast<int>(std::ceil(left)) : 0;
}

std::string TimerText(const TimerReading& timer) {
  if (!timer.running) return "";
  if (timer.elapsed_seconds <= timer.limit_seconds) {
    const int left = static_cast<int>(std::ceil(timer.limit_seconds - timer.elapsed_seconds));
    return std::to_string(left / 60) + ":" + (left % 60 < 10 ? "0" : "") +
           std::to_string(left % 60) + " left";
  }
  if (timer.CountdownLeft() > 0) return "Time! " + std::to_string(timer.CountdownLeft());
  return "Time is up";
}

TimerReading ReadTimer(const Match& match, std::int64_t now_ms) {
  const TaskClock clock = match.TaskClockAt(now_ms);
  TimerReading timer;
  timer.running = clock.running;
  timer.limit_seconds = clock.limit_seconds;
  timer.elapsed_seconds = clock.elapsed_seconds;
  timer.countdown_seconds = clock.countdown_seconds;
  return timer;
}

void DrawCountdown(ImDrawList* draw, ImVec2 centre, const TimerReading& timer, const Fonts& fonts,
                   float scale) {
  const int left = timer.CountdownLeft();
  if (left <= 0) return;
  const float radius = 44.f * scale;
  draw->AddCircleFilled(centre, radius, IM_COL32(0xc6, 0x28, 0x28, 0xf0), 48);
  draw->AddCircle(centre, radius, kLabelText, 48, 3.f * scale);
  const std::string number = std::to_string(left);
  const float big = 46.f * scale, small = 15.f * scale;
  const ImVec2 n = fonts.cube->CalcTextSizeA(big, FLT_MAX, 0.f, number.c_str());
  draw->AddText(fonts.cube, big, ImVec2(centre.x - n.x * 0.5f, centre.y - n.y * 0.5f - 6.f * scale),
                IM_COL32_WHITE, number.c_str());
  const ImVec2 t = fonts.label->CalcTextSizeA(small, FLT_MAX, 0.f, "TIME!");
  draw->AddText(fonts.label, small, ImVec2(centre.x - t.x * 0.5f, centre.y + radius * 0.45f),
                IM_COL32_WHITE, "TIME!");
}

void DrawHourglass(ImDrawList* draw, ImVec2 min, ImVec2 size, const TimerReading& timer,
                   const Fonts& fonts, float scale) {
  const ImU32 glass = IM_COL32(0xf2, 0xe8, 0xcf, 0xff);
  const ImU32 sand = IM_COL32(0xe8, 0xb8, 0x4a, 0xff);
  const float w = size.y * 0.55f, h = size.y;
  const ImVec2 top_left = min, top_right(min.x + w, min.y);
  const ImVec2 neck(min.x + w * 0.5f, min.y + h * 0.5f);
  const ImVec2 bottom_left(min.x, min.y + h), bottom_right(min.x + w, min.y + h);

  // Sand of the current minute: the top empties as the bottom fills; each minute it is turned.
  double in_minute = 0;
  int minute = 0, minutes = std::max(1, (timer.limit_seconds + 59) / 60);
  if (timer.running) {
    const double e = std::min<double>(timer.elapsed_seconds, timer.limit_seconds);
    minute = std::min(minutes - 1, static_cast<int>(e / 60.0));
    in_minute = std::clamp(
        (e - minute * 60.0) / std::min(60.0, timer.limit_seconds - minute * 60.0), 0.0, 1.0);
  }
  const float top = static_cast<float>(timer.running ? 1.0 - in_minute : 1.0);
  const float bottom = static_cast<float>(timer.running ? in_minute : 0.0);
  // The top bulb holds a triangle of sand whose height shrinks with sqrt (its area is the amount).
  if (top > 0.001f) {
    const float k = std::sqrt(top);
    // Whole pixels: the sand moves a pixel at a time, and frames between the steps are the same
    // picture, which the web build does not draw again (RunnerOptions::skip_unchanged_frames).
    const float y = neck.y - std::round((h * 0.5f - 6.f) * k);
    const float half = w * 0.5f * (neck.y - y) / (h * 0.5f);
    draw->AddTriangleFilled(ImVec2(neck.x - half, y), ImVec2(neck.x + half, y),
                            ImVec2(neck.x, neck.y - 2.f), sand);
  }
  if (bottom > 0.001f) {
    const float k = std::sqrt(bottom);
    const float peak = bottom_left.y - std::round((h * 0.5f - 8.f) * k);
    draw->AddTriangleFilled(ImVec2(bottom_left.x + 4.f, bottom_left.y - 2.f),
                            ImVec2(bottom_right.x - 4.f, bottom_right.y - 2.f),
                            ImVec2(neck.x, peak), sand);
  }
  if (timer.running && timer.elapsed_seconds < timer.limit_seconds)
    draw->AddLine(neck, ImVec2(neck.x, bottom_left.y - 4.f), sand, 2.f);
  draw->AddTriangle(top_left, top_right, neck, glass, 3.f);
  draw->AddTriangle(bottom_left, bottom_right, neck, glass, 3.f);
  draw->AddLine(ImVec2(min.x - 4.f, min.y), ImVec2(top_right.x + 4.f, min.y), glass, 5.f);
  draw->AddLine(ImVec2(min.x - 4.f, min.y + h), ImVec2(top_right.x + 4.f, min.y + h), glass, 5.f);

  // Beside it: which minute, or the countdown.
  const ImVec2 text_at(min.x + w + 14.f * scale, min.y);
  std::string line1, line2;
  ImU32 colour = kLabelText;
  if (!timer.running) {
    line1 = "Sand timer";
    line2 = "not running";
  } else if (timer.elapsed_seconds <= timer.limit_seconds) {
    const int left = static_cast<int>(std::ceil(timer.limit_seconds - timer.elapsed_seconds));
    line1 = "Minute " + std::to_string(minute + 1) + " of " + std::to_string(minutes);
    line2 = std::to_string(left / 60) + ":" + (left % 60 < 10 ? "0" : "") +
            std::to_string(left % 60) + " left";
  } else if (timer.CountdownLeft() > 0) {
    line1 = "Time! " + std::to_string(timer.CountdownLeft());
    line2 = "ten-second count";
    colour = IM_COL32(0xff, 0x6b, 0x5a, 0xff);
  } else {
    line1 = "Time is up";
    line2 = "";
    colour = IM_COL32(0xff, 0x6b, 0x5a, 0xff);
  }
  draw->AddText(fonts.label, 22.f * scale, text_at, colour, line1.c_str());
  draw->AddText(fonts.body, 17.f * scale, ImVec2(text_at.x, text_at.y + 28.f * scale), kLabelText,
                line2.c_str());
}

}  // namespace equations::ui
