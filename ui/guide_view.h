// "How to play": a short guide, page by page, for a first match: the cubes and the mat, setting
// the Goal, moving, the challenges, writing Equations and the points, and the keys. It opens
// from the top bar's Help button or F1, on the setup screen too.
#pragma once

#include "ui/layout.h"

namespace equations::ui {

// Draws page `page` of the guide (Left and Right or the buttons turn it); returns false once
// closed (Esc or Close). The last page offers a first match with a coach (ui/coach.h): Enter or
// its button sets `start_coached` and closes the guide. Records "guide", "guide:next",
// "guide:back", "guide:close", "guide:coach" and the page's text "guide:text" in `layout`.
bool DrawGuide(int& page, float scale, Layout& layout, bool& start_coached);

}  // namespace equations::ui
