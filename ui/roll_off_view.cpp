#include "ui/roll_off_view.h"

#include <algorithm>
#include <optional>

#include "core/match/roll_off.h"
#include "ui/mat_view.h"

namespace equations::ui {

namespace {

std::string NameOf(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat]
                                                            : "Player " + std::to_string(seat + 1);
}

// "Ann", "Ann and Ben", "Ann, Ben and Cy".
std::string NameList(const std::vector<std::string>& names, const std::vector<int>& seats) {
  std::string text;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (i > 0) text += i + 1 == seats.size() ? " and " : ", ";
    text += NameOf(names, seats[i]);
  }
  return text;
}

// Returns what a throw decided, in words.
std::string Verdict(const RollOffThrow& round, const std::vector<std::string>& names) {
  if (round.all_signs) return "Everyone rolled an operation sign: all roll again.";
  if (round.highest.size() == 1)
    return NameOf(names, round.highest[0]) + " rolled the highest digit and sets the first Goal.";
  return "A tie for the highest digit: " + NameList(names, round.highest) + " roll again.";
}

float DrawRollOffContents(const Match& match, const std::vector<std::string>& names, ImVec2 at,
                          float width, float bottom, const Fonts& fonts, float scale, bool tumbling,
                          long frame, Layout& layout) {
  const float s = scale;
  ImDrawList* draw = ImGui::GetWindowDrawList();

  const float pad = 18.f * s;
  float y = at.y + pad * 0.7f;
  const std::optional<NamedFirstGoalSetter> named =
      FirstGoalSetterNamed(match.rules(), match.players());
  draw->AddText(fonts.label, 28.f * s, ImVec2(at.x + pad, y), kLabelText,
                named ? "The first Goal-setter" : "Roll for first");
  y += 38.f * s;
  const std::string intro =
      named ? NameOf(names, named->scorekeeper) +
                  " is the Scorekeeper (the last player listed); the player to their left, " +
                  NameOf(names, named->goal_setter) + ", sets the first Goal (ACC \"Goal\")."
            : "Each player rolls a red cube. The highest digit sets the first Goal; an operation "
              "sign loses unless everyone rolls one; a tie for the highest digit rolls again.";
  const float body = 19.f * s;
  draw->AddText(fonts.body, body, ImVec2(at.x + pad, y), kLabelText, intro.c_str(), nullptr,
                width - 2 * pad);
  y += fonts.body->CalcTextSizeA(body, FLT_MAX, width - 2 * pad, intro.c_str()).y + 14.f * s;
  if (named) return y;

  const std::vector<RollOffThrow> rounds = RollOffThrows(match);
  if (rounds.empty()) {
    draw->AddText(fonts.body, body * 1.1f, ImVec2(at.x + pad, y), kLabelText,
                  "Nobody has rolled yet: press \"Roll for first\".");
    return y + 30.f * s;
  }
  // The newest throws that fit, newest last.
  const float name_h = 24.f * s;
  const float room = bottom - pad - y;
  float side = 60.f * s;
  const int fit = std::max(1, static_cast<int>(room / (side + name_h + 46.f * s)));
  const int first = std::max(0, static_cast<int>(rounds.size()) - fit);
  if (rounds.size() == 1) side = std::min(side * 1.3f, room - name_h - 46.f * s);
  side = std::max(side, 28.f);
  for (int r = first; r < static_cast<int>(rounds.size()); ++r) {
    const RollOffThrow& round = rounds[r];
    const bool newest = r + 1 == static_cast<int>(rounds.size());
    const bool rolling = newest && tumbling;
    const std::string title = "Throw " + std::to_string(r + 1);
    draw->AddText(fonts.label, 20.f * s, ImVec2(at.x + pad, y), kLabelText, title.c_str());
    if (!rolling) {
      const std::string verdict = Verdict(round, names);
      const float title_w = fonts.label->CalcTextSizeA(20.f * s, FLT_MAX, 0.f, title.c_str()).x;
      draw->AddText(fonts.body, body, ImVec2(at.x + pad + title_w + 16.f * s, y + 1.f * s),
                    round.highest.size() == 1 ? IM_COL32(0xff, 0xd5, 0x4f, 0xff) : kLabelText,
                    verdict.c_str());
    }
    y += 28.f * s;
    float x = at.x + pad;
    const float step =
        std::max(side + 14.f * s, std::min(150.f * s, (width - 2 * pad) / round.players.size()));
    for (size_t i = 0; i < round.players.size() && i < round.faces.size(); ++i) {
      Cube cube{Color::Red, round.faces[i]};
      if (rolling) cube.face = FacesOf(Color::Red)[(frame / 3 + i * 5) % 6];
      const bool won = !rolling && std::find(round.highest.begin(), round.highest.end(),
                                             round.players[i]) != round.highest.end();
      const bool out = !rolling && !won && !round.all_signs;
      DrawCube(draw, cube, ImVec2(x, y), side, fonts, out, won);
      layout.Set("rolloff:" + std::to_string(r) + ":" + std::to_string(round.players[i]),
                 Rect{x, y, side, side});
      const std::string name = NameOf(names, round.players[i]);
      draw->AddText(fonts.body, body, ImVec2(x, y + side + 6.f * s),
                    out ? IM_COL32(0xf2, 0xe8, 0xcf, 0x90) : kLabelText, name.c_str());
      x += step;
    }
    y += side + name_h + 18.f * s;
  }
  return y;
}

}  // namespace

bool ShowRollOff(const Match& match) {
  if (match.phase() == Phase::RollOff) return true;
  return match.phase() == Phase::Rolling && match.shakes().empty();
}

void DrawRollOff(const Match& match, const std::vector<std::string>& names, ImVec2 min, ImVec2 max,
                 const Fonts& fonts, float scale, bool tumbling, long frame, Layout& layout) {
  const float s = scale;
  const float width = std::min(max.x - min.x - 24.f * s, 820.f * s);
  const ImVec2 at(min.x + (max.x - min.x - width) * 0.5f, min.y + 12.f * s);
  const float bottom = max.y - 12.f * s;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // The panel is as tall as what it holds: its contents go on top of it, drawn first.
  draw->ChannelsSplit(2);
  draw->ChannelsSetCurrent(1);
  float y =
      DrawRollOffContents(match, names, at, width, bottom, fonts, scale, tumbling, frame, layout);
  y = std::min(bottom, y + 6.f * s);
  draw->ChannelsSetCurrent(0);
  draw->AddRectFilled(at, ImVec2(at.x + width, y), IM_COL32(0x1f, 0x3a, 0x2f, 0xf4), 12.f * s);
  draw->AddRect(at, ImVec2(at.x + width, y), kSectionBorder, 12.f * s, 0, 3.f);
  draw->ChannelsMerge();
  layout.Set("rolloff", Rect{at.x, at.y, width, y - at.y});
}

}  // namespace equations::ui
