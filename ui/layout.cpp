#include "ui/layout.h"

#include <cstdio>

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

}  // namespace equations::ui
