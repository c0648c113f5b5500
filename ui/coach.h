// The coach of a first match: a student plays one seat against a beginner computer player, and
// one short sentence beside the mat says what is happening and what to press next, changing as
// the match does (AGLOA I-D roll for first, II rolling, IV the Goal, V moving, VI challenges, VII
// writing). It reads the match and the open screens only; the guide's last page starts it.
#pragma once

#include <string>

#include "core/match/game.h"
#include "ui/setup.h"

namespace equations::ui {

// Returns the setup of a coached first match: "You" against a beginner, AGLOA Elementary, Basic
// Equations, no time limits, hints on.
MatchSetup CoachedSetup();

// What the coach sees besides the match: the screens open over the play.
struct CoachScene {
  int learner = 0;            // the seat the student plays
  bool writing_open = false;  // the learner's Equation line is open
  bool results_open = false;  // the checked Equations of the last shake are shown
};

// Returns the coach's sentence for the match as it is now: what is happening and what to do,
// with the key or button to press.
std::string CoachText(const Match& match, const CoachScene& scene);

}  // namespace equations::ui
