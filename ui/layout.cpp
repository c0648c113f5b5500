#include "ui/layout.h"

#include <cstdio>

#include <imgui.h>

#include "ui/platform.h"

namespace equations::ui {

std::optional<Rect> Layout::Find(const std::string& id) const {
  auto it = rects_.find(id);
  if (it == rects_.end()) return std::nullopt;
  return it->second;
}

std::string Layout::RectJson(const std::string& id) const {
  auto rect = Find(id);
  if (!rect) return "null";
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "{\"x\":%.1f,\"y\":%.1f,\"width\":%.1f,\"height\":%.1f}",
                rect->x, rect->y, rect->width, rect->height);
  return buffer;
}

std::string Layout::TextJson(const std::string& id) const {
  auto it = texts_.find(id);
  if (it == texts_.end()) return "null";
  std::string json = "\"";
  for (const char c : it->second) {
    if (c == '"' || c == '\\') json += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    json += c;
  }
  return json + "\"";
}

void TrackedText(Layout& layout, const std::string& id, const std::string& text) {
  ImGui::TextUnformatted(text.c_str());
  TrackItem(layout, id);
  layout.SetText(id, text);
}

void TrackItem(Layout& layout, const std::string& id) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  layout.Set(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

namespace {

// Says what the keyboard's focus rests on, once each time it moves or what it says changes.
// `again`: said again when `said` changes while the focus stays (a choice's state).
void SayFocus(Layout& layout, const std::string& id, const std::string& said, bool again = true) {
  layout.SetText("focus", id);
  static std::string last;
  const std::string key = again ? id + "\n" + said : id;
  if (last == key) return;
  last = key;
  Announce(said);
}

}  // namespace

bool TrackedButton(Layout& layout, const std::string& id, const char* label, float width,
                   float height, const std::string& said) {
  ImGui::PushID(id.c_str());
  const bool pressed = ImGui::Button(label, ImVec2(width, height));
  ImGui::PopID();
  TrackItem(layout, id);
  if (ImGui::IsItemFocused() && ImGui::GetIO().NavVisible) {
    // The keyboard's focus: recorded for the test hook, and its label said to screen readers
    // when the arrows move it (the canvas has no focusable elements of its own).
    const std::string shown(label);
    SayFocus(
        layout, id,
        said.empty() ? shown.substr(0, shown.find("##")) + ": button, Space presses it." : said);
  }
  return pressed;
}

void TrackFocus(Layout& layout, const std::string& id, const std::string& said, bool again) {
  TrackItem(layout, id);
  if (ImGui::IsItemFocused() && (ImGui::GetIO().NavVisible || ImGui::IsItemActive()))
    SayFocus(layout, id, said, again);
}

void HoverTip(Layout& layout, const char* tip) {
  if (!*tip || !ImGui::IsItemHovered()) return;
  ImGui::SetTooltip("%s", tip);
  layout.SetText("tooltip", tip);
}

bool ShortcutPressed(int scancode) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || io.KeyCtrl || io.KeyAlt || io.KeySuper) return false;
  return ImGui::IsKeyPressed(scancode, false);
}

void DragScroll(bool& dragging) {
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(0)) dragging = ImGui::IsWindowHovered() && !ImGui::IsAnyItemHovered();
  if (!ImGui::IsMouseDown(0)) dragging = false;
  if (dragging && io.MouseDelta.y != 0.f) ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
}

}  // namespace equations::ui
