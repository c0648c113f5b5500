#include "ui/opaque_fill.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

namespace equations::ui {

namespace {

// Clears the command's clip rectangle to the colour in its callback data. ImGui's OpenGL 3 back
// end has the scissor test on, and sets its own scissor box again for the next command.
void ClearClipRect(const ImDrawList*, const ImDrawCmd* cmd) {
  const ImDrawData* data = ImGui::GetDrawData();
  if (!data) return;
  const ImVec2 off = data->DisplayPos, scale = data->FramebufferScale;
  const float fb_height = data->DisplaySize.y * scale.y;
  const long x0 = std::lround((cmd->ClipRect.x - off.x) * scale.x);
  const long x1 = std::lround((cmd->ClipRect.z - off.x) * scale.x);
  const long y0 = std::lround((cmd->ClipRect.y - off.y) * scale.y);
  const long y1 = std::lround((cmd->ClipRect.w - off.y) * scale.y);
  if (x1 <= x0 || y1 <= y0) return;
  const auto colour = static_cast<ImU32>(reinterpret_cast<std::uintptr_t>(cmd->UserCallbackData));
  const ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
  glScissor(static_cast<GLint>(x0), static_cast<GLint>(std::lround(fb_height) - y1),
            static_cast<GLsizei>(x1 - x0), static_cast<GLsizei>(y1 - y0));
  glClearColor(c.x, c.y, c.z, c.w);
  glClear(GL_COLOR_BUFFER_BIT);
}

void AddClear(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour) {
  if (max.x <= min.x || max.y <= min.y) return;
  draw->PushClipRect(min, max, true);  // the callback's command keeps this clip rectangle
  draw->AddCallback(ClearClipRect, reinterpret_cast<void*>(static_cast<std::uintptr_t>(colour)));
  draw->PopClipRect();
}

}  // namespace

void AddOpaqueRectFilled(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour, float rounding) {
  // (std::max: a rectangle squeezed to nothing by a tiny window must not make clamp's upper
  // bound negative.)
  const float half = std::max(0.f, std::min(max.x - min.x, max.y - min.y) * 0.5f);
  const float r = std::floor(std::clamp(rounding, 0.f, half));
  if (((colour >> IM_COL32_A_SHIFT) & 0xff) != 0xff || r < 1.f) {
    draw->AddRectFilled(min, max, colour, rounding);
    return;
  }
  // The inside, which leaves out the four r x r corners: three bands that do not overlap (a
  // cross of two rectangles cleared the middle twice, nearly twice the pixels).
  AddClear(draw, ImVec2(min.x + r, min.y), ImVec2(max.x - r, min.y + r), colour);
  AddClear(draw, ImVec2(min.x, min.y + r), ImVec2(max.x, max.y - r), colour);
  AddClear(draw, ImVec2(min.x + r, max.y - r), ImVec2(max.x - r, max.y), colour);
  // The corners: a square one pixel larger, rounded at the outer corner only (ImGui rounds a
  // corner at most one pixel less than the square's side); its inner edges fall on felt.
  const float s = r + 1.f;
  draw->AddRectFilled(min, ImVec2(min.x + s, min.y + s), colour, r,
                      ImDrawFlags_RoundCornersTopLeft);
  draw->AddRectFilled(ImVec2(max.x - s, min.y), ImVec2(max.x, min.y + s), colour, r,
                      ImDrawFlags_RoundCornersTopRight);
  draw->AddRectFilled(ImVec2(min.x, max.y - s), ImVec2(min.x + s, max.y), colour, r,
                      ImDrawFlags_RoundCornersBottomLeft);
  draw->AddRectFilled(ImVec2(max.x - s, max.y - s), max, colour, r,
                      ImDrawFlags_RoundCornersBottomRight);
}

}  // namespace equations::ui
