#include "ui/writing_view.h"

#include <SDL_scancode.h>
#include <imgui.h>

#include "core/base/utf8.h"
#include "core/judge/judge.h"
#include "ui/mat_view.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace equations::ui {

namespace {

// Removes the last UTF-8 character of `text`.
void Backspace(std::string& text) {
  if (text.empty()) return;
  text.erase(Utf8PreviousStart(text, text.size()));
}

// Starts a window covering the whole display (opaque: the others see nothing of it).
void BeginCover(const char* title, float alpha) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::SetNextWindowBgAlpha(alpha);
  ImGui::SetNextWindowFocus();
  ImGui::Begin(
      title, nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
}

void CentredText(const Fonts& fonts, float size, const std::string& text) {
  ImGui::PushFont(fonts.heading);
  ImGui::SetWindowFontScale(size / fonts.heading->FontSize / ImGui::GetIO().FontGlobalScale);
  const float width = ImGui::CalcTextSize(text.c_str()).x;
  ImGui::SetCursorPosX(std::max(0.f, (ImGui::GetWindowWidth() - width) * 0.5f));
  ImGui::TextUnformatted(text.c_str());
  ImGui::SetWindowFontScale(1.f);
  ImGui::PopFont();
}

// Draws the cubes of the mat, section by section, in [min, max): the writer's panel covers the
// mat, and the Equation is written from these cubes.
void DrawMatSummary(const Mat& mat, ImVec2 min, ImVec2 max, const Fonts& fonts, float scale,
                    Layout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  layout.Set("write:mat", Rect{min.x, min.y, max.x - min.x, max.y - min.y});
  const float text = 18.f * scale;
  float label_w = 0.f;
  for (const char* label : {"REQUIRED", "PERMITTED", "FORBIDDEN", "RESOURCES"})
    label_w = std::max(label_w, fonts.label->CalcTextSizeA(text, FLT_MAX, 0.f, label).x);
  label_w += 14.f * scale;
  const float room = max.x - min.x - label_w;
  const size_t counts[] = {mat.goal.size(), mat.required.size(), mat.permitted.size(),
                           mat.forbidden.size(), mat.resources.size()};
  // The largest cubes (up to 44 px at 100%) with which every section fits the space.
  auto height_for = [&](float cube) {
    const float step = cube * 1.12f;
    const int per_row = std::max(1, static_cast<int>(room / step) - 1);
    float total = 0.f;
    for (size_t count : counts)
      total += std::max<size_t>(1, (count + per_row - 1) / per_row) * step + 6.f * scale;
    return total;
  };
  float side = 44.f * scale;
  while (side > 16.f && height_for(side) > max.y - min.y) side *= 0.92f;
  const float step = side * 1.12f;
  float y = min.y;
  auto row = [&](const char* label, const std::vector<Cube>& cubes, const std::vector<bool>& gaps,
                 const std::vector<int>& turns = {}) {
    draw->AddText(fonts.label, text, ImVec2(min.x, y + (side - text) * 0.5f), kLabelText, label);
    float x = min.x + label_w;
    if (cubes.empty())
      draw->AddText(fonts.body, text, ImVec2(x, y + (side - text) * 0.5f),
                    IM_COL32(0xf2, 0xe8, 0xcf, 0x90), "none");
    for (size_t i = 0; i < cubes.size(); ++i) {
      if (x + side > max.x) {
        x = min.x + label_w;
        y += step;
      }
      if (i < gaps.size() && gaps[i]) x += side * 0.5f;
      const int first = draw->VtxBuffer.Size;
      DrawCube(draw, cubes[i], ImVec2(x, y), side, fonts);
      // A Goal cube lying sideways or upside-down is drawn so (AGLOA XIII-A-1, -2).
      if (i < turns.size() && turns[i] > 0)
        TurnVertices(draw, first, ImVec2(x + side * 0.5f, y + side * 0.5f), turns[i]);
      x += step;
    }
    y += step + 6.f * scale;
  };
  std::vector<Cube> goal;
  std::vector<bool> gaps;
  std::vector<int> turns;
  std::string words;
  for (size_t i = 0; i < mat.goal.size(); ++i) {
    goal.push_back(mat.goal[i].cube);
    gaps.push_back(i > 0 && mat.goal[i].gap_before);
    turns.push_back((mat.goal[i].sideways ? 1 : 0) + (mat.goal[i].upside_down ? 2 : 0));
    words += (words.empty() ? "" : ", ") + GoalCubeWords(mat.goal[i]);
  }
  layout.SetText("write:mat:goal", words);
  row("GOAL", goal, gaps, turns);
  row("REQUIRED", mat.required, {});
  row("PERMITTED", mat.permitted, {});
  row("FORBIDDEN", mat.forbidden, {});
  row("RESOURCES", mat.resources, {});
}

// Typed * and / are shown as the signs they mean on the cubes, ^ and ÷ (core/parser.h reads
// both spellings alike).
int ShowCubeSigns(ImGuiInputTextCallbackData* data) {
  if (data->EventChar == '*') data->EventChar = '^';
  if (data->EventChar == '/') data->EventChar = 0xF7;  // ÷
  return 0;
}

// The question asked before an unready Equation is presented: Enter or Escape keeps writing
// (so a second Enter never hands in a blank), Y presents it as it is.
WritingRequest DrawQuestion(WritingState& state, float scale, float button_height, Layout& layout) {
  WritingRequest request = WritingRequest::None;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.45f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0.f, 0.f),
                                      ImVec2(viewport->WorkSize.x * 0.9f, viewport->WorkSize.y));
  ImGui::SetNextWindowFocus();
  ImGui::Begin("##question", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove);
  const std::string text = state.question + " Present it anyway?";
  ImGui::PushTextWrapPos(std::min(viewport->WorkSize.x * 0.8f, 640.f * scale));
  ImGui::TextColored(kReasonColour, "%s", state.question.c_str());
  ImGui::TextUnformatted("Present it anyway? It is checked exactly as written.");
  ImGui::PopTextWrapPos();
  layout.Set("write:confirm", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                                   ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  layout.SetText("write:confirm", text);
  const bool back =
      TrackedButton(layout, "write:confirm:back", "Keep writing (Enter)", 0.f, button_height);
  ImGui::SameLine();
  const bool present =
      TrackedButton(layout, "write:confirm:present", "Present anyway (Y)", 0.f, button_height);
  ImGui::End();
  if (back || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    state.question.clear();
  } else if (present || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Y), false)) {
    state.question.clear();
    request = WritingRequest::Present;
  }
  return request;
}

}  // namespace

WritingRequest DrawWriting(WritingState& state, const std::string& name, const std::string& hint,
                           const Mat& mat, const Arithmetic& arithmetic, const std::string& timer,
                           const Fonts& fonts, float scale, Layout& layout,
                           const std::vector<VariationKey>& keys, const std::string& variations) {
  WritingRequest request = WritingRequest::None;
  if (state.writer < 0) return request;
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float button_height = 52.f * std::sqrt(scale) + 12.f;

  if (!state.revealed || state.handed_in) {
    BeginCover("##pass", 1.f);
    layout.Set("writing", Rect{viewport->WorkPos.x, viewport->WorkPos.y, viewport->WorkSize.x,
                               viewport->WorkSize.y});
    ImGui::SetCursorPosY(viewport->WorkSize.y * 0.3f);
    if (!state.revealed) {
      CentredText(fonts, 40.f * scale, "Pass the device to " + name);
      CentredText(fonts, 24.f * scale, "Everyone else, please look away.");
      if (!timer.empty()) CentredText(fonts, 24.f * scale, "Sand timer: " + timer);
      ImGui::Spacing();
      const float width = 360.f * scale;
      ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
      if (TrackedButton(layout, "write:reveal", ("I am " + name + ": show me (Enter)").c_str(),
                        width, button_height) ||
          ShortcutPressed(SDL_SCANCODE_RETURN) || ShortcutPressed(SDL_SCANCODE_KP_ENTER))
        state.revealed = true;
      ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
      if (TrackedButton(layout, "write:cancel", "Not now (Esc)", width, 48.f * scale) ||
          ShortcutPressed(SDL_SCANCODE_ESCAPE))
        request = WritingRequest::Cancel;
    } else {
      CentredText(fonts, 40.f * scale, name + "'s Equation is handed in");
      CentredText(fonts, 24.f * scale, "Pass the device back. Equations are shown together.");
      ImGui::Spacing();
      const float width = 360.f * scale;
      ImGui::SetCursorPosX((ImGui::GetWindowWidth() - width) * 0.5f);
      if (TrackedButton(layout, "write:done", "Done (Enter)", width, button_height) ||
          ShortcutPressed(SDL_SCANCODE_RETURN) || ShortcutPressed(SDL_SCANCODE_KP_ENTER))
        request = WritingRequest::Done;
    }
    ImGui::End();
    return request;
  }

  // The writer's screen: the mat stays visible above; this panel covers the lower part.
  // At a large UI scale the panel takes the whole screen: the cubes are shown beside the keypad.
  // Under variations the panel is taller: their line, the marks spelled out and their keys.
  const float height = scale > 1.2f   ? viewport->WorkSize.y
                       : keys.empty() ? std::min(viewport->WorkSize.y * 0.62f, 480.f * scale)
                                      : std::min(viewport->WorkSize.y * 0.86f, 640.f * scale);
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x, viewport->WorkPos.y + viewport->WorkSize.y - height));
  ImGui::SetNextWindowSize(ImVec2(viewport->WorkSize.x, height));
  ImGui::SetNextWindowBgAlpha(scale > 1.2f ? 1.f : 0.97f);
  ImGui::Begin(
      "##write", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  layout.Set("writing", Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y,
                             ImGui::GetWindowSize().x, ImGui::GetWindowSize().y});
  ImGui::PushFont(fonts.label);
  ImGui::Text("%s writes an Equation", name.c_str());
  ImGui::PopFont();
  if (!timer.empty()) {
    ImGui::SameLine(0.f, 30.f * scale);
    ImGui::TextColored(ImVec4(1.f, 0.84f, 0.31f, 1.f), "%s", timer.c_str());
    TrackItem(layout, "write:timer");
  }
  ImGui::TextWrapped("%s", hint.c_str());
  if (!variations.empty()) {
    ImGui::TextColored(ImVec4(0.95f, 0.84f, 0.42f, 1.f), "Variations: %s", variations.c_str());
    TrackItem(layout, "write:variations");
    layout.SetText("write:variations", variations);
  }

  // The input line: typed with the keypad below or a keyboard. It takes the keys from the
  // moment it shows and again after each keypad key, unless a question is open.
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, "%s", state.text.c_str());
  ImGui::PushFont(fonts.label);
  ImGui::SetNextItemWidth(-1.f);
  if (state.question.empty() && !ImGui::IsAnyItemActive()) ImGui::SetKeyboardFocusHere();
  // Dear ImGui 1.86 restores the text the line had when it took focus on Escape; here Escape
  // keeps what was typed.
  const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  const bool entered = ImGui::InputText(
      "##equation", buffer, sizeof buffer,
      ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackCharFilter, ShowCubeSigns);
  if (!escape) state.text = buffer;
  TrackItem(layout, "write:text");
  layout.NoteTextField();
  layout.SetText("write:text", state.text);
  ImGui::PopFont();
  // The typed marks spelled out ("3<sw>" reads "3 sideways"), so a mark is never missed.
  if (state.text.find_first_of("<'TE") != std::string::npos) {
    const std::string readable = ReadableMarks(state.text);
    ImGui::TextColored(ImVec4(0.95f, 0.84f, 0.42f, 1.f), "Reads: %s", readable.c_str());
    TrackItem(layout, "write:reads");
    layout.SetText("write:reads", readable);
  }

  // The keypad: big keys for fingers.
  static const char* const kRows[][8] = {
      {"1", "2", "3", "+", "-", "(", ")", nullptr},
      {"4", "5", "6", "x", "\xC3\xB7", "[", "]", nullptr},
      {"7", "8", "9", "^", "\xE2\x88\x9A", "{", "}", nullptr},
      {"0", "=", " ", nullptr},
  };
  // Keys as large as fit: beside them the cubes, below them the Present button, all in view.
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float rows = 4.f + static_cast<float>((keys.size() + 6) / 7);
  const float tall =
      (ImGui::GetContentRegionAvail().y - button_height - (rows + 2.f) * spacing) / (rows * 0.8f);
  const float key = std::max(
      28.f, std::min({72.f * scale, (ImGui::GetContentRegionAvail().x - 100.f) / 13.f, tall}));
  const ImVec2 keypad_at = ImGui::GetCursorScreenPos();
  const float keypad_w = key * 7.5f + ImGui::GetStyle().ItemSpacing.x * 6.f;
  bool typed = false;
  for (int r = 0; r < 4; ++r) {
    const auto& row = kRows[r];
    for (int i = 0; row[i]; ++i) {
      if (i > 0) ImGui::SameLine();
      const std::string symbol = row[i];
      const std::string id = symbol == " " ? "key:space" : "key:" + symbol;
      const char* label = symbol == " " ? "space" : symbol.c_str();
      const float width = symbol == " " ? key * 2.f : key;
      ImGui::PushFont(fonts.label);
      if (TrackedButton(layout, id, label, width, key * 0.8f)) {
        state.text += symbol;
        typed = true;
      }
      ImGui::PopFont();
    }
    if (r == 3) {
      ImGui::SameLine();
      if (TrackedButton(layout, "key:back", "\xE2\x86\x90 delete", key * 2.f, key * 0.8f)) {
        Backspace(state.text);
        typed = true;
      }
      ImGui::SameLine();
      if (TrackedButton(layout, "key:clear", "clear", key * 1.5f, key * 0.8f)) {
        state.text.clear();
        typed = true;
      }
    }
  }
  // The keys of the shake's variations, and only those: sw, ud, wild, !, ., %, rem, ...
  for (size_t i = 0; i < keys.size(); ++i) {
    if (i % 7 != 0) ImGui::SameLine();
    ImGui::PushFont(fonts.label);
    if (TrackedButton(layout, "key:" + keys[i].label, keys[i].label.c_str(), key, key * 0.8f)) {
      state.text += keys[i].text;
      typed = true;
    }
    ImGui::PopFont();
    HoverTip(layout, keys[i].tip.c_str());
  }
  (void)typed;
  const ImVec2 keypad_end = ImGui::GetCursorScreenPos();
  DrawMatSummary(mat, ImVec2(keypad_at.x + keypad_w + 40.f * scale, keypad_at.y),
                 ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - 16.f * scale,
                        ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - 8.f * scale),
                 fonts, scale, layout);
  ImGui::SetCursorScreenPos(keypad_end);
  ImGui::Spacing();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.18f, 0.55f, 0.31f, 1.f));
  const bool present =
      TrackedButton(layout, "write:present", "Present this Equation (Enter)", 0.f, button_height);
  ImGui::PopStyleColor();
  ImGui::SameLine();
  if (TrackedButton(layout, "write:cancel", "Cancel", 0.f, button_height))
    request = WritingRequest::Cancel;
  ImGui::End();
  if (!state.question.empty()) return DrawQuestion(state, scale, button_height, layout);
  if ((entered || present) && request == WritingRequest::None) {
    // An Equation that is empty, has no "=" or cannot be read is presented only when confirmed.
    state.question = UnreadyReason(arithmetic, state.text).value_or("");
    if (state.question.empty()) request = WritingRequest::Present;
  }
  return request;
}

}  // namespace equations::ui
