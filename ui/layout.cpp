#include "ui/layout.h"

#include <cstdio>

#include <imgui.h>

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

void TrackItem(Layout& layout, const std::string& id) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  layout.Set(id, Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

bool TrackedButton(Layout& layout, const std::string& id, const char* label, float width,
                   float height) {
  ImGui::PushID(id.c_str());
  const bool pressed = ImGui::Button(label, ImVec2(width, height));
  ImGui::PopID();
  TrackItem(layout, id);
  return pressed;
}

}  // namespace equations::ui
