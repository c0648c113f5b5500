// Draws the playing mat from core state: the Goal line with its gaps, Required, Permitted and
// Forbidden (AGLOA I-B-2), and the Resources beside the mat, with the cubes in their four colours
// and their colour names (for colour-blind players). It turns mouse, touch and keyboard gestures
// on the cubes into a MatGesture; the App turns that into a core action. The view owns no game
// state, only the drag in progress and the selected cube.
#pragma once

#include <imgui.h>

#include <optional>

#include "core/rules/mat.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// Where a cube lies: a section and its index there (Goal: the index in the Goal).
struct CubePlace {
  Section section = Section::Resources;
  int index = 0;
  bool operator==(const CubePlace&) const = default;
};

// The view-only state of the mat between frames.
struct MatViewState {
  bool dragging = false;              // a cube is being carried
  bool pressed = false;               // the pointer went down on a cube and has not come up yet
  CubePlace from;                     // the cube pressed or carried
  ImVec2 press_at{0, 0};              // where the pointer went down
  ImVec2 grab_offset{0, 0};           // pointer position inside the cube
  std::optional<CubePlace> selected;  // picked with a click or the keyboard, waiting for a section
};

// A request the player made on the mat this frame.
struct MatGesture {
  enum class Kind { None, Drop, ToggleGap, Turn };
  Kind kind = Kind::None;
  CubePlace from;  // the cube (Drop), the Goal cube whose gap is toggled or which is turned
  Section to = Section::Resources;
  int goal_index = 0;       // Drop on the Goal: the place the cube goes to
  bool gap_before = false;  // Drop on the Goal: a gap before it
};

struct MatViewOptions {
  float scale = 1.f;           // the UI scale (1 = 100%)
  bool interactive = true;     // false while a screen covers the mat
  bool goal_editable = false;  // the Goal is being set: show the gaps as handles
  // The Goal-setter may turn Goal cubes sideways or upside-down (AGLOA XIII-A-1, -2): each Goal
  // cube gets a small "turn" button, and R turns the selected one.
  bool goal_turnable = false;
};

// Draws `mat` into [min, max) of the current window; records sections ("goal", ...), cubes
// ("cube:resources:3") and Goal gaps ("gap:goal:2", before Goal cube 2) in `layout`; returns the
// gesture the player completed this frame.
MatGesture DrawMat(const Mat& mat, ImVec2 min, ImVec2 max, const Fonts& fonts,
                   const MatViewOptions& options, MatViewState& state, Layout& layout);

// Draws one cube face-up in [at, at + side) (also used by the score sheet and the writing screen):
// from fonts.cube_sprites when its sprite is ready, else as shapes (DrawCubeShapes).
void DrawCube(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, const Fonts& fonts,
              bool faded = false, bool selected = false);
void DrawCubeShapes(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, const Fonts& fonts,
                    bool faded, bool selected);

// Turns the vertices added to `draw` since index `first` by `quarter_turns` quarter turns
// clockwise about `centre`: a Goal cube drawn sideways (one) or upside-down (two).
void TurnVertices(ImDrawList* draw, int first, ImVec2 centre, int quarter_turns);

// Returns how a Goal cube lies, in words: "3", "3 sideways", "3 upside-down".
std::string GoalCubeWords(const GoalCube& cube);

// Returns the lower-case id of a section: "goal", "required", ...
std::string SectionId(Section section);

}  // namespace equations::ui
