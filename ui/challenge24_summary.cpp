// The summary between the rounds of a 24 Challenge tournament (ui/challenge24_screen.h): the round
// that ended, each player's points and flags in a large type for a projector, the points of
// rounds 1 and 2 added, and what comes next (the next round, a tie round, the champion). Enter or
// the button begins the next round; the summary holds the game until then.
#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>

#include "ui/challenge24_screen.h"
#include "ui/challenge24_words.h"
#include "ui/platform.h"

namespace equations::ui {

using namespace challenge24;

void Challenge24Screen::DrawSummary(const Fonts& fonts, float scale, Layout& layout) {
  const Tournament* t = tournament();
  const RoundSummary summary = SummarizeRound(*t, Names());
  ImDrawList* draw = ImGui::GetWindowDrawList();
  ImFont* big = fonts.cube ? fonts.cube : ImGui::GetFont();
  const float line = std::min(44.f * scale, ImGui::GetContentRegionAvail().y / 9.f);
  const float width = ImGui::GetContentRegionAvail().x;
  auto big_text = [&](const std::string& id, const std::string& text, float size, ImU32 colour) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 extent = big->CalcTextSizeA(size, width, width, text.c_str());
    draw->AddText(big, size, at, colour, text.c_str(), nullptr, width);
    layout.Set(id, Rect{at.x, at.y, extent.x, extent.y});
    layout.SetText(id, text);
    ImGui::Dummy(ImVec2(width, extent.y + 6.f * scale));
  };
  big_text("c24:summary:title", summary.title, line * 1.2f, IM_COL32(0xff, 0xd7, 0x40, 0xff));
  const std::vector<TournamentRound>& rounds = t->rounds();
  const TournamentRound& last = rounds[t->IsTerminal() ? rounds.size() - 1 : rounds.size() - 2];
  for (std::size_t p = 0; p < summary.seats.size(); ++p) {
    const int seat = last.seats[p];
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // The seat's colour as a bar before its line, and a red pennant for each flag.
    draw->AddRectFilled(at, ImVec2(at.x + 14.f * scale, at.y + line), Challenge24SeatColour(seat),
                        4.f * scale);
    ImGui::SetCursorScreenPos(ImVec2(at.x + 24.f * scale, at.y));
    const float flags_w = 3 * 26.f * scale;
    const std::string id = "c24:summary:seat:" + std::to_string(seat);
    const ImVec2 text_at = ImGui::GetCursorScreenPos();
    const ImVec2 extent =
        big->CalcTextSizeA(line, width - flags_w, width - flags_w, summary.seats[p].c_str());
    draw->AddText(big, line, text_at, IM_COL32_WHITE, summary.seats[p].c_str(), nullptr,
                  width - flags_w - 24.f * scale);
    layout.Set(id, Rect{at.x, at.y, width, std::max(line, extent.y)});
    layout.SetText(id, summary.seats[p]);
    const float flag_x = at.x + width - flags_w;
    for (int f = 0; f < last.play.flags()[p]; ++f) {
      const float x = flag_x + f * 26.f * scale;
      draw->AddLine(ImVec2(x, at.y), ImVec2(x, at.y + line * 0.9f), IM_COL32_WHITE, 2.f * scale);
      draw->AddTriangleFilled(ImVec2(x, at.y), ImVec2(x + 20.f * scale, at.y + 8.f * scale),
                              ImVec2(x, at.y + 16.f * scale), IM_COL32(0xe0, 0x3a, 0x2e, 0xff));
    }
    ImGui::SetCursorScreenPos(ImVec2(at.x, at.y + std::max(line, extent.y) + 8.f * scale));
  }
  ImGui::Dummy(ImVec2(width, 6.f * scale));
  big_text("c24:summary:next", summary.next + ".", line * 0.8f, IM_COL32_WHITE);
  const char* label = t->IsTerminal() ? "New game (Enter)" : "Next round (Enter)";
  const bool enter = ShortcutPressed(SDL_SCANCODE_RETURN);
  if (TrackedButton(layout, "c24:next", label, 0.f, 56.f * scale) || enter) {
    if (t->IsTerminal())
      show_setup_ = true;
    else
      Continue();
  }
}

}  // namespace equations::ui
