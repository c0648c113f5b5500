// Draws the playing mat from core state: the Goal line, Required, Permitted and Forbidden
// (AGLOA I-B-2), and the Resources beside the mat. The view owns no game state.
#pragma once

#include <imgui.h>

#include "core/mat.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// Draws `mat` into the rectangle [min, max) of the current window and records each section's
// rectangle in `layout` under its lower-case name.
void DrawMat(const Mat& mat, ImVec2 min, ImVec2 max, const Fonts& fonts, Layout& layout);

}  // namespace equations::ui
