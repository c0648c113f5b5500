// The score sheet as a page to print (a teacher's record of the match): every shake with its
// Goal, result, points and the Equations presented with their verdicts, and the totals, in plain
// HTML with print styles. platform.h OpenPrintable shows it.
#pragma once

#include <string>
#include <vector>

#include "core/match/game.h"

namespace equations::ui {

// Returns the whole printable page for `match`; `names` names the seats.
std::string ScoreSheetHtml(const Match& match, const std::vector<std::string>& names);

}  // namespace equations::ui
