// The play in words, as every player at the table sees it: what an action did ("Ann moved red 3
// to Required"), how a shake ended, and the whole mat. The AI's notes, the page's live region for
// screen readers and the mat described on demand all read these, so none says more than a human
// opponent could see: no Equation before it is checked, no plan, no Solution.
#pragma once

#include <string>
#include <vector>

#include "core/match/game.h"

namespace equations::ui {

// Returns `text` (a shake's result or an Equation's reason from the engine) with "player 2"
// replaced by that seat's name.
std::string WithNames(std::string text, const std::vector<std::string>& names);

// Returns what `action`, about to be applied to `before`, does, in one sentence without its final
// full stop; `names` names the seats.
std::string Narrate(const Match& before, const Action& action,
                    const std::vector<std::string>& names);

// Returns how shake `index` of `match` ended: its result, each player's points and each
// presented Equation with its verdict.
std::string NarrateShake(const Match& match, std::size_t index,
                         const std::vector<std::string>& names);

// Returns the Goal as it lies, each turned cube named so: "2 sideways", "12 + 3 upside-down".
// Returns a cube in words as a screen reader says it: "red 3", "blue minus".
std::string CubeInWords(const Cube& cube);
std::string GoalAsItLies(const std::vector<GoalCube>& goal);

// Returns the mat of the shake in progress section by section, cube by cube ("Goal: red 2, gap,
// blue +, red 3 (reads 2 +3). Required: none. ..."), with whose turn it is.
std::string DescribeMat(const Match& match, const std::vector<std::string>& names);

}  // namespace equations::ui
