#include "ui/app.h"

#include "ui/mat_view.h"

namespace equations::ui {

void App::LoadAssets(const std::string& assets_dir, float pixel_scale) {
  fonts_ = LoadFonts(assets_dir.c_str(), pixel_scale);
  pixel_scale_ = pixel_scale;
}

void App::Frame() {
  ++frame_count_;
  layout_.Clear();
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Equations", nullptr, flags);

  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted("Equations");
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + 10.f);
  ImGui::TextDisabled("the game of creative mathematics");

  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImVec2 max(min.x + avail.x, min.y + avail.y);
  DrawMat(mat_, min, max, fonts_, layout_);
  ImGui::Dummy(avail);

  ImGui::End();
}

}  // namespace equations::ui
