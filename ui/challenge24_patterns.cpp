// The pattern list of the 24 Challenge screen (ui/challenge24_screen.h): the declarer picks the
// last step from the patterns the round lists for the card (its legal Pattern actions) by mouse or
// touch, or with the up and down arrows and Enter while the answer field is empty, with the
// 3-second clock beside the list. Typing the pattern works as before.
#include <imgui.h>

#include <algorithm>

#include "ui/challenge24_screen.h"
#include "ui/challenge24_words.h"
#include "ui/platform.h"

namespace equations::ui {

using namespace challenge24;

bool Challenge24Screen::DrawPatterns(float width, float scale, std::int64_t now, Layout& layout) {
  const Round* r = round();
  const int declarer = r->declarer();
  std::vector<std::string> patterns;
  for (const Action& legal : r->LegalActions())
    if (legal.kind == ActionKind::Pattern && legal.player == declarer)
      patterns.push_back(legal.text);
  if (patterns.empty()) return false;
  // Steps of two whole numbers first ("3 x 8"), then those with a fraction or a negative number.
  std::stable_partition(patterns.begin(), patterns.end(), [](const std::string& text) {
    return text.find('(') == std::string::npos;
  });
  const auto count = static_cast<int>(patterns.size());
  if (pattern_touch_ms_ != r->touched_ms()) {
    // A new declaration: nothing picked yet; the list is said once.
    pattern_touch_ms_ = r->touched_ms();
    pattern_pick_ = -1;
    std::string said = "Patterns to pick:";
    for (int i = 0; i < count; ++i) said += (i ? ", " : " ") + patterns[i];
    Announce(said + ". Up and down arrows pick one, Enter says it; or type it.");
  }
  // The arrows move the pick, also while the answer field has the keyboard.
  const int moved = (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow)) ? 1 : 0) -
                    (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow)) ? 1 : 0);
  if (moved != 0) {
    pattern_pick_ =
        pattern_pick_ < 0 ? (moved > 0 ? 0 : count - 1) : (pattern_pick_ + moved + count) % count;
    Announce("Pattern " + patterns[static_cast<std::size_t>(pattern_pick_)] + ", " +
             std::to_string(pattern_pick_ + 1) + " of " + std::to_string(count) +
             ": Enter says it.");
  }
  const std::int64_t left = std::max<std::int64_t>(0, r->touched_ms() + kPatternMs - now);
  char heading[96];
  std::snprintf(heading, sizeof heading, "The pattern (up/down, Enter): %.1f s left",
                static_cast<double>(left) / 1000.0);
  // The heading, then the buttons beside it while they fit, else on as many lines as they need.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_h = 48.f * scale;
  const float line_x = ImGui::GetCursorScreenPos().x;
  ImGui::AlignTextToFramePadding();
  TrackedText(layout, "c24:patterns", heading);
  float x = ImGui::GetItemRectMax().x - line_x;
  int said = -1;
  for (int i = 0; i < count; ++i) {
    const std::string& text = patterns[static_cast<std::size_t>(i)];
    const float w = std::max(90.f * scale, ImGui::CalcTextSize(text.c_str()).x +
                                               style.FramePadding.x * 2 + 16.f * scale);
    if (x + style.ItemSpacing.x + w <= width)
      ImGui::SameLine();
    else
      x = 0.f;
    x += (x > 0.f ? style.ItemSpacing.x : 0.f) + w;
    const bool picked = i == pattern_pick_;
    if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.62f, 0.18f, 1.f));
    const std::string id = "c24:pattern:" + std::to_string(i);
    if (TrackedButton(layout, id, (text + "##" + id).c_str(), w, button_h)) said = i;
    if (picked) ImGui::PopStyleColor();
    layout.SetText(id, picked ? text + " (picked)" : text);
  }
  // Enter says the picked pattern while the answer field is empty (else Enter says the field).
  const bool enter = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
                     ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false);
  if (said < 0 && enter && pattern_pick_ >= 0 && answer_.empty()) said = pattern_pick_;
  if (said < 0) return false;
  Act(Action{ActionKind::Pattern, declarer, patterns[static_cast<std::size_t>(said)], NowMs()});
  focus_answer_ = true;
  return true;
}

}  // namespace equations::ui
