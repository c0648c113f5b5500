// Where things were drawn this frame, by id, in CSS pixels: view-only state that tests and
// drag-and-drop read. Ids are listed in README.md, "Browser test hook" (mat sections "goal",
// "required", ...; cubes "cube:resources:3"; buttons "call:0:goal", "setup:start", ...).
#pragma once

#include <map>
#include <optional>
#include <string>

namespace equations::ui {

struct Rect {
  float x = 0, y = 0, width = 0, height = 0;
  bool Contains(float px, float py) const {
    return px >= x && py >= y && px < x + width && py < y + height;
  }
};

class Layout {
 public:
  void Clear() {
    rects_.clear();
    texts_.clear();
    text_field_ = false;
  }
  void Set(const std::string& id, Rect rect) { rects_[id] = rect; }
  // Records the text shown under `id` (score sheet cells), for the browser test hook.
  void SetText(const std::string& id, const std::string& text) { texts_[id] = text; }
  std::optional<Rect> Find(const std::string& id) const;
  // Returns {"x":..,"y":..,"width":..,"height":..} or null, for the browser test hook.
  std::string RectJson(const std::string& id) const;
  // Returns the text recorded under `id` as a JSON string, or null.
  std::string TextJson(const std::string& id) const;
  const std::map<std::string, Rect>& All() const { return rects_; }
  // A field to type in was drawn this frame: Tab walks the fields, so the page leaves it to the
  // game; on a screen without one, Tab leaves the canvas (web/loader.js).
  void NoteTextField() { text_field_ = true; }
  bool text_field() const { return text_field_; }

 private:
  bool text_field_ = false;
  std::map<std::string, Rect> rects_;
  std::map<std::string, std::string> texts_;
};

// Records the last ImGui item's rectangle under `id`.
void TrackItem(Layout& layout, const std::string& id);
// Draws `text` as an ImGui text item and records its rectangle and text under `id`.
void TrackedText(Layout& layout, const std::string& id, const std::string& text);
// Draws a button and records it under `id`; returns true when it was pressed. When the
// keyboard's focus comes to it, screen readers hear `said` (its group and state: "Players: 2,
// chosen") or else its label.
bool TrackedButton(Layout& layout, const std::string& id, const char* label, float width = 0.f,
                   float height = 0.f, const std::string& said = {});
// After an item that is not a TrackedButton (a field, a list, a switch): records it under `id`,
// and when the keyboard's focus is on it records "focus" and says `said` to screen readers each
// time the focus comes to it or, with `again`, `said` changes (a field being typed in says its
// words once).
void TrackFocus(Layout& layout, const std::string& id, const std::string& said, bool again = true);
// Shows `tip` beside the item just drawn while the pointer rests on it, and records it under
// "tooltip" for the browser test hook.
void HoverTip(Layout& layout, const char* tip);
// Returns true when the key `scancode` (an SDL scancode, as Dear ImGui's SDL back end indexes
// keys) went down this frame as a shortcut: no text field takes the keyboard and no Ctrl, Alt or
// Super is held (those belong to the browser).
bool ShortcutPressed(int scancode);
// Scrolls the current window as a finger (or the mouse) drags over it where no item is: Dear
// ImGui 1.86 scrolls only with a wheel or the scroll bar. `dragging` keeps the drag between frames.
void DragScroll(bool& dragging);

}  // namespace equations::ui
