// The score sheet (AGLOA X, XII-A placement points; MLAG "Scoring chart"; ACC per-game averages,
// "Academic Challenge Cup Procedures and Team Scoring"), viewable any time, and the results of a
// shake: every Equation presented with the engine's verdict and reasons.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/match/game.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// Draws the score sheet window; returns false when the player closed it.
bool DrawScoreSheet(const Match& match, const std::vector<std::string>& names, float scale,
                    Layout& layout);

// Draws the results of shake `index` (an Equation-writing shake), then `below` (the App's
// Explain) under them; returns false once closed.
bool DrawShakeResults(const Match& match, int index, const std::vector<std::string>& names,
                      float scale, Layout& layout, const std::function<void()>& below = {});

// Returns the player's part in a finished shake in words: "Challenger", "Mover", "with the
// Challenger", "Third Party", or "" when nobody challenged.
std::string SideText(const ShakeRecord& record, int player);

}  // namespace equations::ui
