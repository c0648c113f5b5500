// Colours and fonts of the playing mat: one place for the look, shared by every view.
#pragma once

#include <imgui.h>

namespace equations::ui {

class CubeSprites;

struct Fonts {
  ImFont* body = nullptr;     // buttons, messages
  ImFont* heading = nullptr;  // the game's title
  ImFont* label = nullptr;    // section labels on the mat (bold)
  ImFont* cube = nullptr;     // faces of the cubes (bold, large)
  // Cubes drawn from a texture made with these fonts, when the runner has one (ui/cube_sprites.h).
  CubeSprites* cube_sprites = nullptr;
};

// Loads DejaVu Sans (it has the √ ÷ × glyphs) from `assets_dir` at sizes for `pixel_scale`
// (device pixels per CSS pixel), so text stays crisp. Falls back to ImGui's font if missing.
Fonts LoadFonts(const char* assets_dir, float pixel_scale);

// Sets the ImGui style of the game (light mat, large touch targets), rebuilt from Dear ImGui's
// defaults and then scaled by `scale`: calling it again for a new scale never compounds.
void ApplyTheme(float scale = 1.f);

inline constexpr ImU32 kBackground = IM_COL32(0x1f, 0x3a, 0x2f, 0xff);    // the table
inline constexpr ImU32 kMatFelt = IM_COL32(0x2e, 0x6b, 0x4f, 0xff);       // a section
inline constexpr ImU32 kGoalFelt = IM_COL32(0x36, 0x5f, 0x8c, 0xff);      // the Goal line
inline constexpr ImU32 kResourceFelt = IM_COL32(0x4a, 0x3f, 0x35, 0xff);  // Resources
inline constexpr ImU32 kSectionBorder = IM_COL32(0xf2, 0xe8, 0xcf, 0xff);
inline constexpr ImU32 kLabelText = IM_COL32(0xf2, 0xe8, 0xcf, 0xff);
inline const ImVec4 kReasonColour(1.f, 0.55f, 0.45f, 1.f);  // why an action was refused
inline constexpr float kClearColor[4] = {0x1f / 255.f, 0x3a / 255.f, 0x2f / 255.f, 1.f};

}  // namespace equations::ui
