#include "ui/mat_view.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace equations::ui {

namespace {

ImU32 CubeColor(Color color) {
  switch (color) {
    case Color::Red:
      return IM_COL32(0xc6, 0x28, 0x28, 0xff);
    case Color::Blue:
      return IM_COL32(0x1e, 0x5a, 0xc8, 0xff);
    case Color::Green:
      return IM_COL32(0x2e, 0x9e, 0x4f, 0xff);
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

std::string Lower(const char* text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

// Draws one cube face-up at `at` with side `side`.
void DrawCube(ImDrawList* draw, const Cube& cube, ImVec2 at, float side, const Fonts& fonts) {
  const ImVec2 max(at.x + side, at.y + side);
  draw->AddRectFilled(ImVec2(at.x + 3, at.y + 4), ImVec2(max.x + 3, max.y + 4),
                      IM_COL32(0, 0, 0, 0x60), side * 0.12f);
  draw->AddRectFilled(at, max, CubeColor(cube.color), side * 0.12f);
  draw->AddRect(at, max, IM_COL32(0xff, 0xff, 0xff, 0x90), side * 0.12f, 0, 2.f);
  const std::string text(SymbolText(cube.face));
  const float size = side * 0.7f;
  const ImVec2 extent = fonts.cube->CalcTextSizeA(size, FLT_MAX, 0.f, text.c_str());
  draw->AddText(fonts.cube, size,
                ImVec2(at.x + (side - extent.x) * 0.5f, at.y + (side - extent.y) * 0.5f),
                IM_COL32_WHITE, text.c_str());
}

// Draws a labelled section and the cubes in it, left to right, wrapping.
void DrawSection(ImDrawList* draw, Section section, const std::vector<Cube>& cubes, ImVec2 min,
                 ImVec2 max, ImU32 felt, const Fonts& fonts, Layout& layout) {
  const float rounding = 10.f;
  draw->AddRectFilled(min, max, felt, rounding);
  draw->AddRect(min, max, kSectionBorder, rounding, 0, 3.f);
  const std::string label = Upper(SectionName(section));
  const float label_size = fonts.label->FontSize * ImGui::GetIO().FontGlobalScale;
  draw->AddText(fonts.label, label_size, ImVec2(min.x + 12.f, min.y + 8.f), kLabelText,
                label.c_str());
  layout.Set(Lower(SectionName(section)), Rect{min.x, min.y, max.x - min.x, max.y - min.y});

  const float side = 52.f, gap = 10.f;
  float x = min.x + 12.f, y = min.y + 16.f + label_size;
  for (const Cube& cube : cubes) {
    if (x + side > max.x - 8.f) {
      x = min.x + 12.f;
      y += side + gap;
    }
    DrawCube(draw, cube, ImVec2(x, y), side, fonts);
    x += side + gap;
  }
}

}  // namespace

void DrawMat(const Mat& mat, ImVec2 min, ImVec2 max, const Fonts& fonts, Layout& layout) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float gap = 14.f;
  const float width = max.x - min.x, height = max.y - min.y;
  const float goal_height = std::max(110.f, height * 0.2f);
  const float resources_height = std::max(150.f, height * 0.3f);

  // The Goal line across the top.
  std::vector<Cube> goal_cubes;
  for (const GoalCube& g : mat.goal) goal_cubes.push_back(g.cube);
  DrawSection(draw, Section::Goal, goal_cubes, min, ImVec2(max.x, min.y + goal_height), kGoalFelt,
              fonts, layout);

  // Required, Permitted and Forbidden side by side.
  const float row_top = min.y + goal_height + gap;
  const float row_bottom = max.y - resources_height - gap;
  const float column = (width - 2 * gap) / 3.f;
  const Section row[3] = {Section::Required, Section::Permitted, Section::Forbidden};
  for (int i = 0; i < 3; ++i) {
    const float left = min.x + i * (column + gap);
    DrawSection(draw, row[i], mat.CubesIn(row[i]), ImVec2(left, row_top),
                ImVec2(left + column, row_bottom), kMatFelt, fonts, layout);
  }

  // Resources below the mat.
  DrawSection(draw, Section::Resources, mat.resources, ImVec2(min.x, max.y - resources_height), max,
              kResourceFelt, fonts, layout);
}

}  // namespace equations::ui
