// Fills large opaque rounded rectangles (the mat's felt sections) cheaply: the inside is cleared
// with glClear inside a scissor box, at its place in the draw list's order (a draw callback), and
// only the four rounded corners are ImGui triangles. A software renderer fills a cleared pixel
// about twice as fast as a blended one: with SwiftShader the five felt sections cost about 4.5 ms
// of a frame's 12 ms of WebGL work as triangles (docs/browser_frames.md).
#pragma once

#include <imgui.h>

namespace equations::ui {

// Draws what draw->AddRectFilled(min, max, colour, rounding) draws, for an opaque `colour` (a
// translucent one is drawn as triangles). The renderer must call draw callbacks (ImGui's OpenGL 3
// back end does).
void AddOpaqueRectFilled(ImDrawList* draw, ImVec2 min, ImVec2 max, ImU32 colour, float rounding);

}  // namespace equations::ui
