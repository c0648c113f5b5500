#include "ui/checked_mat.h"

#include <imgui.h>

#include <string>

#include "ui/mat_view.h"

namespace equations::ui {

std::optional<Mat> CheckedMat(const Match& match, std::size_t index) {
  if (index >= match.shakes().size()) return std::nullopt;
  auto replay = Match::Create(match.rules(), match.config());
  if (!replay) return std::nullopt;
  for (const Action& action : match.history()) {
    const Mat before = replay->shake().mat;
    if (replay->Apply(action)) return std::nullopt;
    if (replay->shakes().size() == index + 1) return before;
  }
  return std::nullopt;
}

void DrawCheckedMat(const Mat& mat, const Fonts& fonts, float scale, Layout& layout) {
  const float side = 34.f * scale;
  const float step = side + 5.f * scale;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float label_width = ImGui::CalcTextSize("Permitted").x + 16.f * scale;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const auto row = [&](const char* label, const std::string& id, const std::vector<Cube>& cubes,
                       const std::vector<bool>& gaps, const std::vector<int>& turns = {}) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    std::string words;
    float x = at.x + label_width, y = at.y;
    for (size_t i = 0; i < cubes.size(); ++i) {
      if (i < gaps.size() && gaps[i]) x += side * 0.5f;
      if (x + side > right) {  // a long row wraps under itself
        x = at.x + label_width;
        y += step;
      }
      const int first = draw->VtxBuffer.Size;
      DrawCube(draw, cubes[i], ImVec2(x, y), side, fonts);
      const int turn = i < turns.size() ? turns[i] : 0;
      // A Goal cube lying sideways or upside-down is drawn so (AGLOA XIII-A-1, -2).
      if (turn > 0) TurnVertices(draw, first, ImVec2(x + side * 0.5f, y + side * 0.5f), turn);
      x += step;
      words += (words.empty() ? "" : ", ") + std::string(ColorName(cubes[i].color)) + " " +
               std::string(SymbolText(cubes[i].face)) +
               (turn == 1   ? " sideways"
                : turn == 2 ? " upside-down"
                            : "");
    }
    if (cubes.empty()) {
      ImGui::SameLine(label_width);
      ImGui::TextDisabled("none");
    }
    ImGui::SetCursorScreenPos(at);
    ImGui::Dummy(ImVec2(label_width, y - at.y + step));
    layout.SetText("results:mat:" + id, words.empty() ? "none" : words);
  };
  std::vector<Cube> goal;
  std::vector<bool> gaps;
  std::vector<int> turns;
  for (const GoalCube& g : mat.goal) {
    goal.push_back(g.cube);
    gaps.push_back(g.gap_before);
    turns.push_back((g.sideways ? 1 : 0) + (g.upside_down ? 2 : 0));
  }
  ImGui::TextUnformatted("The cubes the Equations were checked against:");
  row("Goal", "goal", goal, gaps, turns);
  if (!mat.goal_declaration.empty())
    ImGui::TextUnformatted(("The Goal-setter declared it as " + mat.goal_declaration).c_str());
  row("Required", "required", mat.required, {});
  row("Permitted", "permitted", mat.permitted, {});
  row("Forbidden", "forbidden", mat.forbidden, {});
  row("Resources", "resources", mat.resources, {});
  const ImVec2 bottom = ImGui::GetCursorScreenPos();
  layout.Set("results:mat", Rect{top.x, top.y, right - top.x, bottom.y - top.y});
}

}  // namespace equations::ui
