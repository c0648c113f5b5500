#include "ui/mat_view.h"

#include "ui/cube_sprites.h"
#include "ui/narration.h"
#include "ui/opaque_fill.h"

#include <SDL_scancode.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

namespace equations::ui {

namespace {

// The Goal cubes' turn buttons: at least 24 CSS pixels tall (WCAG 2.2 target size, 2.5.8).
float TurnButtonHeight(float scale) {
  return std::max(24.f, 22.f * scale);
}

ImU32 CubeColor(Color color) {
  switch (color) {
    case Color::Red:
      return IM_COL32(0xc6, 0x28, 0x28, 0xff);
    case Color::Blue:
      return IM_COL32(0x1e, 0x5a, 0xc8, 0xff);
    case Color::Green:  // dark enough for the small white colour name (5.1:1)
      return IM_COL32(0x28, 0x7a, 0x45, 0xff);
    case Color::Black:
      return IM_COL32(0x1a, 0x1a, 0x1a, 0xff);
  }
  return IM_COL32_WHITE;
}

std::string Upper(const char* text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
  return s;
}

struct Placed {
  CubePlace place;
  Rect rect;
};

// The geometry shared by drawing and hit testing.
struct Geometry {
  float side = 52.f;                         // a cube
  float space = 10.f;                        // between two cubes of a section
  float goal_close = 12.f, goal_gap = 40.f;  // between Goal cubes without / with a gap
  float pad = 12.f, label = 22.f;
};

float CubesHeight(int count, float width, const Geometry& g) {
  const int per_row =
      std::max(1, static_cast<int>((width - 2 * g.pad + g.space) / (g.side + g.space)));
  const int rows = std::max(1, (count + per_row - 1) / per_row);
  return rows * (g.side + g.space);
}

// Draws a labelled section's felt and records its rectangle.
void DrawFelt(ImDrawList* draw, Section section, ImVec2 min, ImVec2 max, ImU32 felt, bool target,
              const Fonts& fonts, const Geometry& g, Layout& layout) {
  const float rounding = 10.f;
  AddOpaqueRectFilled(draw, min, max, felt, rounding);
  draw->AddRect(min, max, target ? IM_COL32(0xff, 0xd5, 0x4f, 0xff) : kSectionBorder, rounding, 0,
                target ? 6.f : 3.f);
  // A label wider than a narrow section (a phone) is drawn smaller, to fit.
  const std::string label = Upper(SectionName(section));
  float size = g.label;
  const float room = max.x - min.x - 2.f * g.pad;
  const float wide = fonts.label->CalcTextSizeA(size, FLT_MAX, 0.f, label.c_str()).x;
  if (wide > room && room > 0.f) size = std::max(11.f, size * room / wide);
  draw->AddText(fonts.label, size, ImVec2(min.x + g.pad, min.y + 6.f), kLabelText, label.c_str());
  layout.Set(SectionId(section), Rect{min.x, min.y, max.x - min.x, max.y - min.y});
}

// Lays out cubes left to right, wrapping, from the top-left of a section's content.
std::vector<ImVec2> FlowPositions(int count, ImVec2 min, ImVec2 max, const Geometry& g) {
  std::vector<ImVec2> at;
  float x = min.x + g.pad, y = min.y + g.label + 14.f;
  for (int i = 0; i < count; ++i) {
    if (x + g.side > max.x - g.pad + 0.5f && x > min.x + g.pad) {
      x = min.x + g.pad;
      y += g.side + g.space;
    }
    at.emplace_back(x, y);
    x += g.side + g.space;
  }
  return at;
}

// Where each Goal cube lies, its gap before it shown as physical space (AGLOA IV-B-2).
std::vector<ImVec2> GoalPositions(const std::vector<GoalCube>& goal, ImVec2 min,
                                  const Geometry& g) {
  std::vector<ImVec2> at;
  float x = min.x + g.pad + 4.f;
  const float y = min.y + g.label + 14.f;
  for (size_t i = 0; i < goal.size(); ++i) {
    if (i > 0) x += goal[i].gap_before ? g.goal_gap : g.goal_close;
    at.emplace_back(x, y);
    x += g.side;
  }
  return at;
}

}  // namespace

void TurnVertices(ImDrawList* draw, int first, ImVec2 centre, int quarter_turns) {
  const float angle = 1.5707963f * static_cast<float>(quarter_turns);
  const float c = std::cos(angle), s = std::sin(angle);
  for (int i = first; i < draw->VtxBuffer.Size; ++i) {
    ImVec2& p = draw->VtxBuffer[i].pos;
    const float x = p.x - centre.x, y = p.y - centre.y;
    p = ImVec2(centre.x + x * c - y * s, centre.y + x * s + y * c);
  }
}

std::string GoalCubeWords(const GoalCube& cube) {
  std::string words(SymbolText(cube.cube.face));
  if (cube.sideways) words += " sideways";
  if (cube.upside_down) words += cube.sideways ? " and upside-down" : " upside-down";
  return words;
}

std::string SectionId(Section section) {
  std::string s(SectionName(section));
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

void DrawCube(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, const Fonts& fonts,
              bool faded, bool selected) {
  if (!fonts.cube_sprites) {
    DrawCubeShapes(draw, cube, at, side, fonts, faded, selected);
    return;
  }
  // At whole device pixels, as its sprite (its side too: the sprite's side is whole pixels).
  CubeSprites& sprites = *fonts.cube_sprites;
  const ImVec2 snapped = sprites.Snap(at);
  if (sprites.Draw(draw, cube, snapped, side, faded, selected)) return;
  DrawCubeShapes(draw, cube, snapped, sprites.SnapSide(side), fonts, faded, selected);
}

void DrawCubeShapes(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, const Fonts& fonts,
                    bool faded, bool selected) {
  const ImVec2 max(at.x + side, at.y + side);
  const float rounding = side * 0.12f;
  const int alpha = faded ? 0x50 : 0xff;
  const ImU32 fill = (CubeColor(cube.color) & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
  if (!faded)
    draw->AddRectFilled(ImVec2(at.x + side * 0.06f, at.y + side * 0.08f),
                        ImVec2(max.x + side * 0.06f, max.y + side * 0.08f), IM_COL32(0, 0, 0, 0x60),
                        rounding);
  draw->AddRectFilled(at, max, fill, rounding);
  // A lighter top edge and a darker bottom edge make it read as a cube, not a tile.
  draw->AddRectFilled(at, ImVec2(max.x, at.y + side * 0.08f), IM_COL32(0xff, 0xff, 0xff, 0x30),
                      rounding, ImDrawFlags_RoundCornersTop);
  draw->AddRect(at, max,
                selected ? IM_COL32(0xff, 0xd5, 0x4f, 0xff) : IM_COL32(0xff, 0xff, 0xff, 0xa0),
                rounding, 0, selected ? std::max(3.f, side * 0.08f) : std::max(1.5f, side * 0.03f));
  const std::string text(SymbolText(cube.face));
  const float size = side * 0.62f;
  const ImU32 ink = IM_COL32(0xff, 0xff, 0xff, alpha);
  const ImVec2 extent = fonts.cube->CalcTextSizeA(size, FLT_MAX, 0.f, text.c_str());
  draw->AddText(fonts.cube, size,
                ImVec2(at.x + (side - extent.x) * 0.5f, at.y + (side - extent.y) * 0.42f), ink,
                text.c_str());
  // The colour's name, for players who cannot tell the colours apart.
  const std::string name(ColorName(cube.color));
  // At least 9 px, and never wider than the cube: on a phone's small cubes the names of
  // neighbours must not run into each other.
  float small = std::max(9.f, side * 0.21f);
  ImVec2 name_extent = fonts.body->CalcTextSizeA(small, FLT_MAX, 0.f, name.c_str());
  if (name_extent.x > side * 0.94f) {
    small *= side * 0.94f / name_extent.x;
    name_extent = fonts.body->CalcTextSizeA(small, FLT_MAX, 0.f, name.c_str());
  }
  draw->AddText(fonts.body, small,
                ImVec2(at.x + (side - name_extent.x) * 0.5f, max.y - name_extent.y - side * 0.03f),
                IM_COL32(0xff, 0xff, 0xff, faded ? 0x40 : 0xff), name.c_str());
}

MatGesture DrawMat(const Mat& mat, ImVec2 min, ImVec2 max, const Fonts& fonts,
                   const MatViewOptions& options, MatViewState& state, Layout& layout) {
  MatGesture gesture;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImGuiIO& io = ImGui::GetIO();
  const float s = options.scale;
  const float gap = 12.f * s;
  const float width = max.x - min.x, height = max.y - min.y;

  Geometry g;
  // Room below the Goal's cubes for their turn buttons and the words of a turned cube.
  bool turned = false;
  for (const GoalCube& cube : mat.goal) turned = turned || cube.sideways || cube.upside_down;
  const float below_goal = (options.goal_turnable ? TurnButtonHeight(s) : 0.f) +
                           (turned ? std::max(11.f, 13.f * s) + 4.f : 0.f);
  g.label = 22.f * s;
  g.pad = 12.f * s;
  // The largest cubes (up to 60 px at 100%) that let all the Resources fit in their area.
  const int all = std::max<int>(static_cast<int>(mat.resources.size()), 24);
  for (g.side = 60.f * s; g.side > 22.f; g.side *= 0.95f) {
    g.space = g.side * 0.18f;
    const float resources = CubesHeight(all, width, g) + g.label + 24.f;
    const float goal = g.side + g.label + 30.f + below_goal;
    const float row = g.side * 1.3f + g.label + 30.f;
    if (goal + row + resources + 2 * gap <= height) break;
  }
  g.space = g.side * 0.18f;
  g.goal_close = options.goal_editable ? g.side * 0.3f : g.side * 0.12f;
  g.goal_gap = g.side * 0.9f;

  const float goal_height = std::max(g.side + g.label + 30.f + below_goal, height * 0.2f);
  const float resources_height =
      std::max(CubesHeight(all, width, g) + g.label + 24.f, height * 0.3f);
  const ImVec2 goal_min = min, goal_max(max.x, min.y + goal_height);
  const ImVec2 res_min(min.x, max.y - resources_height), res_max = max;
  const float row_top = goal_max.y + gap, row_bottom = res_min.y - gap;
  const float column = (width - 2 * gap) / 3.f;
  const Section row[3] = {Section::Required, Section::Permitted, Section::Forbidden};
  auto row_min = [&](int i) { return ImVec2(min.x + i * (column + gap), row_top); };
  auto row_max = [&](int i) { return ImVec2(min.x + i * (column + gap) + column, row_bottom); };

  // The section under the pointer (the drop target while carrying a cube).
  const ImVec2 mouse = io.MousePos;
  auto inside = [&](ImVec2 a, ImVec2 b) {
    return mouse.x >= a.x && mouse.y >= a.y && mouse.x < b.x && mouse.y < b.y;
  };
  std::optional<Section> hovered;
  if (inside(goal_min, goal_max)) hovered = Section::Goal;
  if (inside(res_min, res_max)) hovered = Section::Resources;
  for (int i = 0; i < 3; ++i)
    if (inside(row_min(i), row_max(i))) hovered = row[i];
  const bool carrying = state.dragging && options.interactive;
  auto is_target = [&](Section section) { return carrying && hovered == section; };

  // Felt first, then cubes.
  DrawFelt(draw, Section::Goal, goal_min, goal_max, kGoalFelt, is_target(Section::Goal), fonts, g,
           layout);
  for (int i = 0; i < 3; ++i)
    DrawFelt(draw, row[i], row_min(i), row_max(i), kMatFelt, is_target(row[i]), fonts, g, layout);
  DrawFelt(draw, Section::Resources, res_min, res_max, kResourceFelt, is_target(Section::Resources),
           fonts, g, layout);

  std::vector<Placed> placed;
  auto draw_cube = [&](const Cube& cube, CubePlace place, ImVec2 at) {
    const bool carried = carrying && state.from == place;
    const bool selected = state.selected && *state.selected == place;
    DrawCube(draw, cube, at, g.side, fonts, carried, selected);
    const Rect rect{at.x, at.y, g.side, g.side};
    layout.Set("cube:" + SectionId(place.section) + ":" + std::to_string(place.index), rect);
    placed.push_back({place, rect});
  };

  // The Goal, with its gaps, and the handles that open or close a gap while it is being set.
  const std::vector<ImVec2> goal_at = GoalPositions(mat.goal, goal_min, g);
  std::vector<Placed> gaps, turn_buttons;
  for (size_t i = 0; i < mat.goal.size(); ++i) {
    if (i > 0) {
      const float left = goal_at[i - 1].x + g.side, right = goal_at[i].x;
      const Rect rect{left, goal_at[i].y, right - left, g.side};
      layout.Set("gap:goal:" + std::to_string(i), rect);
      gaps.push_back({CubePlace{Section::Goal, static_cast<int>(i)}, rect});
      if (options.goal_editable) {
        const bool over = rect.Contains(mouse.x, mouse.y) && options.interactive;
        const float cx = left + (right - left) * 0.5f;
        draw->AddLine(ImVec2(cx, rect.y + g.side * 0.15f), ImVec2(cx, rect.y + g.side * 0.85f),
                      over ? IM_COL32(0xff, 0xd5, 0x4f, 0xff) : IM_COL32(0xf2, 0xe8, 0xcf, 0x70),
                      over ? 4.f : 2.f);
      }
    }
    // A turned Goal cube is drawn turned, with its turn in words below it (AGLOA XIII-A-1, -2).
    const GoalCube& goal_cube = mat.goal[i];
    const int first = draw->VtxBuffer.Size;
    draw_cube(goal_cube.cube, CubePlace{Section::Goal, static_cast<int>(i)}, goal_at[i]);
    const int turns = (goal_cube.sideways ? 1 : 0) + (goal_cube.upside_down ? 2 : 0);
    const std::string id = "cube:goal:" + std::to_string(i);
    layout.SetText(id, GoalCubeWords(goal_cube));
    if (turns > 0)
      TurnVertices(draw, first, ImVec2(goal_at[i].x + g.side * 0.5f, goal_at[i].y + g.side * 0.5f),
                   turns);
    float below = goal_at[i].y + g.side + 3.f;
    if (options.goal_turnable && options.interactive) {
      // A small button below the cube turns it: a tap for touch, a click for the mouse.
      const float size = std::max(11.f, 13.f * s);
      const ImVec2 extent = fonts.body->CalcTextSizeA(size, FLT_MAX, 0.f, "turn");
      // At least 24 CSS pixels each way (WCAG 2.2 target size, 2.5.8).
      const float w = std::max({extent.x + 10.f * s, g.side * 0.7f, 24.f}), h = TurnButtonHeight(s);
      const Rect rect{goal_at[i].x + (g.side - w) * 0.5f, below, w, h};
      const bool over = rect.Contains(mouse.x, mouse.y);
      draw->AddRectFilled(
          ImVec2(rect.x, rect.y), ImVec2(rect.x + w, rect.y + h),
          over ? IM_COL32(0xff, 0xd5, 0x4f, 0xff) : IM_COL32(0xf2, 0xe8, 0xcf, 0xe0), 4.f);
      draw->AddText(fonts.body, size,
                    ImVec2(rect.x + (w - extent.x) * 0.5f, rect.y + (h - extent.y) * 0.5f),
                    IM_COL32(0x14, 0x27, 0x20, 0xff), "turn");
      layout.Set("turn:goal:" + std::to_string(i), rect);
      turn_buttons.push_back({CubePlace{Section::Goal, static_cast<int>(i)}, rect});
      below += h + 1.f;
    }
    if (turns > 0) {
      const char* tag = goal_cube.sideways && goal_cube.upside_down ? "sw+ud"
                        : goal_cube.sideways                        ? "sideways"
                                                                    : "upside-down";
      const float size = std::max(11.f, 13.f * s);
      const ImVec2 extent = fonts.body->CalcTextSizeA(size, FLT_MAX, 0.f, tag);
      draw->AddText(fonts.body, size, ImVec2(goal_at[i].x + (g.side - extent.x) * 0.5f, below),
                    IM_COL32(0xff, 0xd5, 0x4f, 0xff), tag);
    }
  }
  if (!mat.goal.empty()) {
    // The Goal as it lies: a turned cube is named so ("Goal: 2 sideways"), never read upright.
    const std::string text = "Goal: " + GoalAsItLies(mat.goal);
    draw->AddText(fonts.body, 18.f * s, ImVec2(goal_max.x - g.pad - 260.f * s, goal_min.y + 8.f),
                  kLabelText, text.c_str());
    layout.SetText("goal:label", text);
  }
  if (!mat.goal_declaration.empty()) {
    // ACC "Goal": the grouping the Goal-setter declared aloud binds the Goal; it stays in view.
    const std::string text = "Declared: " + mat.goal_declaration;
    const ImVec2 at(goal_max.x - g.pad - 260.f * s, goal_min.y + 8.f + 22.f * s);
    draw->AddText(fonts.body, 18.f * s, at, kLabelText, text.c_str());
    const ImVec2 size = fonts.body->CalcTextSizeA(18.f * s, FLT_MAX, 0.f, text.c_str());
    layout.Set("goal:declaration", Rect{at.x, at.y, size.x, size.y});
    layout.SetText("goal:declaration", text);
  }
  for (int r = 0; r < 3; ++r) {
    const std::vector<Cube>& cubes = mat.CubesIn(row[r]);
    const auto at = FlowPositions(static_cast<int>(cubes.size()), row_min(r), row_max(r), g);
    for (size_t i = 0; i < cubes.size(); ++i)
      draw_cube(cubes[i], CubePlace{row[r], static_cast<int>(i)}, at[i]);
  }
  {
    const auto at = FlowPositions(static_cast<int>(mat.resources.size()), res_min, res_max, g);
    for (size_t i = 0; i < mat.resources.size(); ++i)
      draw_cube(mat.resources[i], CubePlace{Section::Resources, static_cast<int>(i)}, at[i]);
  }

  // Where a cube dropped on the Goal would go: the place among the other Goal cubes by the
  // pointer's position, and a gap when it is dropped well clear of the cube before it.
  auto goal_drop = [&](const CubePlace& from, float left) {
    std::vector<float> rights, centres;
    for (size_t i = 0; i < mat.goal.size(); ++i) {
      if (from.section == Section::Goal && from.index == static_cast<int>(i)) continue;
      centres.push_back(goal_at[i].x + g.side * 0.5f);
      rights.push_back(goal_at[i].x + g.side);
    }
    int index = 0;
    while (index < static_cast<int>(centres.size()) && centres[index] < left + g.side * 0.5f)
      ++index;
    const bool gap_before = index > 0 && left - rights[index - 1] > g.side * 0.5f;
    return std::make_pair(index, gap_before);
  };

  if (!options.interactive) {
    state.dragging = state.pressed = false;
    return gesture;
  }
  const bool window_hovered = ImGui::IsWindowHovered();
  auto cube_at = [&](ImVec2 p) -> std::optional<Placed> {
    for (const Placed& c : placed)
      if (c.rect.Contains(p.x, p.y)) return c;
    return std::nullopt;
  };

  if (ImGui::IsMouseClicked(0) && window_hovered) {
    for (const Placed& button : turn_buttons)
      if (button.rect.Contains(mouse.x, mouse.y)) {
        gesture.kind = MatGesture::Kind::Turn;
        gesture.from = button.place;
        return gesture;
      }
    if (auto hit = cube_at(mouse)) {
      state.pressed = true;
      state.from = hit->place;
      state.press_at = mouse;
      state.grab_offset = ImVec2(mouse.x - hit->rect.x, mouse.y - hit->rect.y);
    } else if (options.goal_editable) {
      for (const Placed& handle : gaps)
        if (handle.rect.Contains(mouse.x, mouse.y)) {
          gesture.kind = MatGesture::Kind::ToggleGap;
          gesture.from = handle.place;
          return gesture;
        }
    }
    if (!state.pressed && hovered && state.selected) {
      // Tap a cube, then tap a section: the same move as a drag, for touch and for precision.
      gesture.kind = MatGesture::Kind::Drop;
      gesture.from = *state.selected;
      gesture.to = *hovered;
      if (*hovered == Section::Goal) {
        // A tap says where the cube goes among the others, never a gap: a finger cannot aim a
        // gap, and a gap changes how the Goal reads. The gap handles open one.
        const auto [index, gap_before] = goal_drop(*state.selected, mouse.x - g.side * 0.5f);
        (void)gap_before;
        gesture.goal_index = index;
        const int from = state.selected->index;
        gesture.gap_before = state.selected->section == Section::Goal && from >= 0 &&
                             from < static_cast<int>(mat.goal.size()) && mat.goal[from].gap_before;
      }
      state.selected.reset();
      return gesture;
    }
  }
  if (state.pressed && ImGui::IsMouseDown(0) && !state.dragging) {
    const float dx = mouse.x - state.press_at.x, dy = mouse.y - state.press_at.y;
    if (dx * dx + dy * dy > 36.f) {
      state.dragging = true;
      state.selected.reset();
    }
  }
  if (state.dragging) {
    const ImVec2 at(mouse.x - state.grab_offset.x, mouse.y - state.grab_offset.y);
    const Cube* cube = nullptr;
    if (state.from.section == Section::Goal) {
      if (state.from.index < static_cast<int>(mat.goal.size()))
        cube = &mat.goal[state.from.index].cube;
    } else {
      const auto& cubes = mat.CubesIn(state.from.section);
      if (state.from.index < static_cast<int>(cubes.size())) cube = &cubes[state.from.index];
    }
    if (!cube) {
      state.dragging = state.pressed = false;
      return gesture;
    }
    ImDrawList* top = ImGui::GetForegroundDrawList();
    if (hovered == Section::Goal) {
      // Preview: an outline where the cube will land, with or without a gap.
      auto [index, gap_before] = goal_drop(state.from, at.x);
      float x = goal_min.x + g.pad + 4.f;
      int k = 0;
      for (size_t i = 0; i < mat.goal.size(); ++i) {
        if (state.from.section == Section::Goal && state.from.index == static_cast<int>(i))
          continue;
        if (k == index) break;
        x = goal_at[i].x + g.side + g.goal_close;
        ++k;
      }
      if (gap_before) x += g.goal_gap - g.goal_close;
      const float y = goal_min.y + g.label + 14.f;
      top->AddRect(ImVec2(x, y), ImVec2(x + g.side, y + g.side), IM_COL32(0xff, 0xd5, 0x4f, 0xff),
                   g.side * 0.12f, 0, 3.f);
      if (gap_before)
        top->AddText(fonts.body, 16.f * s, ImVec2(x - g.goal_gap + 2.f, y + g.side + 2.f),
                     IM_COL32(0xff, 0xd5, 0x4f, 0xff), "gap");
    }
    DrawCube(top, *cube, at, g.side * 1.08f, fonts);
    if (!ImGui::IsMouseDown(0)) {
      state.dragging = state.pressed = false;
      if (hovered) {
        gesture.kind = MatGesture::Kind::Drop;
        gesture.from = state.from;
        gesture.to = *hovered;
        if (*hovered == Section::Goal) {
          auto [index, gap_before] = goal_drop(state.from, at.x);
          gesture.goal_index = index;
          gesture.gap_before = gap_before;
        }
        if (gesture.to == gesture.from.section && gesture.to != Section::Goal)
          gesture.kind = MatGesture::Kind::None;  // put back where it was
      }
    }
  } else if (state.pressed && !ImGui::IsMouseDown(0)) {
    // A click without a drag selects the cube (or unselects it). With a cube from elsewhere
    // picked while the Goal is set, a tap on a Goal cube places the picked cube there: a finger
    // near the Goal's first cube means the Goal line, not that cube.
    state.pressed = false;
    if (state.selected && state.selected->section != Section::Goal &&
        state.from.section == Section::Goal && options.goal_editable) {
      gesture.kind = MatGesture::Kind::Drop;
      gesture.from = *state.selected;
      gesture.to = Section::Goal;
      gesture.goal_index = goal_drop(*state.selected, mouse.x - g.side * 0.5f).first;
      state.selected.reset();
      return gesture;
    }
    if (state.selected && *state.selected == state.from)
      state.selected.reset();
    else
      state.selected = state.from;
  }

  // Keyboard play: arrows pick a cube in Resources (Up/Down: the Goal), then R, P, F or G sends
  // it to Required, Permitted, Forbidden or the Goal (Shift+G: with a gap); Space opens or
  // closes the gap before a selected Goal cube; Escape puts it down.
  if (!io.WantTextInput) {
    const int resources = static_cast<int>(mat.resources.size());
    const int goal = static_cast<int>(mat.goal.size());
    auto pressed = [](int key) { return ImGui::IsKeyPressed(key); };
    if (pressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow)) ||
        pressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) {
      const int step = pressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow)) ? 1 : -1;
      CubePlace place = state.selected.value_or(CubePlace{Section::Resources, -step});
      // A cube selected on the mat (which cannot move) gives way to the Resources.
      if (place.section != Section::Goal && place.section != Section::Resources)
        place = CubePlace{Section::Resources, -step};
      const int count = place.section == Section::Goal ? goal : resources;
      if (count > 0) {
        place.index = ((place.index + step) % count + count) % count;
        state.selected = place;
      }
    }
    if (pressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow)) && goal > 0)
      state.selected = CubePlace{Section::Goal, 0};
    if (pressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow)) && resources > 0)
      state.selected = CubePlace{Section::Resources, 0};
    if (pressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) state.selected.reset();
    // R turns a selected Goal cube while it may be turned (a Goal cube never goes to Required).
    if (state.selected && state.selected->section == Section::Goal && options.goal_turnable &&
        pressed(SDL_SCANCODE_R)) {
      gesture.kind = MatGesture::Kind::Turn;
      gesture.from = *state.selected;
      return gesture;
    }
    if (state.selected) {
      const struct {
        int key;
        Section section;
      } keys[] = {{SDL_SCANCODE_R, Section::Required},
                  {SDL_SCANCODE_P, Section::Permitted},
                  {SDL_SCANCODE_F, Section::Forbidden},
                  {SDL_SCANCODE_G, Section::Goal}};
      for (const auto& k : keys)
        if (pressed(k.key)) {
          gesture.kind = MatGesture::Kind::Drop;
          gesture.from = *state.selected;
          gesture.to = k.section;
          gesture.goal_index = goal - (state.selected->section == Section::Goal ? 1 : 0);
          gesture.gap_before = io.KeyShift && gesture.goal_index > 0;
          state.selected.reset();
          return gesture;
        }
      if (pressed(ImGui::GetKeyIndex(ImGuiKey_Space)) && state.selected->section == Section::Goal &&
          state.selected->index > 0) {
        gesture.kind = MatGesture::Kind::ToggleGap;
        gesture.from = *state.selected;
      }
    }
  }
  return gesture;
}

}  // namespace equations::ui
