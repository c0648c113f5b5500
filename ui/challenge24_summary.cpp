// The summary between the rounds of a 24 Challenge tournament (ui/challenge24_screen.h): the round
// that ended, each player's points and flags in a large type for a projector, the points of
// rounds 1 and 2 added, and what comes next (the next round, a tie round, the champion). Enter or
// the button begins the next round; the summary holds the game until then.
#include <SDL_scancode.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>

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
  const bool adding = last.round <= 2 && !last.tie;
  const std::vector<int> added = t->AddedPoints();
  std::vector<std::string> names = NamesOf(last.seats);
  for (std::size_t p = 0; p < names.size(); ++p)
    if (last.play.disqualified()[p]) names[p] += " (disqualified)";
  // A table: each seat's name, this round's points, its flags as pennants and, in rounds 1 and
  // 2, the points added so far. The columns sit where the longest name and the headings allow.
  float name_w = 0.f;
  for (const std::string& name : names)
    name_w = std::max(name_w, big->CalcTextSizeA(line, FLT_MAX, 0.f, name.c_str()).x);
  const float x0 = ImGui::GetCursorScreenPos().x + 24.f * scale;
  const float points_x = x0 + name_w + 30.f * scale;
  const float flags_x =
      points_x +
      std::max(big->CalcTextSizeA(line, FLT_MAX, 0.f, "00").x, ImGui::CalcTextSize("Points").x) +
      30.f * scale;
  const float added_x =
      flags_x + std::max(3 * 26.f * scale, ImGui::CalcTextSize("Flags").x) + 30.f * scale;
  const ImVec2 head = ImGui::GetCursorScreenPos();
  draw->AddText(ImVec2(points_x, head.y), kLabelText, "Points");
  draw->AddText(ImVec2(flags_x, head.y), kLabelText, "Flags");
  if (adding) draw->AddText(ImVec2(added_x, head.y), kLabelText, "Rounds 1 and 2 added");
  ImGui::Dummy(ImVec2(width, ImGui::GetFontSize()));
  for (std::size_t p = 0; p < last.seats.size(); ++p) {
    const int seat = last.seats[p];
    const ImVec2 at = ImGui::GetCursorScreenPos();
    draw->AddRectFilled(at, ImVec2(at.x + 14.f * scale, at.y + line), Challenge24SeatColour(seat),
                        4.f * scale);
    draw->AddText(big, line, ImVec2(x0, at.y), IM_COL32_WHITE, names[p].c_str());
    draw->AddText(big, line, ImVec2(points_x, at.y), IM_COL32_WHITE,
                  std::to_string(last.play.points()[p]).c_str());
    if (last.play.flags()[p] == 0) draw->AddText(big, line, ImVec2(flags_x, at.y), kLabelText, "0");
    for (int f = 0; f < last.play.flags()[p]; ++f) {
      const float x = flags_x + f * 26.f * scale;
      draw->AddLine(ImVec2(x, at.y), ImVec2(x, at.y + line * 0.9f), IM_COL32_WHITE, 2.f * scale);
      draw->AddTriangleFilled(ImVec2(x, at.y), ImVec2(x + 20.f * scale, at.y + 8.f * scale),
                              ImVec2(x, at.y + 16.f * scale), IM_COL32(0xe0, 0x3a, 0x2e, 0xff));
    }
    if (adding)
      draw->AddText(big, line, ImVec2(added_x, at.y), IM_COL32_WHITE,
                    std::to_string(added[static_cast<std::size_t>(seat)]).c_str());
    // The row in words for the test hook (a screen reader hears the same line said).
    const std::string id = "c24:summary:seat:" + std::to_string(seat);
    layout.Set(id, Rect{at.x, at.y, width, line});
    layout.SetText(id, summary.seats[p]);
    ImGui::Dummy(ImVec2(width, line + 8.f * scale));
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
