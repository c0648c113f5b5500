// The card and the clocks of the 24 Challenge screen (ui/challenge24_screen.h): the card large,
// its dots in the corners and its numbers around the centre, covered by the proctor's hand until
// it is revealed; the 15-second touch, 3-second pattern, 15-second solution and tie round's time
// as bars.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "ui/challenge24_screen.h"
#include "ui/platform.h"

namespace equations::ui {

using namespace challenge24;

namespace {

constexpr ImU32 kCardFace = IM_COL32(0xfb, 0xf8, 0xef, 0xff);
constexpr ImU32 kCardInk = IM_COL32(0x1a, 0x1a, 0x1a, 0xff);
constexpr ImU32 kHand = IM_COL32(0x8a, 0x5a, 0x3c, 0xff);
constexpr std::int64_t kSlideMs = 300;  // the hand withdrawn (drawn only)

std::string Seconds(std::int64_t ms) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f s", std::max<std::int64_t>(ms, 0) / 1000.0);
  return text;
}

}  // namespace

void Challenge24Screen::DrawCard(ImVec2 min, float size, const Fonts& fonts, float scale,
                                 Layout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const Round* r = round();
  const ImVec2 max(min.x + size, min.y + size);
  layout.Set("c24:card", Rect{min.x, min.y, size, size});
  if (!r || r->in_play() < 0) {
    draw->AddRect(min, max, kLabelText, 18.f * scale, 0, 2.f * scale);
    const char* text = r && r->IsTerminal() ? "Round over" : "Next card…";
    const ImVec2 at = ImGui::CalcTextSize(text);
    draw->AddText(ImVec2(min.x + (size - at.x) / 2, min.y + (size - at.y) / 2), kLabelText, text);
    layout.SetText("c24:card", text);
    return;
  }
  const challenge24::Face& face = r->faces()[static_cast<std::size_t>(r->in_play())];
  draw->AddRectFilled(min, max, kCardFace, 18.f * scale);
  // The centre square: red on the red side, white (outlined) on the white side.
  const float c = size * 0.22f;
  const ImVec2 mid(min.x + size / 2, min.y + size / 2);
  const ImVec2 c0(mid.x - c / 2, mid.y - c / 2), c1(mid.x + c / 2, mid.y + c / 2);
  if (face.side == Side::Red)
    draw->AddRectFilled(c0, c1, IM_COL32(0xc8, 0x1e, 0x1e, 0xff), 4.f * scale);
  else
    draw->AddRect(c0, c1, kCardInk, 4.f * scale, 0, 3.f * scale);
  // The dots in each corner: the card's points.
  const float dot = size * 0.025f;
  for (int corner = 0; corner < 4; ++corner) {
    const bool left = corner % 2 == 0;
    const float cy = corner < 2 ? min.y + size * 0.08f : max.y - size * 0.08f;
    for (int d = 0; d < face.dots; ++d) {
      const float inward = size * 0.07f + d * dot * 2.6f;
      draw->AddCircleFilled(ImVec2(left ? min.x + inward : max.x - inward, cy), dot, kCardInk);
    }
  }
  // The four numbers around the centre: top, right, bottom, left.
  ImFont* font = fonts.cube ? fonts.cube : ImGui::GetFont();
  const float font_size = size * 0.2f;
  const ImVec2 places[4] = {{mid.x, min.y + size * 0.2f},
                            {max.x - size * 0.2f, mid.y},
                            {mid.x, max.y - size * 0.2f},
                            {min.x + size * 0.2f, mid.y}};
  std::string shown;
  for (int i = 0; i < 4; ++i) {
    const std::string number = std::to_string(face.face.numbers[static_cast<std::size_t>(i)]);
    shown += (i ? " " : "") + number;
    const ImVec2 extent = font->CalcTextSizeA(font_size, FLT_MAX, 0.f, number.c_str());
    draw->AddText(font, font_size, ImVec2(places[i].x - extent.x / 2, places[i].y - extent.y / 2),
                  kCardInk, number.c_str());
  }
  // The proctor's hand: over the card until it is withdrawn, then sliding off for a moment, on
  // the frames' own time (not the game's clock).
  if (r->revealed_ms() != slide_revealed_ms_) {
    slide_revealed_ms_ = r->revealed_ms();
    slide_start_s_ = ImGui::GetTime();
  }
  const double slid_ms = (ImGui::GetTime() - slide_start_s_) * 1000.0;
  float cover = 0.f;
  if (r->phase() == Phase::Cupped)
    cover = 1.f;
  else if (r->revealed_ms() >= 0 && slid_ms < kSlideMs && !PrefersReducedMotion())
    cover = 1.f - static_cast<float>(slid_ms / kSlideMs);
  if (cover > 0.f) {
    const float top = max.y - size * cover;
    draw->AddRectFilled(ImVec2(min.x - 6.f * scale, top),
                        ImVec2(max.x + 6.f * scale, max.y + 6.f * scale), kHand, 24.f * scale);
    const char* text = "Covered: wait";
    const ImVec2 at = ImGui::CalcTextSize(text);
    draw->AddText(ImVec2(mid.x - at.x / 2, std::max(top + 8.f * scale, mid.y - at.y / 2)),
                  kLabelText, text);
  }
  layout.SetText("c24:card", r->phase() == Phase::Cupped ? "covered" : shown);
}

void Challenge24Screen::DrawClock(ImVec2 min, float width, float scale, std::int64_t now,
                                  Layout& layout) {
  const Round* r = round();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float bar = 26.f * scale;
  ImGui::SetCursorScreenPos(min);
  auto draw_bar = [&](const std::string& id, const std::string& label, std::int64_t left,
                      std::int64_t total, ImU32 colour) {
    ImGui::SetCursorScreenPos(ImVec2(min.x, ImGui::GetCursorScreenPos().y));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float share = std::clamp(static_cast<float>(left) / total, 0.f, 1.f);
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + bar), IM_COL32(0, 0, 0, 0x60), 6.f);
    draw->AddRectFilled(at, ImVec2(at.x + width * share, at.y + bar), colour, 6.f);
    const std::string text = label + ": " + Seconds(left);
    draw->AddText(ImVec2(at.x + 8.f * scale, at.y + (bar - ImGui::GetFontSize()) / 2),
                  IM_COL32_WHITE, text.c_str());
    layout.Set(id, Rect{at.x, at.y, width, bar});
    layout.SetText(id, text);
    ImGui::Dummy(ImVec2(width, bar + 4.f * scale));
  };
  if (!r) return;
  if (r->phase() == Phase::Revealed)
    draw_bar("c24:clock:touch", "Touch within 15 seconds or it is stumped",
             r->revealed_ms() + kStumpedMs - now, kStumpedMs, IM_COL32(0x3c, 0x8d, 0x5a, 0xff));
  if (r->phase() == Phase::Declared) {
    if (!r->pattern())
      draw_bar("c24:clock:pattern", "The pattern within 3 seconds",
               r->touched_ms() + kPatternMs - now, kPatternMs, IM_COL32(0xd0, 0x7a, 0x1c, 0xff));
    draw_bar("c24:clock:solution", "The solution within 15 seconds",
             r->touched_ms() + kSolutionMs - now, kSolutionMs, IM_COL32(0x2d, 0x6f, 0xb0, 0xff));
  }
  if (r->ends_ms() >= 0)
    draw_bar("c24:clock:tie", "The tie round's time", r->ends_ms() - now,
             r->config().minutes * 60000LL, IM_COL32(0x80, 0x80, 0x80, 0xff));
}

}  // namespace equations::ui
