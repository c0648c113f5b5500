// The roll for first as a picture (AGLOA I-D; MLAG "Rolling for first"): each player's red cube
// as rolled, round by round, who rolls again after a tie or after all operation signs, and who
// sets the first Goal, as the match answers them (core/match/roll_off.h). Under the ACC there is
// no roll: the player to the left of the Scorekeeper (the last player listed) sets the first Goal
// (ACC "Goal").
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "core/match/game.h"
#include "ui/layout.h"
#include "ui/theme.h"

namespace equations::ui {

// Returns true while the roll for first is worth showing: during it, and until the first
// shake's cubes are rolled.
bool ShowRollOff(const Match& match);

// Draws the roll for first in [min, max) of the current window: the last throws with each
// player's cube and name, and what they decided. `tumbling` shows the newest throw still
// rolling. Records "rolloff" and each cube "rolloff:<throw>:<seat>" (throw 0 is the first).
void DrawRollOff(const Match& match, const std::vector<std::string>& names, ImVec2 min, ImVec2 max,
                 const Fonts& fonts, float scale, bool tumbling, long frame, Layout& layout);

}  // namespace equations::ui
