// The match in progress as the page saves it: the game layer's saved game (core/play/state.h),
// its config and its actions in their text form, restored by replaying them, so a save made by
// one build is read by the next however the engine's state changes. A save in the older form (the
// engine's whole state, core/match/game_json.cpp) is still read, and said to be brought up to
// date.
#pragma once

#include <optional>
#include <string>

#include "core/match/game.h"

namespace equations::ui {

// Returns the text to save for `match`: {"game":"equations","config":{...},"actions":[...]}.
std::string SaveText(const Match& match);

// A saved match read back.
struct RestoredMatch {
  std::optional<Match> match;  // nothing when the text could not be read
  bool migrated = false;       // it was in the older form: save it again in the new one
  std::string note;            // what happened, in words (why it could not be read)
};

// Reads a saved match in either form.
RestoredMatch RestoreMatch(const std::string& text);

}  // namespace equations::ui
