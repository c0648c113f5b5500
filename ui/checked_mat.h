// The cubes a shake's Equations were checked against: the mat as it lay when the shake's
// Equations were judged, found by replaying the match's own history (the engine keeps the
// actions, not each shake's last mat), and drawn in small rows on the results screen.
#pragma once

#include <cstddef>
#include <optional>

#include "core/match/game.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// Returns the mat of shake `index` of `match` just before the action that ended it, or nothing
// when the history does not replay (it always does for a match the engine built).
std::optional<Mat> CheckedMat(const Match& match, std::size_t index);

// Draws `mat` as labelled rows of small cubes (Goal, Required, Permitted, Forbidden, Resources)
// at the cursor; records "results:mat" and the text of each row ("results:mat:required": "red 3,
// blue +") in `layout`.
void DrawCheckedMat(const Mat& mat, const Fonts& fonts, float scale, Layout& layout);

}  // namespace equations::ui
