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

// Draws the score sheet window; `print` runs when its Print button is pressed. Returns false
// when the player closed it.
bool DrawScoreSheet(const Match& match, const std::vector<std::string>& names, float scale,
                    Layout& layout, const std::function<void()>& print = {});

// Draws the results of shake `index` (an Equation-writing shake): `above` (the App's mat the
// Equations were checked against), the Equations with their verdicts in plain words (each rule
// reference on a quieter line of its own); `footer` (the Explain button) stays in view beside
// Continue; `beside` (the App's explanation), when given, is drawn in a window of its own beside
// the results (below them on a narrow screen), never behind them. Returns false once closed.
bool DrawShakeResults(const Match& match, int index, const std::vector<std::string>& names,
                      float scale, Layout& layout, const std::function<void()>& beside = {},
                      const std::function<void()>& above = {},
                      const std::function<void()>& footer = {});

// Returns the variations a shake was played with, and the illegal picks nobody pointed out (no
// effect, AGLOA II-B-2): "Variations: Base eight, Factorial; ignored: Average (Ann)", or "" for a
// shake of Basic Equations.
std::string ShakeVariationsText(const ShakeRecord& record, const std::vector<std::string>& names);

// Returns the player's part in a finished shake in words: "Challenger", "Mover", "with the
// Challenger", "Third Party", or "" when nobody challenged.
std::string SideText(const ShakeRecord& record, int player);

}  // namespace equations::ui
